/** The answers worth asking again: a timeout, the rate limit, and the server's passing faults. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** The first backoff, doubled on each retry up to {@link MAX_BACKOFF_MS}. */
export const INITIAL_BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 8_000;

/**
 * The wait before retry number `retry` (1 for the first) without a `Retry-After`: 0.5 s doubling
 * (0.5, 1, 2, 4, 8, 8 … s), of which a random share up to half is taken off (jitter), so clients
 * that failed together do not come back together.
 */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(INITIAL_BACKOFF_MS * 2 ** (retry - 1), MAX_BACKOFF_MS);
  return ceiling - (ceiling / 2) * random();
}

/**
 * `Retry-After` in milliseconds from `now`: delay-seconds (`120`) or an HTTP-date; undefined when
 * absent or unreadable. A date in the past is 0.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
