import type { Type } from '@nestjs/common';
import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { EVENT_READ_SCOPES } from '@ledgerline/domain';
import type { ModelUnion } from '../../common/openapi';
import { AccountResponse } from '../accounts/account.response';
import { BusinessResponse } from '../business/business.response';
import { CustomerResponse } from '../customers/customer.response';
import { InvoiceResponse } from '../invoices/invoice.response';
import { PaymentResponse } from '../invoices/payment.response';
import { ItemResponse } from '../items/item.response';
import { JournalEntryResponse } from '../journal-entries/journal-entry.response';
import { SaleResponse } from '../sales/sale.response';
import { TaxRateResponse } from '../tax-rates/tax-rate.response';
import { WebhookResponse } from '../webhooks/webhook.response';

/**
 * Every event type the feed records, by record type (the part before the dot), with the record
 * its `data` carries: the record as the API answers it, after the change (before it, for a delete).
 * `webhook.test` is not here: it goes to one endpoint and is not in the feed.
 */
export const EVENT_TYPES = {
  account: { name: 'AccountEvent', record: AccountResponse, types: ['account.created', 'account.updated', 'account.deleted'] },
  business: { name: 'BusinessEvent', record: BusinessResponse, types: ['business.updated'] },
  customer: { name: 'CustomerEvent', record: CustomerResponse, types: ['customer.created', 'customer.updated', 'customer.deleted'] },
  invoice: {
    name: 'InvoiceEvent',
    record: InvoiceResponse,
    types: ['invoice.created', 'invoice.updated', 'invoice.finalized', 'invoice.partially_paid', 'invoice.paid', 'invoice.voided', 'invoice.deleted'],
  },
  item: { name: 'ItemEvent', record: ItemResponse, types: ['item.created', 'item.updated', 'item.deleted'] },
  journal_entry: { name: 'JournalEntryEvent', record: JournalEntryResponse, types: ['journal_entry.created', 'journal_entry.reversed'] },
  payment: { name: 'PaymentEvent', record: PaymentResponse, types: ['payment.created', 'payment.voided'] },
  sale: { name: 'SaleEvent', record: SaleResponse, types: ['sale.created', 'sale.updated', 'sale.voided'] },
  tax_rate: { name: 'TaxRateEvent', record: TaxRateResponse, types: ['tax_rate.created', 'tax_rate.updated', 'tax_rate.deleted'] },
  webhook_endpoint: {
    name: 'WebhookEndpointEvent',
    record: WebhookResponse,
    types: ['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.secret_rotated', 'webhook_endpoint.disabled', 'webhook_endpoint.deleted'],
  },
} as const satisfies Record<keyof typeof EVENT_READ_SCOPES, { name: string; record: Type; types: readonly string[] }>;

type RecordType = keyof typeof EVENT_TYPES;
export type EventType = (typeof EVENT_TYPES)[RecordType]['types'][number];

/** The event of one record type: `type` is one of its event types, `data` its record. */
function eventOf(recordType: RecordType): Type {
  const { name, record, types } = EVENT_TYPES[recordType];
  @ApiSchema({ name, description: `${types.map((type) => `\`${type}\``).join(', ')}: \`data\` is the record as the API answers it` })
  class RecordEvent {
    @ApiProperty({ format: 'uuid' }) id!: string;
    @ApiProperty({ type: 'integer', minimum: 1, description: 'Gap-free, per business and environment, in commit order of the changes' })
    sequence!: number;
    @ApiProperty({ enum: types }) type!: string;
    @ApiProperty({ type: () => record, description: 'The record after the change (for a delete, as it was)' }) data!: object;
    @ApiProperty({ format: 'date-time' }) created_at!: string;
  }
  return RecordEvent;
}

const members = Object.fromEntries(Object.keys(EVENT_TYPES).map((recordType) => [recordType, eventOf(recordType as RecordType)])) as Record<RecordType, Type>;

/** An event of the feed, as the OpenAPI document shows it: one member per record type, told apart by `type`. */
export const EVENT_UNION: ModelUnion = {
  oneOf: Object.values(members),
  discriminator: {
    propertyName: 'type',
    mapping: Object.fromEntries(
      (Object.keys(EVENT_TYPES) as RecordType[]).flatMap((recordType) =>
        EVENT_TYPES[recordType].types.map((type) => [type, getSchemaPath(members[recordType])]),
      ),
    ),
  },
};

export interface EventResponse {
  id: string;
  sequence: number;
  type: EventType;
  data: object;
  created_at: string;
}

export interface EventRow extends Omit<EventResponse, 'created_at'> {
  created_at: Date;
}

export function toEventResponse(row: EventRow): EventResponse {
  return { ...row, created_at: row.created_at.toISOString() };
}
