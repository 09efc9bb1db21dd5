import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { STATEMENT_LINE_TYPES } from '@ledgerline/ledger-rules';
import { IsUUID } from 'class-validator';
import { ListQueryDto } from '../../common/pagination';
import { AsOfQueryDto, PeriodQueryDto } from './report-query';

/** `as_of`, and the page of customers: `limit` (1–100, default 10) and `page`. */
export class AgedReceivablesQueryDto extends IntersectionType(AsOfQueryDto, PickType(ListQueryDto, ['limit', 'page'] as const)) {}

/** The period, the customer, and the page of lines: `limit` (1–100, default 10) and `page`. */
export class CustomerStatementQueryDto extends IntersectionType(PeriodQueryDto, PickType(ListQueryDto, ['limit', 'page'] as const)) {
  @ApiProperty({ maxLength: 36, format: 'uuid', description: 'The customer' })
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id!: string;
}

export class AgedInvoice {
  @ApiProperty({ format: 'uuid' }) invoice_id!: string;
  @ApiProperty({ example: 'INV-000042' }) number!: string;
  @ApiProperty({ format: 'date' }) issue_date!: string;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ type: 'integer', example: 12, description: 'Days from the due date to the report’s date; 0 when not yet due' }) days_past_due!: number;
  @ApiProperty({ example: '220.00', description: 'What it still owes, base currency' }) amount_due!: string;
}

export class AgingBucket {
  @ApiProperty({ example: '220.00' }) total!: string;
  @ApiProperty({ type: [AgedInvoice], description: 'The invoices behind the total, by due date' }) invoices!: AgedInvoice[];
}

const BUCKET_DESCRIPTIONS = {
  current: 'Not yet past due',
  days_1_30: '1 to 30 days past due',
  days_31_60: '31 to 60 days past due',
  days_61_90: '61 to 90 days past due',
  days_over_90: 'More than 90 days past due',
};

export class Aging {
  @ApiProperty({ type: AgingBucket, description: BUCKET_DESCRIPTIONS.current }) current!: AgingBucket;
  @ApiProperty({ type: AgingBucket, description: BUCKET_DESCRIPTIONS.days_1_30 }) days_1_30!: AgingBucket;
  @ApiProperty({ type: AgingBucket, description: BUCKET_DESCRIPTIONS.days_31_60 }) days_31_60!: AgingBucket;
  @ApiProperty({ type: AgingBucket, description: BUCKET_DESCRIPTIONS.days_61_90 }) days_61_90!: AgingBucket;
  @ApiProperty({ type: AgingBucket, description: BUCKET_DESCRIPTIONS.days_over_90 }) days_over_90!: AgingBucket;
  @ApiProperty({ example: '220.00', description: 'Every bucket together' }) total!: string;
}

export class CustomerAging extends Aging {
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
}

export class AgingTotals {
  @ApiProperty({ example: '220.00', description: BUCKET_DESCRIPTIONS.current }) current!: string;
  @ApiProperty({ example: '0.00', description: BUCKET_DESCRIPTIONS.days_1_30 }) days_1_30!: string;
  @ApiProperty({ example: '0.00', description: BUCKET_DESCRIPTIONS.days_31_60 }) days_31_60!: string;
  @ApiProperty({ example: '0.00', description: BUCKET_DESCRIPTIONS.days_61_90 }) days_61_90!: string;
  @ApiProperty({ example: '0.00', description: BUCKET_DESCRIPTIONS.days_over_90 }) days_over_90!: string;
  @ApiProperty({ example: '220.00' }) total!: string;
}

export class AgedReceivablesResponse {
  @ApiProperty({ format: 'date' }) as_of!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ type: [CustomerAging], description: 'This page’s customers of those owing anything, by name' }) customers!: CustomerAging[];
  @ApiProperty({ type: AgingTotals, description: 'Every customer together; `total` equals the Accounts Receivable balance' }) totals!: AgingTotals;
}

export class StatementLine {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: STATEMENT_LINE_TYPES, description: 'An invoice finalized, changed (its earlier posting reversed) or voided; a payment, or its void' })
  type!: string;
  @ApiProperty({ format: 'uuid' }) invoice_id!: string;
  @ApiProperty({ example: 'INV-000042' }) number!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'For payments and their voids' }) payment_id!: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The payment’s reference' }) reference!: string | null;
  @ApiProperty({ format: 'uuid' }) journal_entry_id!: string;
  @ApiProperty({ example: '-110.00', description: 'Positive raises what the customer owes, negative lowers it' }) amount!: string;
  @ApiProperty({ example: '220.00', description: 'What the customer owes after this line' }) balance!: string;
}

export class CustomerStatementResponse {
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ example: '0.00', description: 'Owed at the end of the day before `from`' }) opening_balance!: string;
  @ApiProperty({ type: [StatementLine], description: 'This page’s lines of the period, in date and posting order' }) lines!: StatementLine[];
  @ApiProperty({ example: '220.00', description: 'Owed at the end of `to`' }) closing_balance!: string;
  @ApiProperty({ type: Aging, description: 'What is owed at the end of `to`, by age' }) aging!: Aging;
}
