import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { trialBalance } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db } from '../../database/tx';
import { ReportContext } from './report-context';
import { ReportsRepository } from './reports.repository';
import type { TrialBalanceResponse } from './trial-balance';

@Injectable()
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly cache: ReadCache,
    private readonly context: ReportContext,
  ) {}

  /** The trial balance as of `asOf` in the base currency `currency`, answered from the read cache while the event sequence has not moved. */
  async trialBalance(scope: Scope, currency: string, asOfQuery: string | undefined): Promise<TrialBalanceResponse> {
    const { asOf } = await this.context.asOf(scope, asOfQuery);
    return this.cache.read(scope, `trial-balance ${asOf}`, async () => {
      const balances = await this.reports.balancesAsOf(this.db, scope, asOf);
      const { rows, totals } = trialBalance(
        balances.map(({ sequence: _, ...account }) => account),
        currency,
      );
      return { answer: { as_of: asOf, currency, rows, totals }, sequence: balances[0]?.sequence, rows: rows.length };
    });
  }
}
