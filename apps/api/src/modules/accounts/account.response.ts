import { ApiProperty } from '@nestjs/swagger';
import { type AccountEntity } from '@ledgerline/domain';
import { ACCOUNT_TYPES, formatAmount } from '@ledgerline/ledger-rules';
import { RecordResponse } from '../../common/record.response';

export class AccountResponse extends RecordResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'string', nullable: true, example: '4000' }) code!: string | null;
  @ApiProperty({ example: 'Sales' }) name!: string;
  @ApiProperty({ type: 'string', nullable: true }) description!: string | null;
  @ApiProperty({ enum: ACCOUNT_TYPES }) type!: string;
  @ApiProperty({ example: 'sales' }) subtype!: string;
  @ApiProperty({ example: 'USD', pattern: '^[A-Z]{3}$' }) currency!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) parent_id!: string | null;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ description: 'System accounts are the ones postings default to; they cannot be deleted' }) system!: boolean;
  @ApiProperty({ example: '0.00', description: 'Debit-positive balance in the base currency, as a decimal string' }) balance!: string;
}

export function toAccountResponse(account: AccountEntity, baseCurrency: string): AccountResponse {
  return {
    id: account.id,
    code: account.code,
    name: account.name,
    description: account.description,
    type: account.type,
    subtype: account.subtype,
    currency: account.currency,
    parent_id: account.parentId,
    archived: account.archived,
    system: account.system,
    balance: formatAmount(account.balance, baseCurrency),
    metadata: account.metadata,
    external_id: account.externalId,
    version: account.version,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export class DeletedResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: [true] }) deleted!: boolean;
}
