import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { FlexibleRateLimitStore } from './flexible-rate-limit.store';

/**
 * Counts in Redis, shared by every process using the same `prefix`: one Lua script call per store
 * call (a request, or the requests for one key batched behind the call before). While Redis
 * cannot be reached, each process counts in memory instead (the library's insurance limiter), so
 * an outage loosens the limit rather than failing requests. Owns `client`.
 */
export class RedisRateLimitStore extends FlexibleRateLimitStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  protected createLimiter(points: number, duration: number, keyPrefix: string) {
    return new RateLimiterRedis({
      storeClient: this.client,
      points,
      duration,
      keyPrefix: `${this.prefix}:${keyPrefix}`,
      insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
    });
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
