import { createLogger, ensureTls, runStartup, startEmbeddedPostgres } from '@ledgerline/server';
import { startAuth } from './auth';

runStartup(async (config) => {
  const logger = createLogger(config.LOG_LEVEL);
  const databaseUrl = config.DATABASE_URL ?? (await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT })).url;
  const { urls } = await startAuth({ config, databaseUrl, tls: await ensureTls(config), logger });
  // `start`, which forked this process, prints the addresses once every app is ready.
  if (process.send) process.send('ready');
  else logger.info({ auth: urls[0] }, 'auth listening');
});
