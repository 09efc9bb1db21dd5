import { Injectable } from '@nestjs/common';
import { INCOME_AND_EXPENSES, type Scope } from '@ledgerline/domain';
import { addDays, AGING_STARTS, endOfMonth, monthsWithin } from '@ledgerline/ledger-rules';
import type {
  BalanceSheetAccount,
  BucketDue,
  InvoiceDue,
  Period,
  ProfitAndLossAccount,
  ReceivableMovement,
  ReportAccountFields,
} from '@ledgerline/ledger-rules';
import { eventSequence } from '../../common/read-cache';
import { CUSTOMER_SORTS } from '../customers/dto/customer.dto';
import { scoped, type ScopedSql } from '../../database/sql';
import type { Queryable, Reader } from '../../database/tx';

/** The business's event sequence, read in the same statement as the rows (for `ReadCache`). */
interface Sequenced {
  sequence: string;
}

/** The whole months of the days `from`–`to` as their first and last days (null, null: none). */
function monthsOf(from: string, to: string): [string | null, string | null] {
  const months = monthsWithin(from, to);
  return months ? [months.first, endOfMonth(months.last)] : [null, null];
}

/**
 * Rows `(account_id, first, last, debit, credit, lines)` of the tenant's maintained totals, each
 * for the days `first`–`last`, whose sums per account are its totals over the days `f`–`t`: the
 * whole months `mf`–`ml` (their first and last days; null: none) from the monthly rows, every
 * other day from the daily rows. Each argument is an SQL expression of a date.
 */
function totalsOver(q: ScopedSql, f: string, t: string, mf: string, ml: string): string {
  // Each part is one range of an index, so that a prepared statement's generic plan reads only it.
  const days = (from: string, to: string) =>
    `SELECT account_id, date AS first, date AS last, debit, credit, lines FROM account_daily_balances
      WHERE ${q.tenant()} AND date >= ${from} AND date <= ${to}`;
  return `SELECT account_id, month AS first, (month + interval '1 month')::date - 1 AS last, debit, credit, lines FROM account_monthly_balances
           WHERE ${q.tenant()} AND month >= ${mf} AND month <= ${ml}
          UNION ALL ${days(f, `coalesce(${mf} - 1, ${t})`)}
          UNION ALL ${days(`${ml} + 1`, t)}`;
}

/** `totalsOver` the days `from`–`to` with SQL parameters. */
function totalsOverPeriod(q: ScopedSql, from: string, to: string): string {
  const [first, last] = monthsOf(from, to).map((day) => `${q.param(day)}::date`);
  return totalsOver(q, `${q.param(from)}::date`, `${q.param(to)}::date`, first, last);
}

/** The last day a period open at its end (`to` null) reaches. */
const LAST_DAY = '9999-12-31';

/** `totalsOver` the days `from`–`to` (`to` null: every day from `from` on), summed per account: `(account_id, debit, credit, lines)`. */
function accountTotals(q: ScopedSql, from: string, to: string | null): string {
  return `SELECT account_id, sum(debit) AS debit, sum(credit) AS credit, sum(lines) AS lines FROM (${totalsOverPeriod(q, from, to ?? LAST_DAY)}) totals
           GROUP BY account_id`;
}

/**
 * A column of a report as parallel date arrays, for `unnest(…) WITH ORDINALITY AS c(f, t, mf, ml, i)`:
 * its first and last days, and those of its whole months (see `totalsOver`).
 */
function columnsOf(q: ScopedSql, columns: Period[]): string {
  const months = columns.map((column) => monthsOf(column.from, column.to));
  const dates = (values: (string | null)[]) => `${q.param(values)}::date[]`;
  return `unnest(${dates(columns.map((column) => column.from))}, ${dates(columns.map((column) => column.to))}, ${dates(months.map(([first]) => first))}, ${dates(
    months.map(([, last]) => last),
  )}) WITH ORDINALITY AS c(f, t, mf, ml, i)`;
}

/** A page of aged receivables (`agedReceivablesPage`). */
export interface AgedReceivablesPage {
  /** How many customers owe anything. */
  customers: number;
  buckets: BucketDue[];
  /** The page's customers, in order, each with its invoices owing, in no order. */
  shown: { customer_id: string; name: string; invoices: InvoiceDue[] }[];
}

