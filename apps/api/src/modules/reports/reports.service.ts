import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import {
  balanceSheet,
  comparisonPeriods,
  Decimal,
  fiscalYearStart,
  profitAndLoss,
  trialBalance,
  type Comparison,
  type Period,
  type ProfitAndLossAccount,
} from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db, type Queryable } from '../../database/tx';
import type { BalanceSheetResponse, ProfitAndLossResponse } from './financial-statements';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository } from './reports.repository';
import type { TrialBalanceResponse } from './trial-balance';

export interface ProfitAndLossQuery {
  from?: string;
  to?: string;
  basis: 'accrual' | 'cash';
  compare?: Comparison;
  periods: number;
  includeZero: boolean;
}

@Injectable()
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly cache: ReadCache,
    private readonly context: ReportContext,
  ) {}

  /** The trial balance as of `asOf` in the base currency `currency`, answered from the read cache while the event sequence has not moved. */
  async trialBalance(scope: CalendarScope, currency: string, asOfQuery: string | undefined, includeZero: boolean): Promise<TrialBalanceResponse> {
    const { asOf } = this.context.asOf(scope, asOfQuery);
    return this.cache.read(scope, `trial-balance ${asOf} ${includeZero}`, async () => {
      const balances = await this.reports.balancesAsOf(this.db, scope, asOf, null);
      const { rows, totals } = trialBalance(
        balances.map(({ sequence: _, before_year: __, ...account }) => account),
        currency,
        includeZero,
      );
      return { answer: { as_of: asOf, currency, rows, totals }, sequence: balances[0]?.sequence, rows: rows.length };
    });
  }

  /** The balance sheet at the end of `as_of`, current-year earnings from the start of the fiscal year holding it. */
  async balanceSheet(scope: CalendarScope, currency: string, asOfQuery: string | undefined, includeZero: boolean): Promise<BalanceSheetResponse> {
    const { asOf, calendar } = this.context.asOf(scope, asOfQuery);
    const yearStart = fiscalYearStart(asOf, calendar.fiscalYearStartMonth);
    return this.cache.read(scope, `balance-sheet ${asOf} ${includeZero}`, async () => {
      const balances = await this.reports.balancesAsOf(this.db, scope, asOf, yearStart);
      const sheet = balanceSheet(
        balances.map(({ sequence: _, ...account }) => account),
        currency,
        includeZero,
      );
      return { answer: { as_of: asOf, fiscal_year_start: yearStart, currency, ...sheet }, sequence: balances[0]?.sequence, rows: balances.length };
    });
  }

  /** The profit and loss over the period and its comparison periods, on an accrual or a cash basis. */
  async profitAndLoss(scope: CalendarScope, currency: string, query: ProfitAndLossQuery): Promise<ProfitAndLossResponse> {
    const { period } = this.context.period(scope, query);
    const columns = comparisonPeriods(period, query.compare, query.periods);
    const key = `profit-and-loss ${JSON.stringify(columns)} ${query.basis} ${query.includeZero}`;
    return this.cache.read(scope, key, async () => {
      const movements =
        query.basis === 'cash'
          ? await this.db.snapshot(async (q) => this.onCashBasis(q, scope, await this.reports.movements(q, scope, columns), columns))
          : await this.reports.movements(this.db, scope, columns);
      const statement = profitAndLoss(
        movements.map(({ sequence: _, ...account }) => account),
        columns.length,
        currency,
        query.includeZero,
      );
      return {
        answer: { from: period.from, to: period.to, basis: query.basis, currency, columns, ...statement },
        // The sequence read in the cash basis's first statement is the snapshot's: its answer may be kept too.
        sequence: movements[0]?.sequence,
        rows: movements.length * columns.length,
      };
    });
  }

  /**
   * Cash basis: the accrual movements plus what the cash-basis projection counts differently
   * (`deriveCashBasis`: invoices' own entries taken back, their payments' shares counted). Sales,
   * payments' exchange differences and manual entries count as posted.
   */
  private async onCashBasis<Account extends ProfitAndLossAccount>(q: Queryable, scope: Scope, movements: Account[], columns: Period[]): Promise<Account[]> {
    const nets = new Map(movements.map((account) => [account.account_id, account.nets.map((net) => new Decimal(net))]));
    for (const { account_id, column, net } of await this.reports.cashBasisMovements(q, scope, columns)) {
      const row = nets.get(account_id);
      if (row) row[column] = row[column].plus(net);
    }
    return movements.map((account) => ({ ...account, nets: nets.get(account.account_id)!.map((net) => net.toString()) }));
  }
}
