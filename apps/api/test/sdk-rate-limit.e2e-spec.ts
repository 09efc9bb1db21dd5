import { startTestPlatform, type TestPlatform } from './harness';
import { sdk, type Exchange } from './sdk-client';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '10' });
});
afterAll(() => platform.close());

describe('a 429 storm (RATE_LIMIT_PER_MINUTE=10)', () => {
  // The limit's window is a minute: the requests refused wait out the Retry-After of up to 60 s.
  it('the SDK waits out Retry-After and retries with the same keys: all 14 creates land, once each', async () => {
    const business = await platform.createBusiness();
    const exchanges: Exchange[] = [];
    const ll = sdk(platform, business.keys.sandbox, exchanges);

    const created = await Promise.all(Array.from({ length: 14 }, (_, i) => ll.customers.create({ name: `Storm ${i}` })));
    expect(new Set(created.map((c) => c.id)).size).toBe(14);
    const [row] = await platform.db.query("SELECT count(*)::int AS n FROM customers WHERE business_id = $1 AND name LIKE 'Storm %'", [business.businessId]);
    expect(row.n).toBe(14);

    const limited = exchanges.filter((e) => e.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(4);
    for (const refused of limited) {
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(8);
      const next = exchanges.find((e) => e.idempotencyKey === refused.idempotencyKey && e.at > refused.at)!;
      expect(next.at - refused.at).toBeGreaterThanOrEqual(retryAfter * 1000 - 50);
    }
    expect(exchanges.filter((e) => e.status === 201)).toHaveLength(14);
  }, 150_000);
});
