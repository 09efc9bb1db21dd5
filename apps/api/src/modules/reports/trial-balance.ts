import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsDateOnly } from '../../common/validation';

export class TrialBalanceQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'Defaults to today (UTC)' })
  @IsOptional()
  @IsDateOnly()
  as_of?: string;
}

export class TrialBalanceRow {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ type: 'string', nullable: true }) code!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type!: string;
  @ApiProperty({ example: '100.00' }) debit!: string;
  @ApiProperty({ example: '0.00' }) credit!: string;
}

export class TrialBalanceTotals {
  @ApiProperty({ example: '100.00' }) debit!: string;
  @ApiProperty({ example: '100.00' }) credit!: string;
}

export class TrialBalanceResponse {
  @ApiProperty({ format: 'date' }) as_of!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ type: [TrialBalanceRow], description: 'Accounts with a non-zero balance, by code' }) rows!: TrialBalanceRow[];
  @ApiProperty({ type: TrialBalanceTotals }) totals!: TrialBalanceTotals;
}
