/** The outcome of one request against a key's budget. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window (0 once the budget is spent). */
  remaining: number;
  /** Whole seconds until the window resets, ≥ 0. */
  resetSeconds: number;
}

/**
 * Where request counts live. Each call spends one request of `key`'s budget of `points`
 * per `durationSeconds` window. Implementations reject only on a real storage failure.
 */
export interface RateLimitStore {
  consume(key: string, points: number, durationSeconds: number): Promise<RateLimitDecision>;
  /** Releases the store's connections (called at application shutdown). */
  close?(): Promise<void>;
}

/** Injection token under which `RateLimiterModule` binds the configured store. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
