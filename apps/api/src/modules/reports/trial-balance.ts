import { ApiProperty } from '@nestjs/swagger';
import { ReportAccount } from './report-query';

export class TrialBalanceRow extends ReportAccount {
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
