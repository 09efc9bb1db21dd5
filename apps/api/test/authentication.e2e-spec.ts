import { createHash, randomBytes } from 'node:crypto';
import { type Account, ACCOUNTS, BUSINESS, created, expectError, SALES_ACCOUNTS, type TestClient, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

const ROLL = '/api/v1/keys/roll';

type Environment = 'production' | 'sandbox';
const ENVIRONMENTS: Environment[] = ['production', 'sandbox'];
const OTHER: Record<Environment, Environment> = { production: 'sandbox', sandbox: 'production' };
/** docs/api.md, Authentication: `sk_live_…` for production, `sk_test_…` for sandbox. */
const PREFIX: Record<Environment, string> = { production: 'sk_live_', sandbox: 'sk_test_' };

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

function expectUnauthorized(response: TestResponse, message?: RegExp): void {
  const error = expectError(response, 401, 'unauthorized', message);
  expect(error.request_id).toBe(response.headers['x-request-id']);
  expect(error.message).toEqual(expect.any(String));
  expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
}

async function accountIds(client: TestClient): Promise<string[]> {
  const response = await client.get(`${ACCOUNTS}?limit=100`);
  expect(response.status).toBe(200);
  expect(response.body.pagination.total).toBeLessThanOrEqual(100);
  return response.body.data.map((account: { id: string }) => account.id);
}

describe.each(ENVIRONMENTS)('mode A at the %s address', (environment) => {
  let business: TestBusiness;
  const address = () => platform[environment];

  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it(`accepts the business's ${environment} key`, async () => {
    const response = await business[environment].get(BUSINESS);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: business.businessId, environment });
  });

  it('accepts the Bearer scheme name in any case (RFC 7235)', async () => {
    const response = await address().get(BUSINESS, { headers: { authorization: `bearer ${business.keys[environment]}` } });
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(business.businessId);
  });

  it('answers 401 without an Authorization header', async () => {
    expectUnauthorized(await address().get(BUSINESS), /Authorization/);
  });

  it.each<[string, (key: string) => string]>([
    ['Basic credentials', (key) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`],
    ['"Bearer" with no token', () => 'Bearer'],
    ['two tokens', (key) => `Bearer ${key} ${key}`],
    ['the bare key without a scheme', (key) => key],
    ['another scheme', (key) => `Token ${key}`],
  ])('answers 401 to a malformed Authorization header: %s', async (_, header) => {
    const response = await address().get(BUSINESS, { headers: { authorization: header(business.keys[environment]) } });
    expectUnauthorized(response, /Malformed Authorization header/);
  });

  it('answers 401 to an unknown key with the right prefix', async () => {
    const unknown = PREFIX[environment] + randomBytes(32).toString('base64url');
    expectUnauthorized(await address().as(unknown).get(BUSINESS), /Invalid API key/);
  });

  it('answers 401 to a known key with one character changed', async () => {
    const key = business.keys[environment];
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expectUnauthorized(await address().as(altered).get(BUSINESS), /Invalid API key/);
  });

  it(`answers 401 naming the mismatch to the business's ${OTHER[environment]} key`, async () => {
    const response = await address().as(business.keys[OTHER[environment]]).get(BUSINESS);
    expectUnauthorized(response, new RegExp(`${OTHER[environment]} key.*${environment} address`));
  });

  it('rolling the key shows the new key once with its prefix; the old key then gets 401 saying it was rolled', async () => {
    const rolling = await platform.createBusiness();
    const oldKey = rolling.keys[environment];
    const response = await rolling[environment].post(ROLL);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'success', data: { environment } });
    const { key, prefix } = response.body.data as { key: string; prefix: string };
    expect(key).toMatch(new RegExp(`^${PREFIX[environment]}[A-Za-z0-9_-]{40,}$`));
    expect(key).not.toBe(oldKey);
    expect(prefix).toMatch(new RegExp(`^${PREFIX[environment]}.`));
    expect(key.startsWith(prefix)).toBe(true);
    expect(key.length - prefix.length).toBeGreaterThanOrEqual(32);

    expectUnauthorized(await address().as(oldKey).get(BUSINESS), /rolled/);
    expectUnauthorized(await address().as(oldKey).post(ROLL), /rolled/);
    const withNewKey = await address().as(key).get(BUSINESS);
    expect(withNewKey.status).toBe(200);
    expect(withNewKey.body.data.id).toBe(rolling.businessId);
    expect(withNewKey.text).not.toContain(key);

    const otherEnvironment = await rolling[OTHER[environment]].get(BUSINESS);
    expect(otherEnvironment.status).toBe(200);
  });

  it('rolling twice leaves only the newest key working', async () => {
    const rolling = await platform.createBusiness();
    const first = (await rolling[environment].post(ROLL)).body.data.key as string;
    const second = await address().as(first).post(ROLL);
    expect(second.status).toBe(201);
    expect(second.body.data.key).not.toBe(first);
    expectUnauthorized(await address().as(first).get(BUSINESS), /rolled/);
    expectUnauthorized(await address().as(rolling.keys[environment]).get(BUSINESS), /rolled/);
    expect((await address().as(second.body.data.key).get(BUSINESS)).status).toBe(200);
  });
});

