// The sales-account endpoints (/api/v1/coa/sales/account).
import { type Account, accountNamed, ACCOUNTS, accountsOf, created, expectFieldError, SALES_ACCOUNTS } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

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
