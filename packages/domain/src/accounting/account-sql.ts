import type { ScopedSql } from '../database/sql';

/** The accounts a profit and loss shows: a condition on accounts aliased `a`. */
export const INCOME_AND_EXPENSES = "a.type IN ('income', 'expense')";

/** The tenant's Accounts Receivable, as a subquery of a statement about that tenant. */
export function receivableAccount(q: ScopedSql): string {
  return `(SELECT id FROM accounts WHERE ${q.tenant()} AND subtype = 'accounts_receivable')`;
}
