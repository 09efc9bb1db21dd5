import { cashBasisAllocation, Decimal } from '@ledgerline/ledger-rules';
import { scoped, type ScopedSql, type Sql } from '../database/sql';
import { INCOME_AND_EXPENSES, receivableAccount } from './account-sql';
import type { Environment, Scope } from '../tenant';

/** What runs the projection's statements: the API's transaction, a migration's runner, a seeder's client (each adapts its own). */
export interface CashBasisDb {
  query<Row>(text: string, sql: Sql): Promise<Row[]>;
}

/** Runs a statement with its values: a migration's runner, or a pg client adapted. */
export interface PlainDb {
  query<Row>(text: string, values: unknown[]): Promise<Row[]>;
}

/** How many invoices `deriveEveryCashBasis` derives at a time. */
const BATCH = 1000;

/**
 * The cash-basis projection: for each invoice, by income or expense account and date, what the
 * cash basis counts differently from the accrual basis (`cash_basis_movements`), and the totals of
 * those rows by account and date (`cash_basis_daily`). An invoice's own entries (finalizing,
 * changing, voiding it) count nothing on the cash basis, so each is taken back on its date; each
 * payment, and each payment's void, counts its share of the invoice's current lines on its date
 * (`cashBasisAllocation`). The cash-basis profit and loss is then the accrual one plus the daily
 * totals of its span.
 *
 * Derived from the books alone, so it can be derived again at any time: each write that posts for
 * an invoice (creating it open, finalizing, changing or voiding it, recording or voiding a payment)
 * derives the invoice's rows again in its own transaction, after its last write, and moves the
 * daily totals by the difference; the migration that creates the tables derives every invoice's.
 * `baseCurrency` rounds the shares.
 */
export async function deriveCashBasis(db: CashBasisDb, scope: Scope, baseCurrency: string, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  const changes: (Change & { invoiceId: string })[] = [];
  for (const invoice of await postedFor(db, scope, invoiceIds)) {
    for (const [date, accountId, net] of invoice.entries) changes.push({ invoiceId: invoice.id, accountId, date, amount: new Decimal(net).negated() });
    const counted = cashBasisAllocation(
      { total: invoice.total, nets: new Map(invoice.nets) },
      invoice.settlements.map(([, amount]) => amount),
      baseCurrency,
    );
    for (const [accountId, amounts] of counted)
      amounts.forEach((amount, k) => changes.push({ invoiceId: invoice.id, accountId, date: invoice.settlements[k][0], amount }));
  }
  const kept = summed(changes, (change) => `${change.invoiceId} ${change.accountId} ${change.date}`);
  const clear = scoped(scope);
  // The deleted rows through a SELECT: a migration's runner answers a bare DELETE … RETURNING as [rows, count].
  const gone = await db.query<{ account_id: string; date: string; amount: string }>(
    `WITH gone AS (DELETE FROM cash_basis_movements WHERE ${clear.tenant()} AND invoice_id ${oneOf(clear, invoiceIds)}
                   RETURNING account_id, date::text, amount::text)
     SELECT * FROM gone`,
    clear,
  );
  const days = summed(
    [...gone.map((row) => ({ accountId: row.account_id, date: row.date, amount: new Decimal(row.amount).negated() })), ...kept],
    (change) => `${change.accountId} ${change.date}`,
  ).sort((a, b) => (a.accountId === b.accountId ? (a.date < b.date ? -1 : 1) : a.accountId < b.accountId ? -1 : 1));
  if (kept.length === 0 && days.length === 0) return;
  // The rows, and the daily totals moved by the difference in one upsert in account and date
  // order, so that two derivations never take the totals' locks in opposite orders.
  const write = scoped(scope);
  const values = (changes: Change[]) =>
    `${write.param(changes.map((change) => change.accountId))}::uuid[], ${write.param(changes.map((change) => change.date))}::date[], ${write.param(
      changes.map((change) => change.amount.toString()),
    )}::numeric[]`;
  await db.query(
    `WITH added AS (
       INSERT INTO cash_basis_movements (business_id, environment, invoice_id, account_id, date, amount)
       SELECT ${write.business}, ${write.environment}, * FROM unnest(${write.param(kept.map((row) => row.invoiceId))}::uuid[], ${values(kept)}))
     INSERT INTO cash_basis_daily AS d (business_id, environment, account_id, date, amount)
     SELECT ${write.business}, ${write.environment}, * FROM unnest(${values(days)})
     ON CONFLICT (business_id, environment, date, account_id) DO UPDATE SET amount = d.amount + EXCLUDED.amount`,
    write,
  );
}

interface Change {
  accountId: string;
  date: string;
  amount: Decimal;
}

