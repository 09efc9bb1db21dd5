// The chart of accounts (/api/v1/coa/accounts) and the default chart a business starts with.
import { DEFAULT_CHART } from '@ledgerline/ledger-rules';
import { type Account, accountNamed, ACCOUNTS, accountsOf, created, expectFieldError, SALES_ACCOUNTS } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

/** The default chart named in docs/api.md, Resources. */
const DEFAULT_ACCOUNT_NAMES = [
  'Cash',
  'Bank',
  'Accounts Receivable',
  'Sales Tax Payable',
  "Owner's Equity",
  'Retained Earnings',
  'Sales',
  'Other Income',
  'Cost of Sales',
  'General Expenses',
  'Exchange Gains/Losses',
  'Rounding',
];

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('/api/v1/coa/accounts', () => {
  it.each([
    ['asset', 'current_asset'],
    ['liability', 'current_liability'],
    ['equity', 'other_equity'],
    ['income', 'sales'],
    ['expense', 'general_expense'],
  ])('creates a %s account with the default subtype %s', async (type, subtype) => {
    const business = await platform.createBusiness({ baseCurrency: 'EUR' });
    const response = await business.sandbox.post(ACCOUNTS, { name: `New ${type}`, type, code: `9${type.length}` });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'Account created',
      data: {
        name: `New ${type}`,
        type,
        subtype,
        currency: 'EUR',
        code: `9${type.length}`,
        parent_id: null,
        archived: false,
        system: false,
        balance: '0.00',
        metadata: {},
        external_id: null,
        version: 1,
      },
    });
    expect((await business.sandbox.get(`${ACCOUNTS}/${response.body.data.id}`)).body.data).toEqual(response.body.data);
  });

  it.each([
    ['asset', 'fixed_asset'],
    ['liability', 'long_term_liability'],
    ['equity', 'owners_equity'],
    ['income', 'other_income'],
    ['expense', 'cost_of_sales'],
  ])('creates a %s account with the subtype %s given', async (type, subtype) => {
    const business = await platform.createBusiness();
    expect(await created<Account>(business.sandbox, ACCOUNTS, { name: 'Given subtype', type, subtype, currency: 'usd' })).toMatchObject({
      type,
      subtype,
      currency: 'USD',
    });
  });

  it.each([
    [{ name: 'No type' }, 'type'],
    [{ name: 'Bad type', type: 'revenue' }, 'type'],
    [{ name: 'Mismatch', type: 'asset', subtype: 'sales' }, 'subtype'],
    [{ name: 'Mismatch', type: 'income', subtype: 'cash' }, 'subtype'],
    [{ name: 'Unknown', type: 'expense', subtype: 'travel' }, 'subtype'],
    [{ name: 'Receivable', type: 'asset', subtype: 'accounts_receivable' }, 'subtype'],
    [{ name: 'Retained', type: 'equity', subtype: 'retained_earnings' }, 'subtype'],
    [{ name: 'FX', type: 'expense', subtype: 'exchange_gain_loss' }, 'subtype'],
    [{ name: 'Pennies', type: 'expense', subtype: 'rounding' }, 'subtype'],
    [{ name: 'Bad parent', type: 'asset', parent_id: 'nope' }, 'parent_id'],
    [{ name: 'Bad code', type: 'asset', code: 'with space' }, 'code'],
  ])('rejects %p with 400 on field %s and creates nothing', async (body, field) => {
    const business = await platform.createBusiness();
    expectFieldError(await business.sandbox.post(ACCOUNTS, body), field);
    expect(await accountsOf(business.sandbox)).toHaveLength(12);
  });

  it('takes a parent of the same type of the same business and environment only', async () => {
    const business = await platform.createBusiness();
    const other = await platform.createBusiness();
    const bank = await accountNamed(business.sandbox, 'Bank');
    const child = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Bank: savings', type: 'asset', subtype: 'bank', parent_id: bank.id });
    expect(child.parent_id).toBe(bank.id);

    const expenses = await accountNamed(business.sandbox, 'General Expenses');
    expectFieldError(await business.sandbox.post(ACCOUNTS, { name: 'Mixed', type: 'asset', parent_id: expenses.id }), 'parent_id');
    const theirBank = await accountNamed(other.sandbox, 'Bank');
    expectFieldError(await business.sandbox.post(ACCOUNTS, { name: 'Foreign parent', type: 'asset', parent_id: theirBank.id }), 'parent_id');
    const productionBank = await accountNamed(business.production, 'Bank');
    expectFieldError(await business.sandbox.post(ACCOUNTS, { name: 'Other environment', type: 'asset', parent_id: productionBank.id }), 'parent_id');
    expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${child.id}`, { parent_id: expenses.id }), 'parent_id');
    expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${child.id}`, { parent_id: child.id }), 'parent_id');
    expect((await business.sandbox.get(`${ACCOUNTS}/${child.id}`)).body.data).toEqual(child);
  });

  it('PUT changes only the fields given and bumps version and updated_at', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, {
      name: 'Petty cash',
      type: 'asset',
      subtype: 'cash',
      code: '1050',
      description: 'Drawer',
      metadata: { till: '1' },
      external_id: 'pc-1',
    });
    await new Promise((resolve) => setTimeout(resolve, 5)); // so that updated_at differs at millisecond precision
    const response = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: '  Petty cash drawer ' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Account updated');
    const updated: Account = response.body.data;
    expect(updated).toEqual({ ...account, name: 'Petty cash drawer', version: 2, updated_at: updated.updated_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(account.updated_at));
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(updated);

    const again = (await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { subtype: 'current_asset', archived: true, currency: 'chf' })).body.data;
    expect(again).toEqual({ ...updated, subtype: 'current_asset', archived: true, currency: 'CHF', version: 3, updated_at: again.updated_at });
  });

  it('PUT with null clears description, code and external_id', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, {
      name: 'Clearable',
      type: 'expense',
      code: '6500',
      description: 'Travel',
      external_id: 'exp-9',
    });
    const cleared = (await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: null, code: null, external_id: null })).body.data;
    expect(cleared).toMatchObject({ name: 'Clearable', description: null, code: null, external_id: null, version: 2 });
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(cleared);
    // The cleared values are free again.
    await created<Account>(business.sandbox, ACCOUNTS, { name: 'Reuses', type: 'expense', code: '6500', external_id: 'exp-9' });
  });

  it.each([['name'], ['currency'], ['archived'], ['metadata'], ['subtype']])('PUT with %s null is 400 and changes nothing', async (field) => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Kept', type: 'asset' });
    expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { [field]: null }), field);
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(account);
  });

  it('PUT to a name or code another account has is 409 naming that account', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Renamable', type: 'asset' });
    const bank = await accountNamed(business.sandbox, 'Bank');
    const byName = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: 'BANK' });
    expect(byName.status).toBe(409);
    expect(byName.body).toMatchObject({ code: 'conflict', existing_id: bank.id, errors: [{ field: 'name' }] });
    const byCode = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { code: '1010' });
    expect(byCode.status).toBe(409);
    expect(byCode.body).toMatchObject({ code: 'conflict', existing_id: bank.id, errors: [{ field: 'code' }] });
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(account);
  });

  it('keeps system accounts: DELETE is 409, archiving and changing the subtype are 400', async () => {
    const business = await platform.createBusiness();
    const system = (await accountsOf(business.sandbox)).filter((a) => a.system);
    expect(system).toHaveLength(7);
    for (const account of system) {
      const deleted = await business.sandbox.delete(`${ACCOUNTS}/${account.id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body.code).toBe('conflict');
      expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { archived: true }), 'archived');
      expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { subtype: 'other_asset' }), 'subtype');
      expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(account);
    }
  });

  it('archives a plain account and keeps it readable', async () => {
    const business = await platform.createBusiness();
    const bank = await accountNamed(business.sandbox, 'Bank');
    const archived = await business.sandbox.put(`${ACCOUNTS}/${bank.id}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ id: bank.id, archived: true, version: 2 });
    expect((await business.sandbox.get(`${ACCOUNTS}/${bank.id}`)).body.data.archived).toBe(true);
  });

  it('refuses to delete an account that has a sub-account (409) until the sub-account is gone', async () => {
    const business = await platform.createBusiness();
    const parent = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Vehicles', type: 'asset', subtype: 'fixed_asset' });
    const child = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Van', type: 'asset', subtype: 'fixed_asset', parent_id: parent.id });
    const refused = await business.sandbox.delete(`${ACCOUNTS}/${parent.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect((await business.sandbox.get(`${ACCOUNTS}/${parent.id}`)).status).toBe(200);

    expect((await business.sandbox.delete(`${ACCOUNTS}/${child.id}`)).status).toBe(200);
    expect((await business.sandbox.delete(`${ACCOUNTS}/${parent.id}`)).status).toBe(200);
  });

  it('deletes a plain account: 200, then 404 and gone from the list', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Short lived', type: 'liability' });
    const response = await business.sandbox.delete(`${ACCOUNTS}/${account.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', message: 'Account deleted', data: { id: account.id, deleted: true } });
    const gone = await business.sandbox.get(`${ACCOUNTS}/${account.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('not_found');
    expect((await accountsOf(business.sandbox)).map((a) => a.id)).not.toContain(account.id);
    expect((await business.sandbox.delete(`${ACCOUNTS}/${account.id}`)).status).toBe(404);
  });

  it('records account.created, account.updated and account.deleted, each with the account as the API returned it; a refused change records nothing', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Evented', type: 'expense' });
    const renamed = (await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: 'Renamed' })).body.data;
    expect((await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: 'Cash' })).status).toBe(409);
    expect((await business.sandbox.delete(`${ACCOUNTS}/${account.id}`)).status).toBe(200);
    const sales = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Online sales' });
    const events = await business.sandbox.get('/api/v1/events');
    expect(events.body.data.map((e: { sequence: number; type: string; data: unknown }) => [e.sequence, e.type, e.data])).toEqual([
      [1, 'account.created', account],
      [2, 'account.updated', renamed],
      [3, 'account.deleted', renamed],
      [4, 'account.created', sales],
    ]);
  });
});

describe('the default chart of accounts', () => {
  it('gives a new business exactly the 12 default accounts in each environment, with zero balances', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'GBP' });
    const ids = new Set<string>();
    for (const client of [business.production, business.sandbox]) {
      const response = await client.get(`${ACCOUNTS}?limit=100`);
      expect(response.body.pagination.total).toBe(12);
      const accounts: Account[] = response.body.data;
      expect(accounts.map((a) => a.name).sort()).toEqual([...DEFAULT_ACCOUNT_NAMES].sort());
      const served = accounts
        .map((a) => ({ code: a.code, name: a.name, type: a.type, subtype: a.subtype, system: a.system }))
        .sort((a, b) => a.code!.localeCompare(b.code!));
      expect(served).toEqual(DEFAULT_CHART.map((entry) => ({ ...entry })));
      expect(
        accounts
          .filter((a) => a.system)
          .map((a) => a.name)
          .sort(),
      ).toEqual(['Accounts Receivable', 'Cash', 'Exchange Gains/Losses', 'Retained Earnings', 'Rounding', 'Sales', 'Sales Tax Payable']);
      for (const account of accounts) {
        expect(account).toMatchObject({ balance: '0.00', currency: 'GBP', archived: false, parent_id: null, version: 1, metadata: {} });
        ids.add(account.id);
      }
    }
    expect(ids.size).toBe(24);
  });

  it.each([
    ['JPY', '0'],
    ['KWD', '0.000'],
    ['USD', '0.00'],
  ])('shows balances of a %s business with its minor digits (%s)', async (baseCurrency, zero) => {
    const business = await platform.createBusiness({ baseCurrency });
    const accounts = await accountsOf(business.sandbox);
    expect(accounts.map((a) => a.balance)).toEqual(Array(12).fill(zero));
    expect((await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'New sales' })).balance).toBe(zero);
  });
});
