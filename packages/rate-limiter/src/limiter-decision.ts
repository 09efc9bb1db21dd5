import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitDecision } from './rate-limit-store';

/**
 * Spends one point of `key` on a rate-limiter-flexible limiter and maps the result to a decision.
 * The library rejects with a `RateLimiterRes` when the budget is exceeded; anything else it
 * rejects with (a storage `Error`) is rethrown.
 */
export async function consumeOnePoint(limiter: RateLimiterAbstract, key: string): Promise<RateLimitDecision> {
  let res: RateLimiterRes;
  let allowed: boolean;
  try {
    res = await limiter.consume(key, 1);
    allowed = true;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    res = err;
    allowed = false;
  }
  return {
    allowed,
    limit: limiter.points,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
  };
}
