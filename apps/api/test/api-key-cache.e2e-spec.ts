import { randomUUID } from 'node:crypto';
import { rollApiKey } from '@ledgerline/domain';
import { BUSINESS, type TestResponse } from '@ledgerline/testing';
import { DataSource } from 'typeorm';
import { ApiKeyCache } from '../src/common/api-key-cache';
import { startTestPlatform, type TestPlatform } from './harness';
import { startApiProcess, type ApiProcess } from './traffic';

// Valid API keys are cached per process; a roll or a base currency change anywhere drops them
// (LISTEN/NOTIFY), and without the LISTEN connection the cache is not used at all.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

function expectRolled(response: TestResponse): void {
  expect(response.status).toBe(401);
  expect(response.body.message).toMatch(/rolled/);
}

/** A roll made elsewhere takes effect when its NOTIFY arrives: asks again (every 20 ms, at most 1 s) until refused. */
async function expectRolledWithin1s(get: () => Promise<TestResponse>): Promise<void> {
  let response = await get();
  for (const started = Date.now(); response.status === 200 && Date.now() - started < 1000;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    response = await get();
  }
  expectRolled(response);
}

/** Counts the API's key lookups (the statement on `api_keys` the cache saves). */
function countKeyLookups(): { count(): number; restore(): void } {
  const query = jest.spyOn(platform.app.get(DataSource), 'query');
  return {
    count: () => query.mock.calls.filter(([sql]) => /FROM api_keys/.test(sql)).length,
    restore: () => query.mockRestore(),
  };
}

const LISTENER = "FROM pg_stat_activity WHERE application_name = 'ledgerline-api-auth-listener' AND datname = current_database()";

/** Polls (at most 5 s) until the API's connection has run LISTEN, or is gone; then lets the API catch up. */
async function listener(connected: boolean): Promise<void> {
  const ready = `SELECT 1 ${LISTENER}${connected ? " AND state = 'idle' AND query LIKE 'LISTEN%'" : ''}`;
  for (let i = 0; i < 50 && (await platform.db.query(ready)).length !== (connected ? 1 : 0); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 200));
}

it('a cached key rolled outside this process (straight on the database) is refused within 1 s (the NOTIFY delivery)', async () => {
  const business = await platform.createBusiness();
  expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
  expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
  const key = await rollApiKey(platform.db, business.businessId, 'sandbox');
  await expectRolledWithin1s(() => business.sandbox.get(BUSINESS));
  expect((await platform.sandbox.as(key).get(BUSINESS)).status).toBe(200);
  expect((await business.production.get(BUSINESS)).status).toBe(200);
});

it("a base currency change (production key) is reflected on the next request with either environment's cached key", async () => {
  const business = await platform.createBusiness({ baseCurrency: 'USD' });
  // Unbalanced on purpose: the answer is a 400 either way, naming exchange_rate too only when EUR is the base.
  const entry = {
    date: '2026-03-03',
    currency: 'EUR',
    exchange_rate: '2',
    lines: [
      { account_id: randomUUID(), debit: '1' },
      { account_id: randomUUID(), debit: '1' },
    ],
  };
  const fields = (response: TestResponse) => response.body.errors.map((e: { field: string }) => e.field);
  for (const client of [business.sandbox, business.production]) expect(fields(await client.post('/api/v1/journal-entries', entry))).toEqual(['lines']);
  expect((await business.production.put(BUSINESS, { base_currency: 'EUR' })).status).toBe(200);
  for (const client of [business.sandbox, business.production])
    expect(fields(await client.post('/api/v1/journal-entries', entry))).toEqual(['exchange_rate', 'lines']);
});

it('a cached key costs no statement; a roll makes the next request look it up again', async () => {
  const business = await platform.createBusiness();
  const lookups = countKeyLookups();
  try {
    for (let i = 0; i < 5; i++) expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
    expect(lookups.count()).toBe(1);
    const evictions = jest.spyOn(platform.app.get(ApiKeyCache), 'evictBusiness');
    const key = (await business.sandbox.post('/api/v1/keys/roll')).body.data.key as string;
    // The roll evicts at once; its own NOTIFY evicts again when it arrives. Wait for it, so that a
    // lookup racing it (and therefore not stored) does not count twice below.
    for (let i = 0; i < 50 && evictions.mock.calls.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    evictions.mockRestore();
    expectRolled(await business.sandbox.get(BUSINESS));
    for (let i = 0; i < 3; i++) expect((await platform.sandbox.as(key).get(BUSINESS)).status).toBe(200);
    expect(lookups.count()).toBe(3);
  } finally {
    lookups.restore();
  }
});

it('without its LISTEN connection the API looks every key up, and caches again once reconnected', async () => {
  const business = await platform.createBusiness();
  expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
  const lookups = countKeyLookups();
  try {
    await platform.db.query(`SELECT pg_terminate_backend(pid) ${LISTENER}`);
    await listener(false);
    for (let i = 0; i < 3; i++) expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
    expect(lookups.count()).toBe(3);
    await listener(true);
    for (let i = 0; i < 3; i++) expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
    expect(lookups.count()).toBe(4);
  } finally {
    lookups.restore();
  }
});

describe('two API processes', () => {
  let processes: ApiProcess[];

  beforeAll(async () => {
    processes = await Promise.all([startApiProcess(platform.databaseUrl), startApiProcess(platform.databaseUrl)]);
  });
  afterAll(() => Promise.all(processes.map((api) => api.stop())));

  it('a key rolled on process A is refused on process B within 1 s (the NOTIFY delivery; retried until then)', async () => {
    const business = await platform.createBusiness();
    const [a, b] = processes.map((api) => api.sandbox.as(business.keys.sandbox));
    for (const client of [a, b, a, b]) expect((await client.get(BUSINESS)).status).toBe(200);
    const rolled = await a.post('/api/v1/keys/roll');
    expect(rolled.status).toBe(201);
    expectRolled(await a.get(BUSINESS));
    await expectRolledWithin1s(() => b.get(BUSINESS));
    expect((await processes[1].sandbox.as(rolled.body.data.key).get(BUSINESS)).status).toBe(200);
  });
});
