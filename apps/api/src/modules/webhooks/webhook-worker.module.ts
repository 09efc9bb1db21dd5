import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@ledgerline/server';
import { UnitOfWorkModule } from '../../database/database.module';
import { WebhookDeliveryModule, type WebhooksOptions } from './webhook-delivery.module';

/** What the CLI's `worker` runs: the database, the unit of work and webhook delivery, no HTTP. */
@Module({})
export class WebhookWorkerModule {
  static forRoot(options: WebhooksOptions): DynamicModule {
    return {
      module: WebhookWorkerModule,
      imports: [
        DatabaseModule.forRoot({ url: options.databaseUrl, applicationName: 'ledgerline-worker', poolSize: 5 }),
        UnitOfWorkModule.forRoot(options.config),
        WebhookDeliveryModule.forRoot(options),
      ],
    };
  }
}
