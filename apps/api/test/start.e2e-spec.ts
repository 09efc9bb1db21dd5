import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_HOME } from '@ledgerline/server';
import { createTestDatabase, freePort, removeDataDir, TestClient, type TestDatabase } from '@ledgerline/testing';
import { Agent } from 'undici';

/** The root of this repository, whose built files the clone below is made of. */
const REPO = join(__dirname, '..', '..', '..');
const CLI = join(REPO, 'apps/api/dist/cli.js');
const asRoot = process.getuid?.() === 0;

/** The environment of a user's shell: this one without the test run's database, DATA_DIR or log level. */
function userEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'LOG_LEVEL']) delete base[name];
  return { ...base, ...env };
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs `start` until it prints its banner (every app ready). */
function start(cli: string, env: NodeJS.ProcessEnv, cwd: string): Promise<Started> {
  const child = spawn(process.execPath, [cli, 'start'], { cwd, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not come up:\n${text}`)), 90_000);
    child.stdout.on('data', () => {
      if (text.includes('Stop it with Ctrl-C.')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    });
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${text}`)));
  });
}

interface Ended {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a script of the repository to its end. */
function runToEnd(script: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<Ended> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd, env: userEnv(env) }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const lines = (text: string) => text.trim().split('\n');

async function ready(client: TestClient): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await client.get('/readyz').then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return 0;
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** A TCP server of this process holding a port on 127.0.0.1 ("another program" to `start`), hanging up on every connection. */
async function holdPort(): Promise<Server> {
  const port = await freePort();
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.destroy()).listen(port, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

async function freePorts(): Promise<NodeJS.ProcessEnv> {
  return {
    PRODUCTION_PORT: String(await freePort()),
    SANDBOX_PORT: String(await freePort()),
    AUTH_PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
  };
}

describe('start (the README’s first command) from a clone in a directory only its owner may enter', () => {
  // A clone under a mode-700 home directory, like /root: the clone's files are hard links to this
  // repository's built ones. Run as root, the embedded server runs as the `postgres` user, who can
  // reach neither the clone's node_modules nor its DATA_DIR (`.data`, the default).
  let home: string;
  let clone: string;
  let cloneCli: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'ledgerline-home-'));
    clone = join(home, 'ledgerline');
    cloneCli = join(clone, 'apps/api/dist/cli.js');
    mkdirSync(clone);
    execFileSync('cp', ['-al', ...['package.json', 'node_modules', 'apps', 'packages'].map((name) => join(REPO, name)), clone]);
    dataDir = join(realpathSync(clone), '.data');
    env = { ...(await freePorts()), LOG_LEVEL: 'info' };
  });
  afterAll(() => {
    removeDataDir(dataDir);
    rmSync(home, { recursive: true, force: true });
  });

  /** The CLI's other commands, run in the clone, parsing their JSON. */
  async function cli(args: string[]): Promise<Record<string, any>> {
    const result = await runToEnd(cloneCli, [...args, '--json'], env, clone);
    if (result.code !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout);
  }

  it('starts as root too, prints only the demo business and the banner, refuses a second start, stops with one line, and says why it cannot start', async () => {
    const first = await start(cloneCli, env, clone);
    const link = join(dataDir, 'postgres');
    const cluster = realpathSync(link);
    if (asRoot) expect(cluster).toMatch(new RegExp(`^${ROOT_HOME}/clusters/[0-9a-f]{16}$`));
    else expect(cluster).toBe(link);
    const caPath = join(dataDir, 'tls', 'ca.crt');
    const log = join(dataDir, 'postgres.log');

    // Start-up prints the demo business (first start only) and the banner, and nothing else at info.
    expect(lines(first.output())).toEqual([
      'Demo business created (shown only this once):',
      expect.stringMatching(/^ {2}business id: {4}\S+$/),
      expect.stringMatching(/^ {2}owner log-in: {3}\S+@\S+ \/ \S+$/),
      expect.stringMatching(/^ {2}production key: sk_live_\S+$/),
      expect.stringMatching(/^ {2}sandbox key: {4}sk_test_\S+$/),
      'Ledgerline is running:',
      `  production: https://localhost:${env.PRODUCTION_PORT}`,
      `  sandbox:    https://localhost:${env.SANDBOX_PORT}`,
      `  auth:       https://localhost:${env.AUTH_PORT}`,
      `  API reference: https://localhost:${env.SANDBOX_PORT}/docs`,
      `  CA certificate: ${caPath}  (curl --cacert ${caPath} …)`,
      `  database: embedded PostgreSQL in ${cluster} (log: ${log})`,
      'Stop it with Ctrl-C.',
    ]);
    const sandboxKey = /sandbox key:\s+(sk_test_\S+)/.exec(first.output())![1];
    expect(readFileSync(log, 'utf8')).toContain('database system is ready to accept connections');

    const agent = new Agent({ connect: { ca: readFileSync(caPath) } });
    const sandbox = new TestClient(`https://localhost:${env.SANDBOX_PORT}`, { agent, token: sandboxKey });
    const auth = new TestClient(`https://localhost:${env.AUTH_PORT}`, { agent });
    expect(await ready(sandbox)).toBe(200);
    expect(await ready(auth)).toBe(200);

    const created = await sandbox.post('/api/v1/coa/sales/account', { name: 'Online sales', description: 'Web shop', currency: 'NGN' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Online sales', description: 'Web shop', currency: 'NGN' });

    // A second `start` on the same DATA_DIR is refused in one line; the first one goes on serving.
    const second = await runToEnd(cloneCli, ['start'], env, clone);
    expect(second).toMatchObject({ code: 1, stdout: '' });
    expect(lines(second.stderr)).toEqual([
      `Ledgerline is already running on ${dataDir} (process ${first.child.pid}): stop it first, or set DATA_DIR to another directory`,
    ]);
    expect((await sandbox.get('/api/v1/business')).status).toBe(200);

    // The CLI reuses the embedded server while `start` runs: its new business works at once.
    const created2 = await cli(['business', 'create', '--name', 'Second', '--email', 'second@example.test', '--password', 'second password']);
    expect((await sandbox.as(created2.keys.sandbox).get('/api/v1/business')).body.data).toMatchObject({ id: created2.business_id, name: 'Second' });

    // Each request is one line (JSON here: stdout is not a terminal); nothing says http://.
    const requests = first
      .output()
      .split('Stop it with Ctrl-C.\n')[1]
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const request of requests)
      expect(request).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: expect.any(String), url: expect.any(String) },
        res: { statusCode: expect.any(Number) },
      });
    expect(first.output()).not.toContain('http://');

    // Stopping prints one line (besides the lines of requests still being written).
    const before = first.output().length;
    expect(await stop(first.child)).toBe(0);
    expect(lines(first.output().slice(before)).filter((line) => !line.includes('"request completed"'))).toEqual(['Ledgerline stopped']);
    await expect(sandbox.get('/healthz')).rejects.toThrow();

    // With `start` stopped, the CLI starts the embedded server itself (and stops it again).
    const rolled = await cli(['keys', 'roll', '--business', created2.business_id, '--environment', 'sandbox']);
    expect(rolled.key).toMatch(/^sk_test_/);

    // A server that stops during start-up is started once more, then `start` says why in one line.
    const settings = join(cluster, 'postgresql.auto.conf');
    const original = readFileSync(settings, 'utf8');
    writeFileSync(settings, `${original}shared_buffers = 'lots'\n`);
    const failed = await runToEnd(cloneCli, ['start'], env, clone);
    writeFileSync(settings, original);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(lines(failed.stderr)).toEqual([
      `Embedded PostgreSQL stopped during start-up (FATAL: configuration file "${settings}" contains errors): see ${log}, or set DATABASE_URL to use another PostgreSQL`,
    ]);
    expect(readFileSync(log, 'utf8').match(/invalid value for parameter "shared_buffers": "lots"/g)).toHaveLength(2);

    // As root, a cluster still inside DATA_DIR (as an earlier version made it) is moved out and linked to.
    if (asRoot) {
      rmSync(link);
      renameSync(cluster, link);
    }
    const third = await start(cloneCli, env, clone);
    expect(realpathSync(link)).toBe(cluster);
    expect(third.output()).not.toContain('sandbox key:');
    expect(await ready(sandbox)).toBe(200);
    expect((await sandbox.as(rolled.key).get('/api/v1/business')).status).toBe(200);
    expect((await sandbox.as(created2.keys.sandbox).get('/api/v1/business')).status).toBe(401);
    const accounts = await sandbox.get('/api/v1/coa/sales/account?limit=100');
    expect(accounts.body.data.map((a: { name: string }) => a.name)).toContain('Online sales');
    expect(await stop(third.child)).toBe(0);
    await agent.close();
  }, 240_000);
});

