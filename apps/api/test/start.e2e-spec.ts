import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestClient } from '@ledgerline/testing';
import { Agent } from 'undici';

const CLI = join(__dirname, '../dist/cli.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs the README's `start` (embedded PostgreSQL: DATABASE_URL removed) until it prints its addresses. */
function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'warn' };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [CLI, 'start'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not come up:\n${text}`)), 90_000);
    child.stdout!.on('data', () => {
      if (text.includes('CA certificate:')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    });
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${text}`)));
  });
}

/** Runs the CLI against the embedded database of `env` (no DATABASE_URL) and parses its JSON. */
function cli(env: NodeJS.ProcessEnv, args: string[]): Promise<Record<string, any>> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args, '--json'], { env: childEnv }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout))));
  });
}

async function ready(client: TestClient): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await client.get('/readyz').then((r) => r.status, () => 0);
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

describe('start (the README’s first command) on the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-start-'));
  let env: NodeJS.ProcessEnv;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    env = {
      DATA_DIR: dataDir,
      PRODUCTION_PORT: String(await freePort()),
      SANDBOX_PORT: String(await freePort()),
      AUTH_PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
    };
  });

  it('starts everything, prints the demo business once, creates a sales account, and stops cleanly on SIGTERM', async () => {
    const first = await start(env);
    const printed = first.output();
    const sandboxKey = /sandbox key:\s+(sk_test_\S+)/.exec(printed)?.[1];
    const productionKey = /production key:\s+(sk_live_\S+)/.exec(printed)?.[1];
    expect(sandboxKey).toBeDefined();
    expect(productionKey).toBeDefined();
    expect(printed).toMatch(/owner log-in:\s+\S+@\S+ \/ \S+/);
    expect(printed).toContain(`https://localhost:${env.PRODUCTION_PORT}`);
    expect(printed).toContain(`https://localhost:${env.AUTH_PORT}`);
    const caPath = join(dataDir, 'tls', 'ca.crt');
    expect(printed).toContain(caPath);

    const agent = new Agent({ connect: { ca: readFileSync(caPath) } });
    const sandbox = new TestClient(`https://localhost:${env.SANDBOX_PORT}`, { agent, token: sandboxKey });
    const auth = new TestClient(`https://localhost:${env.AUTH_PORT}`, { agent });
    expect(await ready(sandbox)).toBe(200);
    expect(await ready(auth)).toBe(200);

    const created = await sandbox.post('/api/v1/coa/sales/account', { name: 'Online sales', description: 'Web shop', currency: 'NGN' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Online sales', description: 'Web shop', currency: 'NGN' });

    // The CLI reuses the embedded server while `start` runs: its new business works at once.
    const created2 = await cli(env, ['business', 'create', '--name', 'Second', '--email', 'second@example.test', '--password', 'second password']);
    expect((await sandbox.as(created2.keys.sandbox).get('/api/v1/business')).body.data).toMatchObject({ id: created2.business_id, name: 'Second' });

    expect(await stop(first.child)).toBe(0);
    await expect(sandbox.get('/healthz')).rejects.toThrow();

    // With `start` stopped, the CLI starts the embedded server itself (and stops it again).
    const rolled = await cli(env, ['keys', 'roll', '--business', created2.business_id, '--environment', 'sandbox']);
    expect(rolled.key).toMatch(/^sk_test_/);

    const second = await start(env);
    expect(second.output()).not.toContain('sandbox key:');
    expect(await ready(sandbox)).toBe(200);
    expect((await sandbox.as(rolled.key).get('/api/v1/business')).status).toBe(200);
    expect((await sandbox.as(created2.keys.sandbox).get('/api/v1/business')).status).toBe(401);
    const accounts = await sandbox.get('/api/v1/coa/sales/account?limit=100');
    expect(accounts.body.data.map((a: { name: string }) => a.name)).toContain('Online sales');
    expect(await stop(second.child)).toBe(0);
    await agent.close();
  }, 180_000);
});
