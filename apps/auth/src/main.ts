import { ConfigError, createLogger, ensureTls, loadConfig, startEmbeddedPostgres } from '@ledgerline/server';
import { startAuth } from './auth';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const databaseUrl = config.DATABASE_URL ?? (await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT })).url;
  const { urls } = await startAuth({ config, databaseUrl, tls: await ensureTls(config), logger });
  logger.info({ auth: urls[0] }, 'auth listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
