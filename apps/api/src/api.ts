import type { Logger } from 'pino';
import { startHttpApp, type PlatformConfig, type RunningApp, type TlsMaterial } from '@ledgerline/server';
import { ApiModule } from './app.module';
import { sendEtags } from './common/etag';
import { mountOpenApi } from './common/openapi-reference';
import { serveSalesAlias } from './modules/sales/sales.alias';
import type { WebhookNetwork } from './modules/webhooks/webhook-network';

export interface ApiOptions {
  config: PlatformConfig;
  databaseUrl: string;
  tls: TlsMaterial;
  logger: Logger;
  /** How webhook deliveries reach receivers (default: DNS and TCP; tests: loopback only). */
  webhookNetwork?: WebhookNetwork;
}

/** The REST API: one application, two HTTPS listeners (production and sandbox base addresses). */
export function startApi({ config, databaseUrl, tls, logger, webhookNetwork }: ApiOptions): Promise<RunningApp> {
  return startHttpApp({
    module: ApiModule.forRoot(databaseUrl, config, webhookNetwork),
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
