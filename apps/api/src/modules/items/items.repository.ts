import { Injectable } from '@nestjs/common';
import { ItemEntity, type Scope } from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { RecordTable } from '../../database/record-table';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { ITEM_SORTS, type ListItemsQueryDto } from './dto/item.dto';

export type NewItem = Pick<ItemEntity, 'name' | 'sku' | 'description' | 'unitPrice' | 'incomeAccountId' | 'taxRateId' | 'metadata' | 'externalId'>;
export type ItemChanges = Partial<NewItem & Pick<ItemEntity, 'archived'>>;

export const ITEM_KEYS: UniqueKeys = { resource: 'item', table: 'items', constraints: { items_sku_key: 'sku', items_external_id_key: 'external_id' } };

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every items query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class ItemsRepository {
  private readonly table: RecordTable<ItemEntity>;

  constructor(db: Db) {
    this.table = new RecordTable(db.source, ItemEntity, 'item');
  }

  list(db: Queryable, scope: Scope, query: ListItemsQueryDto): Promise<Page<ItemEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('item')];
    if (query.archived !== undefined) where.push(`item.archived = ${q.param(query.archived)}`);
    if (query.updated_since) where.push(`item.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`item.external_id = ${q.param(query.external_id)}`);
    if (query.sku) where.push(`item.sku = ${q.param(query.sku)}`);
    if (query.name) where.push(`item.name ILIKE ${q.param(`%${likeEscaped(query.name)}%`)}`);
    return paginate(db, { from: 'items item', alias: 'item', columns: this.table.columns, where, params: q }, query, ITEM_SORTS, '-created_at');
  }

  find(db: Queryable, scope: Scope, id: string): Promise<ItemEntity | null> {
    return this.table.find(db, scope, id);
  }

  /** The item locked for a change or a delete. */
  lock(tx: Tx, scope: Scope, id: string): Promise<ItemEntity | null> {
    return this.table.find(tx, scope, id, 'FOR UPDATE');
  }

  /** An account of the business: what an item needs to know about it. */
  async account(db: Queryable, scope: Scope, id: string): Promise<{ type: string; archived: boolean } | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<{ type: string; archived: boolean }>(`SELECT type, archived FROM accounts WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row;
  }

  /** A tax rate of the business: what an item needs to know about it. */
  async taxRate(db: Queryable, scope: Scope, id: string): Promise<{ archived: boolean } | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<{ archived: boolean }>(`SELECT archived FROM tax_rates WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row;
  }

  insert(tx: Tx, scope: Scope, item: NewItem): Promise<ItemEntity> {
    return this.table.insert(tx, scope, item);
  }

  update(tx: Tx, scope: Scope, id: string, changes: ItemChanges): Promise<ItemEntity> {
    return this.table.update(tx, scope, id, changes);
  }

  delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    return this.table.delete(tx, scope, id);
  }
}
