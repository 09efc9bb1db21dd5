import { ApiProperty } from '@nestjs/swagger';
import { type SaleEntity } from '@ledgerline/domain';
import { formatAmount, trimDecimal } from '@ledgerline/ledger-rules';
import { DocumentLineResponse } from '../documents/document-line.dto';
import { toLineResponse, type LineRow } from '../documents/document-lines';
import { AMOUNTS_ARE, SALE_STATUSES } from './dto/sale.dto';
import { RecordResponse } from '../../common/record.response';

export class SaleResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SR-000001', description: 'Sequential per business and environment' }) number!: string;
  @ApiProperty({ enum: SALE_STATUSES }) status!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) customer_id!: string | null;
  @ApiProperty({ format: 'date', example: '2026-11-21' }) date!: string;
  @ApiProperty({ example: 'USD', pattern: '^[A-Z]{3}$' }) currency!: string;
  @ApiProperty({ example: '1', description: 'Base currency per unit of `currency`' }) exchange_rate!: string;
  @ApiProperty({ format: 'uuid' }) deposit_account_id!: string;
  @ApiProperty({ type: 'string', nullable: true }) payment_method!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) reference!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
  @ApiProperty({ enum: AMOUNTS_ARE }) amounts_are!: string;
  @ApiProperty({ example: '59.97', description: 'Sum of the line amounts (net of tax), with exactly the currency’s minor digits' }) subtotal!: string;
  @ApiProperty({ example: '4.50' }) tax_total!: string;
  @ApiProperty({ example: '64.47' }) total!: string;
  @ApiProperty({ type: [DocumentLineResponse] }) lines!: DocumentLineResponse[];
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'The entry that currently posts the sale (set on every sale recorded through the API); earlier ones and their reversals stay in the ledger',
  })
  journal_entry_id!: string | null;
}

export function toSaleResponse(sale: SaleEntity, lines: LineRow[]): SaleResponse {
  const money = (value: string) => formatAmount(value, sale.currency);
  return {
    id: sale.id,
    number: sale.number,
    status: sale.status,
    customer_id: sale.customerId,
    date: sale.date,
    currency: sale.currency,
    exchange_rate: trimDecimal(sale.exchangeRate),
    deposit_account_id: sale.depositAccountId,
    payment_method: sale.paymentMethod,
    reference: sale.reference,
    notes: sale.notes,
    amounts_are: sale.amountsAre,
    subtotal: money(sale.subtotal),
    tax_total: money(sale.taxTotal),
    total: money(sale.total),
    lines: lines.map((line) => toLineResponse(line, money)),
    journal_entry_id: sale.journalEntryId,
    metadata: sale.metadata,
    external_id: sale.externalId,
    version: sale.version,
    created_at: sale.createdAt.toISOString(),
    updated_at: sale.updatedAt.toISOString(),
  };
}