/**
 * What each invoice's cash basis is derived from: its total, its current entry's movement on each
 * income and expense account (debit-positive, base currency), what each of its own entries moved
 * on them by date, and its settlements in the order they were posted (date, and the amount in the
 * invoice's currency: the entry's line on Accounts Receivable, a payment positive, its void
 * negative). One statement.
 */
function postedFor(
  db: CashBasisDb,
  scope: Scope,
  invoiceIds: string[],
): Promise<{ id: string; total: string; nets: [string, string][]; entries: [string, string, string][]; settlements: [string, string][] }[]> {
  const q = scoped(scope);
  const incomeAndExpenses = `JOIN accounts a ON ${q.tenant('a')} AND a.id = l.account_id AND ${INCOME_AND_EXPENSES}`;
  return db.query(
    `SELECT i.id, i.total::text,
            (SELECT coalesce(json_agg(json_build_array(n.account_id, n.net::text)), '[]')
               FROM (SELECT l.account_id, sum(l.base_debit - l.base_credit) AS net FROM journal_lines l ${incomeAndExpenses}
                      WHERE ${q.tenant('l')} AND l.entry_id = i.journal_entry_id GROUP BY l.account_id) n) AS nets,
            (SELECT coalesce(json_agg(json_build_array(n.date::text, n.account_id, n.net::text)), '[]')
               FROM (SELECT e.date, l.account_id, sum(l.base_debit - l.base_credit) AS net
                       FROM journal_entries e JOIN journal_lines l ON ${q.tenant('l')} AND l.entry_id = e.id ${incomeAndExpenses}
                      WHERE ${q.tenant('e')} AND e.source_type = 'invoice' AND e.source_id = i.id GROUP BY e.date, l.account_id) n) AS entries,
            (SELECT coalesce(json_agg(json_build_array(m.date::text, (l.credit - l.debit)::text) ORDER BY m.date, m.created_at, m.entry_id), '[]')
               FROM receivable_movements m
               JOIN journal_lines l ON ${q.tenant('l')} AND l.entry_id = m.entry_id
                AND l.account_id = ${receivableAccount(q)}
              WHERE ${q.tenant('m')} AND m.invoice_id = i.id AND m.payment_id IS NOT NULL) AS settlements
       FROM invoices i WHERE ${q.tenant('i')} AND i.id ${oneOf(q, invoiceIds)}`,
    q,
  );
}

/**
 * `= $n` for one invoice (each write's), `= ANY($n)` for several (a migration's). With one id the
 * statement's generic plan costs what a plan for the id would, so PostgreSQL plans it once per
 * connection; with an array it would plan it again at every write (about 0.7 ms, more than it runs),
 * its generic plan being costed for ten ids.
 */
function oneOf(q: ScopedSql, invoiceIds: string[]): string {
  return invoiceIds.length === 1 ? `= ${q.param(invoiceIds[0])}::uuid` : `= ANY(${q.param(invoiceIds)}::uuid[])`;
}

/** `changes` summed by `key`, without those that sum to zero. */
function summed<Row extends Change>(changes: Row[], key: (change: Row) => string): Row[] {
  const sums = new Map<string, Row>();
  for (const change of changes) {
    const sum = sums.get(key(change));
    if (sum) sum.amount = sum.amount.plus(change.amount);
    else sums.set(key(change), { ...change });
  }
  return [...sums.values()].filter((sum) => !sum.amount.isZero());
}

/** Derives the projection of every invoice that has been posted, in every business and environment, a thousand invoices at a time. */
export async function deriveEveryCashBasis(db: PlainDb): Promise<void> {
  const runner: CashBasisDb = { query: (text, sql) => db.query(text, sql.values) };
  const tenants = await db.query<{ business_id: string; environment: Environment; base_currency: string }>(
    `SELECT DISTINCT e.business_id, e.environment, b.base_currency
       FROM journal_entries e JOIN businesses b ON b.id = e.business_id
      WHERE e.source_type = 'invoice'`,
    [],
  );
  for (const tenant of tenants) {
    const scope = { businessId: tenant.business_id, environment: tenant.environment };
    const q = scoped(scope);
    const invoices = await runner.query<{ id: string }>(
      `SELECT DISTINCT source_id AS id FROM journal_entries WHERE ${q.tenant()} AND source_type = 'invoice' ORDER BY id`,
      q,
    );
    for (let start = 0; start < invoices.length; start += BATCH) {
      const batch = invoices.slice(start, start + BATCH).map((invoice) => invoice.id);
      await deriveCashBasis(runner, scope, tenant.base_currency.trim(), batch);
      // The tables grow batch by batch: without statistics of their size, the next batch's delete
      // would read every row of the business rather than its invoices' (the migration of 100,000
      // invoices spent 40 of its 53 s there).
      await db.query('ANALYZE cash_basis_movements, cash_basis_daily', []);
    }
  }
}
