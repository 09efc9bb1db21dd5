import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { BatchedConsumer } from './batched-consumer';
import type { RateLimitDecision, RateLimitStore } from './rate-limit-store';

/**
 * A store backed by rate-limiter-flexible: one library limiter per budget (points, duration),
 * made on first use, whose requests for one key share store calls (`BatchedConsumer`). Budgets
 * count apart: their keys carry `<points>:<duration>` as a prefix.
 */
export abstract class FlexibleRateLimitStore implements RateLimitStore {
  private readonly budgets = new Map<string, { limiter: RateLimiterAbstract; consumer: BatchedConsumer }>();

  protected abstract createLimiter(points: number, durationSeconds: number, keyPrefix: string): RateLimiterAbstract;

  consume(key: string, points: number, durationSeconds: number): Promise<RateLimitDecision> {
    return this.budget(points, durationSeconds).consumer.consume(key);
  }

  async refund(key: string, points: number, durationSeconds: number): Promise<void> {
    await this.budget(points, durationSeconds).limiter.reward(key, 1);
  }

  async reset(key: string, points: number, durationSeconds: number): Promise<void> {
    await this.budget(points, durationSeconds).limiter.delete(key);
  }

  private budget(points: number, durationSeconds: number) {
    const name = `${points}:${durationSeconds}`;
    let budget = this.budgets.get(name);
    if (!budget) {
      const limiter = this.createLimiter(points, durationSeconds, name);
      budget = { limiter, consumer: new BatchedConsumer(limiter) };
      this.budgets.set(name, budget);
    }
    return budget;
  }
}
