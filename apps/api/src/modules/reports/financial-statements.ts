import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMPARISONS, type Comparison } from '@ledgerline/ledger-rules';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IncludeZeroQuery, PeriodQueryDto, ReportAccount } from './report-query';

export class StatementRow extends ReportAccount {
  @ApiProperty({
    example: '1250.00',
    description: 'The balance on the side the section shows it: assets debit-positive, liabilities and equity credit-positive',
  })
  amount!: string;
}

class BalanceSheetSection {
  @ApiProperty({ type: [StatementRow] }) accounts!: StatementRow[];
  @ApiProperty({ example: '1550.00' }) total!: string;
}

class EquitySection extends BalanceSheetSection {
  @ApiProperty({ example: '300.00', description: 'Net income of every year before the fiscal year holding `as_of`' })
  prior_years_earnings!: string;

  @ApiProperty({ example: '175.00', description: 'Net income from the start of the fiscal year to `as_of`: the profit and loss over that period' })
  current_year_earnings!: string;
}

export class BalanceSheetResponse {
  @ApiProperty({ format: 'date' }) as_of!: string;
  @ApiProperty({ format: 'date', description: 'First day of the fiscal year holding `as_of`' }) fiscal_year_start!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ type: BalanceSheetSection }) assets!: BalanceSheetSection;
  @ApiProperty({ type: BalanceSheetSection }) liabilities!: BalanceSheetSection;
  @ApiProperty({ type: EquitySection, description: 'Equity accounts, then the earnings not closed into an account' }) equity!: EquitySection;
  @ApiProperty({ example: '1550.00', description: 'Liabilities plus equity: always equal to the assets total' }) liabilities_and_equity!: string;
}

export class ProfitAndLossQueryDto extends PeriodQueryDto {
  @ApiPropertyOptional({
    enum: ['accrual', 'cash'],
    default: 'accrual',
    description: 'cash: an invoice counts when it is paid, in proportion to each payment; sales and manual entries count on their date',
  })
  @IsOptional()
  @IsIn(['accrual', 'cash'], { message: 'must be accrual or cash' })
  basis?: 'accrual' | 'cash';

  @ApiPropertyOptional({ enum: COMPARISONS, description: 'Adds comparison columns: the periods just before, or the same dates in earlier years' })
  @IsOptional()
  @IsIn(COMPARISONS, { message: `must be one of ${COMPARISONS.join(', ')}` })
  compare?: Comparison;

  @ApiPropertyOptional({ type: 'integer', format: 'int32', minimum: 1, maximum: 12, default: 1, description: 'How many comparison columns (needs `compare`)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer from 1 to 12' })
  @Min(1, { message: 'must be an integer from 1 to 12' })
  @Max(12, { message: 'must be an integer from 1 to 12' })
  periods?: number;

  @IncludeZeroQuery(false)
  include_zero?: boolean;
}

export class ReportColumn {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
}

export class ProfitAndLossRow extends ReportAccount {
  @ApiProperty({
    type: [String],
    example: ['1000.00', '800.00'],
    description: 'One amount per column: income credit-positive, costs and expenses debit-positive',
  })
  amounts!: string[];
}

class ProfitAndLossSection {
  @ApiProperty({ type: [ProfitAndLossRow] }) accounts!: ProfitAndLossRow[];
  @ApiProperty({ type: [String], example: ['1000.00', '800.00'], description: 'One total per column' }) total!: string[];
}

export class ProfitAndLossResponse {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ enum: ['accrual', 'cash'] }) basis!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ type: [ReportColumn], description: 'The period, then each comparison period: every amount list follows this order' }) columns!: ReportColumn[];
  @ApiProperty({ type: ProfitAndLossSection, description: 'Income accounts' }) income!: ProfitAndLossSection;
  @ApiProperty({ type: ProfitAndLossSection, description: 'Expense accounts of subtype cost_of_sales' }) cost_of_sales!: ProfitAndLossSection;
  @ApiProperty({ type: ProfitAndLossSection, description: 'Every other expense account' }) expenses!: ProfitAndLossSection;
  @ApiProperty({ type: [String], example: ['600.00', '500.00'], description: 'Income − cost of sales, per column' }) gross_profit!: string[];
  @ApiProperty({ type: [String], example: ['460.00', '495.00'], description: 'Gross profit − expenses, per column' }) net_income!: string[];
}
