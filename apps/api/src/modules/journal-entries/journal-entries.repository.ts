import { Inject, Injectable } from '@nestjs/common';
import { JournalEntryEntity, type Scope } from '@ledgerline/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { paginate, type Page } from '../../common/pagination';
import type { JournalEntryRow } from './journal-entry.response';
import { JOURNAL_SORTS, type ListJournalEntriesQueryDto } from './journal-entry.dto';

const ENTRY_COLUMNS = `
  e.id, e.date::text AS date, e.memo, e.currency, e.exchange_rate::text AS exchange_rate, e.source_type, e.source_id,
  e.reverses_id, (SELECT r.id FROM journal_entries r WHERE r.reverses_id = e.id) AS reversed_by_id,
  e.metadata, e.external_id, e.created_at,
  (SELECT jsonb_agg(jsonb_build_object(
      'id', l.id, 'line_no', l.line_no, 'account_id', l.account_id, 'description', l.description,
      'debit', l.debit::text, 'credit', l.credit::text, 'base_debit', l.base_debit::text, 'base_credit', l.base_credit::text
    ) ORDER BY l.line_no) FROM journal_lines l WHERE l.entry_id = e.id) AS lines`;

/** Journal entries with their lines, always scoped to one business and environment. */
@Injectable()
export class JournalEntriesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async findRows(scope: Scope, ids: string[], tx: EntityManager = this.db.manager): Promise<JournalEntryRow[]> {
    if (ids.length === 0) return [];
    const rows: JournalEntryRow[] = await tx.query(
      `SELECT ${ENTRY_COLUMNS} FROM journal_entries e WHERE e.business_id = $1 AND e.environment = $2 AND e.id = ANY($3::uuid[])`,
      [scope.businessId, scope.environment, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is JournalEntryRow => Boolean(row));
  }

  async find(scope: Scope, id: string, tx?: EntityManager): Promise<JournalEntryRow | undefined> {
    return (await this.findRows(scope, [id], tx))[0];
  }

  async list(scope: Scope, query: ListJournalEntriesQueryDto): Promise<Page<JournalEntryRow>> {
    const builder = this.db
      .getRepository(JournalEntryEntity)
      .createQueryBuilder('entry')
      .where('entry.business_id = :businessId AND entry.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
    if (query.account_id) builder.andWhere('EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = entry.id AND l.account_id = :accountId)', { accountId: query.account_id });
    if (query.source_type) builder.andWhere('entry.source_type = :sourceType', { sourceType: query.source_type });
    if (query.source_id) builder.andWhere('entry.source_id = :sourceId', { sourceId: query.source_id });
    if (query.date_from) builder.andWhere('entry.date >= :dateFrom', { dateFrom: query.date_from });
    if (query.date_to) builder.andWhere('entry.date <= :dateTo', { dateTo: query.date_to });
    if (query.updated_since) builder.andWhere('entry.created_at >= :updatedSince', { updatedSince: query.updated_since });
    if (query.external_id) builder.andWhere('entry.external_id = :externalId', { externalId: query.external_id });
    const page = await paginate(builder, query, JOURNAL_SORTS, '-date');
    return { rows: await this.findRows(scope, page.rows.map((entry) => entry.id)), pagination: page.pagination };
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
    const [row] = await tx.query('SELECT lock_date::text AS lock_date FROM business_environments WHERE business_id = $1 AND environment = $2', [scope.businessId, scope.environment]);
    return row?.lock_date ?? null;
  }
}
