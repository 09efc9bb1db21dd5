import {
  documentTotalErrors,
  documentTotals,
  incomeAccountCurrencyProblem,
  lineAmounts,
  lineCurrencyErrors,
  priceLines,
  resolveLineTerms,
  type LineReferences,
  type LineTerms,
} from './lines';
import { Decimal } from './money';

const d = (value: string) => new Decimal(value);

describe('incomeAccountCurrencyProblem', () => {
  it.each([
    // account, document, base
    ['USD', 'USD', 'USD', 'the base currency, a document in the base currency'],
    ['USD', 'EUR', 'USD', 'the base currency, a document in a foreign currency'],
    ['NGN', 'NGN', 'USD', "the account's own foreign currency"],
  ])('lets a line credit an income account in %s from a document in %s (base %s): %s', (account, document, base) => {
    expect(incomeAccountCurrencyProblem(account, document, base)).toBeUndefined();
  });

  it.each([
    ['NGN', 'USD', 'USD', 'names an income account in NGN: a line in USD may post only to income accounts in USD, the base currency'],
    ['NGN', 'EUR', 'USD', 'names an income account in NGN: a line in EUR may post only to income accounts in EUR or in the base currency USD'],
    ['EUR', 'GBP', 'USD', 'names an income account in EUR: a line in GBP may post only to income accounts in GBP or in the base currency USD'],
  ])('refuses an income account in %s for a document in %s (base %s)', (account, document, base, problem) => {
    expect(incomeAccountCurrencyProblem(account, document, base)).toBe(problem);
  });
});

