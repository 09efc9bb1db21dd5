import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RATE_LIMIT_STORE } from './rate-limit-store';
import type { RateLimitDecision, RateLimitStore } from './rate-limit-store';
import { RATE_LIMITER_OPTIONS } from './rate-limiter.options';
import type { RateLimiterModuleOptions } from './rate-limiter.options';

const DEFAULT_DURATION_SECONDS = 60;

/** The budget of an authenticated request: its business in one environment (mode A and B alike). */
export const businessKey = (businessId: string, environment: string): string => `business:${businessId}:${environment}`;
/** The budget of unauthenticated and failed-auth traffic: the client IP. */
export const ipKey = (ip: string): string => `ip:${ip}`;

/** Spends requests against the configured budget (`points` per `durationSeconds`, per key). */
@Injectable()
export class RateLimiterService implements OnApplicationShutdown {
  private readonly points: number;
  private readonly durationSeconds: number;

  constructor(
    @Inject(RATE_LIMITER_OPTIONS) options: RateLimiterModuleOptions,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {
    this.points = options.points;
    this.durationSeconds = options.durationSeconds ?? DEFAULT_DURATION_SECONDS;
    if (!Number.isInteger(this.points) || this.points < 1) {
      throw new Error(`rate limiter: points must be a positive integer, got ${this.points}`);
    }
    if (!Number.isInteger(this.durationSeconds) || this.durationSeconds < 1) {
      throw new Error(`rate limiter: durationSeconds must be a positive integer, got ${this.durationSeconds}`);
    }
  }

  consume(key: string): Promise<RateLimitDecision> {
    return this.store.consume(key, this.points, this.durationSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close?.();
  }
}
