import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { Idempotent, SecretResponse } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { DeletedResponse } from '../accounts/account.response';
import { CreateWebhookDto, ListDeliveriesQueryDto, ListWebhooksQueryDto, RecoverWebhookDto, UpdateWebhookDto } from './dto/webhook.dto';
import { DeliveryResponse, RecoveryResponse, WebhookResponse, WebhookWithSecretResponse } from './webhook.response';
import { WebhooksService } from './webhooks.service';

const SIGNING =
  'Each delivery is a POST of `{id, type, sequence, created_at, environment, data}` (`data`: the record as in `GET /events`), signed per ' +
  'Standard Webhooks: `webhook-id` (the event id, the same on every attempt), `webhook-timestamp`, and `webhook-signature` ' +
  "(`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's base64-decoded bytes).";

@ApiTags('Webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @RequireScope('webhooks:read')
  @ApiOperation({
    operationId: 'listWebhooks',
    summary: 'List webhook endpoints',
    description: 'Filter: `updated_since`. Sort: `created_at` (default `-created_at`). Keyset paging with `cursor`.',
  })
  @ApiEnvelope(WebhookResponse, { list: true, description: 'Webhook endpoints retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListWebhooksQueryDto) {
    const page = await this.webhooks.list(caller, query);
    return paged('Webhook endpoints retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @SecretResponse()
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Add a webhook endpoint',
    description: `Answers the endpoint with its signing \`secret\` (\`whsec_\` + base64 of 32 random bytes), shown only here and on rotation. ${SIGNING}`,
  })
  @ApiEnvelope(WebhookWithSecretResponse, { status: 201, description: 'Webhook endpoint created' })
  async create(@Caller() caller: Principal, @Body() body: CreateWebhookDto) {
    return success('Webhook endpoint created', await this.webhooks.create(caller, body));
  }

  @Get(':id')
  @RequireScope('webhooks:read')
  @ApiOperation({
    operationId: 'retrieveWebhook',
    summary: 'Get a webhook endpoint',
    description: 'A webhook endpoint by id; its signing secret is never shown again after creation or rotation.',
  })
  @ApiEnvelope(WebhookResponse, { description: 'Webhook endpoint retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Webhook endpoint retrieved', await this.webhooks.get(caller, id));
  }

  @Put(':id')
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: 'Update a webhook endpoint',
    description: 'Only the fields given change. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(WebhookResponse, { description: 'Webhook endpoint updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateWebhookDto, @IfMatch() version?: number) {
    return success('Webhook endpoint updated', await this.webhooks.update(caller, id, body, version));
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint',
    description: 'Its delivery log goes with it; attempts still queued are dropped.',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Webhook endpoint deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.webhooks.remove(caller, id, version);
    return success('Webhook endpoint deleted', { id, deleted: true });
  }

  @Post(':id/rotate-secret')
  @Idempotent()
  @SecretResponse()
  @HttpCode(200)
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: "Rotate a webhook endpoint's signing secret",
    description: 'Answers the new secret, shown only here. For 24 hours deliveries carry both signatures, space-separated in `webhook-signature`.',
  })
  @ApiEnvelope(WebhookWithSecretResponse, { description: 'Webhook secret rotated' })
  async rotate(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Webhook secret rotated', await this.webhooks.rotateSecret(caller, id));
  }

  @Post(':id/test')
  @Idempotent()
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'testWebhook',
    summary: 'Send a test event',
    description: 'Queues a `webhook.test` event for this endpoint alone (not in the event feed; its `sequence` is null). A disabled endpoint → 409.',
  })
  @ApiEnvelope(DeliveryResponse, { status: 201, description: 'Test event queued' })
  async test(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Test event queued', await this.webhooks.test(caller, id));
  }

  @Get(':id/deliveries')
  @RequireScope('webhooks:read')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "List a webhook endpoint's delivery attempts",
    description: 'Newest first. Filters: `status`, `event_type`, `updated_since` (attempted or queued since). Sort: `created_at` (default `-created_at`).',
  })
  @ApiEnvelope(DeliveryResponse, { list: true, description: 'Deliveries retrieved' })
  async deliveries(@Caller() caller: Principal, @RecordId() id: string, @Query() query: ListDeliveriesQueryDto) {
    const page = await this.webhooks.deliveries(caller, id, query);
    return paged('Deliveries retrieved', page.rows, page.pagination);
  }

  @Post(':id/deliveries/:delivery_id/retry')
  @Idempotent()
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'retryWebhookDelivery',
    summary: 'Re-send a delivery now',
    description: 'Queues a new attempt at the same event (same `webhook-id`). A disabled endpoint → 409.',
  })
  @ApiEnvelope(DeliveryResponse, { status: 201, description: 'Delivery queued' })
  async retry(@Caller() caller: Principal, @RecordId() id: string, @RecordId('delivery_id') deliveryId: string) {
    return success('Delivery queued', await this.webhooks.retry(caller, id, deliveryId));
  }

  @Post(':id/recover')
  @Idempotent()
  @RequireScope('webhooks:write')
  @ApiOperation({
    operationId: 'recoverWebhookEvents',
    summary: 'Re-send every event after a sequence',
    description: 'Queues an attempt at every event with a greater sequence that the endpoint subscribes to, however old. A disabled endpoint → 409.',
  })
  @ApiEnvelope(RecoveryResponse, { status: 201, description: 'Recovery queued' })
  async recover(@Caller() caller: Principal, @RecordId() id: string, @Body() body: RecoverWebhookDto) {
    return success('Recovery queued', await this.webhooks.recover(caller, id, body.after_sequence));
  }
}
