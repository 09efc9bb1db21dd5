import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { DomainError, success } from '@ledgerline/envelope';
import type { FastifyReply } from 'fastify';
import { acceptsCsv, toCsv, type CsvColumn, type CsvRow } from '../../common/csv';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { BalanceSheetResponse, ProfitAndLossQueryDto, ProfitAndLossResponse, type ProfitAndLossRow, type StatementRow } from './financial-statements';
import { AccountBalancesQueryDto } from './report-query';
import { ReportsService } from './reports.service';
import { TrialBalanceResponse, type TrialBalanceRow } from './trial-balance';

const ACCOUNT_COLUMNS = ['account_id', 'code', 'name', 'type', 'subtype'] as const;
const NO_ACCOUNT = { account_id: '', code: '', type: '', subtype: '' };

const TRIAL_BALANCE_CSV: CsvColumn<TrialBalanceRow & CsvRow>[] = [
  { key: 'row' },
  ...ACCOUNT_COLUMNS.map((key) => ({ key })),
  { key: 'debit', amount: true },
  { key: 'credit', amount: true },
];

type SectionCsvRow = StatementRow & CsvRow & { section: string };
const BALANCE_SHEET_CSV: CsvColumn<SectionCsvRow>[] = [
  { key: 'row' },
  { key: 'section' },
  ...ACCOUNT_COLUMNS.map((key) => ({ key })),
  { key: 'amount', amount: true },
];

const CSV_DESCRIPTION =
  'With `Accept: text/csv`: a header row, then one row per data row, its first column `row` saying what it is (`account` or `total`); amounts as numbers; ' +
  "a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is written with a `'` in front, so a spreadsheet never runs it as a formula.";

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('trial-balance')
  @ApiOperation({
    operationId: 'getTrialBalance',
    summary: 'Trial balance',
    description:
      "Every account's balance at the end of `as_of` (default: today in the business's time zone), in the base currency: a debit balance on the debit side, " +
      'a credit balance on the credit side. Accounts with a zero balance are left out unless `include_zero=true`. Always nets to zero. ' +
      CSV_DESCRIPTION,
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(TrialBalanceResponse, { description: 'Trial balance' })
  async trialBalance(
    @Caller() caller: Principal,
    @Query() query: AccountBalancesQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const report = await this.reports.trialBalance(caller, caller.baseCurrency, query.as_of, query.include_zero ?? false);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      return toCsv(
        [...report.rows.map((row) => ({ row: 'account', ...row })), { row: 'total', ...NO_ACCOUNT, name: 'Total', ...report.totals }],
        TRIAL_BALANCE_CSV,
      );
    }
    return success('Trial balance', report);
  }

  @Get('balance-sheet')
  @ApiOperation({
    operationId: 'getBalanceSheet',
    summary: 'Balance sheet',
    description:
      'Assets, liabilities and equity at the end of `as_of`, each section with its accounts and total, in the base currency. Equity also shows the ' +
      'earnings of the years before the fiscal year holding `as_of` and the current year’s (from the first day of the fiscal year to `as_of`), so assets ' +
      'always equal liabilities plus equity. Accounts with a zero balance are left out unless `include_zero=true`. ' +
      CSV_DESCRIPTION,
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(BalanceSheetResponse, { description: 'Balance sheet' })
  async balanceSheet(
    @Caller() caller: Principal,
    @Query() query: AccountBalancesQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const report = await this.reports.balanceSheet(caller, caller.baseCurrency, query.as_of, query.include_zero ?? false);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      const total = (section: string, name: string, amount: string) => ({ row: 'total', section, ...NO_ACCOUNT, name, amount });
      const accounts = (section: string, rows: StatementRow[]) => rows.map((row) => ({ row: 'account', section, ...row }));
      return toCsv<SectionCsvRow>(
        [
          ...accounts('assets', report.assets.accounts),
          total('assets', 'Total assets', report.assets.total),
          ...accounts('liabilities', report.liabilities.accounts),
          total('liabilities', 'Total liabilities', report.liabilities.total),
          ...accounts('equity', report.equity.accounts),
          { row: 'earnings', section: 'equity', ...NO_ACCOUNT, name: 'Prior years’ earnings', amount: report.equity.prior_years_earnings },
          { row: 'earnings', section: 'equity', ...NO_ACCOUNT, name: 'Current year earnings', amount: report.equity.current_year_earnings },
          total('equity', 'Total equity', report.equity.total),
          total('', 'Total liabilities and equity', report.liabilities_and_equity),
        ],
        BALANCE_SHEET_CSV,
      );
    }
    return success('Balance sheet', report);
  }

  @Get('profit-and-loss')
  @ApiOperation({
    operationId: 'getProfitAndLoss',
    summary: 'Profit and loss',
    description:
      'Income, cost of sales and expenses from `from` to `to` (default: the fiscal year to date), with gross profit and net income, in the base currency. ' +
      '`basis=cash` counts an invoice when it is paid, in proportion to each payment (sales, manual entries and exchange differences count on their date). ' +
      '`compare=previous_period|previous_year` with `periods=1..12` adds comparison columns: every row and total then carries one amount per entry of ' +
      '`columns`, the requested period first. Accounts whose amounts are all zero are left out unless `include_zero=true`. ' +
      CSV_DESCRIPTION +
      ' The CSV has one amount column per period, named by its dates.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(ProfitAndLossResponse, { description: 'Profit and loss' })
  async profitAndLoss(
    @Caller() caller: Principal,
    @Query() query: ProfitAndLossQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (query.periods !== undefined && query.compare === undefined) throw DomainError.validation([{ field: 'periods', message: 'needs compare' }]);
    const report = await this.reports.profitAndLoss(caller, caller.baseCurrency, {
      from: query.from,
      to: query.to,
      basis: query.basis ?? 'accrual',
      compare: query.compare,
      periods: query.periods ?? 1,
      includeZero: query.include_zero ?? false,
    });
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      return profitAndLossCsv(report);
    }
    return success('Profit and loss', report);
  }
}

/** The profit and loss as CSV: one amount column per period (`2026-03-01..2026-03-31`), sections and totals as rows. */
function profitAndLossCsv(report: ProfitAndLossResponse): string {
  const periods = report.columns.map((column) => `${column.from}..${column.to}`);
  type Row = Record<string, string | null>;
  const withAmounts = (row: Row, amounts: string[]): Row => ({ ...row, ...Object.fromEntries(periods.map((period, index) => [period, amounts[index]])) });
  const section = (name: 'income' | 'cost_of_sales' | 'expenses', title: string): Row[] => [
    ...report[name].accounts.map(({ amounts, ...account }: ProfitAndLossRow) => withAmounts({ row: 'account', section: name, ...account }, amounts)),
    withAmounts({ row: 'total', section: name, ...NO_ACCOUNT, name: title }, report[name].total),
  ];
  const rows = [
    ...section('income', 'Total income'),
    ...section('cost_of_sales', 'Total cost of sales'),
    withAmounts({ row: 'total', section: '', ...NO_ACCOUNT, name: 'Gross profit' }, report.gross_profit),
    ...section('expenses', 'Total expenses'),
    withAmounts({ row: 'total', section: '', ...NO_ACCOUNT, name: 'Net income' }, report.net_income),
  ];
  return toCsv(rows, [
    { key: 'row' },
    { key: 'section' },
    ...ACCOUNT_COLUMNS.map((key) => ({ key })),
    ...periods.map((key) => ({ key, amount: true as const })),
  ]);
}
