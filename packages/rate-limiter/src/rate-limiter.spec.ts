import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { BatchedConsumer } from './batched-consumer';
import { DomainError } from '@ledgerline/envelope';
import { enforceRateLimit, MemoryRateLimitStore, RATE_LIMIT_STORE, RateLimitDecision, RateLimiterModule, RateLimiterService, rateLimitHeaders } from './index';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function burst(consume: () => Promise<RateLimitDecision>, n: number): Promise<RateLimitDecision[]> {
  const decisions: RateLimitDecision[] = [];
  for (let i = 0; i < n; i++) decisions.push(await consume());
  return decisions;
}

describe('MemoryRateLimitStore', () => {
  it('allows exactly `points` requests of a burst and counts remaining down to 0', async () => {
    const store = new MemoryRateLimitStore();
    const decisions = await burst(() => store.consume('tenant-a', 500, 60), 600);

    const allowed = decisions.filter((d) => d.allowed);
    const denied = decisions.filter((d) => !d.allowed);
    expect(allowed).toHaveLength(500);
    expect(denied).toHaveLength(100);
    // the first 500 are the allowed ones, in order
    expect(decisions.slice(0, 500).every((d) => d.allowed)).toBe(true);
    expect(allowed.map((d) => d.remaining)).toEqual(Array.from({ length: 500 }, (_, i) => 499 - i));
    for (const d of decisions) {
      expect(d.limit).toBe(500);
      expect(Number.isInteger(d.resetSeconds)).toBe(true);
      expect(d.resetSeconds).toBeGreaterThanOrEqual(1);
      expect(d.resetSeconds).toBeLessThanOrEqual(60);
    }
    for (const d of denied) expect(d.remaining).toBe(0);
  });

  it('keeps a separate budget per key', async () => {
    const store = new MemoryRateLimitStore();
    const a = await burst(() => store.consume('a', 3, 60), 4);
    expect(a.map((d) => d.allowed)).toEqual([true, true, true, false]);

    const b = await store.consume('b', 3, 60);
    expect(b).toMatchObject({ allowed: true, remaining: 2, limit: 3 });
    expect((await store.consume('a', 3, 60)).allowed).toBe(false);
  });

  it('restores the budget once the window has passed', async () => {
    const store = new MemoryRateLimitStore();
    const first = await burst(() => store.consume('k', 2, 1), 3);
    expect(first.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(first[2].resetSeconds).toBe(1);

    await sleep(1100);

    const after = await store.consume('k', 2, 1);
    expect(after).toMatchObject({ allowed: true, remaining: 1, limit: 2 });
  });

  it('keeps different (points, duration) limits apart', async () => {
    const store = new MemoryRateLimitStore();
    await burst(() => store.consume('k', 1, 60), 2);
    expect((await store.consume('k', 1, 60)).allowed).toBe(false);
    expect(await store.consume('k', 5, 60)).toMatchObject({ allowed: true, remaining: 4, limit: 5 });
  });

  it('refund gives back one request of the current window, of that key and budget only', async () => {
    const store = new MemoryRateLimitStore();
    await burst(() => store.consume('k', 2, 60), 2);
    await burst(() => store.consume('other', 2, 60), 2);
    await store.refund('k', 2, 60);
    await store.refund('k', 5, 60);
    expect(await store.consume('k', 2, 60)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await store.consume('k', 2, 60)).allowed).toBe(false);
    expect((await store.consume('other', 2, 60)).allowed).toBe(false);
  });

  it('reset forgets what a key spent: its next request starts a new window', async () => {
    const store = new MemoryRateLimitStore();
    await burst(() => store.consume('k', 2, 60), 3);
    await store.reset('k', 2, 60);
    expect(await store.consume('k', 2, 60)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});

describe('BatchedConsumer', () => {
  it('sends the requests for a key that wait behind its call in one call, deciding each as if alone, in the order they came', async () => {
    const limiter = new RateLimiterMemory({ points: 5, duration: 30 });
    const calls = jest.spyOn(limiter, 'penalty');
    const consumer = new BatchedConsumer(limiter);
    const decisions = await Promise.all(Array.from({ length: 8 }, () => consumer.consume('k')));
    expect(calls.mock.calls.map(([key, points]) => [key, points])).toEqual([
      ['k', 1],
      ['k', 7],
    ]);
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(decisions.every((d) => d.limit === 5 && d.resetSeconds === 30)).toBe(true);
    // The denied ones counted too, and the key is free again: the next request goes out at once, alone.
    expect(await consumer.consume('k')).toMatchObject({ allowed: false, remaining: 0 });
    expect((await limiter.get('k'))?.consumedPoints).toBe(9);
    expect(calls).toHaveBeenLastCalledWith('k', 1);
  });

  it('does not hold one key behind another', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 30 });
    const calls = jest.spyOn(limiter, 'penalty');
    const consumer = new BatchedConsumer(limiter);
    const pending = ['a', 'b'].map((key) => consumer.consume(key));
    // Both keys' calls are out before either has answered.
    expect(calls.mock.calls.map(([key, points]) => [key, points])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect((await Promise.all(pending)).map((d) => d.allowed)).toEqual([true, true]);
  });

  it('fails the requests of a batch whose call failed, and sends the next one afresh', async () => {
    const failure = new Error('store unreachable');
    const limiter = new RateLimiterMemory({ points: 5, duration: 30 });
    jest.spyOn(limiter, 'penalty').mockRejectedValueOnce(failure).mockRejectedValueOnce(failure);
    const consumer = new BatchedConsumer(limiter);
    const outcomes = await Promise.allSettled([consumer.consume('k'), consumer.consume('k'), consumer.consume('k')]);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason)).toEqual([failure, failure, failure]);
    expect(await consumer.consume('k')).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 30 });
  });
});

