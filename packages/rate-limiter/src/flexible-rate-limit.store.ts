import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOnePoint } from './limiter-decision';
import type { RateLimitDecision, RateLimitStore } from './rate-limit-store';

/**
 * A store backed by rate-limiter-flexible: one library limiter per budget (points, duration),
 * made on first use. Budgets count apart: their keys carry `<points>:<duration>` as a prefix.
 */
export abstract class FlexibleRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract createLimiter(points: number, durationSeconds: number, keyPrefix: string): RateLimiterAbstract;

  consume(key: string, points: number, durationSeconds: number): Promise<RateLimitDecision> {
    return consumeOnePoint(this.limiter(points, durationSeconds), key);
  }

  async refund(key: string, points: number, durationSeconds: number): Promise<void> {
    await this.limiter(points, durationSeconds).reward(key, 1);
  }

  async reset(key: string, points: number, durationSeconds: number): Promise<void> {
    await this.limiter(points, durationSeconds).delete(key);
  }

  private limiter(points: number, durationSeconds: number): RateLimiterAbstract {
    const budget = `${points}:${durationSeconds}`;
    let limiter = this.limiters.get(budget);
    if (!limiter) {
      limiter = this.createLimiter(points, durationSeconds, budget);
      this.limiters.set(budget, limiter);
    }
    return limiter;
  }
}
