import { ApiProperty } from '@nestjs/swagger';
import { type ItemEntity } from '@ledgerline/domain';
import { trimDecimal } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class ItemResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Consulting hour' }) name!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'CONS-1' }) sku!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) description!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '150',
    description: 'Decimal string without trailing zeros (up to 4 decimals), in the currency of the document using the item',
  })
  unit_price!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) income_account_id!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) tax_rate_id!: string | null;
  @ApiProperty() archived!: boolean;
}

export function toItemResponse(item: ItemEntity): ItemResponse {
  return {
    id: item.id,
    name: item.name,
    sku: item.sku,
    description: item.description,
    unit_price: item.unitPrice === null ? null : trimDecimal(item.unitPrice),
    income_account_id: item.incomeAccountId,
    tax_rate_id: item.taxRateId,
    archived: item.archived,
    metadata: item.metadata,
    external_id: item.externalId,
    version: item.version,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}
