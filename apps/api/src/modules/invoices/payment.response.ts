import { ApiProperty } from '@nestjs/swagger';
import { type PaymentEntity } from '@ledgerline/domain';
import { formatAmount, PAYMENT_STATUSES, trimDecimal } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class PaymentResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) invoice_id!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: string;
  @ApiProperty({ example: 'USD', description: 'The invoice currency' }) currency!: string;
  @ApiProperty({ example: '250.00' }) amount!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: '1', description: 'Base currency per unit of `currency` on the payment date' }) exchange_rate!: string;
  @ApiProperty({ format: 'uuid' }) deposit_account_id!: string;
  @ApiProperty({ type: 'string', nullable: true }) method!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) reference!: string | null;
  @ApiProperty({ format: 'uuid', description: 'The entry that posted the payment (a void posts its reversal)' }) journal_entry_id!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) voided_at!: string | null;
}

/** The API shape of a payment; `currency` is its invoice's. */
export function toPaymentResponse(payment: PaymentEntity, currency: string): PaymentResponse {
  return {
    id: payment.id,
    invoice_id: payment.invoiceId,
    status: payment.status,
    currency,
    amount: formatAmount(payment.amount, currency),
    date: payment.date,
    exchange_rate: trimDecimal(payment.exchangeRate),
    deposit_account_id: payment.depositAccountId,
    method: payment.method,
    reference: payment.reference,
    journal_entry_id: payment.journalEntryId,
    voided_at: payment.voidedAt?.toISOString() ?? null,
    metadata: payment.metadata,
    external_id: payment.externalId,
    version: payment.version,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}
