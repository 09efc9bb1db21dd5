import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBusiness, createDataSource, ENVIRONMENTS, migrate, rollApiKey, type Environment } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import {
  assertPortFree,
  ensureTls,
  runStartup,
  startEmbeddedPostgres,
  startupFailure,
  StartupError,
  type PlatformConfig,
  type RunningDatabase,
} from '@ledgerline/server';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { describeApi } from './api';
import { WebhookWorkerModule } from './modules/webhooks/webhook-worker.module';

const USAGE = `Usage: ledgerline <command>
  start                                   embedded PostgreSQL (unless DATABASE_URL), migrate, demo business, api + auth
  migrate                                 apply pending migrations
  worker                                  deliver webhooks only (WEBHOOK_WORKERS at once, 10 when it is 0), until SIGTERM/SIGINT
  business create --name N --email E --password P [--base-currency C] [--country CC] [--json]
  keys roll --business ID --environment production|sandbox [--json]
  openapi [--out FILE]                    the API's OpenAPI document (JSON), on standard output or into FILE; needs no database`;

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
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'base-currency': { type: 'string' },
      country: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const input = {
    name: option(values, 'name'),
    email: option(values, 'email'),
    password: option(values, 'password'),
    baseCurrency: values['base-currency'],
    country: values.country,
  };
  const created = await withDatabase(config, (db) => createBusiness(db, input));
  const output = { business_id: created.businessId, owner_email: created.ownerEmail, keys: created.keys };
  console.log(
    values.json
      ? JSON.stringify(output)
      : `Business ${output.business_id} created for ${output.owner_email}\n  production key: ${output.keys.production}\n  sandbox key:    ${output.keys.sandbox}\nThe keys are shown only now.`,
  );
}

async function keysRoll(config: PlatformConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { business: { type: 'string' }, environment: { type: 'string' }, json: { type: 'boolean' } } });
  const businessId = option(values, 'business');
  const environment = option(values, 'environment') as Environment;
  if (!ENVIRONMENTS.includes(environment)) throw new DomainError('validation_failed', '--environment must be production or sandbox');
  const key = await withDatabase(config, (db) => rollApiKey(db, businessId, environment));
  console.log(values.json ? JSON.stringify({ business_id: businessId, environment, key }) : `New ${environment} key: ${key} (the old one no longer works)`);
}

/** Prints the OpenAPI document, or writes it to `--out` (the committed `apps/api/openapi.json` is written so). */
async function openapi(config: PlatformConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const text = `${JSON.stringify(await describeApi(config), null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One `start` per DATA_DIR: `DATA_DIR/start.pid` holds the process id of the one running (a file
 * whose process is gone is taken over). The file goes when this process exits.
 */
function claimDataDir(dataDir: string): void {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const file = join(root, 'start.pid');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(file, 'utf8'));
    if (alive(pid)) throw new StartupError(`Ledgerline is already running on ${root} (process ${pid}): stop it first, or set DATA_DIR to another directory`);
    rmSync(file, { force: true });
  }
}

const APPS = { api: '../../api/dist/main.js', auth: '../../auth/dist/main.js' };

async function start(config: PlatformConfig): Promise<void> {
  claimDataDir(config.DATA_DIR);
  for (const port of [config.PRODUCTION_PORT, config.SANDBOX_PORT, config.AUTH_PORT]) await assertPortFree(port, config.HOST);
  let server: RunningDatabase | undefined;
  const children: ChildProcess[] = [];
  let stopping = false;
  /** Stops the apps, then the database; `line` (if any) is the last thing printed. */
  const stop = async (code: number, line?: string) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    running.forEach((child) => child.kill('SIGTERM'));
    await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await server?.stop();
    if (line) (code === 0 ? console.log : console.error)(line);
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop(0, 'Ledgerline stopped'));
  process.once('SIGINT', () => void stop(0, 'Ledgerline stopped'));

  server = await openDatabase(config);
  const db = await createDataSource({ url: server.url, poolSize: 2, applicationName: 'ledgerline-cli' }).initialize();
  await migrate(db);
  const demo = await ensureDemoBusiness(db);
  await db.destroy();
  if (demo) console.log(demo);
  const tls = await ensureTls(config);

  let ready = false;
  await Promise.all(
    Object.entries(APPS).map(([name, script]) => {
      const child = fork(join(__dirname, script), { env: { ...process.env, DATABASE_URL: server.url } });
      children.push(child);
      // An app that ends before it is ready has printed why; after, it crashed.
      child.once(
        'exit',
        (code, signal) => void stop(code || 1, ready ? `The ${name} process ended (${signal ?? `exit code ${code}`}); Ledgerline stopped` : undefined),
      );
      return new Promise((resolve) => child.on('message', (message) => message === 'ready' && resolve(undefined)));
    }),
  );
  ready = true;
  const database = server.embedded ? `embedded PostgreSQL in ${server.embedded.cluster} (log: ${server.embedded.log})` : 'DATABASE_URL';
  console.log(
    [
      'Ledgerline is running:',
      `  production: https://localhost:${config.PRODUCTION_PORT}`,
      `  sandbox:    https://localhost:${config.SANDBOX_PORT}`,
      `  auth:       ${config.publicAuthUrl}`,
      `  API reference: https://localhost:${config.SANDBOX_PORT}/docs`,
      tls.caPath ? `  CA certificate: ${tls.caPath}  (curl --cacert ${tls.caPath} …)` : '  TLS: the configured TLS_CERT/TLS_KEY',
      `  database: ${database}`,
      'Stop it with Ctrl-C.',
    ].join('\n'),
  );
}

/**
 * Webhook delivery alone, for deployments that run the API with WEBHOOK_WORKERS=0 (docs/webhooks.md):
 * the API's delivery module in a Nest application context without HTTP, on the same database.
 */
async function worker(config: PlatformConfig): Promise<void> {
  const server = await openDatabase(config);
  const db = await createDataSource({ url: server.url, poolSize: 2, applicationName: 'ledgerline-cli' }).initialize();
  await migrate(db);
  await db.destroy();
  const app = await NestFactory.createApplicationContext(
    WebhookWorkerModule.forRoot({ databaseUrl: server.url, config, workers: config.WEBHOOK_WORKERS || 10 }),
    { logger: ['error', 'warn'] },
  );
  const stop = async () => {
    await app.close();
    await server.stop();
    console.log('Webhook worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  console.log('Webhook worker running; stop it with Ctrl-C');
}

async function main(config: PlatformConfig, argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  if (command === 'start') return start(config);
  if (command === 'migrate') {
    await withDatabase(config, async () => undefined);
    return console.log('Migrations applied');
  }
  if (command === 'worker') return worker(config);
  if (command === 'business' && sub === 'create') return businessCreate(config, rest);
  if (command === 'keys' && sub === 'roll') return keysRoll(config, rest);
  if (command === 'openapi') return openapi(config, argv.slice(1));
  console.error(USAGE);
  process.exitCode = 2;
}

runStartup(
  (config) => main(config, process.argv.slice(2)),
  (error, config) => {
    if (error instanceof DomainError) return `${error.code}: ${error.errors?.map((e) => `${e.field} ${e.message}`).join('; ') || error.message}`;
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) return `${error.message}\n${USAGE}`;
    return startupFailure(error, config);
  },
);
