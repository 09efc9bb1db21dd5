import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min, ValidateBy } from 'class-validator';
import { IsCurrencyCode, IsDateOnly, IsOmittable, IsText } from '../../../common/validation';

function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /business`: only the fields given change. Every field but `lock_date` is shared by both
 * environments (BUSINESS_WIDE); `lock_date` is per environment, `null` clears it.
 */
export class UpdateBusinessDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOmittable()
  @IsText(1, 200)
  name?: string;

  @ApiPropertyOptional({ maxLength: 64, example: 'Africa/Lagos', description: 'IANA time zone' })
  @IsOmittable()
  @ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone, defaultMessage: () => 'must be an IANA time zone such as Africa/Lagos' } })
  timezone?: string;

  @ApiPropertyOptional({ pattern: '^[A-Za-z]{2}$', maxLength: 2, example: 'NG', description: 'ISO 3166-1 alpha-2' })
  @IsOmittable()
  @Matches(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code' })
  country?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 12 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt({ message: 'must be a month from 1 to 12' })
  @Min(1, { message: 'must be a month from 1 to 12' })
  @Max(12, { message: 'must be a month from 1 to 12' })
  fiscal_year_start_month?: number;

  @ApiPropertyOptional({
    maxLength: 10,
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'No posting dated on or before it is accepted (this environment); null clears it',
  })
  @IsOptional()
  @IsDateOnly()
  lock_date?: string | null;

  @ApiPropertyOptional({
    pattern: '^[A-Za-z]{3}$',
    maxLength: 3,
    example: 'NGN',
    description: 'Only while nothing is posted in either environment (409 otherwise); the accounts of both charts in the old base currency follow it',
  })
  @IsOmittable()
  @IsCurrencyCode()
  base_currency?: string;
}

/** The settings both environments share: only production credentials change them (a sandbox key gets 403). */
export const BUSINESS_WIDE = ['name', 'timezone', 'country', 'fiscal_year_start_month', 'base_currency'] as const;
