import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitDecision } from './rate-limit-store';

interface Waiter {
  resolve(decision: RateLimitDecision): void;
  reject(error: unknown): void;
}

/**
 * Spends one point of a key per request on a rate-limiter-flexible limiter, with at most one call
 * to the store in flight per key. The requests for a key that arrive while its call is out queue,
 * and the next call spends all their points in one atomic increment (the library's `penalty`,
 * which counts without judging). Each request then gets the count it was: the n-th of a batch that
 * brought the key's count to c was c − size + n. So the decisions are those of one call per
 * request in some order: a budget of 500 lets exactly 500 through, and a request over it still
 * counts. An idle key's request goes out at once; a busy key's waits at most for the call ahead of
 * it, and a store round trip is shared by every request that waited. A store error fails the
 * requests of its batch only.
 */
export class BatchedConsumer {
  /** The keys with a call in flight, and the requests waiting for the next one. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly limiter: RateLimiterAbstract) {}

  consume(key: string): Promise<RateLimitDecision> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ resolve, reject });
      } else {
        this.waiting.set(key, []);
        void this.spend(key, [{ resolve, reject }]);
      }
    });
  }

  private async spend(key: string, batch: Waiter[]): Promise<void> {
    try {
      const res = await this.limiter.penalty(key, batch.length);
      const before = res.consumedPoints - batch.length;
      const resetSeconds = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
      batch.forEach((waiter, index) => waiter.resolve(this.decision(before + index + 1, resetSeconds)));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
    const next = this.waiting.get(key)!;
    if (next.length === 0) {
      this.waiting.delete(key);
    } else {
      this.waiting.set(key, []);
      void this.spend(key, next);
    }
  }

  private decision(count: number, resetSeconds: number): RateLimitDecision {
    const limit = this.limiter.points;
    return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds };
  }
}
