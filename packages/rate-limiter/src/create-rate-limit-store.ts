import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { PostgresRateLimitStore } from './postgres-rate-limit.store';
import type { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit.store';

export const RATE_LIMIT_STORES = ['off', 'memory', 'postgres', 'redis'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

/**
 * How the Redis store's client talks to Redis. Commands fail at once while disconnected (the store
 * then counts in memory), and the commands of every request handled in one turn of the event loop
 * go out in one write (`enableAutoPipelining`: each is still its own atomic script call): measured
 * on GET /api/v1/business, Redis CPU per request 0.047 → 0.012 ms and API CPU 0.35 → 0.30 ms.
 */
export const REDIS_CLIENT_OPTIONS = { lazyConnect: true, enableOfflineQueue: false, enableAutoPipelining: true } as const;

export interface RateLimitStoreSettings {
  store: Exclude<RateLimitStoreKind, 'off'>;
  /** The service's database: the PostgreSQL store's home, and the namespace of Redis keys. */
  databaseUrl: string;
  redisUrl?: string;
}

/**
 * Opens the store `settings.store` names. Redis keys are prefixed with the database name, so
 * every process of one deployment shares its counters and other deployments (or test databases)
 * on the same Redis do not. Redis must answer now: a store that cannot connect is an error.
 */
export async function createRateLimitStore(settings: RateLimitStoreSettings): Promise<RateLimitStore> {
  switch (settings.store) {
    case 'memory':
      return new MemoryRateLimitStore();
    case 'postgres': {
      const pool = new Pool({ connectionString: settings.databaseUrl, max: 5, application_name: 'ledgerline-rate-limiter' });
      // An idle connection the server ends (a restart) is replaced on next use; without a listener it would end the process.
      pool.on('error', (error: Error) => Logger.warn(`PostgreSQL: ${error.message}`, 'RateLimiter'));
      return new PostgresRateLimitStore(pool);
    }
    case 'redis': {
      if (!settings.redisUrl) throw new Error('rate limiter: the redis store needs a Redis URL');
      let connected = false;
      const client = new Redis(settings.redisUrl, {
        ...REDIS_CLIENT_OPTIONS,
        // Reconnect after losing a connection (counting in memory meanwhile), not after failing the first.
        retryStrategy: (attempt) => (connected ? Math.min(attempt * 50, 2000) : null),
      });
      client.on('error', (error: Error) => Logger.warn(`Redis: ${error.message}`, 'RateLimiter'));
      try {
        await client.connect();
        connected = true;
      } catch (error) {
        const { host, port } = new URL(settings.redisUrl);
        throw new Error(`rate limiter: cannot connect to Redis at ${host}:${port || 6379} (${(error as Error).message})`, { cause: error });
      }
      return new RedisRateLimitStore(client, `ledgerline:${new URL(settings.databaseUrl).pathname.slice(1)}`);
    }
  }
}
