import { ApiProperty } from '@nestjs/swagger';
import { Decimal, formatAmount, SOURCE_TYPES, trimDecimal } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class JournalLineResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() line_no!: number;
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ type: 'string', nullable: true }) description!: string | null;
  @ApiProperty({ example: '100.00', description: 'Entry currency' }) debit!: string;
  @ApiProperty({ example: '0.00' }) credit!: string;
  @ApiProperty({ example: '100.00', description: 'Base currency' }) base_debit!: string;
  @ApiProperty({ example: '0.00' }) base_credit!: string;
}

export class JournalEntryResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: 'string', nullable: true }) memo!: string | null;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ example: '1' }) exchange_rate!: string;
  @ApiProperty({ enum: SOURCE_TYPES }) source_type!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The sale, invoice or payment that posted it' }) source_id!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The entry this one reverses' }) reverses_id!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The entry that reverses this one' }) reversed_by_id!: string | null;
  @ApiProperty({ example: '100.00', description: 'Sum of the base-currency debits (= credits)' }) total!: string;
  @ApiProperty({ type: [JournalLineResponse] }) lines!: JournalLineResponse[];
}

export interface JournalEntryRow {
  id: string;
  date: string;
  memo: string | null;
  currency: string;
  exchange_rate: string;
  source_type: string;
  source_id: string | null;
  reverses_id: string | null;
  reversed_by_id: string | null;
  metadata: Record<string, string>;
  external_id: string | null;
  created_at: Date;
  lines: {
    id: string;
    line_no: number;
    account_id: string;
    description: string | null;
    debit: string;
    credit: string;
    base_debit: string;
    base_credit: string;
  }[];
}

export function toJournalEntryResponse(row: JournalEntryRow, baseCurrency: string): JournalEntryResponse {
  const money = (value: string) => formatAmount(value, row.currency);
  const base = (value: string) => formatAmount(value, baseCurrency);
  const total = row.lines.reduce((sum, line) => sum.plus(line.base_debit), new Decimal(0));
  return {
    id: row.id,
    date: row.date,
    memo: row.memo,
    currency: row.currency,
    exchange_rate: trimDecimal(row.exchange_rate),
    source_type: row.source_type,
    source_id: row.source_id,
    reverses_id: row.reverses_id,
    reversed_by_id: row.reversed_by_id,
    total: base(total.toString()),
    lines: row.lines.map((line) => ({
      ...line,
      debit: money(line.debit),
      credit: money(line.credit),
      base_debit: base(line.base_debit),
      base_credit: base(line.base_credit),
    })),
    metadata: row.metadata,
    external_id: row.external_id,
    version: 1,
    created_at: row.created_at.toISOString(),
    updated_at: row.created_at.toISOString(),
  };
}
