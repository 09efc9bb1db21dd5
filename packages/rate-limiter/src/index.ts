export * from './rate-limit-store';
export * from './memory-rate-limit.store';
export * from './postgres-rate-limit.store';
export * from './redis-rate-limit.store';
export * from './create-rate-limit-store';
export type { RateLimiterModuleOptions } from './rate-limiter.options';
export * from './rate-limiter.service';
export * from './rate-limiter.module';
export * from './rate-limit-headers';
