import type { Logger } from 'pino';
import { startHttpApp, type PlatformConfig, type RunningApp, type TlsMaterial } from '@ledgerline/server';
import { ApiModule } from './app.module';
import { sendEtags } from './common/etag';
import { mountOpenApi } from './common/openapi';
import { serveSalesAlias } from './modules/sales/sales.alias';

export interface ApiOptions {
  config: PlatformConfig;
  databaseUrl: string;
  tls: TlsMaterial;
  logger: Logger;
}

/** The REST API: one application, two HTTPS listeners (production and sandbox base addresses). */
export function startApi({ config, databaseUrl, tls, logger }: ApiOptions): Promise<RunningApp> {
  return startHttpApp({
    module: ApiModule.forRoot(databaseUrl, config),
    config,
    tls,
    logger,
    listeners: [
      { port: config.PRODUCTION_PORT, environment: 'production' },
      { port: config.SANDBOX_PORT, environment: 'sandbox' },
    ],
    configure: (app) => {
      app.setGlobalPrefix('api/v1', { exclude: ['healthz', 'readyz'] });
      sendEtags(app);
      mountOpenApi(app);
      serveSalesAlias(app);
    },
  });
}
