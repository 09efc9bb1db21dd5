import type { AttemptOutcome } from './webhook-sender';

/** The longest `Retry-After` honoured, in seconds. */
const MAX_RETRY_AFTER = 86_400;

/** What follows an attempt (docs/webhooks.md, Retries). */
export type NextStep = { status: 'succeeded' } | { status: 'retrying'; delaySeconds: number } | { status: 'failed'; disable: string | null };

/**
 * Only a 2xx answer succeeds. 410 Gone fails for good and disables the endpoint. Any other
 * failure (another status, 3xx included, a timeout, a refused or broken connection) is retried
 * after the schedule's figure for this attempt, give or take 10 % (jitter), or after what a 429
 * or 503 asked for in `Retry-After` (at most a day); once the schedule is spent, the attempt is
 * `failed`.
 */
export function nextStep(outcome: AttemptOutcome, attempt: number, schedule: readonly number[], random: () => number = Math.random): NextStep {
  const status = outcome.status;
  if (status !== null && status >= 200 && status < 300) return { status: 'succeeded' };
  if (status === 410) return { status: 'failed', disable: 'The endpoint answered 410 Gone' };
  if (attempt > schedule.length) return { status: 'failed', disable: null };
  if (outcome.retryAfter !== null) return { status: 'retrying', delaySeconds: Math.min(outcome.retryAfter, MAX_RETRY_AFTER) };
  return { status: 'retrying', delaySeconds: schedule[attempt - 1] * (0.9 + 0.2 * random()) };
}