describe('lineAmounts', () => {
  it.each([
    // quantity, unit price, tax %, currency, inclusive, amount, tax
    ['3', '19.99', '7.5', 'USD', false, '59.97', '4.5'],
    ['1', '10.005', '0', 'USD', false, '10.01', '0'],
    ['3', '0.335', '0', 'USD', false, '1.01', '0'],
    ['1', '10.00', '7.5', 'USD', false, '10', '0.75'],
    ['1', '0.10', '5', 'USD', false, '0.1', '0.01'],
    ['3', '333.5', '0', 'JPY', false, '1001', '0'],
    ['1', '1.0005', '10', 'KWD', false, '1.001', '0.1'],
    ['1', '107.50', '7.5', 'USD', true, '100', '7.5'],
    ['1', '10.00', '7.5', 'USD', true, '9.3', '0.7'],
    ['2', '0.99', '20', 'USD', true, '1.65', '0.33'],
    ['1', '1000', '7.5', 'JPY', true, '930', '70'],
    ['0', '19.99', '7.5', 'USD', false, '0', '0'],
  ])('%s × %s at %s%% in %s (inclusive: %p) → %s + %s tax', (quantity, unitPrice, taxRate, currency, inclusive, amount, tax) => {
    const amounts = lineAmounts({ quantity: d(quantity), unitPrice: d(unitPrice), taxRate: d(taxRate) }, currency, inclusive);
    expect([amounts.amount.toFixed(), amounts.tax.toFixed()]).toEqual([amount, tax]);
  });

  it('with inclusive prices, net + tax is always the rounded gross the customer pays', () => {
    for (const [quantity, unitPrice, taxRate] of [
      ['3', '0.335', '7.5'],
      ['7', '1.13', '19'],
      ['1', '0.01', '99.999999'],
    ]) {
      const amounts = lineAmounts({ quantity: d(quantity), unitPrice: d(unitPrice), taxRate: d(taxRate) }, 'USD', true);
      expect(amounts.amount.plus(amounts.tax).toFixed()).toBe(d(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed());
    }
  });
});

const terms = (unitPrice: string, taxRate = '0', accountCurrency = 'USD'): LineTerms => ({
  description: 'x',
  quantity: d('1'),
  unitPrice: d(unitPrice),
  accountId: 'sales',
  accountCurrency,
  itemId: null,
  taxRateId: null,
  taxRate: d(taxRate),
  taxAccountId: null,
});

describe('priceLines and documentTotals', () => {
  it.each([
    ['no lines', [], false, ['0', '0', '0']],
    ['sums of the rounded lines', [terms('10.005', '7.5'), terms('0.335', '7.5')], false, ['10.35', '0.78', '11.13']],
    ['inclusive prices', [terms('107.50', '7.5'), terms('10.00', '7.5')], true, ['109.3', '8.2', '117.5']],
  ])('%s', (_, lines, inclusive, [subtotal, taxTotal, total]) => {
    const priced = priceLines(lines, 'USD', inclusive);
    expect(priced).toHaveLength(lines.length);
    const totals = documentTotals(priced);
    expect([totals.subtotal, totals.taxTotal, totals.total].map((value) => value.toFixed())).toEqual([subtotal, taxTotal, total]);
  });
});

describe('documentTotalErrors', () => {
  const tooLarge = 'add up to more than a document may total (below 10^15, in its currency and in the base currency)';
  const zero = 'add up to 0; a document must total more than 0 to be posted';
  it.each([
    ['a total to post', '100', '1', true, undefined],
    ['a zero draft', '0', '1', false, undefined],
    ['a zero total to post', '0', '1', true, zero],
    ['just below the limit', '999999999999999.9999', '1', true, undefined],
    ['at the limit', '1000000000000000', '1', true, tooLarge],
    ['at the limit in base currency only', '1000000000000', '1000', false, tooLarge],
    ['below it in base currency at a small rate', '999999999999999', '0.5', true, undefined],
  ])('%s', (_, total, rate, posts, message) => {
    expect(documentTotalErrors(d(total), d(rate), posts)).toEqual(message ? [{ field: 'lines', message }] : []);
  });
});

describe('lineCurrencyErrors (a EUR document, base USD)', () => {
  const problem = 'names an income account in NGN: a line in EUR may post only to income accounts in EUR or in the base currency USD';
  it.each([
    ['accounts in the document or the base currency', [terms('1', '0', 'EUR'), terms('1', '0', 'USD')], undefined, []],
    ['a named account in another currency', [terms('1'), terms('1', '0', 'NGN')], [{ quantity: 1 }, { quantity: 1, account_id: 'a' }], ['lines.1.account_id']],
    ["an item's account in another currency", [terms('1', '0', 'NGN')], [{ quantity: 1, item_id: 'i' }], ['lines.0.item_id']],
    ['an item whose account the line overrides', [terms('1', '0', 'NGN')], [{ quantity: 1, item_id: 'i', account_id: 'a' }], ['lines.0.account_id']],
    ['stored lines re-priced (none given)', [terms('1', '0', 'NGN')], undefined, ['lines.0.account_id']],
  ])('%s', (_, lines, given, fields) => {
    expect(lineCurrencyErrors(lines, given, 'EUR', 'USD')).toEqual(fields.map((field) => ({ field, message: problem })));
  });
});

describe('resolveLineTerms', () => {
  const references: LineReferences = {
    items: [
      { id: 'tea', name: 'Tea', description: 'Green tea', unit_price: '2.5000', income_account_id: 'drinks', tax_rate_id: 'vat', archived: false },
      { id: 'free', name: 'Sample', description: null, unit_price: null, income_account_id: null, tax_rate_id: null, archived: false },
      { id: 'gone', name: 'Gone', description: null, unit_price: '1', income_account_id: null, tax_rate_id: null, archived: true },
    ],
    tax_rates: [
      { id: 'vat', rate: '7.500000', account_id: 'vat-payable', archived: false },
      { id: 'old-vat', rate: '5', account_id: 'vat-payable', archived: true },
    ],
    accounts: [
      { id: 'sales', type: 'income', currency: 'USD', archived: false },
      { id: 'drinks', type: 'income', currency: 'NGN', archived: false },
      { id: 'closed', type: 'income', currency: 'USD', archived: true },
      { id: 'cash', type: 'asset', currency: 'USD', archived: false },
    ],
    sales_account_id: 'sales',
  };
  const show = (line: LineTerms) => [
    line.description,
    line.quantity.toFixed(),
    line.unitPrice.toFixed(),
    line.accountId,
    line.accountCurrency,
    line.itemId,
    line.taxRateId,
    line.taxRate.toFixed(),
    line.taxAccountId,
  ];

  it.each([
    [
      'a line on its own: Sales, untaxed',
      { description: 'Cake', quantity: '2', unit_price: '3.25' },
      ['Cake', '2', '3.25', 'sales', 'USD', null, null, '0', null],
    ],
    ["an item's defaults", { quantity: 1, item_id: 'tea' }, ['Green tea', '1', '2.5', 'drinks', 'NGN', 'tea', 'vat', '7.5', 'vat-payable']],
    [
      'what the line gives over the item',
      { description: 'Tea (large)', quantity: 1, unit_price: 3, item_id: 'tea', account_id: 'sales', tax_rate_id: 'vat' },
      ['Tea (large)', '1', '3', 'sales', 'USD', 'tea', 'vat', '7.5', 'vat-payable'],
    ],
    ["the item's name without a description", { quantity: 1, unit_price: '0', item_id: 'free' }, ['Sample', '1', '0', 'sales', 'USD', 'free', null, '0', null]],
  ])('%s', (_, line, expected) => {
    const {
      terms: [resolved],
      errors,
    } = resolveLineTerms(references, [line]);
    expect(errors).toEqual([]);
    expect(show(resolved)).toEqual(expected);
  });

  it.each([
    ['an unknown item', { quantity: 1, item_id: 'nope' }, 'item_id', 'is not an item of this business'],
    ['an archived item', { quantity: 1, item_id: 'gone' }, 'item_id', 'is archived'],
    ['no description without an item', { quantity: 1, unit_price: 1 }, 'description', 'is required without an item'],
    ['no price, the item has none', { quantity: 1, item_id: 'free' }, 'unit_price', 'is required when the item has no price'],
    ['an unknown account', { description: 'x', quantity: 1, unit_price: 1, account_id: 'nope' }, 'account_id', 'is not an account of this business'],
    ['an archived account', { description: 'x', quantity: 1, unit_price: 1, account_id: 'closed' }, 'account_id', 'is archived'],
    ['an account that is not income', { description: 'x', quantity: 1, unit_price: 1, account_id: 'cash' }, 'account_id', 'must be an income account'],
    ['an unknown tax rate', { description: 'x', quantity: 1, unit_price: 1, tax_rate_id: 'nope' }, 'tax_rate_id', 'is not a tax rate of this business'],
    ['an archived tax rate', { description: 'x', quantity: 1, unit_price: 1, tax_rate_id: 'old-vat' }, 'tax_rate_id', 'is archived'],
  ])('refuses %s on lines.1.%s', (_, line, field, message) => {
    const { terms: resolved, errors } = resolveLineTerms(references, [{ description: 'fine', quantity: 1, unit_price: 1 }, line]);
    expect(errors).toEqual([{ field: `lines.1.${field}`, message }]);
    expect(resolved).toEqual([]);
  });

  it("reports each line's first problem, every line at once", () => {
    const { errors } = resolveLineTerms(references, [
      { quantity: 1, item_id: 'nope', tax_rate_id: 'nope' },
      { quantity: 1, unit_price: 1, account_id: 'cash' },
    ]);
    expect(errors.map((error) => error.field)).toEqual(['lines.0.item_id', 'lines.1.description']);
  });

  it('needs the Sales account (a business always has one)', () => {
    expect(() => resolveLineTerms({ ...references, sales_account_id: null }, [])).toThrow('business has no system account of subtype sales');
  });
});
