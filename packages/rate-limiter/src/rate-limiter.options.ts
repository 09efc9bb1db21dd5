import type { RateLimitStore } from './rate-limit-store';

export interface RateLimiterModuleOptions {
  /** Requests allowed per window and key. */
  points: number;
  /** Window length in seconds; defaults to 60. */
  durationSeconds?: number;
  store: RateLimitStore;
}

export const RATE_LIMITER_OPTIONS = Symbol('RATE_LIMITER_OPTIONS');
