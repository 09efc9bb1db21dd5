// Shared by the benchmark sections: a fresh database, an API process, autocannon runs, results.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { get, request } from 'node:https';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
export const { createBusiness, createDataSource, deriveEveryCashBasis, migrate, newId } = requireFromApi('@ledgerline/domain');
const { ensureTls, loadConfig, startEmbeddedPostgres } = requireFromApi('@ledgerline/server');
export const { Client } = createRequire(join(root, 'packages/server/package.json'))('pg');

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const dataDir = join(root, '.data', 'bench');

/** A new database in DATABASE_URL's server, else in the embedded one; migrated. */
export async function freshDatabase() {
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDir, port: 54339, database: 'postgres' });
  const name = `ledgerline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const ds = await createDataSource({ url: url.toString(), poolSize: 4 }).initialize();
  await migrate(ds);
  return {
    url: url.toString(),
    ds,
    async drop() {
      await ds.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await server.stop();
    },
  };
}

export function newBusiness(ds, name = 'Bench') {
  return createBusiness(ds, { name, email: `bench-${randomBytes(6).toString('hex')}@example.test`, password: 'bench password 1', baseCurrency: 'USD' });
}

let ca;
function trustedCa() {
  ca ??= readFileSync(join(dataDir, 'tls', 'ca.crt'));
  return ca;
}

/** GET a JSON body over HTTPS with the bench's CA. */
export function getJson(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { ca: trustedCa(), headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}

/** POST a JSON body over HTTPS with the bench's CA; resolves to the parsed answer. */
export function postJson(url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', ca: trustedCa(), headers: { ...headers, 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function readyz(base, ca) {
  return new Promise((resolve) => {
    get(`${base}/readyz`, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

/** Starts `node apps/api/dist/main.js` on `databaseUrl` (rate limit raised, warn logs) and waits for /readyz. */
export async function startApi(databaseUrl, env = {}, ports = { production: 18443, sandbox: 18444 }) {
  const tls = await ensureTls(loadConfig({ DATA_DIR: dataDir }));
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []; // e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PRODUCTION_PORT: String(ports.production),
      SANDBOX_PORT: String(ports.sandbox),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      API_WORKERS: process.env.API_WORKERS ?? '2',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `https://localhost:${ports.sandbox}`;
  const ca = readFileSync(tls.caPath);
  for (let i = 0; i < 150 && !(await readyz(base, ca)); i++) await new Promise((r) => setTimeout(r, 200));
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The API process and its workers (node:cluster children). */
export function processTree(pid) {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/** Peak resident memory since start (VmHWM, MiB) of the API's primary and its workers. */
export function peakRssMiB(pid) {
  return processTree(pid).map((p) => Number((Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))[1]) / 1024).toFixed(1)));
}

/** CPU time the whole machine has spent (ms), from /proc/stat: user, nice, system, irq, softirq. */
export function machineCpuMs() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) * 10;
}

/**
 * Statistics of every table, as autovacuum's analyse gathers them within a minute of a table
 * growing. The PostgreSQL of these machines runs with autovacuum off, and a write scenario on a
 * fresh database fills tables that have none: PostgreSQL then cannot tell a key lookup from a scan
 * of the business's rows, and the foreign-key check of each sale line, for one, read every sale of
 * the business through another index on `(business_id, environment)`. Run after a write
 * scenario's warm-up (`afterWarmUp`), or after it filled the tables: the pooled connections' cached
 * plans, foreign-key checks' included, are made again with the statistics.
 */
export const analyze = (ds) => ds.query('ANALYZE');

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * A 5 s warm-up (the JIT, and every pooled connection preparing its statements; none with
 * `warmUp: false`, for a process already warmed), then `afterWarmUp` if given, then the measured
 * run; returns the summary and prints one line. A run with any failed request is an error, never
 * a figure.
 */
export async function measure(scenario, { warmUp: warm = true, afterWarmUp, ...options }) {
  const settings = { connections: CONNECTIONS, duration: DURATION, ...options };
  const warmUp = warm ? await cannon({ ...settings, duration: 5 }) : { '2xx': 0, non2xx: 0, errors: 0 };
  await afterWarmUp?.();
  const cpuBefore = machineCpuMs();
  const result = await cannon(settings);
  const cpuMs = machineCpuMs() - cpuBefore;
  const summary = {
    scenario,
    warm_up_2xx: warmUp['2xx'],
    requests_per_second: result.requests.average,
    latency_ms: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    status_2xx: result['2xx'],
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration_s: result.duration,
    connections: result.connections,
    // Everything on the machine (API, database, Redis, the load generator itself) per request.
    machine_cpu_ms_per_request: Number((cpuMs / result.requests.total).toFixed(3)),
  };
  console.log(
    `${scenario}: ${summary.requests_per_second.toFixed(0)} req/s, p50 ${summary.latency_ms.p50} ms, p97.5 ${summary.latency_ms.p97_5} ms, p99 ${summary.latency_ms.p99} ms, machine CPU ${summary.machine_cpu_ms_per_request} ms/request, non-2xx ${summary.non_2xx}, errors ${summary.errors}`,
  );
  if (warmUp.non2xx + warmUp.errors + summary.non_2xx + summary.errors + summary.timeouts > 0) throw new Error(`${scenario}: requests failed; no figure`);
  return summary;
}
