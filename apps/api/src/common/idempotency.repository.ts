import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DataSource } from 'typeorm';

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

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * Takes the key for a request about to run: true when the key was free, had expired or had
   * been abandoned. Atomic, so of racing duplicates (in any process) exactly one gets true.
   */
  async claim(scope: Scope, key: string, fingerprint: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO idempotency_keys (business_id, environment, key, fingerprint) VALUES ($1, $2, $3, $4)
       ON CONFLICT (business_id, environment, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status = NULL, response = NULL, created_at = now()
        WHERE idempotency_keys.created_at < now() - ${RETENTION}
           OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - ${ABANDONED})
       RETURNING 1`,
      [scope.businessId, scope.environment, key, fingerprint],
    );
    return rows.length === 1;
  }

  async find(scope: Scope, key: string): Promise<IdempotencyRecord | undefined> {
    const [row] = await this.db.query('SELECT fingerprint, status, response FROM idempotency_keys WHERE business_id = $1 AND environment = $2 AND key = $3', [
      scope.businessId,
      scope.environment,
      key,
    ]);
    return row;
  }

  /** Stores the first request's outcome; `response` null keeps a response that must not be replayed. */
  async complete(scope: Scope, key: string, status: number, response: unknown): Promise<void> {
    await this.db.query(
      'UPDATE idempotency_keys SET status = $4, response = $5::jsonb WHERE business_id = $1 AND environment = $2 AND key = $3 AND status IS NULL',
      [scope.businessId, scope.environment, key, status, response === null ? null : JSON.stringify(response)],
    );
  }

  /** Frees the key of a request whose outcome is not kept, so that a retry runs afresh. */
  async release(scope: Scope, key: string): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE business_id = $1 AND environment = $2 AND key = $3 AND status IS NULL', [
      scope.businessId,
      scope.environment,
      key,
    ]);
  }

  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${RETENTION}`);
  }

  /** Expired rows are deleted at start-up and every hour (any process may do it). */
  async onApplicationBootstrap(): Promise<void> {
    await this.purgeExpired();
    this.purgeTimer = setInterval(
      () => void this.purgeExpired().catch((error: Error) => Logger.warn(`idempotency purge failed: ${error.message}`)),
      PURGE_EVERY_MS,
    ).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }
}
