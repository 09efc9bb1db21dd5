import { DEFAULT_CHART } from '@ledgerline/ledger-rules';
import { type Account, accountNamed, ACCOUNTS, accountsOf, created, expectFieldError, SALES_ACCOUNTS } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

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

describe('POST /api/v1/coa/sales/account (creating a sales account)', () => {
  let business: TestBusiness;

  beforeAll(async () => {
    business = await platform.createBusiness({ baseCurrency: 'USD' });
  });

  it('creates a sales account and answers 201 with the envelope', async () => {
    const response = await business.sandbox.post(SALES_ACCOUNTS, { name: 'Online sales', description: 'Web shop', currency: 'ngn' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'success',
      message: 'Sales account created',
      data: { name: 'Online sales', description: 'Web shop', currency: 'NGN', type: 'income', subtype: 'sales', version: 1, balance: '0.00' },
    });
    expect(response.headers.etag).toBe('"1"');
  });

  it('trims the name and accepts 100 characters of name and 500 of description', async () => {
    expect((await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: '  Market stall  ' })).name).toBe('Market stall');
    const name = 'N'.repeat(100);
    const description = 'd'.repeat(500);
    const account = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name, description });
    expect(account).toMatchObject({ name, description });
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['only spaces', { name: '   ' }],
    ['101 characters', { name: 'x'.repeat(101) }],
    ['not a string', { name: 42 }],
    ['null', { name: null }],
  ])('rejects a name that is %s with 400 on field name', async (_, body) => {
    const before = (await business.sandbox.get(SALES_ACCOUNTS)).body.pagination.total;
    expectFieldError(await business.sandbox.post(SALES_ACCOUNTS, body), 'name');
    expect((await business.sandbox.get(SALES_ACCOUNTS)).body.pagination.total).toBe(before);
  });

  it('rejects a description over 500 characters', async () => {
    expectFieldError(await business.sandbox.post(SALES_ACCOUNTS, { name: 'Long description', description: 'd'.repeat(501) }), 'description');
  });

  it('defaults the currency to the base currency of the business', async () => {
    const naira = await platform.createBusiness({ baseCurrency: 'NGN' });
    const account = await created<Account>(naira.production, SALES_ACCOUNTS, { name: 'Lagos shop' });
    expect(account.currency).toBe('NGN');
    expect(account.description).toBeNull();
  });

  it('takes the currency in any case and answers upper case', async () => {
    expect((await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Euro sales', currency: 'eur' })).currency).toBe('EUR');
    expect((await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Yen sales', currency: 'jPy' })).currency).toBe('JPY');
  });

  it('counts characters as PostgreSQL does: 150 × "x" + variation selector (300 code points) is too long, not a 500', async () => {
    expectFieldError(await business.sandbox.post(SALES_ACCOUNTS, { name: 'x\uFE0F'.repeat(150) }), 'name');
  });

  it.each(['ABC', 'XXX', 'XAU', 'US', 'USDX', '', null])('rejects the currency %p with 400 on field currency', async (currency) => {
    expectFieldError(await business.sandbox.post(SALES_ACCOUNTS, { name: `Sales in ${currency || String(currency)}`, currency }), 'currency');
  });

  it('rejects a name already used by any account of the business, case-insensitively, with 409 naming it', async () => {
    const first = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Wholesale' });
    const response = await business.sandbox.post(SALES_ACCOUNTS, { name: '  WHOLESALE ' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 'error', code: 'conflict', existing_id: first.id });
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);

    const cash = await accountNamed(business.sandbox, 'Cash');
    const clash = await business.sandbox.post(SALES_ACCOUNTS, { name: 'cash' });
    expect(clash.status).toBe(409);
    expect(clash.body.existing_id).toBe(cash.id);

    const names = (await accountsOf(business.sandbox)).map((a) => a.name.toLowerCase());
    expect(names.filter((n) => n === 'wholesale')).toHaveLength(1);
    expect(names.filter((n) => n === 'cash')).toHaveLength(1);
  });

  it('lets another business and the other environment use the same name', async () => {
    await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Franchise' });
    await created<Account>(business.production, SALES_ACCOUNTS, { name: 'Franchise' });
    const other = await platform.createBusiness();
    await created<Account>(other.sandbox, SALES_ACCOUNTS, { name: 'franchise' });
  });
});

describe('GET|PUT|DELETE /api/v1/coa/sales/account', () => {
  it('lists only income accounts of subtype sales: the default Sales and the ones created', async () => {
    const business = await platform.createBusiness();
    const online = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Online' });
    const shop = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Shop', type: 'income', subtype: 'sales' });
    await created<Account>(business.sandbox, ACCOUNTS, { name: 'Interest', type: 'income', subtype: 'other_income' });
    await created<Account>(business.sandbox, ACCOUNTS, { name: 'Petty cash', type: 'asset', subtype: 'cash' });

    const response = await business.sandbox.get(SALES_ACCOUNTS);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Sales accounts retrieved');
    expect(response.body.data.map((a: Account) => a.name).sort()).toEqual(['Online', 'Sales', 'Shop']);
    expect(response.body.data.every((a: Account) => a.type === 'income' && a.subtype === 'sales')).toBe(true);
    expect(response.body.pagination.total).toBe(3);
    expect(response.body.data.map((a: Account) => a.id)).toEqual(expect.arrayContaining([online.id, shop.id]));
  });

  it('gets, updates and deletes a sales account by id', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Retail', description: 'Front counter' });

    const got = await business.sandbox.get(`${SALES_ACCOUNTS}/${account.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ status: 'success', message: 'Sales account retrieved', data: account });

    const updated = await business.sandbox.put(`${SALES_ACCOUNTS}/${account.id}`, { name: 'Retail counter', currency: 'gbp' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Retail counter',
      description: 'Front counter',
      currency: 'GBP',
      type: 'income',
      subtype: 'sales',
      version: 2,
    });

    const deleted = await business.sandbox.delete(`${SALES_ACCOUNTS}/${account.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: 'success', data: { id: account.id, deleted: true } });
    expect((await business.sandbox.get(`${SALES_ACCOUNTS}/${account.id}`)).status).toBe(404);
  });

  it('answers 404 at a sales address for an account that is not a sales account, and changes nothing', async () => {
    const business = await platform.createBusiness();
    const cash = await accountNamed(business.sandbox, 'Cash');
    const interest = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Interest', type: 'income', subtype: 'other_income' });
    for (const account of [cash, interest]) {
      for (const response of [
        await business.sandbox.get(`${SALES_ACCOUNTS}/${account.id}`),
        await business.sandbox.put(`${SALES_ACCOUNTS}/${account.id}`, { name: 'Renamed' }),
        await business.sandbox.delete(`${SALES_ACCOUNTS}/${account.id}`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('not_found');
      }
      expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(account);
    }
  });

  it('answers 404 for an unknown id, a malformed id and an id of another business or environment', async () => {
    const business = await platform.createBusiness();
    const other = await platform.createBusiness();
    const theirs = await created<Account>(other.sandbox, SALES_ACCOUNTS, { name: 'Theirs' });
    const mine = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Mine' });
    for (const path of [`${SALES_ACCOUNTS}/0190c1c8-0000-7000-8000-000000000000`, `${SALES_ACCOUNTS}/not-an-id`, `${SALES_ACCOUNTS}/${theirs.id}`]) {
      expect((await business.sandbox.get(path)).status).toBe(404);
      expect((await business.sandbox.put(path, { name: 'Stolen' })).status).toBe(404);
      expect((await business.sandbox.delete(path)).status).toBe(404);
    }
    expect((await business.production.get(`${SALES_ACCOUNTS}/${mine.id}`)).status).toBe(404);
    expect((await other.sandbox.get(`${SALES_ACCOUNTS}/${theirs.id}`)).body.data.name).toBe('Theirs');
  });

  it('refuses to delete the default Sales account (409)', async () => {
    const business = await platform.createBusiness();
    const sales = await accountNamed(business.sandbox, 'Sales');
    const response = await business.sandbox.delete(`${SALES_ACCOUNTS}/${sales.id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
    expect((await business.sandbox.get(`${SALES_ACCOUNTS}/${sales.id}`)).status).toBe(200);
  });
});

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

describe('metadata', () => {
  const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`key_${i}`, `value ${i}`]));

  it('stores up to 20 string keys with values of up to 500 characters, and PUT replaces it', async () => {
    const business = await platform.createBusiness();
    const metadata = { ...keys(19), long: 'v'.repeat(500) };
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Tagged', type: 'asset', metadata });
    expect(account.metadata).toEqual(metadata);
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data.metadata).toEqual(metadata);
    const replaced = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { metadata: { only: 'this' } });
    expect(replaced.body.data.metadata).toEqual({ only: 'this' });
  });

  it.each([
    ['21 keys', keys(21)],
    ['a number value', { count: 3 }],
    ['a null value', { gone: null }],
    ['a nested object', { nested: { a: 'b' } }],
    ['a value of 501 characters', { long: 'v'.repeat(501) }],
    ['an array', ['a']],
    ['a string', 'tags'],
    ['null', null],
  ])('rejects metadata with %s (400 on field metadata)', async (_, metadata) => {
    const business = await platform.createBusiness();
    expectFieldError(await business.sandbox.post(SALES_ACCOUNTS, { name: 'Bad metadata', metadata }), 'metadata');
    const bank = await accountNamed(business.sandbox, 'Bank');
    expectFieldError(await business.sandbox.put(`${ACCOUNTS}/${bank.id}`, { metadata }), 'metadata');
    expect((await business.sandbox.get(`${ACCOUNTS}/${bank.id}`)).body.data).toEqual(bank);
  });
});

describe('external_id', () => {
  it('is unique per business and environment: a taken one is 409 with the existing id', async () => {
    const business = await platform.createBusiness();
    const first = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Synced', type: 'asset', external_id: 'erp-100' });
    expect(first.external_id).toBe('erp-100');

    const response = await business.sandbox.post(SALES_ACCOUNTS, { name: 'Synced again', external_id: 'erp-100' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 'error', code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });
    expect((await accountsOf(business.sandbox)).map((a) => a.name)).not.toContain('Synced again');

    const other = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Other synced', type: 'asset', external_id: 'erp-101' });
    const renamed = await business.sandbox.put(`${ACCOUNTS}/${other.id}`, { external_id: 'erp-100' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.existing_id).toBe(first.id);
  });

  it('may be reused by another business and in the other environment', async () => {
    const business = await platform.createBusiness();
    const other = await platform.createBusiness();
    await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Shared ext', external_id: 'shop-1' });
    expect((await created<Account>(business.production, SALES_ACCOUNTS, { name: 'Shared ext', external_id: 'shop-1' })).external_id).toBe('shop-1');
    expect((await created<Account>(other.sandbox, SALES_ACCOUNTS, { name: 'Shared ext', external_id: 'shop-1' })).external_id).toBe('shop-1');
  });
});

describe('ETag and If-Match', () => {
  it('sends ETag "<version>" on single records and none on lists', async () => {
    const business = await platform.createBusiness();
    const posted = await business.sandbox.post(ACCOUNTS, { name: 'Tagged', type: 'asset' });
    expect(posted.headers.etag).toBe('"1"');
    const id = posted.body.data.id;
    expect((await business.sandbox.get(`${ACCOUNTS}/${id}`)).headers.etag).toBe('"1"');
    const put = await business.sandbox.put(`${ACCOUNTS}/${id}`, { name: 'Tagged twice' });
    expect(put.headers.etag).toBe('"2"');
    expect(put.body.data.version).toBe(2);
    expect((await business.sandbox.get(`${SALES_ACCOUNTS}/${(await accountNamed(business.sandbox, 'Sales')).id}`)).headers.etag).toBe('"1"');
    expect((await business.sandbox.get(ACCOUNTS)).headers.etag).toBeUndefined();
    expect((await business.sandbox.get(SALES_ACCOUNTS)).headers.etag).toBeUndefined();
  });

  it('refuses PUT and DELETE with a stale If-Match (412 version_conflict) and changes nothing', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Contended', type: 'asset' });
    const current = (await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: 'v2' })).body.data;

    const put = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: 'Lost update' }, { headers: { 'if-match': '"1"' } });
    expect(put.status).toBe(412);
    expect(put.body).toMatchObject({ status: 'error', code: 'version_conflict' });
    const deleted = await business.sandbox.delete(`${ACCOUNTS}/${account.id}`, { headers: { 'if-match': '"1"' } });
    expect(deleted.status).toBe(412);
    expect(deleted.body.code).toBe('version_conflict');
    const sales = await business.sandbox.put(
      `${SALES_ACCOUNTS}/${(await accountNamed(business.sandbox, 'Sales')).id}`,
      { name: 'Lost' },
      { headers: { 'if-match': '"7"' } },
    );
    expect(sales.status).toBe(412);

    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(current);
    expect((await accountNamed(business.sandbox, 'Sales')).version).toBe(1);
  });

  it('accepts PUT and DELETE with the current If-Match', async () => {
    const business = await platform.createBusiness();
    const account = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Guarded', type: 'asset' });
    const etag = (await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).headers.etag;
    const put = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { name: 'Guarded v2' }, { headers: { 'if-match': etag } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Guarded v2', version: 2 });
    const deleted = await business.sandbox.delete(`${ACCOUNTS}/${account.id}`, { headers: { 'if-match': put.headers.etag } });
    expect(deleted.status).toBe(200);
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).status).toBe(404);
  });
});

describe('GET /api/v1/business', () => {
  it('returns the calling business and the environment of the address called', async () => {
    const business = await platform.createBusiness({ name: 'Acme Traders', baseCurrency: 'ngn', country: 'ng', timezone: 'Africa/Lagos' });
    for (const [client, environment] of [
      [business.production, 'production'],
      [business.sandbox, 'sandbox'],
    ] as const) {
      const response = await client.get('/api/v1/business');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'success',
        data: {
          id: business.businessId,
          name: 'Acme Traders',
          base_currency: 'NGN',
          country: 'NG',
          timezone: 'Africa/Lagos',
          fiscal_year_start_month: 1,
          lock_date: null,
          environment,
        },
      });
    }
  });

  it('answers 401 without a key', async () => {
    const response = await platform.sandbox.get('/api/v1/business');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });
});