/** A movement of a customer's receivable (a row of the subledger) with its invoice (and payment), as a statement lists it. */
export interface StatementMovementRow extends ReceivableMovement {
  invoice_id: string;
  number: string;
  journal_entry_id: string;
  payment_id: string | null;
  reference: string | null;
  /** What the period's movements add up to, up to and including this one. */
  through: string;
}

/**
 * Invoice `i` of each row of `rows` (by its `invoice_id`), looked up by key one row at a time: a
 * customer's few hundred rows would otherwise be joined by reading every invoice of the business
 * (the planner costs each lookup as a disk read). The LIMIT keeps the lookup from being flattened
 * into such a join. Looking each distinct invoice up once instead (a statement's 658 movements name
 * 343 invoices), through MATERIALIZED CTEs, was slower by far: the generic plan the pooled
 * connections keep estimates one row per CTE and nests loops over their scans (716–796 ms against
 * 4–6 ms for a year of the bench's busiest customer). Looking them up by key in a second statement
 * (`id = ANY(…)`) saved the database about 1 ms a statement but cost the API more: another 343
 * rows to parse and the join to make in JavaScript.
 */
const invoiceOf = (q: ScopedSql, rows: string) => `CROSS JOIN LATERAL (SELECT * FROM invoices WHERE ${q.tenant()} AND id = ${rows}.invoice_id LIMIT 1) i`;

/** An invoice owing, as aged receivables' statement writes it: `InvoiceDue`'s fields, in its order. */
type InvoiceDueTuple = [string, string, string, string, string];

/** The columns of a span of `receivable_dues` that say what its invoice owed. */
const DUE_COLUMNS = 'invoice_id, number, customer_id, issue_date, due_date, due';

/**
 * Rows `(invoice_id, number, customer_id, issue_date, due_date, due)`: what each invoice owed at the
 * end of `asOf`, base currency, by its customer's own rows of the receivable subledger (with
 * `customer`, an SQL expression of an id, that customer's only); invoices owing nothing then are
 * left out. Read from the spans the database keeps of what each invoice owed over time
 * (`receivable_dues`): those the day falls in, never the subledger's rows (docs/decisions.md).
 * A customer's are read from its own index. Every customer's are read by length class: a span of
 * class `k` lasts at most 2^k days, so one the day falls in ends within 2^k days after it, and
 * each class is one range of the index (kept apart, OFFSET 0, so that each stays one); then the
 * spans open now or longer than any class (class null).
 */
function owedOn(q: ScopedSql, asOf: string, customer?: string): string {
  const day = `${q.param(asOf)}::date`;
  const holding = `to_date > ${day} AND from_date <= ${day}`;
  if (customer) return `SELECT ${DUE_COLUMNS} FROM receivable_dues WHERE ${q.tenant()} AND customer_id = ${customer} AND ${holding}`;
  return `SELECT ${DUE_COLUMNS} FROM generate_series(0, 12) AS k
           CROSS JOIN LATERAL (SELECT ${DUE_COLUMNS} FROM receivable_dues
                                WHERE ${q.tenant()} AND length_class = k AND to_date <= ${day} + (1 << k) AND ${holding} OFFSET 0) spans
          UNION ALL
          SELECT ${DUE_COLUMNS} FROM receivable_dues WHERE ${q.tenant()} AND length_class IS NULL AND ${holding}`;
}

/** An account of the general ledger: its balance before the period, and its period's totals and line count. */
export interface LedgerAccountRow extends ReportAccountFields {
  opening: string;
  debit: string;
  credit: string;
  lines: number;
  /** Its index in the page's `accounts`. */
  account: number;
}

