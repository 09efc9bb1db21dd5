import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, OpenApiValidator, TestClient, testSetting } from '@ledgerline/testing';
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
  /** Clients at each base address; every response is validated against the OpenAPI document the process serves. */
  production: TestClient;
  sandbox: TestClient;
  /** The process `node dist/main.js` runs in: with API_WORKERS > 1, the primary that forked the workers. */
  pid: number;
  stop(): Promise<void>;
}

const MAIN = join(__dirname, '..', 'dist', 'main.js');

/**
 * Starts the built API (`node apps/api/dist/main.js`) as a process of its own on `databaseUrl`,
 * with the test run's TLS material, and waits until it says it is ready (with API_WORKERS > 1, once
 * every worker serves both addresses). `env` adds configuration (`REDIS_URL` of the test run is
 * passed through unless `env` overrides it).
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
    // The IPC channel carries the API's 'ready' (main.ts), as it does to `start`.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => settle(false), 20_000);
    const settle = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    child.once('message', (message) => settle(message === 'ready'));
    void exited.then(() => settle(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`the api process ${child.exitCode === null ? 'did not become ready' : `exited with ${child.exitCode}`}: ${stderr}`);
  }
  const document = await new TestClient(`https://localhost:${production}`).get('/api/v1/openapi.json');
  const validator = new OpenApiValidator(document.body);
  return {
    production: new TestClient(`https://localhost:${production}`, { validator }),
    sandbox: new TestClient(`https://localhost:${sandbox}`, { validator }),
    pid: child.pid!,
    stop,
  };
}

/** The pids of the processes `pid` forked. */
export function childrenOf(pid: number): number[] {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
}
