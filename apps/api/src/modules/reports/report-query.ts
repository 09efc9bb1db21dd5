import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { BooleanQuery, IsDateOnly } from '../../common/validation';

/** `as_of`: a report's date, by default today in the business's time zone. */
export class AsOfQueryDto {
  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: "Defaults to today in the business's time zone" })
  @IsOptional()
  @IsDateOnly()
  as_of?: string;
}

/** `from` and `to`: a report's period, both days included; `from` may not be after `to`. */
export class PeriodQueryDto {
  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'First day of the period. Defaults to the first day of the fiscal year holding `to`' })
  @IsOptional()
  @IsDateOnly()
  from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: "Last day of the period. Defaults to today in the business's time zone" })
  @IsOptional()
  @IsDateOnly()
  to?: string;
}

/** `include_zero`: whether rows whose amounts are all zero are listed. */
export function IncludeZeroQuery(defaultValue: boolean): PropertyDecorator {
  return BooleanQuery(`List accounts whose amounts are all zero too (default ${String(defaultValue)})`);
}

/** The trial balance's and the balance sheet's query: `as_of`, `include_zero` (default false). */
export class AccountBalancesQueryDto extends AsOfQueryDto {
  @IncludeZeroQuery(false)
  include_zero?: boolean;
}

/** What every row standing for an account carries. */
export class ReportAccount {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ type: 'string', nullable: true, example: '4000' }) code!: string | null;
  @ApiProperty({ example: 'Sales' }) name!: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type!: string;
  @ApiProperty({ example: 'sales' }) subtype!: string;
}
