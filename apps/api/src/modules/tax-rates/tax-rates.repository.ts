import { Inject, Injectable } from '@nestjs/common';
import { newId, TaxRateEntity, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { TAX_RATE_SORTS, type ListTaxRatesQueryDto } from './dto/tax-rate.dto';

export type NewTaxRate = Pick<TaxRateEntity, 'name' | 'rate' | 'accountId' | 'metadata' | 'externalId'>;
export type TaxRateChanges = Partial<NewTaxRate & Pick<TaxRateEntity, 'archived'>>;

/**
 * Every tax rates query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class TaxRatesRepository {
  /** A row (alias `tax_rate`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, TaxRateEntity, 'tax_rate');
  }

  private scoped(manager: EntityManager, scope: Scope): SelectQueryBuilder<TaxRateEntity> {
    return manager
      .getRepository(TaxRateEntity)
      .createQueryBuilder('tax_rate')
      .where('tax_rate.business_id = :businessId AND tax_rate.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  private byId(manager: EntityManager, scope: Scope, id: string): SelectQueryBuilder<TaxRateEntity> {
    return this.scoped(manager, scope).andWhere('tax_rate.id = :id', { id });
  }

  list(scope: Scope, query: ListTaxRatesQueryDto): Promise<Page<TaxRateEntity>> {
    const p = new Sql();
    const where = [`tax_rate.business_id = ${p.param(scope.businessId)}`, `tax_rate.environment = ${p.param(scope.environment)}`];
    if (query.archived !== undefined) where.push(`tax_rate.archived = ${p.param(query.archived)}`);
    if (query.updated_since) where.push(`tax_rate.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`tax_rate.external_id = ${p.param(query.external_id)}`);
    return paginate(this.db, { from: 'tax_rates tax_rate', alias: 'tax_rate', columns: this.columns, where, params: p }, query, TAX_RATE_SORTS, '-created_at');
  }

  find(scope: Scope, id: string): Promise<TaxRateEntity | null> {
    return this.byId(this.db.manager, scope, id).getOne();
  }

  findByExternalId(scope: Scope, externalId: string): Promise<TaxRateEntity | null> {
    return this.scoped(this.db.manager, scope).andWhere('tax_rate.external_id = :externalId', { externalId }).getOne();
  }

  /** The tax rate, locked until the transaction ends, so a change and its event see the same row. */
  lock(tx: EntityManager, scope: Scope, id: string): Promise<TaxRateEntity | null> {
    return this.byId(tx, scope, id).setLock('pessimistic_write').getOne();
  }

  /** Whether any sale or invoice line applies this tax rate. */
  async used(tx: EntityManager, scope: Scope, id: string): Promise<boolean> {
    const [row] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM sale_lines WHERE business_id = $1 AND environment = $2 AND tax_rate_id = $3)
           OR EXISTS (SELECT 1 FROM invoice_lines WHERE business_id = $1 AND environment = $2 AND tax_rate_id = $3) AS used`,
      [scope.businessId, scope.environment, id],
    );
    return row.used;
  }

  /** An account of the business: what a tax rate needs to know about it. */
  async account(tx: EntityManager, scope: Scope, id: string): Promise<{ type: string; archived: boolean } | undefined> {
    const [row] = await tx.query('SELECT type, archived FROM accounts WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row;
  }

  async insert(tx: EntityManager, scope: Scope, taxRate: NewTaxRate): Promise<TaxRateEntity> {
    const id = newId();
    await tx.getRepository(TaxRateEntity).insert({ ...taxRate, id, businessId: scope.businessId, environment: scope.environment });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  /** Applies `changes` and bumps the version. */
  async update(tx: EntityManager, scope: Scope, id: string, changes: TaxRateChanges): Promise<TaxRateEntity> {
    await tx
      .getRepository(TaxRateEntity)
      .update({ id, businessId: scope.businessId, environment: scope.environment }, { ...changes, version: () => 'version + 1', updatedAt: () => 'now()' });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  async delete(tx: EntityManager, scope: Scope, id: string): Promise<void> {
    await tx.getRepository(TaxRateEntity).delete({ id, businessId: scope.businessId, environment: scope.environment });
  }
}
