import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { eventSequence } from '../../common/read-cache';
import { scoped } from '../../database/sql';
import type { Queryable } from '../../database/tx';

export interface AccountBalanceRow {
  account_id: string;
  code: string | null;
  name: string;
  type: string;
  subtype: string;
  /** Debit-positive, in the base currency. */
  balance: string;
  /** The business's event sequence, read in the same statement. */
  sequence: string;
}

@Injectable()
export class ReportsRepository {
  /**
   * Every account's non-zero balance as of `asOf`, by code: the running balance minus what was
   * posted after that date (one aggregate over the daily balance rows after it: few for recent
   * dates, none for today).
   */
  balancesAsOf(db: Queryable, scope: Scope, asOf: string): Promise<AccountBalanceRow[]> {
    const q = scoped(scope);
    return db.query<AccountBalanceRow>(
      `SELECT a.id AS account_id, a.code, a.name, a.type, a.subtype, (a.balance - coalesce(later.net, 0))::text AS balance, ${eventSequence(q)} AS sequence
         FROM accounts a
         LEFT JOIN (SELECT account_id, sum(debit - credit) AS net FROM account_daily_balances
                     WHERE ${q.tenant()} AND date > ${q.param(asOf)} GROUP BY account_id) later ON later.account_id = a.id
        WHERE ${q.tenant('a')} AND a.balance - coalesce(later.net, 0) <> 0
        ORDER BY a.code NULLS LAST, a.name`,
      q,
    );
  }
}
