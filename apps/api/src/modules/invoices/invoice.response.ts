import { ApiProperty } from '@nestjs/swagger';
import { type InvoiceEntity } from '@ledgerline/domain';
import { Decimal, formatAmount, INVOICE_STATUSES, isOverdue, trimDecimal } from '@ledgerline/ledger-rules';
import { DocumentLineResponse } from '../documents/document-line.dto';
import { toLineResponse, type LineRow } from '../documents/document-lines';
import { RecordResponse } from '../../common/record.response';

export class InvoiceResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'INV-000001' }) number!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: string;
  @ApiProperty({ format: 'date' }) issue_date!: string;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ example: 'USD', pattern: '^[A-Z]{3}$' }) currency!: string;
  @ApiProperty({ example: '1', description: 'Base currency per unit of `currency`' }) exchange_rate!: string;
  @ApiProperty({ enum: ['exclusive', 'inclusive'] }) amounts_are!: string;
  @ApiProperty({ type: [DocumentLineResponse] }) lines!: DocumentLineResponse[];
  @ApiProperty({ example: '100.00', description: 'Net of tax, in the invoice currency' }) subtotal!: string;
  @ApiProperty({ example: '7.50' }) tax_total!: string;
  @ApiProperty({ example: '107.50' }) total!: string;
  @ApiProperty({ example: '0.00', description: 'Sum of the completed payments' }) amount_paid!: string;
  @ApiProperty({ example: '107.50', description: '`total` − `amount_paid`; zero once void' }) amount_due!: string;
  @ApiProperty({ description: 'Derived: open or partially paid, past `due_date` in the business’s time zone, with something still owed' }) overdue!: boolean;
  @ApiProperty({ type: 'string', nullable: true }) reference!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The entry that currently posts the invoice; null while draft' })
  journal_entry_id!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) finalized_at!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) voided_at!: string | null;
}

/** The API shape of an invoice; `today` is the business's own date (for `overdue`). */
export function toInvoiceResponse(invoice: InvoiceEntity, lines: LineRow[], today: string): InvoiceResponse {
  const money = (value: string | Decimal) => formatAmount(value, invoice.currency);
  const total = new Decimal(invoice.total);
  const amountPaid = new Decimal(invoice.amountPaid);
  return {
    id: invoice.id,
    number: invoice.number,
    customer_id: invoice.customerId,
    status: invoice.status,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    currency: invoice.currency,
    exchange_rate: trimDecimal(invoice.exchangeRate),
    amounts_are: invoice.amountsAre,
    lines: lines.map((line) => toLineResponse(line, money)),
    subtotal: money(invoice.subtotal),
    tax_total: money(invoice.taxTotal),
    total: money(total),
    amount_paid: money(amountPaid),
    amount_due: money(invoice.status === 'void' ? new Decimal(0) : total.minus(amountPaid)),
    overdue: isOverdue({ status: invoice.status, dueDate: invoice.dueDate, total, amountPaid }, today),
    reference: invoice.reference,
    notes: invoice.notes,
    journal_entry_id: invoice.journalEntryId,
    finalized_at: invoice.finalizedAt?.toISOString() ?? null,
    voided_at: invoice.voidedAt?.toISOString() ?? null,
    metadata: invoice.metadata,
    external_id: invoice.externalId,
    version: invoice.version,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}
