import { ApiProperty } from '@nestjs/swagger';
import { webhookEndpointRecord, type WebhookEndpointEntity } from '@ledgerline/domain';
import { DELIVERY_STATUSES } from './dto/webhook.dto';

export class WebhookResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://hooks.example.com/ledgerline' }) url!: string;
  @ApiProperty({ type: 'string', nullable: true }) description!: string | null;
  @ApiProperty({ type: [String], example: ['*'] }) events!: string[];
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why the service disabled the endpoint (410 Gone, or days of failures)' })
  disabled_reason!: string | null;
  @ApiProperty({ minimum: 1 }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** The answer of a create or a rotation: the only time the secret is shown. */
export class WebhookWithSecretResponse extends WebhookResponse {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The signing secret, shown only now' }) secret!: string;
}

/** The endpoint as the API shows it (the record its events carry too). */
export const toWebhookResponse: (endpoint: WebhookEndpointEntity) => WebhookResponse = webhookEndpointRecord;

/** A delivery attempt as stored. */
export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  sequence: string | null;
  attempt: number;
  status: (typeof DELIVERY_STATUSES)[number];
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  next_attempt_at: Date | null;
  request_body: string | null;
  response_body: string | null;
  created_at: Date;
  attempted_at: Date | null;
}

export class DeliveryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The `webhook-id` header: the same on every attempt of the event' }) event_id!: string;
  @ApiProperty({ example: 'sale.created' }) event_type!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: "The event's sequence; null for `webhook.test`, which is not in the feed" })
  sequence!: number | null;
  @ApiProperty({ minimum: 1, description: 'Attempts at this event for this endpoint, counted from 1' }) attempt!: number;
  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description: '`pending`: not yet made; `succeeded`: answered 2xx; `retrying`: failed, another attempt is queued; `failed`: failed, no attempt follows',
  })
  status!: string;
  @ApiProperty({ type: 'integer', nullable: true }) response_status!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) duration_ms!: number | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'timed out after 15000 ms' }) error!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When a pending attempt runs, or when a retrying one is followed' })
  next_attempt_at!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The body sent, its first 8 KiB; kept 30 days after the attempt was queued' }) request_body!:
    string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The receiver's answer, its first 8 KiB; kept 30 days after the attempt was queued" })
  response_body!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) attempted_at!: string | null;
}

export function toDeliveryResponse(row: DeliveryRow): DeliveryResponse {
  return {
    ...row,
    sequence: row.sequence === null ? null : Number(row.sequence),
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    attempted_at: row.attempted_at?.toISOString() ?? null,
  };
}

export class RecoveryResponse {
  @ApiProperty({ type: 'string', example: '1200' }) after_sequence!: string;
  @ApiProperty({ description: 'Deliveries queued: one per subscribed event after the sequence' }) queued!: number;
}
