import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { MAX_LINES } from '@ledgerline/ledger-rules';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { IsAmount, IsOmittable, IsQuantity, IsText } from '../../common/validation';

/** One line of a sale or an invoice. With `item_id`, what is not given comes from the item. */
export class DocumentLineDto {
  @ApiPropertyOptional({ maxLength: 500, description: "Defaults to the item's description" })
  @IsOptional()
  @IsText(1, 500)
  description?: string;

  @ApiProperty({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '3',
    description: 'Decimal string (or number), up to 4 decimals',
  })
  @IsQuantity()
  quantity!: string | number;

  @ApiPropertyOptional({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '19.99',
    description: "Up to 4 decimals; defaults to the item's price",
  })
  @IsOptional()
  @IsAmount()
  unit_price?: string | number;

  @ApiPropertyOptional({
    maxLength: 36,
    format: 'uuid',
    description:
      "An income account; defaults to the item's, else Sales. It must be in the document's currency or the base currency, else 400 on `lines.N.account_id` (on `lines.N.item_id` when the item's account was taken)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  account_id?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'must be an item id' })
  item_id?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: "Defaults to the item's tax rate; none means untaxed" })
  @IsOptional()
  @IsUUID('all', { message: 'must be a tax rate id' })
  tax_rate_id?: string;
}

/** The `lines` of a sale or an invoice: 1 to MAX_LINES; on an update (`replaces`) they may be left out, and replace every line when given. */
export function DocumentLinesField(replaces = false): PropertyDecorator {
  const schema: ApiPropertyOptions = { type: [DocumentLineDto], minItems: 1, maxItems: MAX_LINES };
  return applyDecorators(
    ...(replaces ? [ApiPropertyOptional({ ...schema, description: 'Replaces every line' }), IsOmittable()] : [ApiProperty(schema)]),
    IsArray(),
    ArrayMinSize(1, { message: 'must have at least one line' }),
    ArrayMaxSize(MAX_LINES, { message: `must have at most ${MAX_LINES} lines` }),
    ValidateNested({ each: true }),
    Type(() => DocumentLineDto),
  );
}

export class DocumentLineResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '3' }) quantity!: string;
  @ApiProperty({ example: '19.99' }) unit_price!: string;
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) item_id!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) tax_rate_id!: string | null;
  @ApiProperty({ example: '7.5', description: 'Percent applied' }) tax_rate!: string;
  @ApiProperty({ example: '59.97', description: 'Net of tax, rounded to the currency' }) amount!: string;
  @ApiProperty({ example: '4.50' }) tax_amount!: string;
}
