import { DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { PlatformConfig } from '@ledgerline/server';
import { Db } from '../../database/tx';
import { WebhookDeliverer } from './webhook-deliverer';
import { SYSTEM_NETWORK, WEBHOOK_NETWORK, type WebhookNetwork } from './webhook-network';
import { WEBHOOK_SETTINGS, webhookSettings, type WebhookSettings } from './webhook-settings';
import { runWebhookWorker, type WebhookWorker } from './webhook-worker';
import { WebhooksRepository } from './webhooks.repository';

const DATABASE_URL = Symbol('WEBHOOK_DATABASE_URL');

/** Runs this process's webhook deliveries from start-up to shut-down, unless its workers are 0. */
@Injectable()
class WebhookWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: WebhookWorker;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    private readonly deliverer: WebhookDeliverer,
    private readonly webhooks: WebhooksRepository,
    private readonly db: Db,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.workers > 0) this.worker = await runWebhookWorker(this.databaseUrl, this.settings.workers, this.deliverer, this.webhooks, this.db);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.stop();
  }
}

export interface WebhooksOptions {
  databaseUrl: string;
  config: PlatformConfig;
  /** How deliveries reach receivers (tests inject one that reaches only loopback). */
  network?: WebhookNetwork;
  /** Attempts at once in this process, instead of WEBHOOK_WORKERS (the CLI's `worker`). */
  workers?: number;
}

/** Webhook delivery: the settings, the network, the repository, and this process's workers. */
@Module({})
export class WebhookDeliveryModule {
  static forRoot({ databaseUrl, config, network = SYSTEM_NETWORK, workers }: WebhooksOptions): DynamicModule {
    return {
      module: WebhookDeliveryModule,
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: WEBHOOK_SETTINGS, useValue: webhookSettings(config, workers) },
        { provide: WEBHOOK_NETWORK, useValue: network },
        WebhooksRepository,
        WebhookDeliverer,
        WebhookWorkerHost,
      ],
      exports: [WEBHOOK_SETTINGS, WEBHOOK_NETWORK, WebhooksRepository],
    };
  }
}
