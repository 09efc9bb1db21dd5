import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsDateOnly } from '../../common/validation';

/** The ledger export's query: its period (from the first entry by default) and the currency its amounts are written in. */
export class LedgerExportQueryDto {
  @ApiPropertyOptional({
    maxLength: 10,
    format: 'date',
    description: 'First day of the export, which then opens with the accounts’ balances at the end of the day before. Defaults to the first entry',
  })
  @IsOptional()
  @IsDateOnly()
  from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: "Last day of the export. Defaults to today in the business's time zone" })
  @IsOptional()
  @IsDateOnly()
  to?: string;

  @ApiPropertyOptional({
    enum: ['base', 'transaction'],
    default: 'base',
    description:
      'base: every amount in the base currency (`USD -1100.00`). transaction: an entry made in another currency has its amounts in that ' +
      'currency, each priced at its base amount (`EUR -1000.00 @@ USD 1100.00`), so the tools report either currency (`hledger bal -B` and ' +
      '`ledger bal -B` give the base amounts); a line without an amount in that currency (an exchange difference) stays in the base currency',
  })
  @IsOptional()
  @IsIn(['base', 'transaction'], { message: 'must be base or transaction' })
  amounts?: 'base' | 'transaction';
}
