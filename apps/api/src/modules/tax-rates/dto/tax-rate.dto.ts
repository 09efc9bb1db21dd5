import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_TAX_PERCENT, toDecimal } from '@ledgerline/ledger-rules';
import { IsBoolean, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { BooleanQuery, ExternalIdField, IsOmittable, IsRate, IsText, MetadataField } from '../../../common/validation';

/** At most MAX_TAX_PERCENT; the format is checked by `IsRate` first. */
const AtMostHundred = (): PropertyDecorator =>
  ValidateBy({
    name: 'atMostHundred',
    validator: {
      validate: (value: unknown) => toDecimal(value)?.lte(MAX_TAX_PERCENT) ?? true,
      defaultMessage: () => `must be a percent from 0 to ${MAX_TAX_PERCENT}`,
    },
  });

/** `POST /tax-rates`. */
export class CreateTaxRateDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'VAT 7.5%' })
  @IsText(1, 100)
  name!: string;

  @ApiProperty({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '7.5',
    description: 'Percent from 0 to 100, up to 6 decimals; a decimal string or a number',
  })
  @IsRate()
  @AtMostHundred()
  rate!: string | number;

  @ApiPropertyOptional({
    maxLength: 36,
    format: 'uuid',
    description: 'A liability account the tax is credited to; defaults to the system Sales Tax Payable account',
  })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  account_id?: string;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `PUT /tax-rates/{id}`: only the fields given change. */
export class UpdateTaxRateDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOmittable()
  @IsText(1, 100)
  name?: string;

  @ApiPropertyOptional({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '7.5',
    description: 'Cannot change once document lines use the rate (409): create a new tax rate instead',
  })
  @IsOmittable()
  @IsRate()
  @AtMostHundred()
  rate?: string | number;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'A liability account' })
  @IsOmittable()
  @IsUUID('all', { message: 'must be an account id' })
  account_id?: string;

  @ApiPropertyOptional({ description: 'Archived tax rates cannot be put on new document lines or items' })
  @IsOmittable()
  @IsBoolean()
  archived?: boolean;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

export const TAX_RATE_SORTS = { created_at: 'tax_rate.created_at', updated_at: 'tax_rate.updated_at', name: 'lower(tax_rate.name)' };

export class ListTaxRatesQueryDto extends ListQueryDto {
  @SortQuery(TAX_RATE_SORTS, '-created_at')
  sort?: string;

  @BooleanQuery()
  archived?: boolean;
}
