import { Client, type ClientConfig } from 'pg';

export interface PreparingClientConfig extends ClientConfig {
  /** How many prepared statements one connection keeps (least recently used ones are closed). */
  preparedStatements?: number;
}

/**
 * The pool's `pg` client: every query with parameters runs as a named prepared statement, so
 * PostgreSQL parses it once per connection and, after its first few runs, reuses its plan
 * (measured on GET /sales: half of the database's time per request was parsing and planning).
 * The same idea as PgJDBC's `prepareThreshold` or pgx's statement cache. Queries without
 * parameters keep the simple protocol (migrations send several statements in one text).
 *
 * Each connection keeps the most recently used `preparedStatements` texts; the statements it
 * forgets are closed (`DEALLOCATE`, only those PostgreSQL accepted) just before its next query
 * that starts outside a transaction, so closing never runs inside, or aborts, a caller's transaction.
 */
export class PreparingClient extends Client {
  private readonly capacity: number;
  /** Statement text → name, least recently used first. */
  private readonly names = new Map<string, string>();
  private readonly forgotten: string[] = [];
  private nextName = 0;

  constructor(config: PreparingClientConfig) {
    super(config);
    this.capacity = config.preparedStatements ?? 200;
  }

  // pg's overloads (callbacks, query objects, submittables) pass through untouched; its own signature answers `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const query = super.query as (...args: unknown[]) => unknown;
    if (typeof config !== 'string' || callback !== undefined) return query.call(this, config, values, callback);
    if (this.forgotten.length > 0 && this.getTransactionStatus() === 'I') {
      void (query.call(this, `DEALLOCATE ${this.forgotten.splice(0).join('; DEALLOCATE ')}`) as Promise<unknown>).catch(() => undefined);
    }
    if (!Array.isArray(values) || values.length === 0) return query.call(this, config, values);
    return query.call(this, { name: this.nameOf(config), text: config, values });
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (name !== undefined) {
      this.names.delete(text);
    } else {
      name = `ll_${this.nextName++}`;
      if (this.names.size >= this.capacity) this.forget();
    }
    this.names.set(text, name);
    return name;
  }

  /** Drops the least recently used statement, to be closed before the next query outside a transaction. */
  private forget(): void {
    const [text, name] = this.names.entries().next().value as [string, string];
    this.names.delete(text);
    const connection = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
    if (connection.parsedStatements[name] !== undefined) this.forgotten.push(name);
    delete connection.parsedStatements[name];
  }
}
