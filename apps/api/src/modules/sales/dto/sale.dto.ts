import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { EXCHANGE_RATE_DESCRIPTION, ExternalIdField, IsCurrencyCode, IsDateOnly, IsOmittable, IsRate, IsText, MetadataField } from '../../../common/validation';
import { DocumentLineDto, DocumentLinesField } from '../../documents/document-line.dto';

export const AMOUNTS_ARE = ['exclusive', 'inclusive'] as const;
export const SALE_STATUSES = ['completed', 'void'] as const;
const NULL_CLEARS = 'null clears it';

/** The fields a sale's create and update share. */
class SaleFieldsDto {
  @ApiPropertyOptional({
    maxLength: 36,
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: `A customer of the business (optional on a cash sale); ${NULL_CLEARS}`,
  })
  @IsOptional()
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id?: string | null;

  @ApiPropertyOptional({
    maxLength: 10,
    format: 'date',
    example: '2026-11-21',
    description: 'On create defaults to today in the business’s time zone; must be after the lock date',
  })
  @IsOmittable()
  @IsDateOnly()
  date?: string;

  @ApiPropertyOptional({ pattern: '^[A-Za-z]{3}$', maxLength: 3, example: 'EUR', description: 'ISO 4217, any case; on create defaults to the base currency' })
  @IsOmittable()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$', maxLength: 31, type: 'string', example: '1.08', description: EXCHANGE_RATE_DESCRIPTION })
  @IsOmittable()
  @IsRate()
  exchange_rate?: string | number;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'An asset account of subtype `cash` or `bank`; on create defaults to Cash' })
  @IsOmittable()
  @IsUUID('all', { message: 'must be an account id' })
  deposit_account_id?: string;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: 50,
    nullable: true,
    example: 'card',
    description: `Free text (cash, card, mobile money …); ${NULL_CLEARS}`,
  })
  @IsOptional()
  @IsText(1, 50)
  payment_method?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 200, nullable: true, description: `A receipt or till number; ${NULL_CLEARS}` })
  @IsOptional()
  @IsText(0, 200)
  reference?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 2000, nullable: true, description: NULL_CLEARS })
  @IsOptional()
  @IsText(0, 2000)
  notes?: string | null;

  @ApiPropertyOptional({ enum: AMOUNTS_ARE, default: 'exclusive', description: '`inclusive`: unit prices include tax, which is backed out per line' })
  @IsOmittable()
  @IsIn(AMOUNTS_ARE, { message: 'must be exclusive or inclusive' })
  amounts_are?: (typeof AMOUNTS_ARE)[number];

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `POST /sales`. */
export class CreateSaleDto extends SaleFieldsDto {
  @DocumentLinesField()
  lines!: DocumentLineDto[];
}

/** `PUT /sales/{id}`: only the fields given change; a change to what the sale posts reverses its entry and posts a new one. */
export class UpdateSaleDto extends SaleFieldsDto {
  @DocumentLinesField(true)
  lines?: DocumentLineDto[];
}

/** Sort fields, each backed by an index: `date` orders by the date, then the creation time. */
export const SALE_SORTS = { date: ['sale.date', 'sale.created_at'], updated_at: 'sale.updated_at' };

export class ListSalesQueryDto extends ListQueryDto {
  @SortQuery(SALE_SORTS, '-date', '`date` orders by date, then creation time')
  sort?: string;

  @ApiPropertyOptional({ enum: SALE_STATUSES, description: 'Default: every sale but void ones' })
  @IsOptional()
  @IsIn(SALE_STATUSES, { message: 'must be completed or void' })
  status?: (typeof SALE_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'must be a customer id' })
  customer_id?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Sales dated on or after this day' })
  @IsOptional()
  @IsDateOnly()
  date_from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Sales dated on or before this day' })
  @IsOptional()
  @IsDateOnly()
  date_to?: string;
}
