import { ApiProperty } from '@nestjs/swagger';
import { type BillingAddress, type CustomerEntity } from '@ledgerline/domain';
import { formatAmount } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class BillingAddressResponse {
  @ApiProperty({ type: 'string', nullable: true }) line1!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) line2!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) city!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) region!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) postal_code!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'NG' }) country!: string | null;
}

export class CustomerResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ada Okafor' }) name!: string;
  @ApiProperty({ type: 'string', nullable: true }) email!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) phone!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) company!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) tax_number!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'NGN', pattern: '^[A-Z]{3}$' }) currency!: string | null;
  @ApiProperty({ type: BillingAddressResponse, description: 'Every key is present; null where not set' }) billing_address!: BillingAddressResponse;
  @ApiProperty({ type: 'string', nullable: true }) notes!: string | null;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ example: '0.00', description: 'What the customer owes now, in the base currency, as a decimal string' }) balance!: string;
}

export const NO_ADDRESS: BillingAddress = { line1: null, line2: null, city: null, region: null, postal_code: null, country: null };

export function toCustomerResponse(customer: CustomerEntity, baseCurrency: string): CustomerResponse {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    tax_number: customer.taxNumber,
    currency: customer.currency,
    billing_address: customer.billingAddress ?? NO_ADDRESS,
    notes: customer.notes,
    archived: customer.archived,
    balance: formatAmount(customer.balance, baseCurrency),
    metadata: customer.metadata,
    external_id: customer.externalId,
    version: customer.version,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
  };
}
