import { accountChangeErrors, accountErrors, DEFAULT_CHART, ofType, parentAccountErrors, subtypeErrors, SUBTYPES, SYSTEM_ONLY_SUBTYPES } from './chart';

describe('the default chart', () => {
  it('has one system account for each subtype the ledger relies on, each of a subtype its type allows', () => {
    for (const entry of DEFAULT_CHART) expect(SUBTYPES[entry.type]).toContain(entry.subtype);
    for (const subtype of [...SYSTEM_ONLY_SUBTYPES, 'cash', 'sales_tax', 'sales'])
      expect(DEFAULT_CHART.filter((entry) => entry.system && entry.subtype === subtype)).toHaveLength(1);
    expect(new Set(DEFAULT_CHART.map((entry) => entry.code)).size).toBe(DEFAULT_CHART.length);
  });
});

describe('subtypeErrors', () => {
  it.each([
    ['asset', 'bank', []],
    ['income', 'other_income', []],
    ['expense', 'cost_of_sales', []],
    ['asset', 'sales', ['must be one of current_asset, cash, bank, accounts_receivable, fixed_asset, inventory, other_asset for asset accounts']],
    ['asset', 'accounts_receivable', ['is reserved for the system account']],
    ['expense', 'rounding', ['is reserved for the system account']],
  ] as const)('%s / %s', (type, subtype, messages) => {
    expect(subtypeErrors(type, subtype)).toEqual(messages.map((message) => ({ field: 'subtype', message })));
  });
});

describe('accountChangeErrors', () => {
  const cash = { type: 'asset' as const, subtype: 'cash', currency: 'USD', system: true };
  const bank = { ...cash, subtype: 'bank', system: false };
  it.each([
    ['a system account renamed (nothing checked here)', cash, {}, []],
    ['a system account given its own subtype and currency', cash, { subtype: 'cash', currency: 'USD', archived: false }, []],
    ['a system account given another subtype', cash, { subtype: 'bank' }, [['subtype', 'cannot be changed on a system account']]],
    ['a system account given another currency', cash, { currency: 'EUR' }, [['currency', 'cannot be changed on a system account']]],
    ['a system account archived', cash, { archived: true }, [['archived', 'system accounts cannot be archived']]],
    ['an account given a subtype of its type', bank, { subtype: 'fixed_asset', currency: 'EUR', archived: true }, []],
    ['an account given a reserved subtype', bank, { subtype: 'accounts_receivable' }, [['subtype', 'is reserved for the system account']]],
  ])('%s', (_, account, change, expected) => {
    expect(accountChangeErrors(account, change)).toEqual(expected.map(([field, message]) => ({ field, message })));
  });
});

describe('parentAccountErrors', () => {
  const bank = { id: 'bank', type: 'asset' };
  it.each([
    ['no parent named', undefined, undefined, []],
    ['an account of the same type', bank, 'cash', []],
    ['an account of the same type, on create', bank, undefined, []],
    ['none of the business', null, 'cash', ['is not an account of this business']],
    ['the account itself', bank, 'bank', ['cannot be the account itself']],
    ['an account of another type', { id: 'sales', type: 'income' }, 'cash', ['must be an account of the same type (asset)']],
  ] as const)('%s', (_, parent, selfId, messages) => {
    expect(parentAccountErrors('asset', parent, selfId)).toEqual(messages.map((message) => ({ field: 'parent_id', message })));
  });
});

describe('accountErrors and ofType', () => {
  it.each([
    ['income', { type: 'income', archived: false }, []],
    ['income', { type: 'asset', archived: false }, ['must be an income account']],
    ['liability', { type: 'income', archived: false }, ['must be a liability account']],
    ['asset', { type: 'expense', archived: false }, ['must be an asset account']],
    ['liability', { type: 'liability', archived: true }, ['is archived']],
    ['income', undefined, ['is not an account of this business']],
  ] as const)('an account taken as %s: %p', (type, account, messages) => {
    expect(accountErrors('account_id', account, ofType(type))).toEqual(messages.map((message) => ({ field: 'account_id', message })));
  });
});
