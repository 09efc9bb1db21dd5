import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { startHttpApp, type PlatformConfig, type RunningApp, type TlsMaterial } from '@ledgerline/server';
import { ApiModule } from './app.module';
import { sendEtags } from './common/etag';
import { buildOpenApiDocument } from './common/openapi';
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

/** Every route is under `/api/v1`, except the health checks. */
function prefixRoutes(app: NestFastifyApplication): void {
  app.setGlobalPrefix('api/v1', { exclude: ['healthz', 'readyz'] });
}

/**
 * The OpenAPI document without a server or a database: Nest's preview mode builds the module graph
 * (the routes and their metadata) and instantiates no provider, so nothing connects anywhere.
 */
export async function describeApi(config: PlatformConfig): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRoot('postgres://unused', config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    prefixRoutes(app);
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
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
      prefixRoutes(app);
      sendEtags(app);
      mountOpenApi(app);
      serveSalesAlias(app);
    },
  });
}
