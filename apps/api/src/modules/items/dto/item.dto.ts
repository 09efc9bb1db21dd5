import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { BooleanQuery, ExternalIdField, IsAmount, IsOmittable, IsText, MetadataField } from '../../../common/validation';

/** `POST /items`. An empty description counts as none. */
export class CreateItemDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Consulting hour' })
  @IsText(1, 200)
  name!: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, nullable: true, example: 'CONS-1', description: 'Unique within the business and environment' })
  @IsOptional()
  @IsText(1, 100)
  sku?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 500, nullable: true, description: "A line's description when it gives none" })
  @IsOptional()
  @IsText(0, 500)
  description?: string | null;

  @ApiPropertyOptional({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    nullable: true,
    example: '150.00',
    description: "A line's unit price when it gives none, in the document's currency; up to 4 decimals",
  })
  @IsOptional()
  @IsAmount()
  unit_price?: string | number | null;

  @ApiPropertyOptional({
    maxLength: 36,
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: "An income account; a line's account when it gives none (else Sales)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  income_account_id?: string | null;

  @ApiPropertyOptional({ maxLength: 36, type: 'string', format: 'uuid', nullable: true, description: "A tax rate; a line's tax rate when it gives none" })
  @IsOptional()
  @IsUUID('all', { message: 'must be a tax rate id' })
  tax_rate_id?: string | null;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `PUT /items/{id}`: only the fields given change; null clears an optional field. */
export class UpdateItemDto extends OmitType(CreateItemDto, ['name']) {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOmittable()
  @IsText(1, 200)
  name?: string;

  @ApiPropertyOptional({ description: 'Archived items cannot be put on new document lines' })
  @IsOmittable()
  @IsBoolean()
  archived?: boolean;
}

export const ITEM_SORTS = { created_at: 'item.created_at', updated_at: 'item.updated_at', name: 'lower(item.name)' };

export class ListItemsQueryDto extends ListQueryDto {
  @SortQuery(ITEM_SORTS, '-created_at')
  sort?: string;

  @BooleanQuery()
  archived?: boolean;

  @ApiPropertyOptional({ maxLength: 100, description: 'Exact SKU' })
  @IsOptional()
  @IsText(1, 100)
  sku?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Items whose name contains this text, case-insensitive' })
  @IsOptional()
  @IsText(1, 200)
  name?: string;
}
