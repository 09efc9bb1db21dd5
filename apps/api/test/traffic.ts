import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, TestClient, testSetting } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';

/** Runs `send(0)` … `send(count - 1)`, at most `concurrency` at a time; results in call order. */
export async function inParallel<T>(count: number, concurrency: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await send(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

const snapshotQueries = new WeakMap<DataSource, Promise<string>>();

/** One query counting the rows (and summing the versions) of every table with a `business_id`. */
async function snapshotQuery(db: DataSource): Promise<string> {
  const tables: { table_name: string; versioned: boolean }[] = await db.query(
    `SELECT table_name, bool_or(column_name = 'version') AS versioned
       FROM information_schema.columns
      WHERE table_schema = 'public'
        AND table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'business_id')
        AND table_name <> 'idempotency_keys'
      GROUP BY table_name ORDER BY table_name`,
  );
  const counts = tables.map(
    ({ table_name, versioned }) =>
      `(SELECT count(*) || '/' || ${versioned ? 'coalesce(sum(version), 0)' : '0'} FROM ${table_name} WHERE business_id = $1) AS ${table_name}`,
  );
  // The business itself is versioned per environment (business_environments), like its records.
  return `SELECT ${counts.join(', ')}`;
}

/**
 * Row count and version sum of every table holding the business's rows (idempotency records
 * aside): two equal snapshots around a request mean it wrote nothing. New tables count by themselves.
 */
export async function writeSnapshot(db: DataSource, businessId: string): Promise<Record<string, string>> {
  if (!snapshotQueries.has(db)) snapshotQueries.set(db, snapshotQuery(db));
  const [row] = await db.query(await snapshotQueries.get(db)!, [businessId]);
  return row;
}

export interface ApiProcess {
  production: TestClient;
  sandbox: TestClient;
  stop(): Promise<void>;
}

const MAIN = join(__dirname, '..', 'dist', 'main.js');

/**
 * Starts the built API (`node apps/api/dist/main.js`) as a process of its own on `databaseUrl`,
 * with the test run's TLS material, and waits until it is ready. `env` adds configuration
 * (`REDIS_URL` of the test run is passed through unless `env` overrides it).
 */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the api app first (npm test does)`);
  const [production, sandbox] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: testSetting('dataDir'),
      PRODUCTION_PORT: String(production),
      SANDBOX_PORT: String(sandbox),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const clients = { production: new TestClient(`https://localhost:${production}`), sandbox: new TestClient(`https://localhost:${sandbox}`) };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the api process exited with ${child.exitCode}: ${stderr}`);
    const ready = await Promise.all([clients.production.get('/readyz'), clients.sandbox.get('/readyz')]).then(
      (responses) => responses.every((r) => r.status === 200),
      () => false,
    );
    if (ready) return { ...clients, stop };
    if (attempt === 200) {
      await stop();
      throw new Error(`the api process did not become ready: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
