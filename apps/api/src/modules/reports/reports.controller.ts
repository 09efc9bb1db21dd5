import { Controller, Get, Headers, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Scope } from '@ledgerline/domain';
import { Decimal, formatAmount } from '@ledgerline/ledger-rules';
import { success } from '@ledgerline/envelope';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { toCsv, type CsvColumn } from '../../common/csv';
import { ApiEnvelope } from '../../common/openapi';
import { EVENT_SEQUENCE_SQL, ReadCache } from '../../common/read-cache';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { TrialBalanceQueryDto, TrialBalanceResponse, type TrialBalanceRow } from './trial-balance';

const TRIAL_BALANCE_CSV: CsvColumn<TrialBalanceRow>[] = [
  { key: 'account_id' },
  { key: 'code' },
  { key: 'name' },
  { key: 'type' },
  { key: 'debit', amount: true },
  { key: 'credit', amount: true },
];

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('reports')
export class ReportsController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  @Get('trial-balance')
  @ApiOperation({
    summary: 'Trial balance',
    description:
      "Balances of every account with a non-zero balance as of `as_of`, in the base currency, from the maintained balances (no history scan). Always nets to zero. `Accept: text/csv` for CSV: amounts as numbers, and a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return written with a `'` in front, so a spreadsheet never runs it as a formula.",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(TrialBalanceResponse, { description: 'Trial balance' })
  async trialBalance(
    @Caller() caller: Principal,
    @Query() query: TrialBalanceQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const asOf = query.as_of ?? new Date().toISOString().slice(0, 10);
    const report = await this.cache.read(caller, `trial-balance ${asOf}`, () => this.compute(caller, asOf, caller.baseCurrency));
    if (accept?.includes('text/csv')) {
      void reply.type('text/csv; charset=utf-8');
      return toCsv([...report.rows, { account_id: '', code: '', name: 'Total', type: '', ...report.totals }], TRIAL_BALANCE_CSV);
    }
    return success('Trial balance', report);
  }

  /**
   * Balance as of a date = the running balance minus what was posted after that date (one
   * aggregate over the daily balance rows after it: few for recent dates, none for today), with
   * the event sequence it was read at.
   */
  private async compute(scope: Scope, asOf: string, currency: string): Promise<{ answer: TrialBalanceResponse; sequence?: string; rows: number }> {
    const balances: { account_id: string; code: string | null; name: string; type: string; balance: string; sequence: string }[] = await this.db.query(
      `SELECT a.id AS account_id, a.code, a.name, a.type, (a.balance - coalesce(later.net, 0))::text AS balance, ${EVENT_SEQUENCE_SQL} AS sequence
         FROM accounts a
         LEFT JOIN (SELECT account_id, sum(debit - credit) AS net FROM account_daily_balances
                     WHERE business_id = $1 AND environment = $2 AND date > $3 GROUP BY account_id) later ON later.account_id = a.id
        WHERE a.business_id = $1 AND a.environment = $2 AND a.balance - coalesce(later.net, 0) <> 0
        ORDER BY a.code NULLS LAST, a.name`,
      [scope.businessId, scope.environment, asOf],
    );
    const zero = formatAmount('0', currency);
    const rows: TrialBalanceRow[] = balances.map(({ balance, sequence: _, ...account }) => {
      const amount = new Decimal(balance);
      return {
        ...account,
        debit: amount.isPositive() ? formatAmount(amount, currency) : zero,
        credit: amount.isNegative() ? formatAmount(amount.negated(), currency) : zero,
      };
    });
    const total = (side: 'debit' | 'credit') =>
      formatAmount(
        rows.reduce((sum, row) => sum.plus(row[side]), new Decimal(0)),
        currency,
      );
    return {
      answer: { as_of: asOf, currency, rows, totals: { debit: total('debit'), credit: total('credit') } },
      sequence: balances[0]?.sequence,
      rows: rows.length,
    };
  }
}
