import { ApiProperty } from '@nestjs/swagger';
import { type TaxRateEntity } from '@ledgerline/domain';
import { trimDecimal } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class TaxRateResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'VAT 7.5%' }) name!: string;
  @ApiProperty({ example: '7.5', description: 'Percent, as a decimal string without trailing zeros' }) rate!: string;
  @ApiProperty({ format: 'uuid', description: 'The liability account the tax is credited to' }) account_id!: string;
  @ApiProperty() archived!: boolean;
}

export function toTaxRateResponse(taxRate: TaxRateEntity): TaxRateResponse {
  return {
    id: taxRate.id,
    name: taxRate.name,
    rate: trimDecimal(taxRate.rate),
    account_id: taxRate.accountId,
    archived: taxRate.archived,
    metadata: taxRate.metadata,
    external_id: taxRate.externalId,
    version: taxRate.version,
    created_at: taxRate.createdAt.toISOString(),
    updated_at: taxRate.updatedAt.toISOString(),
  };
}
