import { DomainError } from '@ledgerline/envelope';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { newId } from '../ids';
import type { Scope } from '../tenant';
import { Decimal } from './money';
import { isBalanced, type Posting, type SourceType } from './posting';

export interface EntryRecord {
  metadata?: Record<string, string>;
  externalId?: string | null;
}

/**
 * Writes a balanced entry and its lines inside the caller's transaction. Lines go in ordered by
 * account id, so concurrent postings lock the balance rows (updated by trigger) in one global
 * order and cannot deadlock; `line_no` keeps the order the document gave them.
 */
export async function postEntry(tx: EntityManager, scope: Scope, posting: Posting, record: EntryRecord = {}): Promise<string> {
  if (posting.lines.length < 2 || !isBalanced(posting.lines)) throw new Error('refusing to post an unbalanced entry or one of fewer than two lines');
  const entryId = newId();
  await tx
    .query(
      `INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id, reverses_id, metadata, external_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [entryId, scope.businessId, scope.environment, posting.date, posting.memo, posting.currency, posting.exchangeRate.toString(), posting.sourceType, posting.sourceId, posting.reversesId ?? null, record.metadata ?? {}, record.externalId ?? null],
    )
    .catch((error: unknown) => {
      // The lock date moved after the caller checked it: the database's refusal, as the API's own.
      if (error instanceof QueryFailedError && /lock date/.test(error.message)) throw DomainError.validation([{ field: 'date', message: 'must be after the lock date' }]);
      throw error;
    });
  const lines = posting.lines.map((line, index) => ({ ...line, lineNo: index + 1 })).sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  await tx.query(
    `INSERT INTO journal_lines (id, business_id, environment, entry_id, line_no, account_id, description, debit, credit, base_debit, base_credit)
     SELECT l.id, $1, $2, $3, l.line_no, l.account_id, l.description, l.debit, l.credit, l.base_debit, l.base_credit
       FROM unnest($4::uuid[], $5::int[], $6::uuid[], $7::text[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[])
         WITH ORDINALITY AS l(id, line_no, account_id, description, debit, credit, base_debit, base_credit, ord)
      ORDER BY l.ord`,
    [
      scope.businessId,
      scope.environment,
      entryId,
      lines.map(() => newId()),
      lines.map((line) => line.lineNo),
      lines.map((line) => line.accountId),
      lines.map((line) => line.description ?? null),
      lines.map((line) => line.debit.toString()),
      lines.map((line) => line.credit.toString()),
      lines.map((line) => line.baseDebit.toString()),
      lines.map((line) => line.baseCredit.toString()),
    ],
  );
  return entryId;
}

/**
 * Appends an event to the outbox in the caller's transaction, with the next gap-free sequence
 * number of the business and environment (the counter row serialises writers of one tenant).
 */
export async function recordEvent(tx: EntityManager, scope: Scope, type: string, data: object): Promise<number> {
  const [row] = await tx.query(
    `WITH next AS (
       UPDATE business_environments SET event_sequence = event_sequence + 1
        WHERE business_id = $1 AND environment = $2 RETURNING event_sequence
     )
     INSERT INTO events (business_id, environment, sequence, id, type, data)
     SELECT $1, $2, event_sequence, $3, $4, $5 FROM next RETURNING sequence`,
    [scope.businessId, scope.environment, newId(), type, JSON.stringify(data)],
  );
  return Number(row.sequence);
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

export async function readCounter(tx: EntityManager, scope: Scope, name: string): Promise<number> {
  const [row] = await tx.query('SELECT value FROM counters WHERE business_id = $1 AND environment = $2 AND name = $3', [scope.businessId, scope.environment, name]);
  return row ? Number(row.value) : 0;
}

/** The id of the system account with `subtype` (cash, accounts_receivable, sales_tax, sales, rounding, …). */
export async function systemAccountId(tx: EntityManager, scope: Scope, subtype: string): Promise<string> {
  const [row] = await tx.query('SELECT id FROM accounts WHERE business_id = $1 AND environment = $2 AND system AND subtype = $3', [scope.businessId, scope.environment, subtype]);
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
