// Accounts' metadata, external_id and ETags, and GET /api/v1/business.
import { type Account, accountNamed, ACCOUNTS, accountsOf, created, expectFieldError, SALES_ACCOUNTS } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

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
