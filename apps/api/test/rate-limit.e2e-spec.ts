import { BUSINESS, expectError, type TestClient, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { connect, startTestOAuthPlatform } from './oauth-harness';
import { inParallel } from './traffic';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: the Redis-store burst is skipped (CI sets it)');

function expectLimitHeaders(response: TestResponse, limit: number): void {
  expect(response.headers['ratelimit-limit']).toBe(String(limit));
  expect(response.headers['ratelimit-remaining']).toMatch(/^\d+$/);
  expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
  expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
}

function expectRateLimited(response: TestResponse, limit: number): void {
  expect(expectError(response, 429, 'rate_limited').request_id).toBe(response.headers['x-request-id']);
  expectLimitHeaders(response, limit);
  expect(response.headers['ratelimit-remaining']).toBe('0');
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.headers['retry-after']).toBe(response.headers['ratelimit-reset']);
}

/** 600 GETs of one business, 20 at a time: exactly 500 pass and 100 get 429, each with its headers. */
async function expectBurstOf600(client: TestClient): Promise<void> {
  const responses = await inParallel(600, 20, () => client.get(BUSINESS));
  const passed = responses.filter((r) => r.status === 200);
  const limited = responses.filter((r) => r.status !== 200);
  expect(passed).toHaveLength(500);
  expect(limited).toHaveLength(100);
  for (const response of passed) expectLimitHeaders(response, 500);
  for (const response of limited) expectRateLimited(response, 500);
  expect(passed.map((r) => Number(r.headers['ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i));
}

/**
 * The platforms started so far; each describe closes its own when it is done, so that their pools
 * (a burst grows one to its full size) never add up beyond PostgreSQL's connections beside the
 * test file running next to this one.
 */
const platforms: TestPlatform[] = [];
async function platform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const started = await startTestPlatform(env);
  platforms.push(started);
  return started;
}
const closePlatforms = () => Promise.all(platforms.splice(0).map((p) => p.close()));

describe('500 requests per minute per business and environment (the default)', () => {
  afterAll(closePlatforms);

  it('of a burst of 600 from one business, exactly 500 pass and 100 get 429 (PostgreSQL store)', async () => {
    const api = await platform({ RATE_LIMIT_STORE: 'postgres' });
    await expectBurstOf600((await api.createBusiness()).sandbox);
  });

  (REDIS_URL ? it : it.skip)('the same with the Redis store', async () => {
    const api = await platform({ RATE_LIMIT_STORE: 'redis', REDIS_URL: REDIS_URL! });
    await expectBurstOf600((await api.createBusiness()).production);
  });

  it('the same with the memory store (single process)', async () => {
    const api = await platform({ RATE_LIMIT_STORE: 'memory' });
    await expectBurstOf600((await api.createBusiness()).sandbox);
  });
});

describe('a small configured limit (RATE_LIMIT_PER_MINUTE=3)', () => {
  afterAll(closePlatforms);

  let api: TestPlatform;
  beforeAll(async () => {
    api = await platform({ RATE_LIMIT_PER_MINUTE: '3' });
  });

  it('counts every authenticated request, errors included, and keeps each environment and business apart', async () => {
    const business = await api.createBusiness();
    const other = await api.createBusiness();
    const first = await business.sandbox.get(BUSINESS);
    expect(first.status).toBe(200);
    expectLimitHeaders(first, 3);
    expect(first.headers['ratelimit-remaining']).toBe('2');

    const invalid = await business.sandbox.post('/api/v1/coa/accounts', { name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['ratelimit-remaining']).toBe('1');
    const missing = await business.sandbox.get('/api/v1/coa/accounts/0190c1c8-0000-7000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers['ratelimit-remaining']).toBe('0');
    expectRateLimited(await business.sandbox.get(BUSINESS), 3);
    expect((await api.db.query('SELECT count(*)::int AS n FROM accounts WHERE business_id = $1', [business.businessId]))[0].n).toBe(24);

    const production = await business.production.get(BUSINESS);
    expect(production.status).toBe(200);
    expect(production.headers['ratelimit-remaining']).toBe('2');
    expect((await other.sandbox.get(BUSINESS)).headers['ratelimit-remaining']).toBe('2');
  });

  it('counts failed authentication against the client IP: 401 with the headers, then 429, while valid keys go on', async () => {
    const business = await api.createBusiness();
    const wrong = api.sandbox.as('sk_test_wrong');
    for (const remaining of ['2', '1', '0']) {
      const refused = await wrong.get(BUSINESS);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('unauthorized');
      expectLimitHeaders(refused, 3);
      expect(refused.headers['ratelimit-remaining']).toBe(remaining);
    }
    expectRateLimited(await wrong.get(BUSINESS), 3);
    expectRateLimited(await api.production.get(BUSINESS), 3);
    expectRateLimited(await api.sandbox.post('/api/v1/coa/accounts', { name: 'Anonymous' }), 3);

    const valid = await business.sandbox.get(BUSINESS);
    expect(valid.status).toBe(200);
    expect(valid.headers['ratelimit-remaining']).toBe('2');
  });

  it('never limits the health checks', async () => {
    for (let i = 0; i < 5; i++) {
      for (const path of ['/healthz', '/readyz']) {
        const response = await api.sandbox.get(path);
        expect(response.status).toBe(200);
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
    }
  });
});

describe('the API documentation (RATE_LIMIT_PER_MINUTE=3)', () => {
  afterAll(closePlatforms);

  it('counts against the client IP, in the budget failed authentication spends too', async () => {
    const api = await platform({ RATE_LIMIT_PER_MINUTE: '3' });
    const business = await api.createBusiness();
    for (const [path, remaining] of [
      ['/api/v1/openapi.json', '2'],
      ['/api/v1/openapi.yaml', '1'],
      ['/docs', '0'],
    ]) {
      const response = await api.production.get(path, { validate: false });
      expect(response.status).toBe(200);
      expectLimitHeaders(response, 3);
      expect(response.headers['ratelimit-remaining']).toBe(remaining);
    }
    expectRateLimited(await api.sandbox.get('/docs/reference.js'), 3);
    // The document does not describe itself, so its own answers are checked here rather than against it.
    expectRateLimited(await api.sandbox.get('/api/v1/openapi.json', { validate: false }), 3);
    expectRateLimited(await api.sandbox.as('sk_test_wrong').get(BUSINESS), 3);
    expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
    expect((await api.sandbox.get('/healthz')).status).toBe(200);
  });
});

describe('mode B', () => {
  afterAll(closePlatforms);

  it("counts an integration's calls against the business it acts for, together with that business's own calls", async () => {
    const api = await startTestOAuthPlatform();
    platforms.push(api);
    const owner = await api.createBusiness();
    const merchant = await api.createBusiness();
    const connection = await connect(api, owner, merchant, 'sandbox', ['accounts:read']);
    const remaining = async (response: Promise<TestResponse>) => Number((await response).headers['ratelimit-remaining']);

    const start = await remaining(merchant.sandbox.get(BUSINESS));
    const asIntegration = api.sandbox.as(connection.accessToken).get('/api/v1/coa/accounts', { headers: { secret_key: connection.secretKey } });
    expect(await remaining(asIntegration)).toBe(start - 1);
    expect(await remaining(merchant.sandbox.get(BUSINESS))).toBe(start - 2);
    const ownerStart = await remaining(owner.sandbox.get(BUSINESS));
    expect(await remaining(api.sandbox.as(connection.accessToken).get(BUSINESS, { headers: { secret_key: connection.secretKey } }))).toBe(start - 3);
    expect(await remaining(owner.sandbox.get(BUSINESS))).toBe(ownerStart - 1);
  });
});

describe('RATE_LIMIT_STORE=off', () => {
  afterAll(closePlatforms);

  it('counts nothing and sends no limit headers', async () => {
    const api = await platform({ RATE_LIMIT_STORE: 'off', RATE_LIMIT_PER_MINUTE: '1' });
    const business = await api.createBusiness();
    for (let i = 0; i < 3; i++) {
      const response = await business.sandbox.get(BUSINESS);
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-limit']).toBeUndefined();
      expect((await api.sandbox.get(BUSINESS)).status).toBe(401);
    }
  });
});
