import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import { RATE_LIMIT_STORE, rateLimitHeaders, type RateLimitStore } from '@ledgerline/rate-limiter';

export interface Budget {
  points: number;
  seconds: number;
}

/** Brute-force budgets of the auth app (decisions.md): attempts per window, per key. */
export const BUDGETS = {
  /** Log-in attempts for one email address: a password cannot be guessed faster than this. */
  loginEmail: { points: 10, seconds: 15 * 60 },
  /** Log-in attempts from one address, whatever the email (password spraying). */
  loginIp: { points: 100, seconds: 15 * 60 },
  /** Businesses created from one address. */
  signupIp: { points: 20, seconds: 60 * 60 },
  /** Client-authenticated calls (authorization initiation, token, revocation) per client and address. */
  client: { points: 300, seconds: 60 },
} satisfies Record<string, Budget>;

/**
 * Spends one attempt of `key` in the shared rate-limit store (the one the rate limiter module
 * is configured with), before the attempt is evaluated: an exhausted budget is 429. With rate
 * limiting switched off there is no store, and every attempt passes.
 */
@Injectable()
export class AttemptLimiter {
  constructor(@Optional() @Inject(RATE_LIMIT_STORE) private readonly store?: RateLimitStore) {}

  async spend(key: string, budget: Budget): Promise<void> {
    const decision = await this.store?.consume(`auth:${key}`, budget.points, budget.seconds);
    if (!decision || decision.allowed) return;
    throw new DomainError('rate_limited', `Too many attempts; try again in ${Math.max(1, decision.resetSeconds)} seconds`, { headers: rateLimitHeaders(decision) });
  }
}
