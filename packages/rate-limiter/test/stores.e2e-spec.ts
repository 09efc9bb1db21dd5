import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import {
  createRateLimitStore,
  REDIS_CLIENT_OPTIONS,
  RedisRateLimitStore,
  type RateLimitDecision,
  type RateLimitStore,
  type RateLimitStoreSettings,
} from '../src';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: the Redis store tests are skipped (CI sets it)');
const withRedis = REDIS_URL ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` requests spread over `stores` in turn, `concurrency` at a time (racing like processes do), in order by default. */
async function burst(stores: RateLimitStore[], key: string, n: number, points: number, duration = 60, concurrency = 1): Promise<RateLimitDecision[]> {
  const decisions: RateLimitDecision[] = [];
  for (let start = 0; start < n; start += concurrency) {
    const chunk = Array.from({ length: Math.min(concurrency, n - start) }, (_, i) => stores[(start + i) % stores.length].consume(key, points, duration));
    decisions.push(...(await Promise.all(chunk)));
  }
  return decisions;
}

type StoreSettings = Omit<RateLimitStoreSettings, 'databaseUrl'>;
const STORES: [string, StoreSettings][] = [
  ['postgres', { store: 'postgres' }],
  ...(REDIS_URL ? [['redis', { store: 'redis', redisUrl: REDIS_URL }] as [string, StoreSettings]] : []),
];

let database: TestDatabase;
const opened: RateLimitStore[] = [];

async function open(settings: StoreSettings, databaseUrl = database.url): Promise<RateLimitStore> {
  const store = await createRateLimitStore({ ...settings, databaseUrl });
  opened.push(store);
  return store;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(opened.map(async (store) => store.close?.()));
  await database.drop();
});

describe.each(STORES)('the %s store', (_, settings) => {
  it('lets exactly 500 of a burst of 600 through across two stores on the same database (two processes)', async () => {
    const stores = [await open(settings), await open(settings)];
    const decisions = await burst(stores, 'business:burst', 600, 500, 60, 25);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(500);
    expect(decisions.filter((d) => !d.allowed)).toHaveLength(100);
    expect(new Set(decisions.filter((d) => d.allowed).map((d) => d.remaining)).size).toBe(500);
    for (const d of decisions) {
      expect(d.limit).toBe(500);
      expect(d.resetSeconds).toBeGreaterThanOrEqual(1);
      expect(d.resetSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('keeps a budget per key and per (points, duration)', async () => {
    const store = await open(settings);
    expect((await burst([store], 'a', 4, 3)).map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(await store.consume('b', 3, 60)).toMatchObject({ allowed: true, remaining: 2, limit: 3 });
    expect(await store.consume('a', 5, 60)).toMatchObject({ allowed: true, remaining: 4, limit: 5 });
  });

  it('restores the budget once the window has passed', async () => {
    const store = await open(settings);
    expect((await burst([store], 'window', 3, 2, 1)).map((d) => d.allowed)).toEqual([true, true, false]);
    await sleep(1100);
    expect(await store.consume('window', 2, 1)).toMatchObject({ allowed: true, remaining: 1 });
  });
});

describe('the postgres store', () => {
  it('counts in the rate_limits table of our migration and creates no table of its own', async () => {
    const store = await open({ store: 'postgres' });
    await store.consume('table-check', 10, 60);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT key, points FROM rate_limits WHERE key = '10:60:table-check'");
      expect(rows).toEqual([{ key: '10:60:table-check', points: 1 }]);
      const tables = await client.query(
        "SELECT relname, relpersistence FROM pg_class WHERE relkind = 'r' AND (relname = 'rate_limits' OR relname LIKE 'rlflx%' OR relname LIKE '%:%')",
      );
      expect(tables.rows).toEqual([{ relname: 'rate_limits', relpersistence: 'u' }]);
    } finally {
      await client.end();
    }
  });
});

withRedis('the redis store', () => {
  it('keeps the counters of another database apart (keys are prefixed with the database name)', async () => {
    const other = await createTestDatabase();
    try {
      const mine = await open({ store: 'redis', redisUrl: REDIS_URL });
      const theirs = await open({ store: 'redis', redisUrl: REDIS_URL }, other.url);
      await burst([mine], 'shared-name', 2, 2);
      expect((await mine.consume('shared-name', 2, 60)).allowed).toBe(false);
      expect(await theirs.consume('shared-name', 2, 60)).toMatchObject({ allowed: true, remaining: 1 });
    } finally {
      await other.drop();
    }
  });

  it('counts in memory, still limiting, when the connection to Redis is lost', async () => {
    const client = new Redis(REDIS_URL!, REDIS_CLIENT_OPTIONS);
    await client.connect();
    const store = new RedisRateLimitStore(client, `ledgerline:insurance-${Date.now()}`);
    expect((await store.consume('k', 2, 60)).allowed).toBe(true);
    client.disconnect();
    expect((await burst([store], 'k', 3, 2)).map((d) => d.allowed)).toEqual([true, true, false]);
  });

  it('refuses to open on a Redis that does not answer, naming its address', async () => {
    await expect(createRateLimitStore({ store: 'redis', redisUrl: 'redis://127.0.0.1:1', databaseUrl: database.url })).rejects.toThrow(
      /cannot connect to Redis at 127\.0\.0\.1:1/,
    );
  });
});
