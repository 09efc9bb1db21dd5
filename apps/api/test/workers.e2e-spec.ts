import { startTestPlatform, type TestPlatform } from './harness';
import { readFileSync } from 'node:fs';
import { childrenOf, startApiProcess } from './traffic';

// API_WORKERS=2: one primary forks two workers that share both ports; SIGTERM stops them all.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** API processes connected to the test database: each one LISTENs for key rolls on a connection of its own. */
async function listeners(): Promise<number> {
  const [row] = await platform.db.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'ledgerline-api-auth-listener' AND datname = current_database()",
  );
  return row.n;
}

it('two workers serve both addresses, and SIGTERM to the primary stops both', async () => {
  const before = await listeners();
  const api = await startApiProcess(platform.databaseUrl, { API_WORKERS: '2' });
  try {
    for (let i = 0; i < 50 && (await listeners()) < before + 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeners()).toBe(before + 2);
    const business = await platform.createBusiness();
    const [sandbox, production] = [api.sandbox.as(business.keys.sandbox), api.production.as(business.keys.production)];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? sandbox : production).get('/api/v1/business')));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Each worker runs with the heap ceiling (API_WORKER_HEAP_MIB, 512 by default).
    const argv = childrenOf(api.pid).map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
    expect(argv).toHaveLength(2);
    for (const args of argv) expect(args).toContain('--max-old-space-size=512');
  } finally {
    await api.stop();
  }
  for (let i = 0; i < 50 && (await listeners()) > before; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await listeners()).toBe(before);
});
