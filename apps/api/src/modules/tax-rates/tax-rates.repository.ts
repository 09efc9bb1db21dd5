import { Injectable } from '@nestjs/common';
import { TaxRateEntity, type Scope } from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { RecordTable } from '../../database/record-table';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { TAX_RATE_SORTS, type ListTaxRatesQueryDto } from './dto/tax-rate.dto';

export type NewTaxRate = Pick<TaxRateEntity, 'name' | 'rate' | 'accountId' | 'metadata' | 'externalId'>;
export type TaxRateChanges = Partial<NewTaxRate & Pick<TaxRateEntity, 'archived'>>;

export const TAX_RATE_KEYS: UniqueKeys = { resource: 'tax rate', table: 'tax_rates', constraints: { tax_rates_external_id_key: 'external_id' } };

/**
 * Every tax rates query, each scoped to one business and environment. Writes take the
 * transaction of the use case, so the change and its event commit together.
 */
@Injectable()
export class TaxRatesRepository {
  private readonly table: RecordTable<TaxRateEntity>;

  constructor(db: Db) {
    this.table = new RecordTable(db.source, TaxRateEntity, 'tax_rate');
  }

  list(db: Queryable, scope: Scope, query: ListTaxRatesQueryDto): Promise<Page<TaxRateEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('tax_rate')];
    if (query.archived !== undefined) where.push(`tax_rate.archived = ${q.param(query.archived)}`);
    if (query.updated_since) where.push(`tax_rate.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`tax_rate.external_id = ${q.param(query.external_id)}`);
    return paginate(db, { from: 'tax_rates tax_rate', alias: 'tax_rate', columns: this.table.columns, where, params: q }, query, TAX_RATE_SORTS, '-created_at');
  }

  find(db: Queryable, scope: Scope, id: string): Promise<TaxRateEntity | null> {
    return this.table.find(db, scope, id);
  }

  /** The tax rate locked for a change or a delete. */
  lock(tx: Tx, scope: Scope, id: string): Promise<TaxRateEntity | null> {
    return this.table.find(tx, scope, id, 'FOR UPDATE');
  }

  /** Whether any sale or invoice line applies this tax rate. */
  async used(db: Queryable, scope: Scope, id: string): Promise<boolean> {
    const q = scoped(scope);
    const taxRate = q.param(id);
    const [row] = await db.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM sale_lines WHERE ${q.tenant()} AND tax_rate_id = ${taxRate})
           OR EXISTS (SELECT 1 FROM invoice_lines WHERE ${q.tenant()} AND tax_rate_id = ${taxRate}) AS used`,
      q,
    );
    return row.used;
  }

  /** An account of the business: what a tax rate needs to know about it. */
  async account(db: Queryable, scope: Scope, id: string): Promise<{ type: string; archived: boolean } | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<{ type: string; archived: boolean }>(`SELECT type, archived FROM accounts WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row;
  }

  insert(tx: Tx, scope: Scope, taxRate: NewTaxRate): Promise<TaxRateEntity> {
    return this.table.insert(tx, scope, taxRate);
  }

  update(tx: Tx, scope: Scope, id: string, changes: TaxRateChanges): Promise<TaxRateEntity> {
    return this.table.update(tx, scope, id, changes);
  }

  delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    return this.table.delete(tx, scope, id);
  }
}
