import { Injectable } from '@nestjs/common';
import { CustomerEntity, type Scope } from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { RecordTable } from '../../database/record-table';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { CUSTOMER_SORTS, type ListCustomersQueryDto } from './dto/customer.dto';

export type NewCustomer = Pick<
  CustomerEntity,
  'name' | 'email' | 'phone' | 'company' | 'taxNumber' | 'currency' | 'billingAddress' | 'notes' | 'metadata' | 'externalId'
>;
export type CustomerChanges = Partial<NewCustomer & Pick<CustomerEntity, 'archived'>>;

export const CUSTOMER_KEYS: UniqueKeys = { resource: 'customer', table: 'customers', constraints: { customers_external_id_key: 'external_id' } };

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every customers query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class CustomersRepository {
  private readonly table: RecordTable<CustomerEntity>;

  constructor(db: Db) {
    this.table = new RecordTable(db.source, CustomerEntity, 'customer');
  }

  list(db: Queryable, scope: Scope, query: ListCustomersQueryDto): Promise<Page<CustomerEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('customer')];
    if (query.archived !== undefined) where.push(`customer.archived = ${q.param(query.archived)}`);
    if (query.updated_since) where.push(`customer.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`customer.external_id = ${q.param(query.external_id)}`);
    if (query.email) where.push(`lower(customer.email) = lower(${q.param(query.email)})`);
    if (query.name) where.push(`customer.name ILIKE ${q.param(`%${likeEscaped(query.name)}%`)}`);
    return paginate(db, { from: 'customers customer', alias: 'customer', columns: this.table.columns, where, params: q }, query, CUSTOMER_SORTS, '-created_at');
  }

  find(db: Queryable, scope: Scope, id: string): Promise<CustomerEntity | null> {
    return this.table.find(db, scope, id);
  }

  /** The customer locked for a change or a delete. */
  lock(tx: Tx, scope: Scope, id: string): Promise<CustomerEntity | null> {
    return this.table.find(tx, scope, id, 'FOR UPDATE');
  }

  insert(tx: Tx, scope: Scope, customer: NewCustomer): Promise<CustomerEntity> {
    return this.table.insert(tx, scope, customer);
  }

  update(tx: Tx, scope: Scope, id: string, changes: CustomerChanges): Promise<CustomerEntity> {
    return this.table.update(tx, scope, id, changes);
  }

  delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    return this.table.delete(tx, scope, id);
  }
}