/** A line of the general ledger, with the account's balance after it (debit-positive). */
export interface LedgerLineRow {
  /** Its account's index in the page's `accounts`. */
  account: number;
  line_id: string;
  journal_entry_id: string;
  date: string;
  source_type: string;
  source_id: string;
  memo: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

/** A line of the general ledger as the statement writes it: `LedgerLineRow`'s fields, in its order. */
type LedgerLineTuple = [number, string, string, string, string, string, string | null, string | null, string, string, string];

/** A page of the general ledger (`ledgerPage`). */
export interface LedgerPage extends Sequenced {
  accounts: LedgerAccountRow[];
  lines: LedgerLineRow[];
}

/** A journal entry with its lines, as the ledger export reads them. */
export interface JournalEntryRow {
  entry_id: string;
  date: string;
  memo: string | null;
  source_type: string;
  source_id: string | null;
  reverses_id: string | null;
  /** The currency the entry was made in (read `original`). */
  currency?: string;
  /**
   * Its lines in order (the database refuses an entry without lines), each as its account's id and
   * its debit-positive base amount (then, read `original`, its debit-positive amount in the entry's
   * currency), all separated by spaces.
   */
  lines: string;
}

@Injectable()
export class ReportsRepository {
  /**
   * Every account's debit-positive balance at the end of `asOf`, and, given `yearStart`, at the
   * end of the day before it (else `before_year` is the balance too): the running balance minus
   * what was posted after each date (`accountTotals`: nothing to read for today, a year's months
   * at most for a year start), in chart order.
   */
  balancesAsOf(db: Queryable, scope: Scope, asOf: string, yearStart: string | null): Promise<(BalanceSheetAccount & Sequenced)[]> {
    const q = scoped(scope);
    const later = accountTotals(q, addDays(asOf, 1), null);
    const year = yearStart ? accountTotals(q, yearStart, null) : null;
    return db.query(
      `SELECT a.id AS account_id, a.code, a.name, a.type, a.subtype,
              (a.balance - coalesce(later.debit - later.credit, 0))::text AS balance,
              (a.balance - coalesce(${year ? 'year' : 'later'}.debit - ${year ? 'year' : 'later'}.credit, 0))::text AS before_year,
              ${eventSequence(q)} AS sequence
         FROM accounts a
         LEFT JOIN (${later}) later ON later.account_id = a.id
         ${year ? `LEFT JOIN (${year}) year ON year.account_id = a.id` : ''}
        WHERE ${q.tenant('a')}
        ORDER BY a.code NULLS LAST, a.name, a.id`,
      q,
    );
  }

  /**
   * Each income and expense account's debit-positive movement in each column's period (`totalsOver`), in chart order.
   * The totals are summed once (MATERIALIZED) and joined to every account and column by hash: a
   * lookup per account and column would run the sums again for each of them (72 times for six
   * accounts and twelve columns).
   */
  movements(db: Queryable, scope: Scope, columns: Period[]): Promise<(ProfitAndLossAccount & Sequenced)[]> {
    const q = scoped(scope);
    const columnList = columnsOf(q, columns);
    return db.query(
      `WITH nets AS MATERIALIZED (SELECT t.account_id, c.i, sum(t.debit - t.credit) AS net
                                    FROM ${columnList} CROSS JOIN LATERAL (${totalsOver(q, 'c.f', 'c.t', 'c.mf', 'c.ml')}) t
                                   GROUP BY t.account_id, c.i)
       SELECT a.id AS account_id, a.code, a.name, a.type, a.subtype, array_agg(coalesce(n.net, 0)::text ORDER BY c.i) AS nets,
              ${eventSequence(q)} AS sequence
         FROM accounts a CROSS JOIN ${columnList}
         LEFT JOIN nets n ON n.account_id = a.id AND n.i = c.i
        WHERE ${q.tenant('a')} AND ${INCOME_AND_EXPENSES}
        GROUP BY a.business_id, a.environment, a.id
        ORDER BY a.code NULLS LAST, a.name, a.id`,
      q,
    );
  }

  /**
   * What the cash basis counts differently from the accrual basis on each income and expense
   * account in each column (0-based), debit-positive: the cash-basis projection's daily totals
   * (`deriveCashBasis`) dated in the columns, read through their key, which leads with the date:
   * one range of it per column, so no row is compared with every column.
   */
  cashBasisMovements(db: Queryable, scope: Scope, columns: Period[]): Promise<{ account_id: string; column: number; net: string }[]> {
    const q = scoped(scope);
    return db.query(
      `SELECT m.account_id, (c.i - 1)::int AS column, m.net::text AS net
         FROM ${columnsOf(q, columns)}
        CROSS JOIN LATERAL (SELECT account_id, sum(amount) AS net FROM cash_basis_daily
                             WHERE ${q.tenant()} AND date BETWEEN c.f AND c.t GROUP BY account_id) m`,
      q,
    );
  }

