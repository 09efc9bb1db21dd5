import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import { RATE_LIMIT_STORE, rateLimitHeaders, type RateLimitStore } from '@ledgerline/rate-limiter';

export interface Budget {
  points: number;
  seconds: number;
}

/** Brute-force budgets of the auth app (decisions.md): attempts per window, per key. */
export const BUDGETS = {
  /** Failed log-ins for one email address from one client address: guesses at one account from there. */
  loginAccount: { points: 10, seconds: 15 * 60 },
  /** Failed log-ins from one client address, whatever the email (password spraying). */
  loginIp: { points: 100, seconds: 15 * 60 },
  /** Businesses created from one address. */
  signupIp: { points: 20, seconds: 60 * 60 },
  /** Client-authenticated calls (authorization initiation, token, revocation) per client and address. */
  client: { points: 300, seconds: 60 },
} satisfies Record<string, Budget>;

/** One attempt's charge: the key it counts against, on a budget. */
export interface Attempt {
  key: string;
  budget: Budget;
}

/**
 * Spends attempts in the shared rate-limit store (the one the rate limiter module is configured
 * with). With rate limiting switched off there is no store, and every attempt passes.
 */
@Injectable()
export class AttemptLimiter {
  constructor(@Optional() @Inject(RATE_LIMIT_STORE) private readonly store?: RateLimitStore) {}

  /**
   * Spends one attempt of each charge before the attempt is evaluated, so that concurrent attempts
   * cannot overshoot a budget. When one is exhausted the attempt is 429 (with `Retry-After`, the
   * longest wait) and counts against none of the others.
   */
  async spend(...attempts: Attempt[]): Promise<void> {
    const store = this.store;
    if (!store) return;
    const decisions = await Promise.all(attempts.map(({ key, budget }) => store.consume(`auth:${key}`, budget.points, budget.seconds)));
    const refused = decisions.filter((decision) => !decision.allowed).sort((a, b) => b.resetSeconds - a.resetSeconds)[0];
    if (!refused) return;
    await Promise.all(attempts.filter((_, index) => decisions[index].allowed).map((attempt) => this.refund(attempt)));
    throw new DomainError('rate_limited', `Too many attempts; try again in ${Math.max(1, refused.resetSeconds)} seconds`, {
      headers: rateLimitHeaders(refused),
    });
  }

  /** Gives back the attempt spent on `attempt`'s key (one that turned out not to count). */
  async refund({ key, budget }: Attempt): Promise<void> {
    await this.store?.refund(`auth:${key}`, budget.points, budget.seconds);
  }

  /** Forgets every attempt counted against `attempt`'s key. */
  async reset({ key, budget }: Attempt): Promise<void> {
    await this.store?.reset(`auth:${key}`, budget.points, budget.seconds);
  }
}