const CONFIG = Symbol('CONFIG');
@Module({ providers: [{ provide: CONFIG, useValue: { requestsPerMinute: 4 } }], exports: [CONFIG] })
class ConfigModule {}

describe('RateLimiterModule', () => {
  it('forRootAsync wires the factory options and store into RateLimiterService', async () => {
    const store = new MemoryRateLimitStore();
    const moduleRef = await Test.createTestingModule({
      imports: [
        RateLimiterModule.forRootAsync({
          imports: [ConfigModule],
          inject: [CONFIG],
          useFactory: async (config: { requestsPerMinute: number }) => ({ points: config.requestsPerMinute, store }),
        }),
      ],
    }).compile();

    const service = moduleRef.get(RateLimiterService);
    expect(moduleRef.get(RATE_LIMIT_STORE)).toBe(store);

    const decisions = await burst(() => service.consume('client-1'), 5);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([3, 2, 1, 0, 0]);
    expect(decisions.every((d) => d.limit === 4)).toBe(true);
    // durationSeconds defaults to 60
    expect(decisions[4].resetSeconds).toBeGreaterThan(55);
    expect(decisions[4].resetSeconds).toBeLessThanOrEqual(60);
    // the service spent the budget in the bound store
    expect((await store.consume('client-1', 4, 60)).allowed).toBe(false);
    expect((await service.consume('client-2')).allowed).toBe(true);
    await moduleRef.close();
  });

  it('forRoot uses the given points and durationSeconds', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [RateLimiterModule.forRoot({ points: 2, durationSeconds: 10, store: new MemoryRateLimitStore() })],
    }).compile();
    const service = moduleRef.get(RateLimiterService);

    const decisions = await burst(() => service.consume('k'), 3);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions[2].resetSeconds).toBeLessThanOrEqual(10);
    expect(decisions[2].resetSeconds).toBeGreaterThan(5);
    await moduleRef.close();
  });

  it('forSettings opens the named store, and provides nothing when the store is off', async () => {
    const on = await Test.createTestingModule({
      imports: [RateLimiterModule.forSettings({ store: 'memory', points: 2, databaseUrl: 'postgres://unused/db' })],
    }).compile();
    expect(on.get(RATE_LIMIT_STORE)).toBeInstanceOf(MemoryRateLimitStore);
    expect((await on.get(RateLimiterService).consume('k')).limit).toBe(2);
    await on.close();

    const off = await Test.createTestingModule({
      imports: [RateLimiterModule.forSettings({ store: 'off', points: 2, databaseUrl: 'postgres://unused/db' })],
    }).compile();
    expect(() => off.get(RateLimiterService)).toThrow();
    expect(() => off.get(RATE_LIMIT_STORE)).toThrow();
    await off.close();
  });

  it('closes the store when the application shuts down', async () => {
    const store = new MemoryRateLimitStore();
    const close = jest.fn(async () => undefined);
    const moduleRef = await Test.createTestingModule({ imports: [RateLimiterModule.forRoot({ points: 1, store: Object.assign(store, { close }) })] }).compile();
    await moduleRef.close();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('rejects a non-positive or fractional configuration at startup', async () => {
    for (const options of [{ points: 0 }, { points: 1.5 }, { points: 5, durationSeconds: 0 }]) {
      await expect(
        Test.createTestingModule({
          imports: [RateLimiterModule.forRoot({ ...options, store: new MemoryRateLimitStore() })],
        }).compile(),
      ).rejects.toThrow(/must be a positive integer/);
    }
  });
});

