import { LedgerlineError } from './errors';
import { errorEnvelope, fakeFetch, json } from './fake-fetch';
import { retryable } from './http';
import { Ledgerline } from './ledgerline';
import { backoffMs } from './retry';

const customer = { id: 'c1', name: 'Ada', version: 1 };
const created = json(201, { status: 'success', message: 'Customer created', data: customer });
const ok = json(200, { status: 'success', message: 'Customer retrieved', data: customer });

function client(fetch: typeof globalThis.fetch, options: { maxRetries?: number; maxRetryAfter?: number } = {}): Ledgerline {
  return new Ledgerline({ apiKey: 'sk_test_abc', fetch, ...options });
}

/** The call's outcome, caught so that timers can run before it is awaited. */
function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: LedgerlineError }> {
  return promise.then(
    (value) => ({ value }),
    (error: LedgerlineError) => ({ error }),
  );
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  jest.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('which failures are retried', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i, then returns the data of the success', async (status) => {
    const fetch = fakeFetch(errorEnvelope(status, 'whatever'), ok);
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(500);
    expect(await call).toEqual({ value: customer });
    expect(fetch.sent).toHaveLength(2);
  });

  it.each([
    [400, 'validation_failed'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [412, 'version_conflict'],
    [501, 'internal_error'],
  ])('throws %i at once', async (status, code) => {
    const fetch = fakeFetch(errorEnvelope(status, code), ok);
    const { error } = await settle(client(fetch).customers.retrieve('c1'));
    expect(error).toMatchObject({ status, code });
    expect(fetch.sent).toHaveLength(1);
  });

  it('retries a connection error, and throws connection_error with no status once retries are spent', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'));
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(60_000);
    const { error } = await call;
    expect(error).toBeInstanceOf(LedgerlineError);
    expect(error).toMatchObject({ status: undefined, code: 'connection_error', headers: {}, requestId: undefined });
    expect(error!.message).toContain('fetch failed');
    expect(fetch.sent).toHaveLength(3);
  });

  it('makes maxRetries + 1 attempts in all (default 2), and none again with maxRetries 0', async () => {
    const fetch = fakeFetch(errorEnvelope(503, 'service_unavailable'));
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect((await call).error).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(fetch.sent).toHaveLength(3);

    const once = fakeFetch(errorEnvelope(503, 'service_unavailable'));
    expect((await settle(client(once, { maxRetries: 0 }).customers.retrieve('c1'))).error).toMatchObject({ status: 503 });
    expect(once.sent).toHaveLength(1);
  });

  it('never retries a POST without an idempotency key; retries it with one, and every other method', () => {
    const failure = new LedgerlineError({ status: 503, code: 'service_unavailable', message: 'x' });
    expect(retryable(failure, 'POST', undefined)).toBe(false);
    expect(retryable(failure, 'POST', 'key-1')).toBe(true);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) expect(retryable(failure, method, undefined)).toBe(true);
  });
});

describe('backoff', () => {
  it('is 0.5 s doubling up to 8 s, less a random share of up to half (jitter)', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((retry) => backoffMs(retry, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect([1, 2, 5, 6].map((retry) => backoffMs(retry, () => 1))).toEqual([250, 500, 4000, 4000]);
    expect(backoffMs(3, () => 0.5)).toBe(1500);
  });

  it('waits 0.5 s before the first retry and 1 s before the second, to the millisecond', async () => {
    const fetch = fakeFetch(errorEnvelope(500, 'internal_error'), errorEnvelope(502, 'internal_error'), ok);
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(499);
    expect(fetch.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch.sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetch.sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch.sent).toHaveLength(3);
    expect((await call).value).toEqual(customer);
  });

  it('takes the jitter off: with the largest draw the first retry comes after 0.25 s', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const fetch = fakeFetch(errorEnvelope(500, 'internal_error'), ok);
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(249);
    expect(fetch.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch.sent).toHaveLength(2);
    expect((await call).value).toEqual(customer);
  });
});

describe('Retry-After', () => {
  it('in seconds is waited exactly, even past the 8 s backoff ceiling', async () => {
    const fetch = fakeFetch(errorEnvelope(429, 'rate_limited', { 'retry-after': '12' }), ok);
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(11_999);
    expect(fetch.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch.sent).toHaveLength(2);
    expect((await call).value).toEqual(customer);
  });

  it('as an HTTP-date is waited until that time', async () => {
    const at = new Date(Date.now() + 20_000).toUTCString();
    const fetch = fakeFetch(errorEnvelope(503, 'service_unavailable', { 'retry-after': at }), ok);
    const call = settle(client(fetch).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(19_999);
    expect(fetch.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch.sent).toHaveLength(2);
    expect((await call).value).toEqual(customer);
  });

  it('longer than maxRetryAfter (default 60 s) throws the 429 at once, with its headers', async () => {
    const fetch = fakeFetch(errorEnvelope(429, 'rate_limited', { 'retry-after': '61' }), ok);
    const { error } = await settle(client(fetch).customers.retrieve('c1'));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', headers: expect.objectContaining({ 'retry-after': '61' }) });
    expect(fetch.sent).toHaveLength(1);

    const patient = fakeFetch(errorEnvelope(429, 'rate_limited', { 'retry-after': '61' }), ok);
    const call = settle(client(patient, { maxRetryAfter: 90 }).customers.retrieve('c1'));
    await jest.advanceTimersByTimeAsync(61_000);
    expect((await call).value).toEqual(customer);
    expect(patient.sent).toHaveLength(2);
  });
});

describe('idempotency keys', () => {
  it('sends a new key with every POST call and the same key on each of its retries', async () => {
    const fetch = fakeFetch(errorEnvelope(503, 'service_unavailable'), new TypeError('fetch failed'), created);
    const ll = client(fetch);
    const call = settle(ll.customers.create({ name: 'Ada' }));
    await jest.advanceTimersByTimeAsync(2_000);
    expect((await call).value).toEqual(customer);
    const keys = fetch.sent.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(fetch.sent.map((request) => request.body)).toEqual(Array(3).fill(JSON.stringify({ name: 'Ada' })));

    await ll.customers.create({ name: 'Ada' });
    expect(fetch.sent[3].headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('uses the key given, and sends none with GET, PUT or DELETE', async () => {
    const fetch = fakeFetch(created);
    const ll = client(fetch);
    await ll.customers.create({ name: 'Ada' }, { idempotencyKey: 'order-1234' });
    await ll.customers.retrieve('c1');
    await ll.customers.update('c1', { name: 'Ada L.' });
    await ll.customers.del('c1');
    expect(fetch.sent.map((request) => [request.method, request.headers['idempotency-key']])).toEqual([
      ['POST', 'order-1234'],
      ['GET', undefined],
      ['PUT', undefined],
      ['DELETE', undefined],
    ]);
  });
});