  /** Every account in chart order, for naming and declaring them in the ledger export. */
  accounts(db: Queryable, scope: Scope): Promise<{ id: string; code: string | null; name: string; type: string }[]> {
    const q = scoped(scope);
    return db.query(`SELECT id, code, name, type FROM accounts WHERE ${q.tenant()} ORDER BY code NULLS LAST, name, id`, q);
  }

  /**
   * Every journal entry dated `from` (null: the first) to `to` with its lines, in date and posting
   * order, in batches of `size` entries; with `original`, each line's amount in the entry's
   * currency too. An entry is one row, its lines one text (`JournalEntryRow`): the export parses
   * half as many rows, and no entry's fields once per line.
   */
  journalEntries(reader: Reader, scope: Scope, from: string | null, to: string, original: boolean, size: number): AsyncGenerator<JournalEntryRow[]> {
    const q = scoped(scope);
    const amounts = `(l.base_debit - l.base_credit)::text${original ? ` || ' ' || (l.debit - l.credit)::text` : ''}`;
    return reader.batches<JournalEntryRow>(
      `SELECT e.id AS entry_id, e.date::text, e.memo, e.source_type, e.source_id, e.reverses_id${original ? ', e.currency' : ''},
              (SELECT string_agg(l.account_id::text || ' ' || ${amounts}, ' ' ORDER BY l.line_no)
                 FROM journal_lines l WHERE l.entry_id = e.id AND l.business_id = e.business_id AND l.environment = e.environment) AS lines
         FROM journal_entries e
        WHERE ${q.tenant('e')} AND e.date <= ${q.param(to)}${from ? ` AND e.date >= ${q.param(from)}` : ''}
        ORDER BY e.date, e.created_at, e.id`,
      q,
      size,
    );
  }

  /** The currencies other than `baseCurrency` that entries dated up to `to` were made in, in alphabetical order. */
  async entryCurrencies(reader: Reader, scope: Scope, baseCurrency: string, to: string): Promise<string[]> {
    const q = scoped(scope);
    const rows = await reader.query<{ currency: string }>(
      `SELECT DISTINCT currency FROM journal_entries WHERE ${q.tenant()} AND date <= ${q.param(to)} AND currency <> ${q.param(baseCurrency)} ORDER BY currency`,
      q,
    );
    return rows.map((row) => row.currency);
  }

  /** What the customer owed on each invoice at the end of `asOf`, by its own rows (`owedOn`). */
  dues(db: Queryable, scope: Scope, asOf: string, customerId: string): Promise<InvoiceDue[]> {
    const q = scoped(scope);
    return db.query(`SELECT invoice_id, number, issue_date::text, due_date::text, due::text FROM (${owedOn(q, asOf, q.param(customerId))}) dues`, q);
  }