describe('rateLimitHeaders', () => {
  it('gives the limit headers as integer strings, without Retry-After when allowed', () => {
    const headers = rateLimitHeaders({ allowed: true, limit: 500, remaining: 499, resetSeconds: 60 });
    expect(headers).toEqual({ 'RateLimit-Limit': '500', 'RateLimit-Remaining': '499', 'RateLimit-Reset': '60' });
    expect(headers).not.toHaveProperty('Retry-After');
  });

  it('adds Retry-After equal to the reset when denied', () => {
    const headers = rateLimitHeaders({ allowed: false, limit: 500, remaining: 0, resetSeconds: 42 });
    expect(headers).toEqual({
      'RateLimit-Limit': '500',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '42',
      'Retry-After': '42',
    });
  });

  it('gives integer strings for real decisions from the store', async () => {
    const store = new MemoryRateLimitStore();
    const [ok, denied] = await burst(() => store.consume('h', 1, 60), 2);
    for (const value of [...Object.values(rateLimitHeaders(ok)), ...Object.values(rateLimitHeaders(denied))]) {
      expect(value).toMatch(/^\d+$/);
    }
    expect(rateLimitHeaders(ok)).not.toHaveProperty('Retry-After');
    expect(rateLimitHeaders(denied)['Retry-After']).toMatch(/^[1-9]\d*$/);
  });
});

describe('enforceRateLimit', () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    return { headers, header: (name: string, value: string) => (headers[name] = value) };
  };

  it('puts the limit headers on the reply of an allowed request and lets it pass', () => {
    const allowed = reply();
    enforceRateLimit(allowed, { allowed: true, limit: 500, remaining: 12, resetSeconds: 30 });
    expect(allowed.headers).toEqual({ 'RateLimit-Limit': '500', 'RateLimit-Remaining': '12', 'RateLimit-Reset': '30' });
  });

  it('turns a denied request into 429 rate_limited with Retry-After on the reply', () => {
    const denied = reply();
    let thrown: unknown;
    try {
      enforceRateLimit(denied, { allowed: false, limit: 500, remaining: 0, resetSeconds: 7 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Rate limit of 500 requests reached') });
    expect(denied.headers).toMatchObject({ 'RateLimit-Remaining': '0', 'Retry-After': '7' });
  });
});
