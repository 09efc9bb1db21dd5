import cluster from 'node:cluster';
import { createLogger, ensureTls, runStartup, startEmbeddedPostgres, type PlatformConfig } from '@ledgerline/server/launch';
import type { Logger } from 'pino';

/**
 * Says the API is ready: to `start`, which forked this process and prints the addresses once every
 * app is ready, or in the log when run alone.
 */
function ready(logger: Logger, addresses: Record<string, unknown>): void {
  if (process.send) process.send('ready');
  else logger.info(addresses, 'api listening');
}

/**
 * API_WORKERS > 1: this process only forks the workers (node:cluster shares both ports between
 * them; each runs with the heap ceiling API_WORKER_HEAP_MIB), passes SIGTERM/SIGINT on and exits
 * when they have; a worker that dies after it listened is replaced, one that dies before stops the
 * whole API. The API is ready when every worker is.
 */
function supervise(config: PlatformConfig, logger: Logger, databaseUrl: string, stopDatabase: () => Promise<void>): void {
  let stopping = false;
  const listening = new Set<number>();
  const readyWorkers = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('message', (worker, message) => {
    if (message !== 'ready' || readyWorkers.size === config.API_WORKERS) return;
    readyWorkers.add(worker.id);
    if (readyWorkers.size === config.API_WORKERS)
      ready(logger, { workers: config.API_WORKERS, production: config.PRODUCTION_PORT, sandbox: config.SANDBOX_PORT });
  });
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${config.API_WORKER_HEAP_MIB}`] });
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
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < config.API_WORKERS; i++) fork();
}

runStartup(async (config) => {
  const logger = createLogger(config.LOG_LEVEL);
  const tls = await ensureTls(config);
  if (cluster.isPrimary) {
    const database = config.DATABASE_URL
      ? { url: config.DATABASE_URL, stop: async () => undefined }
      : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
    if (config.API_WORKERS > 1) return supervise(config, logger, database.url, database.stop);
    config.DATABASE_URL = database.url;
  }
  // Loaded here, not above: a supervisor never needs the app (Nest and every module).
  const { startApi } = await import('./api.js');
  const { urls } = await startApi({ config, databaseUrl: config.DATABASE_URL!, tls, logger });
  ready(logger, { production: urls[0], sandbox: urls[1] });
});