  /**
   * A page of aged receivables in one statement, from what each invoice owed at the end of `asOf`
   * (`owedOn`), added up in one pass per customer and per bucket (`width_bucket` of the days
   * past due over `AGING_STARTS` counts the starts reached, as `agingBucket` does): how many
   * customers owe anything; what the invoices owe in each bucket; the page's customers, `offset`
   * and `limit` into those owing anything in the customers list's order by name (then id); and
   * those customers' invoices owing. An early page's customers are read in that order from its
   * index (`customers_name_idx`) until the page is full: `IS TRUE` keeps "owes anything" a filter
   * that looks each customer up in the sums' hash as the index is read (a bare `IN` becomes a join,
   * after which PostgreSQL sorted every customer owing); for a deep page it may sort instead. The
   * page's invoices are read again customer by customer (`owedOn` for each), so every customer's
   * spans are added up as they are read, never held. The page comes as JSON, each customer with
   * its invoices: one row for the API to read, not a row per invoice, with the business's event
   * sequence. Customers and invoices are JSON arrays, not objects (`ledgerPage`'s lines too): a
   * third fewer bytes to write and parse, without the field names (docs/decisions.md).
   */
  async agedReceivablesPage(db: Queryable, scope: Scope, asOf: string, page: { offset: number; limit: number }): Promise<AgedReceivablesPage & Sequenced> {
    const q = scoped(scope);
    const [row] = await db.query<Omit<AgedReceivablesPage, 'shown'> & Sequenced & { shown: [string, string, InvoiceDueTuple[]][] }>(
      `WITH sums AS MATERIALIZED (SELECT customer_id, width_bucket(${q.param(asOf)}::date - due_date, ${q.param([...AGING_STARTS])}::int[]) AS bucket, sum(due) AS due
                                    FROM (${owedOn(q, asOf)}) dues GROUP BY GROUPING SETS ((customer_id), (2))),
            shown AS (SELECT customer.id AS customer_id, customer.name, row_number() OVER (ORDER BY ${CUSTOMER_SORTS.name}, customer.id) AS place
                        FROM customers customer
                       WHERE ${q.tenant('customer')} AND (customer.id IN (SELECT customer_id FROM sums)) IS TRUE
                       ORDER BY ${CUSTOMER_SORTS.name}, customer.id LIMIT ${q.param(page.limit)} OFFSET ${q.param(page.offset)})
       SELECT (SELECT count(customer_id) FROM sums)::int AS customers,
              (SELECT coalesce(json_agg(b), '[]') FROM (SELECT bucket, due::text AS due FROM sums WHERE customer_id IS NULL) b) AS buckets,
              (SELECT coalesce(json_agg(json_build_array(customer_id, name, (
                        SELECT coalesce(json_agg(json_build_array(invoice_id, number, issue_date, due_date, due::text)), '[]')
                          FROM (${owedOn(q, asOf, 'shown.customer_id')}) owed)) ORDER BY place), '[]')
                 FROM shown) AS shown,
              ${eventSequence(q)} AS sequence`,
      q,
    );
    return {
      ...row,
      shown: row.shown.map(([customer_id, name, invoices]) => ({
        customer_id,
        name,
        invoices: invoices.map(([invoice_id, number, issue_date, due_date, due]) => ({ invoice_id, number, issue_date, due_date, due })),
      })),
    };
  }

  /**
   * A page of the customer's movements dated in the period (from the customer index alone), in
   * date and posting order, with their invoices and their payments' references, each with what the
   * period's movements up to and including it add up to (`through`); only the page's invoices are
   * looked up.
   */
  customerMovements(db: Queryable, scope: Scope, customerId: string, period: Period, page: { offset: number; limit: number }): Promise<StatementMovementRow[]> {
    const q = scoped(scope);
    return db.query(
      `SELECT m.invoice_id, i.number, m.date::text, m.entry_id AS journal_entry_id, m.payment_id, m.reference,
              CASE WHEN m.payment_id IS NULL THEN 'invoice' ELSE 'payment' END AS source_type, m.reverses_id IS NOT NULL AS reversal,
              coalesce(i.status = 'void' AND m.reverses_id = i.journal_entry_id, false) AS voids_invoice, m.amount::text, m.through::text
         FROM (SELECT *, sum(amount) OVER (ORDER BY date, created_at, entry_id ROWS UNBOUNDED PRECEDING) AS through FROM receivable_movements
                WHERE ${q.tenant()} AND customer_id = ${q.param(customerId)} AND date BETWEEN ${q.param(period.from)} AND ${q.param(period.to)}
                ORDER BY date, created_at, entry_id OFFSET ${q.param(page.offset)} LIMIT ${q.param(page.limit)}) m
              ${invoiceOf(q, 'm')}
        ORDER BY m.date, m.created_at, m.entry_id`,
      q,
    );
  }

