import { DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { PlatformConfig } from '@ledgerline/server';
import type { Runner } from 'graphile-worker';
import { Db } from '../../database/tx';
import { WebhookDeliverer } from './webhook-deliverer';
import { SYSTEM_NETWORK, WEBHOOK_NETWORK, type WebhookNetwork } from './webhook-network';
import { WEBHOOK_SETTINGS, webhookSettings, type WebhookSettings } from './webhook-settings';
import { runWebhookWorker } from './webhook-worker';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

const DATABASE_URL = Symbol('WEBHOOK_DATABASE_URL');

/** Runs this process's webhook deliveries from start-up to shut-down, unless WEBHOOK_WORKERS is 0. */
@Injectable()
class WebhookWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private runner?: Runner;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    private readonly deliverer: WebhookDeliverer,
    private readonly webhooks: WebhooksRepository,
    private readonly db: Db,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.workers > 0) this.runner = await runWebhookWorker(this.databaseUrl, this.settings.workers, this.deliverer, this.webhooks, this.db);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }
}

@Module({})
export class WebhooksModule {
  /** `network`: how deliveries reach receivers (tests inject one that reaches only loopback). */
  static forRoot(databaseUrl: string, config: PlatformConfig, network: WebhookNetwork = SYSTEM_NETWORK): DynamicModule {
    return {
      module: WebhooksModule,
      controllers: [WebhooksController],
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: WEBHOOK_SETTINGS, useValue: webhookSettings(config) },
        { provide: WEBHOOK_NETWORK, useValue: network },
        WebhooksService,
        WebhooksRepository,
        WebhookDeliverer,
        WebhookWorkerHost,
      ],
    };
  }
}
