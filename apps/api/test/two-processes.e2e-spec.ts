import { createBusiness, createDataSource } from '@ledgerline/domain';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { inParallel, startApiProcess, type ApiProcess } from './traffic';

// docs/api.md, Limits and traffic safety: the limit and idempotency hold across every running API process. Two real
// processes (`node apps/api/dist/main.js`) share one PostgreSQL, and Redis when REDIS_URL is set.

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('REDIS_URL is not set: the two processes share the PostgreSQL store only (CI sets it)');
const STORES = REDIS_URL ? ['postgres', 'redis'] : ['postgres'];

let database: TestDatabase;
let db: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await createDataSource({ url: database.url, poolSize: 2 }).initialize();
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

async function newBusiness() {
  return createBusiness(db, {
    name: 'Two processes',
    email: `two-${Date.now()}-${Math.random()}@example.test`,
    password: 'correct horse battery',
    baseCurrency: 'USD',
  });
}

describe.each(STORES)('two API processes sharing the %s store', (store) => {
  let processes: ApiProcess[];

  beforeAll(async () => {
    const { businessId } = await newBusiness();
    await db.query(
      "INSERT INTO idempotency_keys (business_id, environment, key, fingerprint, status, response, created_at) VALUES ($1, 'sandbox', $2, 'x', 201, '{}', now() - interval '25 hours')",
      [businessId, `expired-${store}`],
    );
    expect(await db.query('SELECT key FROM idempotency_keys WHERE key = $1', [`expired-${store}`])).toHaveLength(1);
    processes = await Promise.all([startApiProcess(database.url, { RATE_LIMIT_STORE: store }), startApiProcess(database.url, { RATE_LIMIT_STORE: store })]);
  });
  afterAll(() => Promise.all(processes.map((api) => api.stop())));

  it('let exactly 500 of a burst of 600 requests from one business through, between them', async () => {
    const { keys } = await newBusiness();
    const clients = processes.map((api) => api.sandbox.as(keys.sandbox));
    const responses = await inParallel(600, 20, (i) => clients[i % 2].get('/api/v1/business'));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(500);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(100);
    for (const [index, client] of clients.entries()) {
      const served = responses.filter((_, i) => i % 2 === index);
      expect(served.filter((r) => r.status === 200).length).toBeGreaterThan(0);
      expect(served.filter((r) => r.status === 429).length).toBeGreaterThan(0);
      expect((await client.get('/api/v1/business')).status).toBe(429);
    }
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.body.code).toBe('rate_limited');
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('make one record of an Idempotency-Key raced across both', async () => {
    const { businessId, keys } = await newBusiness();
    const clients = processes.map((api) => api.production.as(keys.production));
    const responses = await inParallel(16, 16, (i) =>
      clients[i % 2].post('/api/v1/coa/sales/account', { name: `Raced ${store}` }, { headers: { 'idempotency-key': `race-${store}` } }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(16).fill(201));
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const rows = await db.query('SELECT id FROM accounts WHERE business_id = $1 AND name = $2', [businessId, `Raced ${store}`]);
    expect(rows).toEqual([{ id: responses[0].body.data.id }]);
  });

  it('deleted the idempotency records older than 24 hours when they started', async () => {
    expect(await db.query('SELECT key FROM idempotency_keys WHERE key = $1', [`expired-${store}`])).toEqual([]);
  });
});
