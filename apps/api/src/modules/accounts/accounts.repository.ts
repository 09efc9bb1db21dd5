import { Inject, Injectable } from '@nestjs/common';
import { AccountEntity, newId, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { ACCOUNT_DEFAULT_SORT, ACCOUNT_SORTS, type ListAccountsQueryDto } from './dto/account.dto';

export type AccountFilter = Pick<ListAccountsQueryDto, 'type' | 'subtype' | 'archived' | 'updated_since' | 'external_id'>;

export type NewAccount = Pick<AccountEntity, 'code' | 'name' | 'description' | 'type' | 'subtype' | 'currency' | 'parentId' | 'metadata' | 'externalId'>;
export type AccountChanges = Partial<NewAccount & Pick<AccountEntity, 'archived'>>;

const COLUMNS: Record<keyof AccountChanges, string> = {
  code: 'code',
  name: 'name',
  description: 'description',
  type: 'type',
  subtype: 'subtype',
  currency: 'currency',
  parentId: 'parent_id',
  metadata: 'metadata',
  externalId: 'external_id',
  archived: 'archived',
};

/** Every accounts query, each scoped to one business and environment; writes take the caller's transaction. */
@Injectable()
export class AccountsRepository {
  /** A row (alias `account`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, AccountEntity, 'account');
  }

  private scoped(scope: Scope, tx: EntityManager = this.db.manager): SelectQueryBuilder<AccountEntity> {
    return tx
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      .where('account.business_id = :businessId AND account.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  list(scope: Scope, filter: AccountFilter, paging: ListAccountsQueryDto): Promise<Page<AccountEntity>> {
    const p = new Sql();
    const where = [`account.business_id = ${p.param(scope.businessId)}`, `account.environment = ${p.param(scope.environment)}`];
    if (filter.type) where.push(`account.type = ${p.param(filter.type)}`);
    if (filter.subtype) where.push(`account.subtype = ${p.param(filter.subtype)}`);
    if (filter.archived !== undefined) where.push(`account.archived = ${p.param(filter.archived)}`);
    if (filter.updated_since) where.push(`account.updated_at >= ${p.param(filter.updated_since)}`);
    if (filter.external_id) where.push(`account.external_id = ${p.param(filter.external_id)}`);
    return paginate(
      this.db,
      { from: 'accounts account', alias: 'account', columns: this.columns, where, params: p },
      paging,
      ACCOUNT_SORTS,
      ACCOUNT_DEFAULT_SORT,
    );
  }

  find(scope: Scope, id: string, tx?: EntityManager): Promise<AccountEntity | null> {
    return this.scoped(scope, tx).andWhere('account.id = :id', { id }).getOne();
  }

  findBy(scope: Scope, column: 'lower(name)' | 'code' | 'external_id', value: string): Promise<AccountEntity | null> {
    return this.scoped(scope)
      .andWhere(`${column === 'lower(name)' ? 'lower(account.name)' : `account.${column}`} = :value`, {
        value: column === 'lower(name)' ? value.toLowerCase() : value,
      })
      .getOne();
  }

  async insert(tx: EntityManager, scope: Scope, account: NewAccount): Promise<AccountEntity> {
    const id = newId();
    await tx.getRepository(AccountEntity).insert({
      ...account,
      id,
      businessId: scope.businessId,
      environment: scope.environment,
    });
    return (await this.find(scope, id, tx))!;
  }

  /**
   * Applies `changes` and bumps the version in one statement. With `expectedVersion` the row
   * only changes if it is still at that version; null means nothing matched.
   */
  async update(tx: EntityManager, scope: Scope, id: string, changes: AccountChanges, expectedVersion?: number): Promise<AccountEntity | null> {
    const sets = Object.keys(changes).map((key, index) => `${COLUMNS[key as keyof AccountChanges]} = $${index + 5}`);
    const values = Object.values(changes).map((value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value));
    const [rows] = await tx.query(
      `UPDATE accounts SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE business_id = $1 AND environment = $2 AND id = $3 AND ($4::int IS NULL OR version = $4)
        RETURNING id`,
      [scope.businessId, scope.environment, id, expectedVersion ?? null, ...values],
    );
    return rows.length > 0 ? this.find(scope, id, tx) : null;
  }

  async delete(tx: EntityManager, scope: Scope, id: string, expectedVersion?: number): Promise<boolean> {
    const [, count] = await tx.query('DELETE FROM accounts WHERE business_id = $1 AND environment = $2 AND id = $3 AND ($4::int IS NULL OR version = $4)', [
      scope.businessId,
      scope.environment,
      id,
      expectedVersion ?? null,
    ]);
    return count > 0;
  }
}
