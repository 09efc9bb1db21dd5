import { nextStep } from './webhook-retries';
import type { AttemptOutcome } from './webhook-sender';

const answered = (status: number | null, fields: Partial<AttemptOutcome> = {}): AttemptOutcome => ({
  status,
  responseBody: null,
  error: status === null ? 'timed out after 15000 ms' : null,
  durationMs: 3,
  retryAfter: null,
  ...fields,
});
const SCHEDULE = [5, 300, 1800];
const middle = () => 0.5;

describe('nextStep', () => {
  it.each([200, 201, 204, 299])('%i succeeds', (status) => {
    expect(nextStep(answered(status), 1, SCHEDULE)).toEqual({ status: 'succeeded' });
  });

  it.each([[302], [400], [500], [null]])('%s is retried on the schedule', (status) => {
    expect(nextStep(answered(status), 1, SCHEDULE, middle)).toEqual({ status: 'retrying', delaySeconds: 5 });
    expect(nextStep(answered(status), 3, SCHEDULE, middle)).toEqual({ status: 'retrying', delaySeconds: 1800 });
  });

  it('adds up to 10 % of jitter either way', () => {
    expect(nextStep(answered(500), 2, SCHEDULE, () => 0)).toEqual({ status: 'retrying', delaySeconds: 270 });
    expect(nextStep(answered(500), 2, SCHEDULE, () => 1)).toEqual({ status: 'retrying', delaySeconds: 330 });
  });

  it('fails once the schedule is spent', () => {
    expect(nextStep(answered(500), 4, SCHEDULE)).toEqual({ status: 'failed', disable: null });
  });

  it('disables the endpoint on 410', () => {
    expect(nextStep(answered(410), 1, SCHEDULE)).toEqual({ status: 'failed', disable: 'The endpoint answered 410 Gone' });
  });

  it('waits what Retry-After asks, up to a day', () => {
    expect(nextStep(answered(429, { retryAfter: 120 }), 1, SCHEDULE)).toEqual({ status: 'retrying', delaySeconds: 120 });
    expect(nextStep(answered(503, { retryAfter: 999_999 }), 1, SCHEDULE)).toEqual({ status: 'retrying', delaySeconds: 86_400 });
  });
});
