import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { scoped, type ScopedSql } from '../database/sql';
import { Db } from '../database/tx';

/** An answer of more rows than this (a sale's lines counted) is not kept: 256 answers stay within ~100 MB. */
const MAX_ROWS = 1_000;

/** The business's event sequence, an expression of statement `q`: every change to its records bumps it in the changing transaction. */
export function eventSequence(q: ScopedSql): string {
  return `(SELECT event_sequence::text FROM business_environments WHERE ${q.tenant()})`;
}

/**
 * Answers of reads (a sales page, a trial balance) in this process, each tagged with the
 * business's event sequence read in the statement that read the answer. Every create, update,
 * state change and delete writes an event in its own transaction (docs/api.md, Events), so while
 * the sequence has not moved, reading again would give the same answer: a repeated read costs one
 * primary-key lookup instead of its statement. Only for answers that depend on nothing but
 * evented records and the key (not on the clock). At most `capacity` answers (LRU; 0 stores
 * none); an answer is shared, never changed after it is stored.
 */
export class ReadCache {
  private readonly entries = new Map<string, { sequence: string; answer: unknown }>();
  /** Per business: the sequence read not sent yet, which every request asking meanwhile shares. */
  private readonly asked = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly capacity: number,
  ) {}

  /**
   * The stored answer for `key` when the sequence has not moved since, else `load()`'s answer,
   * stored when it carries the sequence it was read at (an answer read in one statement) and has
   * at most MAX_ROWS rows.
   */
  async read<T>(scope: Scope, key: string, load: () => Promise<{ answer: T; sequence?: string; rows: number }>): Promise<T> {
    const id = `${scope.businessId}:${scope.environment}:${key}`;
    const hit = this.entries.get(id);
    if (hit && (await this.currentSequence(scope)) === hit.sequence) {
      if (this.entries.get(id) === hit) {
        this.entries.delete(id); // the most recently used last
        this.entries.set(id, hit);
      }
      return hit.answer as T;
    }
    const { answer, sequence, rows } = await load();
    if (sequence !== undefined && rows <= MAX_ROWS && this.capacity > 0) {
      this.entries.delete(id);
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { sequence, answer });
    }
    return answer;
  }

  /**
   * The business's event sequence, read once for every request that asks in the same turn of the
   * event loop: the query is sent after each of them asked, so each sees every change committed
   * before it arrived.
   */
  private currentSequence(scope: Scope): Promise<string> {
    const tenant = `${scope.businessId}:${scope.environment}`;
    let read = this.asked.get(tenant);
    if (!read) {
      read = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.asked.delete(tenant);
        const q = scoped(scope);
        const [row] = await this.db.query<{ sequence: string }>(`SELECT ${eventSequence(q)} AS sequence`, q);
        return row.sequence;
      });
      this.asked.set(tenant, read);
    }
    return read;
  }
}

@Global()
@Module({})
export class ReadCacheModule {
  static forRoot(capacity: number): DynamicModule {
    return {
      module: ReadCacheModule,
      providers: [{ provide: ReadCache, useFactory: (db: Db) => new ReadCache(db, capacity), inject: [Db] }],
      exports: [ReadCache],
    };
  }
}
