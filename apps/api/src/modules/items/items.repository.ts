import { Inject, Injectable } from '@nestjs/common';
import { ItemEntity, newId, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { ITEM_SORTS, type ListItemsQueryDto } from './dto/item.dto';

export type NewItem = Pick<ItemEntity, 'name' | 'sku' | 'description' | 'unitPrice' | 'incomeAccountId' | 'taxRateId' | 'metadata' | 'externalId'>;
export type ItemChanges = Partial<NewItem & Pick<ItemEntity, 'archived'>>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every items query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class ItemsRepository {
  /** A row (alias `item`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, ItemEntity, 'item');
  }

  private scoped(manager: EntityManager, scope: Scope): SelectQueryBuilder<ItemEntity> {
    return manager
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .where('item.business_id = :businessId AND item.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  private byId(manager: EntityManager, scope: Scope, id: string): SelectQueryBuilder<ItemEntity> {
    return this.scoped(manager, scope).andWhere('item.id = :id', { id });
  }

  list(scope: Scope, query: ListItemsQueryDto): Promise<Page<ItemEntity>> {
    const p = new Sql();
    const where = [`item.business_id = ${p.param(scope.businessId)}`, `item.environment = ${p.param(scope.environment)}`];
    if (query.archived !== undefined) where.push(`item.archived = ${p.param(query.archived)}`);
    if (query.updated_since) where.push(`item.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`item.external_id = ${p.param(query.external_id)}`);
    if (query.sku) where.push(`item.sku = ${p.param(query.sku)}`);
    if (query.name) where.push(`item.name ILIKE ${p.param(`%${likeEscaped(query.name)}%`)}`);
    return paginate(this.db, { from: 'items item', alias: 'item', columns: this.columns, where, params: p }, query, ITEM_SORTS, '-created_at');
  }

  find(scope: Scope, id: string): Promise<ItemEntity | null> {
    return this.byId(this.db.manager, scope, id).getOne();
  }

  findBy(scope: Scope, column: 'sku' | 'external_id', value: string): Promise<ItemEntity | null> {
    return this.scoped(this.db.manager, scope).andWhere(`item.${column} = :value`, { value }).getOne();
  }

  /** The item, locked until the transaction ends, so a change and its event see the same row. */
  lock(tx: EntityManager, scope: Scope, id: string): Promise<ItemEntity | null> {
    return this.byId(tx, scope, id).setLock('pessimistic_write').getOne();
  }

  /** An account of the business: what an item needs to know about it. */
  async account(tx: EntityManager, scope: Scope, id: string): Promise<{ type: string; archived: boolean } | undefined> {
    const [row] = await tx.query('SELECT type, archived FROM accounts WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row;
  }

  /** A tax rate of the business: what an item needs to know about it. */
  async taxRate(tx: EntityManager, scope: Scope, id: string): Promise<{ archived: boolean } | undefined> {
    const [row] = await tx.query('SELECT archived FROM tax_rates WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row;
  }

  async insert(tx: EntityManager, scope: Scope, item: NewItem): Promise<ItemEntity> {
    const id = newId();
    await tx.getRepository(ItemEntity).insert({ ...item, id, businessId: scope.businessId, environment: scope.environment });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  /** Applies `changes` and bumps the version. */
  async update(tx: EntityManager, scope: Scope, id: string, changes: ItemChanges): Promise<ItemEntity> {
    await tx
      .getRepository(ItemEntity)
      .update({ id, businessId: scope.businessId, environment: scope.environment }, { ...changes, version: () => 'version + 1', updatedAt: () => 'now()' });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  async delete(tx: EntityManager, scope: Scope, id: string): Promise<void> {
    await tx.getRepository(ItemEntity).delete({ id, businessId: scope.businessId, environment: scope.environment });
  }
}
