import { DomainError } from '@ledgerline/envelope';
import type { RateLimitDecision } from './rate-limit-store';

/**
 * Response headers for a decision (field names of draft-ietf-httpapi-ratelimit-headers),
 * with `Retry-After` only when the request was denied.
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}

/** Puts the decision's headers on the reply; a denied request becomes 429 `rate_limited`. */
export function enforceRateLimit(reply: { header(name: string, value: string): unknown }, decision: RateLimitDecision): void {
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) reply.header(name, value);
  if (!decision.allowed) {
    throw new DomainError('rate_limited', `Rate limit of ${decision.limit} requests reached; retry in ${decision.resetSeconds} s`);
  }
}