describe('start and the apps say in one line why they cannot start', () => {
  let dataDir: string;
  let holder: Server;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-start-'));
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    holder = await holdPort();
  });
  afterEach(() => new Promise((resolve) => holder.close(resolve)));
  afterAll(async () => {
    await database.drop();
    removeDataDir(dataDir);
  });

  it('start with EMBEDDED_PG_PORT taken by another program names the variable', async () => {
    const port = portOf(holder);
    const result = await runToEnd(CLI, ['start'], { ...(await freePorts()), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(lines(result.stderr)).toEqual([
      `Port ${port} (EMBEDDED_PG_PORT) is in use by another program: stop that program, or set EMBEDDED_PG_PORT to a free port`,
    ]);
  });

  it.each(['PRODUCTION_PORT', 'SANDBOX_PORT', 'AUTH_PORT'])('start with %s taken names the variable before touching the database', async (variable) => {
    const port = portOf(holder);
    const result = await runToEnd(CLI, ['start'], { ...(await freePorts()), DATA_DIR: dataDir, DATABASE_URL: database.url, [variable]: String(port) });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(lines(result.stderr)).toEqual([`Port ${port} (${variable}) is in use by another program: stop that program, or set ${variable} to a free port`]);
  });

  it.each([
    ['api', 'PRODUCTION_PORT'],
    ['api', 'SANDBOX_PORT'],
    ['auth', 'AUTH_PORT'],
  ])('the %s app run alone with %s taken prints one line on stderr', async (app, variable) => {
    const port = portOf(holder);
    const result = await runToEnd(join(REPO, `apps/${app}/dist/main.js`), [], {
      ...(await freePorts()),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      RATE_LIMIT_STORE: 'memory',
      [variable]: String(port),
    });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([`Port ${port} (${variable}) is in use by another program: stop that program, or set ${variable} to a free port`]);
  });
});
