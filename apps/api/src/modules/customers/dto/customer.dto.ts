import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsISO31661Alpha2, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { BooleanQuery, ExternalIdField, IsCurrencyCode, IsOmittable, IsText, MetadataField } from '../../../common/validation';

export class BillingAddressDto {
  @ApiPropertyOptional({ type: 'string', maxLength: 200, nullable: true }) @IsOptional() @IsText(0, 200) line1?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 200, nullable: true }) @IsOptional() @IsText(0, 200) line2?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 100, nullable: true }) @IsOptional() @IsText(0, 100) city?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 100, nullable: true }) @IsOptional() @IsText(0, 100) region?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 20, nullable: true }) @IsOptional() @IsText(0, 20) postal_code?: string | null;

  @ApiPropertyOptional({ type: 'string', pattern: '^[A-Za-z]{2}$', maxLength: 2, nullable: true, example: 'NG', description: 'ISO 3166-1 alpha-2, any case' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsISO31661Alpha2({ message: 'must be an ISO 3166-1 alpha-2 country code' })
  country?: string | null;
}

/** `POST /customers`. An empty optional text counts as not given. */
export class CreateCustomerDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Ada Okafor' })
  @IsText(1, 200)
  name!: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 254, nullable: true, example: 'ada@example.com' })
  @IsOptional()
  @IsText(0, 254)
  @IsEmail({}, { message: 'must be an email address' })
  email?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 50, nullable: true }) @IsOptional() @IsText(0, 50) phone?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 200, nullable: true }) @IsOptional() @IsText(0, 200) company?: string | null;
  @ApiPropertyOptional({ type: 'string', maxLength: 50, nullable: true }) @IsOptional() @IsText(0, 50) tax_number?: string | null;

  @ApiPropertyOptional({
    pattern: '^[A-Za-z]{3}$',
    maxLength: 3,
    type: 'string',
    nullable: true,
    example: 'NGN',
    description: 'The currency the customer is billed in; ISO 4217, any case',
  })
  @IsOptional()
  @IsCurrencyCode()
  currency?: string | null;

  @ApiPropertyOptional({ type: BillingAddressDto, nullable: true, description: 'Replaced as a whole; null clears it' })
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => BillingAddressDto)
  billing_address?: BillingAddressDto | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 2000, nullable: true }) @IsOptional() @IsText(0, 2000) notes?: string | null;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string | null;
}

/** `PUT /customers/{id}`: only the fields given change; null clears an optional field. */
export class UpdateCustomerDto extends OmitType(CreateCustomerDto, ['name']) {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOmittable()
  @IsText(1, 200)
  name?: string;

  @ApiPropertyOptional({ description: 'Archived customers keep their history; new documents cannot name them' })
  @IsOmittable()
  @IsBoolean()
  archived?: boolean;
}

export const CUSTOMER_SORTS = { created_at: 'customer.created_at', updated_at: 'customer.updated_at', name: 'lower(customer.name)' };

export class ListCustomersQueryDto extends ListQueryDto {
  @SortQuery(CUSTOMER_SORTS, '-created_at')
  sort?: string;

  @BooleanQuery()
  archived?: boolean;

  @ApiPropertyOptional({ maxLength: 254, description: 'Exact email address, case-insensitive' })
  @IsOptional()
  @IsText(1, 254)
  email?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Customers whose name contains this text, case-insensitive' })
  @IsOptional()
  @IsText(1, 200)
  name?: string;
}
