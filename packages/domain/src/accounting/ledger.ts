import { DomainError } from '@ledgerline/envelope';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { newId } from '../ids';
import type { Scope } from '../tenant';
import { Decimal, isBalanced, type Posting, type SourceType } from '@ledgerline/ledger-rules';

export interface EntryRecord {
  metadata?: Record<string, string>;
  externalId?: string | null;
}

/** Numbered parameters of one statement built from parts (`$1`, `$2`, … in the order added). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A programming error, before the database's own refusal at commit: an unbalanced entry or one of fewer than two lines. */
export function refuseUnpostable(posting: Posting): void {
  if (posting.lines.length < 2 || !isBalanced(posting.lines)) throw new Error('refusing to post an unbalanced entry or one of fewer than two lines');
}

/**
 * The `WITH` parts that post a balanced entry: `locked` (the balance rows of its accounts, locked
 * in account id order, as every posting locks them, so that postings cannot deadlock), `entry`,
 * and `posted` (its lines, dated as the entry). `line_no` keeps the order the document gave the lines.
 */
function postingParts(p: SqlParams, scope: Scope, posting: Posting, entryId: string, record: EntryRecord = {}): string {
  refuseUnpostable(posting);
  const [business, environment] = [p.add(scope.businessId), p.add(scope.environment)];
  const lines = posting.lines;
  return `locked AS (
      SELECT count(*) FROM (SELECT id FROM accounts WHERE business_id = ${business} AND environment = ${environment} AND id = ANY(${p.add([...new Set(lines.map((line) => line.accountId))])}::uuid[])
                             ORDER BY id FOR NO KEY UPDATE) accounts
    ), entry AS (
      INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id, reverses_id, metadata, external_id)
      VALUES (${p.add(entryId)}, ${business}, ${environment}, ${p.add(posting.date)}, ${p.add(posting.memo)}, ${p.add(posting.currency)}, ${p.add(posting.exchangeRate.toString())},
              ${p.add(posting.sourceType)}, ${p.add(posting.sourceId)}, ${p.add(posting.reversesId ?? null)}, ${p.add(record.metadata ?? {})}, ${p.add(record.externalId ?? null)})
      RETURNING id, date
    ), posted AS (
      INSERT INTO journal_lines (id, business_id, environment, entry_id, date, line_no, account_id, description, debit, credit, base_debit, base_credit)
      SELECT l.id, ${business}, ${environment}, entry.id, entry.date, l.line_no, l.account_id, l.description, l.debit, l.credit, l.base_debit, l.base_credit
        FROM entry, unnest(${p.add(lines.map(() => newId()))}::uuid[], ${p.add(lines.map((_, index) => index + 1))}::int[], ${p.add(lines.map((line) => line.accountId))}::uuid[],
                           ${p.add(lines.map((line) => line.description ?? null))}::text[], ${p.add(lines.map((line) => line.debit.toString()))}::numeric[],
                           ${p.add(lines.map((line) => line.credit.toString()))}::numeric[], ${p.add(lines.map((line) => line.baseDebit.toString()))}::numeric[],
                           ${p.add(lines.map((line) => line.baseCredit.toString()))}::numeric[])
          AS l(id, line_no, account_id, description, debit, credit, base_debit, base_credit)
      RETURNING 1
    )`;
}

/** Runs a statement that posts and answers its rows; the database's lock-date refusal becomes the API's own. */
export function runPosting<Row>(tx: EntityManager, sql: string, p: SqlParams): Promise<Row[]> {
  return tx.query(sql, p.values).catch((error: unknown) => {
    // The lock date moved after the caller checked it.
    if (error instanceof QueryFailedError && /lock date/.test(error.message))
      throw DomainError.validation([{ field: 'date', message: 'must be after the lock date' }]);
    throw error;
  });
}

/** Writes a balanced entry and its lines (one statement) inside the caller's transaction. */
export async function postEntry(tx: EntityManager, scope: Scope, posting: Posting, record: EntryRecord = {}): Promise<string> {
  const entryId = newId();
  const p = new SqlParams();
  await runPosting(tx, `WITH ${postingParts(p, scope, posting, entryId, record)} SELECT 1`, p);
  return entryId;
}

