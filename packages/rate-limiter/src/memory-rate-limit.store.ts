import { RateLimiterMemory } from 'rate-limiter-flexible';
import { FlexibleRateLimitStore } from './flexible-rate-limit.store';

/** In-process store: counts are per process and lost on restart (single-process tests only). */
export class MemoryRateLimitStore extends FlexibleRateLimitStore {
  protected createLimiter(points: number, duration: number, keyPrefix: string) {
    return new RateLimiterMemory({ points, duration, keyPrefix });
  }
}
