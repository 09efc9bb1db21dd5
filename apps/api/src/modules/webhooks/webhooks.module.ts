import { DynamicModule, Module } from '@nestjs/common';
import { WebhookDeliveryModule, type WebhooksOptions } from './webhook-delivery.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** The `/webhooks` routes, and delivery in this process. */
@Module({})
export class WebhooksModule {
  static forRoot(options: WebhooksOptions): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [WebhookDeliveryModule.forRoot(options)],
      controllers: [WebhooksController],
      providers: [WebhooksService],
    };
  }
}
