import { DomainError } from '@ledgerline/envelope';
import { insertEvents, newId, type NewEvent, type Scope } from '@ledgerline/domain';
import { Decimal, isBalanced, type Posting, type SourceType } from '@ledgerline/ledger-rules';
import { lockDateViolation } from '../database/errors';
import type { EventType } from '../modules/events/event.response';
import { scoped, Sql, type ScopedSql } from '../database/sql';
import type { Queryable, Tx } from '../database/tx';

/** How the ledger is written: postings, events and counters, each one statement for any number of callers and tenants. */

export interface EntryRecord {
  metadata?: Record<string, string>;
  externalId?: string | null;
}

export interface Entry {
  scope: Scope;
  posting: Posting;
  record?: EntryRecord;
}

/** A programming error, before the database's own refusal at commit: an unbalanced entry or one of fewer than two lines. */
function refuseUnpostable(posting: Posting): void {
  if (posting.lines.length < 2 || !isBalanced(posting.lines)) throw new Error('refusing to post an unbalanced entry or one of fewer than two lines');
}

/**
 * Writes balanced entries and their lines, of any tenants, in one statement, and answers their ids.
 * The lines' insert trigger moves the balances, locking every account of the statement in id
 * order, as every posting does, so postings cannot deadlock; entries posted together (a reversal
 * and the entry replacing it) lock the union of their accounts at once. An entry dated on or
 * before its tenant's lock date (moved since the caller checked) is the API's 400 on `date`.
 */
export async function postEntries(tx: Tx, entries: Entry[]): Promise<string[]> {
  entries.forEach((entry) => refuseUnpostable(entry.posting));
  const ids = entries.map(() => newId());
  const lines = entries.flatMap((entry, index) =>
    entry.posting.lines.map((line, lineIndex) => ({ entry: entry, id: ids[index], lineNo: lineIndex + 1, line })),
  );
  const q = new Sql();
  const column = <T>(rows: T[], value: (row: T) => unknown) => q.param(rows.map(value));
  try {
    await tx.query(
      `WITH entry AS (
         INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id, reverses_id, metadata,
                                      external_id)
         SELECT * FROM unnest(${q.param(ids)}::uuid[], ${column(entries, (e) => e.scope.businessId)}::uuid[],
                              ${column(entries, (e) => e.scope.environment)}::text[], ${column(entries, (e) => e.posting.date)}::date[],
                              ${column(entries, (e) => e.posting.memo)}::text[], ${column(entries, (e) => e.posting.currency)}::text[],
                              ${column(entries, (e) => e.posting.exchangeRate.toString())}::numeric[], ${column(entries, (e) => e.posting.sourceType)}::text[],
                              ${column(entries, (e) => e.posting.sourceId)}::uuid[], ${column(entries, (e) => e.posting.reversesId ?? null)}::uuid[],
                              ${column(entries, (e) => JSON.stringify(e.record?.metadata ?? {}))}::jsonb[],
                              ${column(entries, (e) => e.record?.externalId ?? null)}::text[])
       )
       INSERT INTO journal_lines (id, business_id, environment, entry_id, date, line_no, account_id, description, debit, credit, base_debit, base_credit)
       SELECT * FROM unnest(${column(lines, () => newId())}::uuid[], ${column(lines, (l) => l.entry.scope.businessId)}::uuid[],
                            ${column(lines, (l) => l.entry.scope.environment)}::text[], ${column(lines, (l) => l.id)}::uuid[],
                            ${column(lines, (l) => l.entry.posting.date)}::date[], ${column(lines, (l) => l.lineNo)}::int[],
                            ${column(lines, (l) => l.line.accountId)}::uuid[], ${column(lines, (l) => l.line.description ?? null)}::text[],
                            ${column(lines, (l) => l.line.debit.toString())}::numeric[], ${column(lines, (l) => l.line.credit.toString())}::numeric[],
                            ${column(lines, (l) => l.line.baseDebit.toString())}::numeric[], ${column(lines, (l) => l.line.baseCredit.toString())}::numeric[])`,
      q,
    );
  } catch (error) {
    if (lockDateViolation(error)) throw DomainError.validation([{ field: 'date', message: 'must be after the lock date' }]);
    throw error;
  }
  return ids;
}

