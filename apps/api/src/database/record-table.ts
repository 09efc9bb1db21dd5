import type { Scope } from '@ledgerline/domain';
import { newId } from '@ledgerline/domain';
import type { DataSource, EntityMetadata, EntityTarget } from 'typeorm';
import { entityColumns } from '../common/pagination';
import { scoped } from './sql';
import type { Queryable, Tx } from './tx';

/** A value as its column takes it: plain objects (metadata, an address) as JSON; the rest (arrays, dates, bytes) as the driver sends them. */
const columnValue = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype ? JSON.stringify(value) : value;

/**
 * The rows of a table of versioned records (accounts, customers, items, tax rates) under one
 * business and environment, read and written as its entity: the statements every such
 * repository needs, each scoped. Rows come back under the entity's property names.
 */
export class RecordTable<Entity extends { id: string }> {
  /** The select list of a row (alias `alias`). */
  readonly columns: string;
  private readonly metadata: EntityMetadata;

  constructor(
    source: DataSource,
    entity: EntityTarget<Entity>,
    readonly alias: string,
  ) {
    this.metadata = source.getMetadata(entity);
    this.columns = entityColumns(source, entity, alias);
  }

  /** The record; with `lock`, locked until the transaction ends so that a change and its event see the same row. */
  async find(db: Queryable, scope: Scope, id: string, lock?: 'FOR UPDATE' | 'FOR NO KEY UPDATE'): Promise<Entity | null> {
    const q = scoped(scope);
    const [row] = await db.query<Entity>(
      `SELECT ${this.columns} FROM ${this.metadata.tableName} ${this.alias} WHERE ${q.tenant(this.alias)} AND ${this.alias}.id = ${q.param(id)} ${lock ?? ''}`,
      q,
    );
    return row ?? null;
  }

  /** Inserts a record of `values` (the rest take their column defaults) and answers it. */
  async insert(tx: Tx, scope: Scope, values: Partial<Entity>): Promise<Entity> {
    const q = scoped(scope);
    const entries = Object.entries(values);
    const [row] = await tx.query<Entity>(
      `INSERT INTO ${this.metadata.tableName} AS ${this.alias} (id, business_id, environment, ${entries.map(([key]) => this.column(key)).join(', ')})
       VALUES (${[q.param(newId()), q.business, q.environment, ...entries.map(([, value]) => q.param(columnValue(value)))].join(', ')})
       RETURNING ${this.columns}`,
      q,
    );
    return row;
  }

  /** Applies `changes`, bumps the version and answers the record. */
  async update(tx: Tx, scope: Scope, id: string, changes: Partial<Entity>): Promise<Entity> {
    const q = scoped(scope);
    const sets = Object.entries(changes).map(([key, value]) => `${this.column(key)} = ${q.param(columnValue(value))}`);
    const [row] = await tx.query<Entity>(
      `UPDATE ${this.metadata.tableName} AS ${this.alias} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE ${q.tenant(this.alias)} AND ${this.alias}.id = ${q.param(id)}
        RETURNING ${this.columns}`,
      q,
    );
    return row;
  }

  async delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    const q = scoped(scope);
    await tx.query(`DELETE FROM ${this.metadata.tableName} WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
  }

  private column(property: string): string {
    const column = this.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.metadata.tableName} has no column for ${property}`);
    return column.databaseName;
  }
}
