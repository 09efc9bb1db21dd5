import { Inject, Injectable } from '@nestjs/common';
import { CustomerEntity, newId, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { CUSTOMER_SORTS, type ListCustomersQueryDto } from './dto/customer.dto';

export type NewCustomer = Pick<
  CustomerEntity,
  'name' | 'email' | 'phone' | 'company' | 'taxNumber' | 'currency' | 'billingAddress' | 'notes' | 'metadata' | 'externalId'
>;
export type CustomerChanges = Partial<NewCustomer & Pick<CustomerEntity, 'archived'>>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every customers query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class CustomersRepository {
  /** A row (alias `customer`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, CustomerEntity, 'customer');
  }

  private scoped(manager: EntityManager, scope: Scope): SelectQueryBuilder<CustomerEntity> {
    return manager
      .getRepository(CustomerEntity)
      .createQueryBuilder('customer')
      .where('customer.business_id = :businessId AND customer.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  list(scope: Scope, query: ListCustomersQueryDto): Promise<Page<CustomerEntity>> {
    const p = new Sql();
    const where = [`customer.business_id = ${p.param(scope.businessId)}`, `customer.environment = ${p.param(scope.environment)}`];
    if (query.archived !== undefined) where.push(`customer.archived = ${p.param(query.archived)}`);
    if (query.updated_since) where.push(`customer.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`customer.external_id = ${p.param(query.external_id)}`);
    if (query.email) where.push(`lower(customer.email) = lower(${p.param(query.email)})`);
    if (query.name) where.push(`customer.name ILIKE ${p.param(`%${likeEscaped(query.name)}%`)}`);
    return paginate(this.db, { from: 'customers customer', alias: 'customer', columns: this.columns, where, params: p }, query, CUSTOMER_SORTS, '-created_at');
  }

  private byId(manager: EntityManager, scope: Scope, id: string): SelectQueryBuilder<CustomerEntity> {
    return this.scoped(manager, scope).andWhere('customer.id = :id', { id });
  }

  find(scope: Scope, id: string): Promise<CustomerEntity | null> {
    return this.byId(this.db.manager, scope, id).getOne();
  }

  findByExternalId(scope: Scope, externalId: string): Promise<CustomerEntity | null> {
    return this.scoped(this.db.manager, scope).andWhere('customer.external_id = :externalId', { externalId }).getOne();
  }

  /** The customer, locked until the transaction ends, so a change and its event see the same row. */
  lock(tx: EntityManager, scope: Scope, id: string): Promise<CustomerEntity | null> {
    return this.byId(tx, scope, id).setLock('pessimistic_write').getOne();
  }

  async insert(tx: EntityManager, scope: Scope, customer: NewCustomer): Promise<CustomerEntity> {
    const id = newId();
    await tx.getRepository(CustomerEntity).insert({ ...customer, id, businessId: scope.businessId, environment: scope.environment });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  /** Applies `changes` and bumps the version. */
  async update(tx: EntityManager, scope: Scope, id: string, changes: CustomerChanges): Promise<CustomerEntity> {
    await tx
      .getRepository(CustomerEntity)
      .update({ id, businessId: scope.businessId, environment: scope.environment }, { ...changes, version: () => 'version + 1', updatedAt: () => 'now()' });
    return this.byId(tx, scope, id).getOneOrFail();
  }

  async delete(tx: EntityManager, scope: Scope, id: string): Promise<void> {
    await tx.getRepository(CustomerEntity).delete({ id, businessId: scope.businessId, environment: scope.environment });
  }
}