/**
 * Appends an event to the outbox in the caller's transaction with the next gap-free sequence
 * number of the business and environment (the sequence row serialises writers of one tenant until
 * they commit; every transaction takes it after its balance rows, so after its postings).
 */
export async function recordEvent(tx: EntityManager, scope: Scope, type: string, data: object): Promise<void> {
  await tx.query(
    `WITH next_event AS (
       UPDATE business_environments SET event_sequence = event_sequence + 1 WHERE business_id = $1 AND environment = $2 RETURNING event_sequence
     )
     INSERT INTO events (business_id, environment, sequence, id, type, data) SELECT $1, $2, event_sequence, $3, $4, $5 FROM next_event`,
    [scope.businessId, scope.environment, newId(), type, JSON.stringify(data)],
  );
}

/** Adds `delta` to a named counter of the tenant and returns the new value (document numbers, list counts). */
export async function bumpCounter(tx: EntityManager, scope: Scope, name: string, delta = 1): Promise<number> {
  const [row] = await tx.query(
    `INSERT INTO counters (business_id, environment, name, value) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id, environment, name) DO UPDATE SET value = counters.value + EXCLUDED.value
     RETURNING value`,
    [scope.businessId, scope.environment, name, delta],
  );
  return Number(row.value);
}

/** The id of the system account with `subtype` (cash, accounts_receivable, sales_tax, sales, rounding, …). */
export async function systemAccountId(tx: EntityManager, scope: Scope, subtype: string): Promise<string> {
  const [row] = await tx.query('SELECT id FROM accounts WHERE business_id = $1 AND environment = $2 AND system AND subtype = $3', [
    scope.businessId,
    scope.environment,
    subtype,
  ]);
  if (!row) throw new Error(`business has no system account of subtype ${subtype}`);
  return row.id;
}

/** One line of a posted entry, with its entry's header (numerics as text). */
interface PostedLineRow {
  date: string;
  memo: string | null;
  currency: string;
  exchange_rate: string;
  source_type: SourceType;
  source_id: string | null;
  reverses_id: string | null;
  account_id: string;
  description: string | null;
  debit: string;
  credit: string;
  base_debit: string;
  base_credit: string;
}

/**
 * A posted entry read back as a Posting (lines in their `line_no` order), to undo it with
 * `reversalOf` when its document is changed or voided. Null when the tenant has no such entry.
 */
export async function loadPosting(tx: EntityManager, scope: Scope, entryId: string): Promise<Posting | null> {
  const rows: PostedLineRow[] = await tx.query(
    `SELECT e.date::text AS date, e.memo, e.currency, e.exchange_rate::text AS exchange_rate, e.source_type, e.source_id, e.reverses_id,
            l.account_id, l.description, l.debit::text AS debit, l.credit::text AS credit, l.base_debit::text AS base_debit, l.base_credit::text AS base_credit
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
      WHERE e.business_id = $1 AND e.environment = $2 AND e.id = $3
      ORDER BY l.line_no`,
    [scope.businessId, scope.environment, entryId],
  );
  const [entry] = rows;
  if (!entry) return null;
  return {
    date: entry.date,
    memo: entry.memo,
    currency: entry.currency,
    exchangeRate: new Decimal(entry.exchange_rate),
    sourceType: entry.source_type,
    sourceId: entry.source_id,
    reversesId: entry.reverses_id,
    lines: rows.map((line) => ({
      accountId: line.account_id,
      description: line.description,
      debit: new Decimal(line.debit),
      credit: new Decimal(line.credit),
      baseDebit: new Decimal(line.base_debit),
      baseCredit: new Decimal(line.base_credit),
    })),
  };
}

/**
 * Locks the balance rows of `accountIds` in id order. A transaction that posts two entries (a
 * reversal and the entry replacing it) takes every lock of both first, in the global order single
 * postings use, so that it cannot deadlock with them.
 */
export async function lockAccounts(tx: EntityManager, scope: Scope, accountIds: string[]): Promise<void> {
  await tx.query('SELECT id FROM accounts WHERE business_id = $1 AND environment = $2 AND id = ANY($3::uuid[]) ORDER BY id FOR NO KEY UPDATE', [
    scope.businessId,
    scope.environment,
    [...new Set(accountIds)],
  ]);
}
