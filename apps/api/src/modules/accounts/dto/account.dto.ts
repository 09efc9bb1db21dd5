import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_TYPES, SUBTYPES, type AccountType } from '@ledgerline/ledger-rules';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { BooleanQuery, ExternalIdField, IsCurrencyCode, IsOmittable, IsText, MetadataField } from '../../../common/validation';

/** Every account subtype; which are allowed depends on the type (400 otherwise). */
const ALL_SUBTYPES = [...new Set(Object.values(SUBTYPES).flat())];
const CODE = /^[A-Za-z0-9._-]{1,20}$/;
const NULL_CLEARS = 'null clears it';

/** `POST /coa/sales/account`: creates a sales account (an income account of subtype `sales`). */
export class CreateSalesAccountDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Online sales', description: 'Unique among the business’s accounts, case-insensitively' })
  @IsText(1, 100)
  name!: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'Web shop' })
  @IsOptional()
  @IsText(0, 500)
  description?: string;

  @ApiPropertyOptional({
    pattern: '^[A-Za-z]{3}$',
    maxLength: 3,
    example: 'NGN',
    description:
      'ISO 4217, any case; defaults to the base currency. An income account in a currency other than the base currency takes only sale and invoice lines in that currency',
  })
  @IsOmittable()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({ maxLength: 20, example: '4010' })
  @IsOptional()
  @IsString()
  @Matches(CODE, { message: 'must be 1 to 20 letters, digits, dots, dashes or underscores' })
  code?: string;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string;
}

/** `POST /coa/accounts`: any type. */
export class CreateAccountDto extends CreateSalesAccountDto {
  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsIn(ACCOUNT_TYPES, { message: `must be one of ${ACCOUNT_TYPES.join(', ')}` })
  type!: AccountType;

  @ApiPropertyOptional({ enum: ALL_SUBTYPES, example: 'current_asset', description: 'Defaults to the first subtype of the type; see the account-types guide' })
  @IsOptional()
  @IsString()
  subtype?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'An account of the same type' })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  parent_id?: string;
}

/** `PUT /coa/sales/account/{id}`: only the fields given change. */
export class UpdateSalesAccountDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOmittable()
  @IsText(1, 100)
  name?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 500, nullable: true, description: NULL_CLEARS })
  @IsOptional()
  @IsText(0, 500)
  description?: string | null;

  @ApiPropertyOptional({ pattern: '^[A-Za-z]{3}$', maxLength: 3, example: 'NGN' })
  @IsOmittable()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 20, nullable: true, description: NULL_CLEARS })
  @IsOptional()
  @IsString()
  @Matches(CODE, { message: 'must be 1 to 20 letters, digits, dots, dashes or underscores' })
  code?: string | null;

  @ApiPropertyOptional({ description: 'Archived accounts take no new postings and keep their history' })
  @IsOmittable()
  @IsBoolean()
  archived?: boolean;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `PUT /coa/accounts/{id}`. */
export class UpdateAccountDto extends UpdateSalesAccountDto {
  @ApiPropertyOptional({ enum: ALL_SUBTYPES, example: 'current_asset', description: 'One of the subtypes of the account’s type' })
  @IsOptional()
  @IsString()
  subtype?: string;

  @ApiPropertyOptional({ maxLength: 36, type: 'string', format: 'uuid', nullable: true, description: NULL_CLEARS })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  parent_id?: string | null;
}

/** Present keys with a `null` value clear the field; `@IsOptional` lets null through to here. */
export const clears = (dto: object, key: string): boolean => Object.prototype.hasOwnProperty.call(dto, key) && (dto as Record<string, unknown>)[key] === null;

/** `code` (the default, as a chart reads) puts accounts without a code after the others, by name among themselves. */
export const ACCOUNT_SORTS = {
  created_at: 'account.created_at',
  updated_at: 'account.updated_at',
  name: 'lower(account.name)',
  code: ['(account.code IS NULL)::int::text', "coalesce(account.code, '')", 'lower(account.name)'],
};
export const ACCOUNT_DEFAULT_SORT = 'code';
const ACCOUNT_SORT_DESCRIPTION = '`code` orders by code, accounts without a code last by name (case-insensitive); `-code` is the exact reverse';

export class ListAccountsQueryDto extends ListQueryDto {
  @SortQuery(ACCOUNT_SORTS, ACCOUNT_DEFAULT_SORT, ACCOUNT_SORT_DESCRIPTION)
  sort?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: `must be one of ${ACCOUNT_TYPES.join(', ')}` })
  type?: AccountType;

  @ApiPropertyOptional({ enum: ALL_SUBTYPES })
  @IsOptional()
  @IsString()
  subtype?: string;

  @BooleanQuery()
  archived?: boolean;
}

export class ListSalesAccountsQueryDto extends ListQueryDto {
  @SortQuery(ACCOUNT_SORTS, ACCOUNT_DEFAULT_SORT, ACCOUNT_SORT_DESCRIPTION)
  sort?: string;

  @BooleanQuery()
  archived?: boolean;
}
