import { cashBasisAllocation, Decimal } from '@ledgerline/ledger-rules';
import { scoped, type Sql } from '../database/sql';
import type { Environment, Scope } from '../tenant';

/** What runs the projection's statements: the API's transaction, a migration's runner, a seeder's client (each adapts its own). */
export interface CashBasisDb {
  query<Row>(text: string, sql: Sql): Promise<Row[]>;
}

/** Runs a statement with its values: a migration's runner, or a pg client adapted. */
export interface PlainDb {
  query<Row>(text: string, values: unknown[]): Promise<Row[]>;
}

const INCOME_AND_EXPENSES = "a.type IN ('income', 'expense')";

/** How many invoices `deriveEveryCashBasis` derives at a time. */
const BATCH = 1000;

/**
 * The cash-basis projection (`cash_basis_movements`): for each invoice, by income or expense
 * account and date, what the cash basis counts differently from the accrual basis. Its own entries
 * (finalizing, changing, voiding) count nothing on the cash basis, so each is taken back on its
 * date; each payment, and each payment's void, counts its share of the invoice's current lines on
 * its date (`cashBasisAllocation`). The cash-basis profit and loss is then the accrual one plus
 * these rows, read through their date index.
 *
 * Derived from the books alone, so it can be derived again at any time: each write that posts for
 * an invoice (creating it open, finalizing, changing or voiding it, recording or voiding a payment)
 * derives the invoice's rows again in its own transaction, after its last write; the migration that
 * creates the table derives every invoice's. Answers nothing; `baseCurrency` rounds the shares.
 */
export async function deriveCashBasis(db: CashBasisDb, scope: Scope, baseCurrency: string, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  const read = scoped(scope);
  const ids = `${read.param(invoiceIds)}::uuid[]`;
  const receivable = `(SELECT id FROM accounts WHERE ${read.tenant()} AND subtype = 'accounts_receivable')`;
  const invoices = await db.query<{ id: string; total: string; nets: [string, string][] }>(
    `SELECT i.id, i.total::text,
              (SELECT coalesce(json_agg(json_build_array(n.account_id, n.net::text)), '[]')
                 FROM (SELECT l.account_id, sum(l.base_debit - l.base_credit) AS net
                         FROM journal_lines l
                         JOIN accounts a ON ${read.tenant('a')} AND a.id = l.account_id AND ${INCOME_AND_EXPENSES}
                        WHERE ${read.tenant('l')} AND l.entry_id = i.journal_entry_id
                        GROUP BY l.account_id) n) AS nets
         FROM invoices i WHERE ${read.tenant('i')} AND i.id = ANY(${ids})`,
    read,
  );
  const entries = await db.query<{ invoice_id: string; date: string; account_id: string; net: string }>(
    `SELECT e.source_id AS invoice_id, e.date::text, l.account_id, sum(l.base_debit - l.base_credit)::text AS net
         FROM journal_entries e
         JOIN journal_lines l ON ${read.tenant('l')} AND l.entry_id = e.id
         JOIN accounts a ON ${read.tenant('a')} AND a.id = l.account_id AND ${INCOME_AND_EXPENSES}
        WHERE ${read.tenant('e')} AND e.source_type = 'invoice' AND e.source_id = ANY(${ids})
        GROUP BY e.source_id, e.date, l.account_id`,
    read,
  );
  const settlements = await db.query<{ invoice_id: string; date: string; amount: string }>(
    `SELECT m.invoice_id, m.date::text, (l.credit - l.debit)::text AS amount
         FROM receivable_movements m
         JOIN journal_lines l ON ${read.tenant('l')} AND l.entry_id = m.entry_id AND l.account_id = ${receivable}
        WHERE ${read.tenant('m')} AND m.invoice_id = ANY(${ids}) AND m.payment_id IS NOT NULL
        ORDER BY m.invoice_id, m.date, m.created_at, m.entry_id`,
    read,
  );
  const rows = new Map<string, { invoiceId: string; accountId: string; date: string; amount: Decimal }>();
  const add = (invoiceId: string, accountId: string, date: string, amount: Decimal) => {
    const key = `${invoiceId} ${accountId} ${date}`;
    const row = rows.get(key);
    if (row) row.amount = row.amount.plus(amount);
    else rows.set(key, { invoiceId, accountId, date, amount });
  };
  for (const entry of entries) add(entry.invoice_id, entry.account_id, entry.date, new Decimal(entry.net).negated());
  const settlementsOf = new Map<string, typeof settlements>();
  for (const settlement of settlements) settlementsOf.set(settlement.invoice_id, [...(settlementsOf.get(settlement.invoice_id) ?? []), settlement]);
  for (const invoice of invoices) {
    const paid = settlementsOf.get(invoice.id) ?? [];
    const counted = cashBasisAllocation(
      { total: invoice.total, nets: new Map(invoice.nets) },
      paid.map((settlement) => settlement.amount),
      baseCurrency,
    );
    for (const [accountId, amounts] of counted) amounts.forEach((amount, k) => add(invoice.id, accountId, paid[k].date, amount));
  }
  const kept = [...rows.values()].filter((row) => !row.amount.isZero());
  const clear = scoped(scope);
  await db.query(`DELETE FROM cash_basis_movements WHERE ${clear.tenant()} AND invoice_id = ANY(${clear.param(invoiceIds)}::uuid[])`, clear);
  if (kept.length === 0) return;
  const write = scoped(scope);
  await db.query(
    `INSERT INTO cash_basis_movements (business_id, environment, invoice_id, account_id, date, amount)
     SELECT ${write.business}, ${write.environment}, * FROM unnest(${write.param(kept.map((row) => row.invoiceId))}::uuid[], ${write.param(
       kept.map((row) => row.accountId),
     )}::uuid[], ${write.param(kept.map((row) => row.date))}::date[], ${write.param(kept.map((row) => row.amount.toString()))}::numeric[])`,
    write,
  );
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
    }
  }
}
