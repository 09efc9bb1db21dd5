import { Inject, Injectable } from '@nestjs/common';
import { type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager } from 'typeorm';
import { paginate, type Page } from '../../common/pagination';
import type { JournalEntryRow } from './journal-entry.response';
import { JOURNAL_SORTS, type ListJournalEntriesQueryDto } from './journal-entry.dto';

const ENTRY_COLUMNS = `
  entry.id, entry.date::text AS date, entry.memo, entry.currency, entry.exchange_rate::text AS exchange_rate, entry.source_type, entry.source_id,
  entry.reverses_id, (SELECT r.id FROM journal_entries r WHERE r.reverses_id = entry.id) AS reversed_by_id,
  entry.metadata, entry.external_id, entry.created_at,
  (SELECT jsonb_agg(jsonb_build_object(
      'id', l.id, 'line_no', l.line_no, 'account_id', l.account_id, 'description', l.description,
      'debit', l.debit::text, 'credit', l.credit::text, 'base_debit', l.base_debit::text, 'base_credit', l.base_credit::text
    ) ORDER BY l.line_no) FROM journal_lines l WHERE l.entry_id = entry.id) AS lines`;

/** Journal entries with their lines, always scoped to one business and environment. */
@Injectable()
export class JournalEntriesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async findRows(scope: Scope, ids: string[], tx: EntityManager = this.db.manager): Promise<JournalEntryRow[]> {
    if (ids.length === 0) return [];
    const rows: JournalEntryRow[] = await tx.query(
      `SELECT ${ENTRY_COLUMNS} FROM journal_entries entry WHERE entry.business_id = $1 AND entry.environment = $2 AND entry.id = ANY($3::uuid[])`,
      [scope.businessId, scope.environment, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is JournalEntryRow => Boolean(row));
  }

  async find(scope: Scope, id: string, tx?: EntityManager): Promise<JournalEntryRow | undefined> {
    return (await this.findRows(scope, [id], tx))[0];
  }

  list(scope: Scope, query: ListJournalEntriesQueryDto): Promise<Page<JournalEntryRow>> {
    const p = new Sql();
    const where = [`entry.business_id = ${p.param(scope.businessId)}`, `entry.environment = ${p.param(scope.environment)}`];
    if (query.account_id) where.push(`EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = entry.id AND l.account_id = ${p.param(query.account_id)})`);
    if (query.source_type) where.push(`entry.source_type = ${p.param(query.source_type)}`);
    if (query.source_id) where.push(`entry.source_id = ${p.param(query.source_id)}`);
    if (query.date_from) where.push(`entry.date >= ${p.param(query.date_from)}`);
    if (query.date_to) where.push(`entry.date <= ${p.param(query.date_to)}`);
    if (query.updated_since) where.push(`entry.created_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`entry.external_id = ${p.param(query.external_id)}`);
    return paginate(this.db, { from: 'journal_entries entry', alias: 'entry', columns: ENTRY_COLUMNS, where, params: p }, query, JOURNAL_SORTS, '-date');
  }

  /** Active accounts of the business among `ids`, with what a posting needs to know. */
  async accounts(tx: EntityManager, scope: Scope, ids: string[]): Promise<Map<string, { archived: boolean; subtype: string }>> {
    const rows: { id: string; archived: boolean; subtype: string }[] = await tx.query(
      'SELECT id, archived, subtype FROM accounts WHERE business_id = $1 AND environment = $2 AND id = ANY($3::uuid[])',
      [scope.businessId, scope.environment, ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async lockDate(tx: EntityManager, scope: Scope): Promise<string | null> {
    const [row] = await tx.query('SELECT lock_date::text AS lock_date FROM business_environments WHERE business_id = $1 AND environment = $2', [
      scope.businessId,
      scope.environment,
    ]);
    return row?.lock_date ?? null;
  }
}
