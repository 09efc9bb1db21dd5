import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { scoped } from '../database/sql';
import { Db, type Queryable } from '../database/tx';

/** How long a completed response is kept and replayed (docs/api.md, Limits and traffic safety). */
const RETENTION = "interval '24 hours'";
/** A first request still unfinished after this long is taken to have died with its process. */
const ABANDONED = "interval '60 seconds'";
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface IdempotencyRecord {
  fingerprint: string;
  /** Null while the first request runs. */
  status: number | null;
  response: unknown;
}

/** The `idempotency_keys` table: one row per (business, environment, key), kept 24 hours. */
@Injectable()
export class IdempotencyRepository implements OnApplicationBootstrap, OnApplicationShutdown {
  private purgeTimer?: NodeJS.Timeout;

  /** The pool, for the purge every process runs (the interceptor hands its own `db` to the other methods). */
  constructor(private readonly db: Db) {}

  /**
   * Takes the key for a request about to run: true when the key was free, had expired or had
   * been abandoned. Atomic, so of racing duplicates (in any process) exactly one gets true.
   */
  async claim(db: Queryable, scope: Scope, key: string, fingerprint: string): Promise<boolean> {
    const q = scoped(scope);
    const rows = await db.query(
      `INSERT INTO idempotency_keys (business_id, environment, key, fingerprint)
       VALUES (${q.business}, ${q.environment}, ${q.param(key)}, ${q.param(fingerprint)})
       ON CONFLICT (business_id, environment, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status = NULL, response = NULL, created_at = now()
        WHERE idempotency_keys.created_at < now() - ${RETENTION}
           OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - ${ABANDONED})
       RETURNING 1`,
      q,
    );
    return rows.length === 1;
  }

  async find(db: Queryable, scope: Scope, key: string): Promise<IdempotencyRecord | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<IdempotencyRecord>(
      `SELECT fingerprint, status, response FROM idempotency_keys WHERE ${q.tenant()} AND key = ${q.param(key)}`,
      q,
    );
    return row;
  }

  /** Stores the first request's outcome; `response` null keeps a response that must not be replayed. */
  async complete(db: Queryable, scope: Scope, key: string, status: number, response: unknown): Promise<void> {
    const q = scoped(scope);
    await db.query(
      `UPDATE idempotency_keys SET status = ${q.param(status)}, response = ${q.param(response === null ? null : JSON.stringify(response))}::jsonb
        WHERE ${q.tenant()} AND key = ${q.param(key)} AND status IS NULL`,
      q,
    );
  }

  /** Frees the key of a request whose outcome is not kept, so that a retry runs afresh. */
  async release(db: Queryable, scope: Scope, key: string): Promise<void> {
    const q = scoped(scope);
    await db.query(`DELETE FROM idempotency_keys WHERE ${q.tenant()} AND key = ${q.param(key)} AND status IS NULL`, q);
  }

  /** Every business's expired records. */
  async purgeExpired(db: Queryable): Promise<void> {
    await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${RETENTION}`);
  }

  /** Expired rows are deleted at start-up and every hour (any process may do it). */
  async onApplicationBootstrap(): Promise<void> {
    await this.purgeExpired(this.db);
    this.purgeTimer = setInterval(
      () => void this.purgeExpired(this.db).catch((error: Error) => Logger.warn(`idempotency purge failed: ${error.message}`)),
      PURGE_EVERY_MS,
    ).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }
}
