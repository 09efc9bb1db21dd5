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
 * Where request counts live. Each call names `key`'s budget of `points` per `durationSeconds`
 * window; `consume` spends one request of it. Implementations reject only on a real storage failure.
 */
export interface RateLimitStore {
  consume(key: string, points: number, durationSeconds: number): Promise<RateLimitDecision>;
  /** Gives back one request of `key`'s budget in its current window (one that should not have counted). */
  refund(key: string, points: number, durationSeconds: number): Promise<void>;
  /** Forgets what `key` has spent of its budget: its next request starts a new window. */
  reset(key: string, points: number, durationSeconds: number): Promise<void>;
  /** Releases the store's connections (called at application shutdown). */
  close?(): Promise<void>;
}

/** Injection token under which `RateLimiterModule` binds the configured store. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
