import { createServer } from 'node:net';
import { ConfigError, loadConfig, type PlatformConfig } from './config';

/** A start-up failure whose message is already the one line to print: what failed and what to do. */
export class StartupError extends Error {}

const PORT_VARIABLES = ['PRODUCTION_PORT', 'SANDBOX_PORT', 'AUTH_PORT', 'EMBEDDED_PG_PORT'] as const;

/**
 * The one line a process prints when it cannot start: what failed and what to do (never a stack
 * trace or a bare `undefined`). A port another program holds is named by its variable.
 */
export function startupFailure(error: unknown, config?: PlatformConfig): string {
  if (error instanceof StartupError || error instanceof ConfigError) return error.message;
  const { code, syscall, port, hostname } = (error ?? {}) as { code?: string; syscall?: string; port?: number; hostname?: string };
  if (syscall === 'listen' && port !== undefined) {
    const variable = PORT_VARIABLES.find((name) => config?.[name] === port) ?? 'the port setting';
    if (code === 'EADDRINUSE') return `Port ${port} (${variable}) is in use by another program: stop that program, or set ${variable} to a free port`;
    if (code === 'EACCES') return `Port ${port} (${variable}) needs more privileges than this user has: set ${variable} to a port above 1023`;
  }
  const reason = error instanceof Error ? error.message.split('\n')[0] || error.name : String(error ?? 'no reason was given');
  if (config?.DATABASE_URL && (syscall === 'connect' || syscall === 'getaddrinfo')) {
    const database = new URL(config.DATABASE_URL);
    if (port === Number(database.port || 5432) || hostname === database.hostname)
      return `Cannot reach the PostgreSQL of DATABASE_URL (${reason}): check that it is running there, or correct DATABASE_URL`;
  }
  return `Start-up failed: ${reason}`;
}

/** Rejects with the `listen` error (EADDRINUSE, naming the port) when the port cannot be opened on `host`. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * Runs a process's start-up with its validated configuration: any failure prints one line
 * (`describe`, by default `startupFailure`) on stderr and exits with 1.
 */
export function runStartup(
  main: (config: PlatformConfig) => Promise<void>,
  describe: (error: unknown, config?: PlatformConfig) => string = startupFailure,
): void {
  let config: PlatformConfig | undefined;
  new Promise<void>((resolve) => {
    config = loadConfig();
    resolve(main(config));
  }).catch((error: unknown) => {
    console.error(describe(error, config));
    process.exit(1);
  });
}
