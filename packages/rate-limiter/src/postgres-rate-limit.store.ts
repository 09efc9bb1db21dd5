import type { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { FlexibleRateLimitStore } from './flexible-rate-limit.store';

/** The table our migration creates, with the columns rate-limiter-flexible expects. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Counts in PostgreSQL, shared by every process on the database: one atomic upsert per store call
 * (a request, or the requests for one key batched behind the call before). The table comes from
 * our migrations, never from the library at runtime. Owns `pool`.
 */
export class PostgresRateLimitStore extends FlexibleRateLimitStore {
  constructor(private readonly pool: Pool) {
    super();
  }

  protected createLimiter(points: number, duration: number, keyPrefix: string) {
    return new RateLimiterPostgres({ storeClient: this.pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, points, duration, keyPrefix });
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
