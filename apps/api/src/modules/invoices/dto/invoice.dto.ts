import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVOICE_STATUSES, type InvoiceStatus } from '@ledgerline/ledger-rules';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import {
  BooleanQuery,
  EXCHANGE_RATE_DESCRIPTION,
  ExternalIdField,
  IsCurrencyCode,
  IsDateOnly,
  IsOmittable,
  IsRate,
  IsText,
  MetadataField,
} from '../../../common/validation';
import { DocumentLineDto, DocumentLinesField } from '../../documents/document-line.dto';

const AMOUNTS_ARE = ['exclusive', 'inclusive'] as const;
const NULL_CLEARS = 'null clears it';

/** The fields an invoice's create and update share. */
class InvoiceFieldsDto {
  @ApiPropertyOptional({
    maxLength: 50,
    example: 'INV-000042',
    description: 'Unique per business and environment; on create defaults to the next in sequence (INV-000001, …); a taken number is 409',
  })
  @IsOmittable()
  @IsText(1, 50)
  number?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', example: '2026-11-21', description: 'On create defaults to today in the business’s time zone' })
  @IsOmittable()
  @IsDateOnly()
  issue_date?: string;

  @ApiPropertyOptional({
    maxLength: 10,
    format: 'date',
    example: '2026-12-21',
    description: 'On or after `issue_date`; on create defaults to 30 days after it',
  })
  @IsOmittable()
  @IsDateOnly()
  due_date?: string;

  @ApiPropertyOptional({
    pattern: '^[A-Za-z]{3}$',
    maxLength: 3,
    example: 'EUR',
    description: "ISO 4217, any case; on create defaults to the customer's currency, else the base currency",
  })
  @IsOmittable()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$', maxLength: 31, type: 'string', example: '1.08', description: EXCHANGE_RATE_DESCRIPTION })
  @IsOmittable()
  @IsRate()
  exchange_rate?: string | number;

  @ApiPropertyOptional({ enum: AMOUNTS_ARE, default: 'exclusive', description: '`inclusive`: unit prices include tax, which is backed out per line' })
  @IsOmittable()
  @IsIn(AMOUNTS_ARE, { message: 'must be exclusive or inclusive' })
  amounts_are?: (typeof AMOUNTS_ARE)[number];

  @ApiPropertyOptional({ type: 'string', maxLength: 200, nullable: true, description: `The customer's PO number or similar; ${NULL_CLEARS}` })
  @IsOptional()
  @IsText(0, 200)
  reference?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 2000, nullable: true, description: NULL_CLEARS })
  @IsOptional()
  @IsText(0, 2000)
  notes?: string | null;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `POST /invoices`. */
export class CreateInvoiceDto extends InvoiceFieldsDto {
  @ApiProperty({ maxLength: 36, format: 'uuid', description: 'An active customer of the business' })
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id!: string;

  @DocumentLinesField()
  lines!: DocumentLineDto[];

  @ApiPropertyOptional({ enum: ['draft', 'open'], default: 'draft', description: '`open` finalizes (posts) the invoice at once' })
  @IsOmittable()
  @IsIn(['draft', 'open'], { message: 'must be draft or open' })
  status?: 'draft' | 'open';
}

/** `PUT /invoices/{id}`: only the fields given change; a draft freely, an open invoice without payments by reverse-and-re-post. */
export class UpdateInvoiceDto extends InvoiceFieldsDto {
  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'An active customer of the business' })
  @IsOmittable()
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id?: string;

  @DocumentLinesField(true)
  lines?: DocumentLineDto[];
}

export class VoidInvoiceDto {
  @ApiPropertyOptional({
    maxLength: 10,
    format: 'date',
    description: 'Date of the reversing entry; defaults to the date of the entry it reverses (the invoice’s issue date)',
  })
  @IsOptional()
  @IsDateOnly()
  date?: string;
}

export const INVOICE_SORTS = {
  issue_date: 'invoice.issue_date',
  due_date: 'invoice.due_date',
  number: 'invoice.number',
  created_at: 'invoice.created_at',
  updated_at: 'invoice.updated_at',
};

export class ListInvoicesQueryDto extends ListQueryDto {
  @SortQuery(INVOICE_SORTS, '-issue_date')
  sort?: string;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @IsIn(INVOICE_STATUSES, { message: `must be one of ${INVOICE_STATUSES.join(', ')}` })
  status?: InvoiceStatus;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Issued on or after this date' })
  @IsOptional()
  @IsDateOnly()
  date_from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Issued on or before this date' })
  @IsOptional()
  @IsDateOnly()
  date_to?: string;

  @BooleanQuery('Past due (in the business’s time zone) with something still owed')
  overdue?: boolean;
}
