import { Injectable } from '@nestjs/common';
import { type Scope } from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { scoped } from '../../database/sql';
import type { Queryable, Tx } from '../../database/tx';
import type { JournalEntryRow } from './journal-entry.response';
import { JOURNAL_SORTS, type ListJournalEntriesQueryDto } from './journal-entry.dto';

const ENTRY_COLUMNS = `
  entry.id, entry.date::text AS date, entry.memo, entry.currency, entry.exchange_rate::text AS exchange_rate, entry.source_type, entry.source_id,
  entry.reverses_id, (SELECT r.id FROM journal_entries r WHERE r.business_id = entry.business_id AND r.environment = entry.environment AND r.reverses_id = entry.id) AS reversed_by_id,
  entry.metadata, entry.external_id, entry.created_at,
  (SELECT jsonb_agg(jsonb_build_object(
      'id', l.id, 'line_no', l.line_no, 'account_id', l.account_id, 'description', l.description,
      'debit', l.debit::text, 'credit', l.credit::text, 'base_debit', l.base_debit::text, 'base_credit', l.base_credit::text
    ) ORDER BY l.line_no) FROM journal_lines l WHERE l.entry_id = entry.id) AS lines`;

export const JOURNAL_ENTRY_KEYS: UniqueKeys = {
  resource: 'journal entry',
  table: 'journal_entries',
  constraints: { journal_entries_external_id_key: 'external_id' },
};

/** Journal entries with their lines, always scoped to one business and environment. */
@Injectable()
export class JournalEntriesRepository {
  /** The entries of `ids` that the tenant has, in the order of `ids`. */
  async findRows(db: Queryable, scope: Scope, ids: string[]): Promise<JournalEntryRow[]> {
    const q = scoped(scope);
    const rows = await db.query<JournalEntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM journal_entries entry WHERE ${q.tenant('entry')} AND entry.id = ANY(${q.param(ids)}::uuid[])`,
      q,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is JournalEntryRow => Boolean(row));
  }

  async find(db: Queryable, scope: Scope, id: string): Promise<JournalEntryRow | undefined> {
    return (await this.findRows(db, scope, [id]))[0];
  }

  /** The entry, locked until the transaction ends (then read), so that two reversals of it take turns. */
  async lock(tx: Tx, scope: Scope, id: string): Promise<JournalEntryRow | undefined> {
    const q = scoped(scope);
    const locked = await tx.query(`SELECT id FROM journal_entries WHERE ${q.tenant()} AND id = ${q.param(id)} FOR NO KEY UPDATE`, q);
    return locked.length > 0 ? this.find(tx, scope, id) : undefined;
  }

  list(db: Queryable, scope: Scope, query: ListJournalEntriesQueryDto): Promise<Page<JournalEntryRow>> {
    const q = scoped(scope);
    const where = [q.tenant('entry')];
    // The account's lines from its index: an account with few lines answers at once, not after every entry is checked.
    if (query.account_id)
      where.push(`entry.id IN (SELECT l.entry_id FROM journal_lines l WHERE ${q.tenant('l')} AND l.account_id = ${q.param(query.account_id)})`);
    if (query.source_type) where.push(`entry.source_type = ${q.param(query.source_type)}`);
    if (query.source_id) where.push(`entry.source_id = ${q.param(query.source_id)}`);
    if (query.date_from) where.push(`entry.date >= ${q.param(query.date_from)}`);
    if (query.date_to) where.push(`entry.date <= ${q.param(query.date_to)}`);
    if (query.updated_since) where.push(`entry.created_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`entry.external_id = ${q.param(query.external_id)}`);
    return paginate(db, { from: 'journal_entries entry', alias: 'entry', columns: ENTRY_COLUMNS, where, params: q }, query, JOURNAL_SORTS, '-date');
  }

  /** Accounts of the business among `ids`, with what a posting needs to know. */
  async accounts(db: Queryable, scope: Scope, ids: string[]): Promise<Map<string, { archived: boolean; subtype: string }>> {
    const q = scoped(scope);
    const rows = await db.query<{ id: string; archived: boolean; subtype: string }>(
      `SELECT id, archived, subtype FROM accounts WHERE ${q.tenant()} AND id = ANY(${q.param(ids)}::uuid[])`,
      q,
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async lockDate(db: Queryable, scope: Scope): Promise<string | null> {
    const q = scoped(scope);
    const [row] = await db.query<{ lock_date: string | null }>(`SELECT lock_date::text AS lock_date FROM business_environments WHERE ${q.tenant()}`, q);
    return row?.lock_date ?? null;
  }
}