describe('API keys at rest', () => {
  it('are stored only as their SHA-256 hash, never in clear', async () => {
    const business = await platform.createBusiness();
    const rolled = (await business.sandbox.post(ROLL)).body.data.key as string;
    const keys = [business.keys.production, business.keys.sandbox, rolled];

    const rows: { text: string; key_hash: Buffer }[] = await platform.db.query(
      'SELECT row_to_json(k)::text AS text, k.key_hash FROM api_keys k WHERE k.business_id = $1',
      [business.businessId],
    );
    expect(rows).toHaveLength(3);
    for (const key of keys) {
      const secret = key.replace(/^sk_(live|test)_/, '');
      for (const row of rows) {
        expect(row.text).not.toContain(secret);
        expect(row.text).not.toContain(Buffer.from(key).toString('hex'));
      }
      const hash = createHash('sha256').update(key).digest('hex');
      expect(rows.filter((row) => row.key_hash.toString('hex') === hash)).toHaveLength(1);
    }
  });
});

describe.each<[Environment, Environment]>([
  ['sandbox', 'production'],
  ['production', 'sandbox'],
])('a %s record seen from the %s address of the same business', (home, away) => {
  let business: TestBusiness;
  let account: { id: string; name: string; version: number };

  beforeAll(async () => {
    business = await platform.createBusiness();
    account = await created<Account>(business[home], SALES_ACCOUNTS, { name: `Only in ${home}` });
  });

  it.each([ACCOUNTS, SALES_ACCOUNTS])('is 404 to GET, PUT and DELETE on %s/{id}, and stays unchanged', async (path) => {
    const url = `${path}/${account.id}`;
    expectError(await business[away].get(url), 404, 'not_found');
    expectError(await business[away].put(url, { name: 'Changed from afar' }), 404, 'not_found');
    expectError(await business[away].delete(url), 404, 'not_found');

    const seen = await business[home].get(url);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: account.id, name: account.name, version: account.version });
  });

  it('is absent from the list, and the two lists share no record', async () => {
    const homeIds = await accountIds(business[home]);
    const awayIds = await accountIds(business[away]);
    expect(homeIds).toContain(account.id);
    expect(awayIds.length).toBeGreaterThan(0);
    expect(awayIds.filter((id) => homeIds.includes(id))).toEqual([]);
  });
});

describe.each(ENVIRONMENTS)("another business's records at the %s address", (environment) => {
  let owner: TestBusiness;
  let intruder: TestBusiness;
  const records: Record<string, { id: string; name: string; version: number }> = {};

  beforeAll(async () => {
    owner = await platform.createBusiness();
    intruder = await platform.createBusiness();
    records[ACCOUNTS] = await created<Account>(owner[environment], ACCOUNTS, { name: 'Office rent', type: 'expense' });
    records[SALES_ACCOUNTS] = await created<Account>(owner[environment], SALES_ACCOUNTS, { name: 'Counter sales' });
  });

  async function expectUnchanged(path: string): Promise<void> {
    const record = records[path];
    const response = await owner[environment].get(`${path}/${record.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: record.id, name: record.name, version: record.version });
  }

  it.each([ACCOUNTS, SALES_ACCOUNTS])('are 404 to GET on %s/{id}', async (path) => {
    expectError(await intruder[environment].get(`${path}/${records[path].id}`), 404, 'not_found');
  });

  it.each([ACCOUNTS, SALES_ACCOUNTS])('are 404 to PUT on %s/{id} and stay unchanged', async (path) => {
    expectError(await intruder[environment].put(`${path}/${records[path].id}`, { name: 'Hijacked' }), 404, 'not_found');
    expectError(await intruder[environment].put(`${path}/${records[path].id}`, { name: 'Hijacked' }, { headers: { 'if-match': '"1"' } }), 404, 'not_found');
    await expectUnchanged(path);
  });

  it.each([ACCOUNTS, SALES_ACCOUNTS])('are 404 to DELETE on %s/{id} and stay in place', async (path) => {
    expectError(await intruder[environment].delete(`${path}/${records[path].id}`), 404, 'not_found');
    await expectUnchanged(path);
  });

  it("never appear in the other business's list", async () => {
    const ids = await accountIds(intruder[environment]);
    expect(ids).not.toContain(records[ACCOUNTS].id);
    expect(ids).not.toContain(records[SALES_ACCOUNTS].id);
  });
});

describe('a malformed record id', () => {
  let business: TestBusiness;

  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it.each(['not-an-id', '12345', '01a1fd75-8e74-758e-9a80-b3f5b522fcf3x', "1' OR '1'='1"])('is 404 on the record routes: %s', async (id) => {
    for (const path of [ACCOUNTS, SALES_ACCOUNTS]) {
      const url = `${path}/${encodeURIComponent(id)}`;
      expectError(await business.sandbox.get(url), 404, 'not_found');
      expectError(await business.sandbox.put(url, { name: 'Renamed' }), 404, 'not_found');
      expectError(await business.sandbox.delete(url), 404, 'not_found');
    }
  });
});