  /**
   * A customer of the tenant, or undefined; with how many movements the period holds and what they
   * add up to, and the business's event sequence, in one round trip.
   */
  async customer(
    db: Queryable,
    scope: Scope,
    id: string,
    period: Period,
  ): Promise<({ id: string; name: string; movements: number; moved: string } & Sequenced) | undefined> {
    const q = scoped(scope);
    const customer = q.param(id);
    const [row] = await db.query<{ id: string; name: string; movements: string; moved: string } & Sequenced>(
      `SELECT c.id, c.name, period.movements, period.moved, ${eventSequence(q)} AS sequence
         FROM customers c
         CROSS JOIN (SELECT count(*)::text AS movements, coalesce(sum(amount), 0)::text AS moved FROM receivable_movements
                      WHERE ${q.tenant()} AND customer_id = ${customer} AND date BETWEEN ${q.param(period.from)} AND ${q.param(period.to)}) period
        WHERE ${q.tenant('c')} AND c.id = ${customer}`,
      q,
    );
    return row && { id: row.id, name: row.name, movements: Number(row.movements), moved: row.moved, sequence: row.sequence };
  }

  /**
   * A page of the general ledger in one statement (so one snapshot, and one round trip):
   *
   * - `accounts`: the accounts the period lists, in chart order (just `accountId`'s, with it): each
   *   with its balance at the end of the day before the period (its balance now less what the
   *   period and the days after it moved), and its period's debit, credit and line count, from the
   *   maintained totals (`totalsOver`). Without `accountId`, an account with no lines in the period
   *   and no balance before it is not listed.
   * - `lines`: up to `count` of the listed accounts' lines, account after account (each account's in
   *   date and id order), from line `start.offset` (0-based) of them all, or from the line after
   *   `start.after` (a cursor's line, whose position is counted from the daily totals and its own
   *   day). Each line carries `account`, its account's index in `accounts`, and `balance`, the
   *   account's after it.
   *
   * Where a page starts is found from the maintained line counts, never by reading the lines before
   * it: the account holding its first line from the accounts' counts, then the month (or day outside
   * the period's whole months) holding it, then the day within that. Each line's balance is the
   * account's opening balance, plus what it moved in the period before that day, plus what its lines
   * from that day's first to this one moved. Accounts and lines come as JSON (amounts as text), the
   * lines as arrays (`LedgerLineTuple`): one value for the API to parse, where `pg` parsing a
   * hundred rows of ten columns cost its one thread about 1.7 times the CPU (docs/decisions.md).
   * PostgreSQL keeps the statement's generic plan, having found it no dearer than planning each call.
   */
  async ledgerPage(
    db: Queryable,
    scope: Scope,
    period: Period,
    accountId: string | undefined,
    start: { offset: number } | { after: { account: string; date: string; id: string } },
    count: number,
  ): Promise<LedgerPage> {
    const q = scoped(scope);
    const to = q.param(period.to);
    let at: string;
    if ('offset' in start) {
      at = `${q.param(start.offset)}::int`;
    } else {
      // The cursor's line is the account's lines before its day, plus its day's up to it, after the listed accounts before it.
      const { account, date, id } = start.after;
      at = `(SELECT (c.lines_before + coalesce((SELECT sum(lines) FROM (${totalsOverPeriod(q, period.from, addDays(date, -1))}) t WHERE t.account_id = c.account_id), 0)
                     + (SELECT count(*) FROM journal_lines l WHERE ${q.tenant('l')} AND l.account_id = c.account_id AND l.date = ${q.param(date)}::date AND l.id <= ${q.param(id)}::uuid))::int
                FROM listed c WHERE c.account_id = ${q.param(account)}::uuid)`;
    }
    const limit = `${q.param(count)}::int`;
    // The unit (a month, or a day outside the whole months) holding the account's line `r.skip`, then the day within it.
    const holding = (units: string, within: string) =>
      `SELECT * FROM (SELECT *, sum(lines) OVER w - lines AS lines_before, sum(net) OVER w - net AS net_before FROM (${units}) u WINDOW w AS (ORDER BY first)) u
        WHERE lines_before <= ${within} AND ${within} < lines_before + lines`;
    const units = `SELECT first, last, lines, debit - credit AS net FROM totals WHERE account_id = r.account_id AND lines > 0`;
    const days = `SELECT date AS first, lines, debit - credit AS net FROM account_daily_balances
                   WHERE ${q.tenant()} AND account_id = r.account_id AND date BETWEEN unit.first AND unit.last AND lines > 0`;
    const [page] = await db.query<Omit<LedgerPage, 'lines'> & { lines: LedgerLineTuple[] }>(
      `WITH totals AS (${totalsOverPeriod(q, period.from, period.to)}),
       listed AS MATERIALIZED (
         SELECT *, (row_number() OVER o - 1)::int AS place, (sum(lines) OVER o - lines)::int AS lines_before FROM (
           SELECT a.id AS account_id, a.code, a.name, a.type, a.subtype,
                  a.balance - coalesce(d.debit - d.credit, 0) - coalesce(later.debit - later.credit, 0) AS opening,
                  coalesce(d.debit, 0) AS debit, coalesce(d.credit, 0) AS credit, coalesce(d.lines, 0)::int AS lines
             FROM accounts a
             LEFT JOIN (SELECT account_id, sum(debit) AS debit, sum(credit) AS credit, sum(lines) AS lines FROM totals GROUP BY account_id) d ON d.account_id = a.id
             LEFT JOIN (${accountTotals(q, addDays(period.to, 1), null)}) later ON later.account_id = a.id
            WHERE ${q.tenant('a')}${accountId ? ` AND a.id = ${q.param(accountId)}` : ''}) a
         ${accountId ? '' : 'WHERE lines > 0 OR opening <> 0'}
         WINDOW o AS (ORDER BY code NULLS LAST, name, account_id)),
       start AS (SELECT ${at} AS at),
       reading AS (SELECT account_id, place, opening, greatest(start.at - lines_before, 0) AS skip, least(lines, start.at + ${limit} - lines_before) AS upto
                     FROM listed CROSS JOIN start
                    WHERE lines > 0 AND lines_before + lines > start.at AND lines_before < start.at + ${limit})
       SELECT (SELECT coalesce(json_agg(a ORDER BY a.account), '[]') FROM (
                 SELECT account_id, code, name, type, subtype, opening::text, debit::text, credit::text, lines, place AS account FROM listed) a) AS accounts,
              (SELECT coalesce(json_agg(json_build_array(account, line_id, journal_entry_id, date, source_type, source_id, memo, description, debit, credit, balance)
                                        ORDER BY line.account, line.date, line.line_id), '[]') FROM (
                 SELECT r.place AS account, x.line_id, e.id AS journal_entry_id, x.date, e.source_type, coalesce(e.source_id, e.id) AS source_id, e.memo,
                        x.description, x.debit::text, x.credit::text, (r.opening + begins.net_before + x.run)::text AS balance
                   FROM reading r
                  CROSS JOIN LATERAL (
                        SELECT day.first AS date, r.skip - unit.lines_before - day.lines_before AS skip, unit.net_before + day.net_before AS net_before
                          FROM (${holding(units, 'r.skip')}) unit CROSS JOIN LATERAL (${holding(days, 'r.skip - unit.lines_before')}) day) begins
                  CROSS JOIN LATERAL (
                        SELECT * FROM (SELECT l.id AS line_id, l.entry_id, l.date, l.description, l.base_debit AS debit, l.base_credit AS credit,
                                              sum(l.base_debit - l.base_credit) OVER (ORDER BY l.date, l.id) AS run
                                         FROM journal_lines l
                                        WHERE ${q.tenant('l')} AND l.account_id = r.account_id AND l.date BETWEEN begins.date AND ${to}
                                        ORDER BY l.date, l.id) ordered
                        OFFSET begins.skip LIMIT r.upto - r.skip) x
                   JOIN journal_entries e ON e.id = x.entry_id AND ${q.tenant('e')}) line) AS lines,
              ${eventSequence(q)} AS sequence`,
      q,
    );
    return {
      ...page,
      lines: page.lines.map(([account, line_id, journal_entry_id, date, source_type, source_id, memo, description, debit, credit, balance]) => ({
        account,
        line_id,
        journal_entry_id,
        date,
        source_type,
        source_id,
        memo,
        description,
        debit,
        credit,
        balance,
      })),
    };
  }
}
