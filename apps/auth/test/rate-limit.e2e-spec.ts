import { PostgresRateLimitStore, RATE_LIMIT_STORE, RedisRateLimitStore } from '@ledgerline/rate-limiter';
import { startTestAuth, type TestAuth } from './harness';

// The auth app opens the same shared rate-limit store as the api app (docs/api.md, Limits and traffic safety), for
// its brute-force budgets on log-in, authorization and token calls.

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: the auth app is not tried on the Redis store (CI sets it)');

const started: TestAuth[] = [];
async function auth(env: Record<string, string>): Promise<TestAuth> {
  const running = await startTestAuth(env);
  started.push(running);
  return running;
}
afterAll(() => Promise.all(started.map((running) => running.close())));

describe('the auth app rate-limit store', () => {
  it('is PostgreSQL without REDIS_URL', async () => {
    expect((await auth({})).running.app.get(RATE_LIMIT_STORE)).toBeInstanceOf(PostgresRateLimitStore);
  });

  (REDIS_URL ? it : it.skip)('is Redis with REDIS_URL', async () => {
    expect((await auth({ REDIS_URL: REDIS_URL! })).running.app.get(RATE_LIMIT_STORE)).toBeInstanceOf(RedisRateLimitStore);
  });

  it('is absent with RATE_LIMIT_STORE=off', async () => {
    const off = await auth({ RATE_LIMIT_STORE: 'off' });
    expect(() => off.running.app.get(RATE_LIMIT_STORE)).toThrow();
  });

  it('never limits the health checks', async () => {
    const limited = await auth({ RATE_LIMIT_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i++) {
      for (const path of ['/healthz', '/readyz']) {
        const response = await limited.client.get(path);
        expect(response.status).toBe(200);
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
    }
  });
});
