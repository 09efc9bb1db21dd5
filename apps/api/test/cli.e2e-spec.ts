import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, hashApiKey, MIGRATIONS } from '@ledgerline/domain';
import { freePort, testSetting, withDatabase } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

/** The built CLI (`test` depends on `build` in turbo.json). */
const CLI = join(__dirname, '..', 'dist', 'cli.js');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEY = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9_-]{43,}$`);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

interface Created {
  business_id: string;
  owner_email: string;
  keys: { production: string; sandbox: string };
}

let dataDir: string;

/** Runs the built CLI as a user would, in a clean environment: only the variables given. */
function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: dataDir, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const lines = (text: string) => text.trim().split('\n');

/** An empty database on the test server (named so the global teardown drops it if we do not). */
async function blankDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${testSetting('template').replace('template', 'test')}_blank`;
  const admin = async (sql: string) => {
    const db = await createDataSource({ url: testSetting('adminUrl'), poolSize: 1 }).initialize();
    await db.query(sql).finally(() => db.destroy());
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: withDatabase(testSetting('adminUrl'), name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('cli migrate', () => {
  it('migrates an empty database, and running it again changes nothing', async () => {
    const database = await blankDatabase();
    try {
      const first = await cli(['migrate'], { DATABASE_URL: database.url });
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout.trim()).toBe('Migrations applied');
      const second = await cli(['migrate'], { DATABASE_URL: database.url });
      expect(second).toMatchObject({ code: 0, stderr: '' });

      const db = await createDataSource({ url: database.url, poolSize: 1 }).initialize();
      try {
        const tables = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
        expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(expect.arrayContaining(['businesses', 'owners', 'api_keys', 'accounts']));
        expect(await db.query('SELECT name FROM migrations ORDER BY id')).toEqual(MIGRATIONS.map((migration) => ({ name: migration.name })));
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('cli business and keys, against the database the API is serving', () => {
  let platform: TestPlatform;
  let env: Record<string, string>;
  let created: Created;

  beforeAll(async () => {
    platform = await startTestPlatform();
    env = { DATABASE_URL: platform.databaseUrl };
    const result = await cli(
      [
        'business',
        'create',
        '--name',
        'Lagos Foods',
        '--email',
        'owner@lagos-foods.test',
        '--password',
        'correct horse battery',
        '--base-currency',
        'ngn',
        '--json',
      ],
      env,
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(lines(result.stdout)).toHaveLength(1);
    created = JSON.parse(result.stdout);
  });
  afterAll(() => platform.close());

  it('business create --json prints exactly the business id, owner email and both keys', () => {
    expect(Object.keys(created)).toEqual(['business_id', 'owner_email', 'keys']);
    expect(Object.keys(created.keys)).toEqual(['production', 'sandbox']);
    expect(created.business_id).toMatch(UUID);
    expect(created.owner_email).toBe('owner@lagos-foods.test');
    expect(created.keys.production).toMatch(KEY('sk_live_'));
    expect(created.keys.sandbox).toMatch(KEY('sk_test_'));
  });

  it('stores the business in NGN with the default chart in each environment and the keys only as hashes', async () => {
    const [business] = await platform.db.query('SELECT name, base_currency FROM businesses WHERE id = $1', [created.business_id]);
    expect(business).toEqual({ name: 'Lagos Foods', base_currency: 'NGN' });
    const accounts = await platform.db.query(
      `SELECT environment, count(*)::int AS count, count(*) FILTER (WHERE currency = 'NGN')::int AS ngn
         FROM accounts WHERE business_id = $1 GROUP BY environment ORDER BY environment`,
      [created.business_id],
    );
    expect(accounts).toEqual([
      { environment: 'production', count: 12, ngn: 12 },
      { environment: 'sandbox', count: 12, ngn: 12 },
    ]);
    const keys = await platform.db.query('SELECT environment, key_hash FROM api_keys WHERE business_id = $1 ORDER BY environment', [created.business_id]);
    expect(keys).toEqual([
      { environment: 'production', key_hash: hashApiKey(created.keys.production) },
      { environment: 'sandbox', key_hash: hashApiKey(created.keys.sandbox) },
    ]);
  });

  it('business create with a taken email exits 1 with one clear line and creates nothing', async () => {
    const result = await cli(
      ['business', 'create', '--name', 'Copycat', '--email', 'OWNER@lagos-foods.test', '--password', 'another long password', '--json'],
      env,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual(['conflict: An owner with this email already exists']);
    expect(await platform.db.query(`SELECT 1 FROM businesses WHERE name = 'Copycat'`)).toEqual([]);
  });

  it('business create without --name exits 1 naming the option', async () => {
    const result = await cli(['business', 'create', '--email', 'nameless@example.test', '--password', 'correct horse battery', '--json'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual(['validation_failed: --name is required']);
  });

  it('business create with an unknown currency exits 1 naming the field', async () => {
    const result = await cli(
      ['business', 'create', '--name', 'Gold', '--email', 'gold@example.test', '--password', 'correct horse battery', '--base-currency', 'XAU'],
      env,
    );
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['validation_failed: base_currency must be an ISO 4217 code']);
  });

  it('the keys it prints work at their own address, on the API already running', async () => {
    const production = await platform.production.as(created.keys.production).get('/api/v1/business');
    expect(production.status).toBe(200);
    expect(production.body.data).toMatchObject({ id: created.business_id, name: 'Lagos Foods', base_currency: 'NGN', environment: 'production' });
    const sandbox = await platform.sandbox.as(created.keys.sandbox).get('/api/v1/business');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data).toMatchObject({ id: created.business_id, environment: 'sandbox' });
  });

  it('keys roll --json prints a new sandbox key and the old one is marked rolled', async () => {
    const result = await cli(['keys', 'roll', '--business', created.business_id, '--environment', 'sandbox', '--json'], env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const rolled = JSON.parse(result.stdout);
    expect(rolled).toEqual({ business_id: created.business_id, environment: 'sandbox', key: expect.stringMatching(KEY('sk_test_')) });
    expect(rolled.key).not.toBe(created.keys.sandbox);

    const keys = await platform.db.query('SELECT environment, key_hash, rolled_at IS NOT NULL AS rolled FROM api_keys WHERE business_id = $1 ORDER BY id', [
      created.business_id,
    ]);
    expect(keys).toEqual([
      { environment: 'production', key_hash: hashApiKey(created.keys.production), rolled: false },
      { environment: 'sandbox', key_hash: hashApiKey(created.keys.sandbox), rolled: true },
      { environment: 'sandbox', key_hash: hashApiKey(rolled.key), rolled: false },
    ]);

    // the API, running all along on this database, takes the new key and refuses the old one
    expect((await platform.sandbox.as(rolled.key).get('/api/v1/business')).status).toBe(200);
    const old = await platform.sandbox.as(created.keys.sandbox).get('/api/v1/business');
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ status: 'error', code: 'unauthorized' });
  });

  it.each([
    ['an unknown business', ['--business', '0190a000-0000-7000-8000-000000000000', '--environment', 'sandbox']],
    ['a business id that is not an id', ['--business', 'nope', '--environment', 'sandbox']],
  ])('keys roll for %s exits 1 with not_found', async (_, args) => {
    const result = await cli(['keys', 'roll', ...args, '--json'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual(['not_found: Business not found']);
  });

  it('keys roll with an unknown environment exits 1 naming the choices', async () => {
    const result = await cli(['keys', 'roll', '--business', created.business_id, '--environment', 'staging'], env);
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['validation_failed: --environment must be production or sandbox']);
  });

  it('a DATABASE_URL nothing answers at exits 1 with one line saying what to do, not a stack trace', async () => {
    const port = await freePort();
    const result = await cli(['migrate'], { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/ledgerline` });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([
      `Cannot reach the PostgreSQL of DATABASE_URL (connect ECONNREFUSED 127.0.0.1:${port}): check that it is running there, or correct DATABASE_URL`,
    ]);
  });

  it('invalid configuration exits 1 with one line naming the variable', async () => {
    const result = await cli(['migrate'], { ...env, PRODUCTION_PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual(['Invalid configuration: PRODUCTION_PORT must be an integer number']);
  });
});