/** Posts one balanced entry in `tx` and answers its id; under group commit, in one statement with the other callers' entries. */
export function postEntry(tx: Tx, scope: Scope, posting: Posting, record?: EntryRecord): Promise<string> {
  return tx.share(postEntries, { scope, posting, record });
}

/**
 * Appends events, of any tenants, to the feed in one statement and queues their webhook
 * deliveries (`insertEvents`, shared with the auth app's owner pages).
 */
export async function recordEvents(tx: Tx, events: NewEvent[]): Promise<void[]> {
  await insertEvents((text, sql) => tx.query(text, sql), events);
  return events.map(() => undefined);
}

/** Records an event in `tx`, with its tenant's next sequence number; under group commit, with the other callers' events. */
export function recordEvent(tx: Tx, scope: Scope, type: EventType, data: object): Promise<void> {
  return tx.share(recordEvents, { scope, type, data });
}

export interface CounterStep {
  scope: Scope;
  name: string;
  delta: number;
}

/**
 * Adds to named counters of tenants (document numbers, list counts) in one statement and answers,
 * for each step in order, the counter's value just after it. The counter rows are locked in tenant
 * order; each stays locked until its transaction ends, so numbers are taken one writer at a time.
 * Just before its row, each counter's transaction-level advisory lock is taken: writers of a busy
 * counter (one business's sale numbers) queue on it, granted one per commit, instead of all waking
 * and retrying on the row at every commit (docs/decisions.md, Lock order).
 */
export async function addToCounters(tx: Tx, steps: CounterStep[]): Promise<number[]> {
  const q = new Sql();
  const column = (value: (step: CounterStep) => unknown) => q.param(steps.map(value));
  const rows = await tx.query<{ i: string; value: string }>(
    `WITH step AS (
       SELECT * FROM unnest(${column((s) => s.scope.businessId)}::uuid[], ${column((s) => s.scope.environment)}::text[], ${column((s) => s.name)}::text[],
                            ${column((s) => s.delta)}::bigint[]) WITH ORDINALITY AS step(business_id, environment, name, delta, i)
     ), added AS (
       INSERT INTO counters (business_id, environment, name, value)
       SELECT business_id, environment, name, value
         FROM (SELECT business_id, environment, name, sum(delta) AS value,
                      pg_advisory_xact_lock(hashtext(name), hashtext(business_id::text || environment)) AS queued
                 FROM step GROUP BY business_id, environment, name ORDER BY business_id, environment, name) counter
       ON CONFLICT (business_id, environment, name) DO UPDATE SET value = counters.value + EXCLUDED.value
       RETURNING business_id, environment, name, value
     )
     SELECT step.i, added.value - sum(step.delta) OVER counter + sum(step.delta) OVER (counter ORDER BY step.i) AS value
       FROM step JOIN added USING (business_id, environment, name)
     WINDOW counter AS (PARTITION BY step.business_id, step.environment, step.name)`,
    q,
  );
  const byStep = new Map(rows.map((row) => [Number(row.i), Number(row.value)]));
  return steps.map((_, index) => byStep.get(index + 1)!);
}

/** Adds `delta` to a named counter of the tenant and returns the new value; under group commit, shared with the other callers' steps. */
export function bumpCounter(tx: Tx, scope: Scope, name: string, delta = 1): Promise<number> {
  return tx.share(addToCounters, { scope, name, delta });
}

/** The id of the system account with `subtype` (cash, accounts_receivable, sales_tax, sales, rounding, …). */
export async function systemAccountId(db: Queryable, scope: Scope, subtype: string): Promise<string> {
  const q = scoped(scope);
  const [row] = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE ${q.tenant()} AND system AND subtype = ${q.param(subtype)}`, q);
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
export async function loadPosting(db: Queryable, scope: Scope, entryId: string): Promise<Posting | null> {
  const q: ScopedSql = scoped(scope);
  const rows = await db.query<PostedLineRow>(
    `SELECT e.date::text AS date, e.memo, e.currency, e.exchange_rate::text AS exchange_rate, e.source_type, e.source_id, e.reverses_id,
            l.account_id, l.description, l.debit::text AS debit, l.credit::text AS credit, l.base_debit::text AS base_debit, l.base_credit::text AS base_credit
       FROM journal_entries e JOIN journal_lines l ON l.business_id = e.business_id AND l.environment = e.environment AND l.entry_id = e.id
      WHERE ${q.tenant('e')} AND e.id = ${q.param(entryId)}
      ORDER BY l.line_no`,
    q,
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
