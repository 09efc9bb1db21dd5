import { ERROR_CODES } from '@ledgerline/envelope';
import fc from 'fast-check';
import { FUZZ_ENDPOINTS } from './fuzz-endpoints';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { writeSnapshot } from './traffic';

// docs/api.md, Limits and traffic safety: whatever the body, no 5xx; every refusal is the error envelope and writes
// nothing; the books still balance. Seeded, so a failure reproduces: FUZZ_SEED and FUZZ_RUNS
// override the seed and the number of cases per endpoint (at least 200).

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200));

/** Values JSON.stringify can write: random JSON, unclean text, edge strings and numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0007x',
    '\ud800',
    'x'.repeat(10_001),
    '2026-02-30',
    '1e400',
    '-1',
    '0.001',
    '12.345',
    '9'.repeat(40),
    'USD',
    'usd',
    'XXX',
    '0190c1c8-0000-7000-8000-000000000000',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(true, false, null, [], {}, 0, -1, 1e15, Number.MAX_SAFE_INTEGER),
);

/** Fragments only raw JSON text can carry. */
const rawValue = fc.constantFrom(
  '1e400',
  '-1e400',
  '9007199254740993',
  '0.10000000000000001',
  '1E2',
  '-0',
  '"\\ud800"',
  '"\\u0000"',
  '"\\u001b"',
  `${'['.repeat(40)}${']'.repeat(40)}`,
  `[${'0,'.repeat(1000)}0]`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{}}}',
);

type Plan =
  | { kind: 'random'; body: Record<string, unknown> }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'unknown'; key: string; value: unknown }
  | { kind: 'raw'; pick: number; raw: string }
  | { kind: 'cut'; at: number }
  | { kind: 'insert'; at: number; char: string };

const plan: fc.Arbitrary<Plan> = fc.oneof(
  fc.record({ kind: fc.constant('random' as const), body: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }) }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('unknown' as const), key: fc.string({ minLength: 1, maxLength: 12 }), value: hostileValue }),
  fc.record({ kind: fc.constant('raw' as const), pick: fc.nat(), raw: rawValue }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'x', '0', '\u0000') }),
);

type Path = (string | number)[];

/** Every path inside a body, containers included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...paths(item, path)];
  });
}

function parentOf(body: Record<string, unknown>, path: Path): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<any>((node, key) => node[key], body);
}

const RAW = '\u0001raw\u0001';

/** The request body text a plan makes of a valid body. */
function bodyText(valid: Record<string, unknown>, step: Plan): string {
  const all = paths(valid);
  const path = 'pick' in step ? all[step.pick % all.length] : [];
  switch (step.kind) {
    case 'random':
      return JSON.stringify(step.body);
    case 'set':
      parentOf(valid, path)[path[path.length - 1]] = step.value;
      return JSON.stringify(valid);
    case 'delete':
      delete parentOf(valid, path)[path[path.length - 1]];
      return JSON.stringify(valid);
    case 'unknown':
      return JSON.stringify({ ...valid, [step.key]: step.value });
    case 'raw':
      parentOf(valid, path)[path[path.length - 1]] = RAW;
      return JSON.stringify(valid).replace(JSON.stringify(RAW), step.raw);
    case 'cut': {
      const text = JSON.stringify(valid);
      return text.slice(0, step.at % text.length);
    }
    case 'insert': {
      const text = JSON.stringify(valid);
      const at = step.at % text.length;
      return `${text.slice(0, at)}${step.char}${text.slice(at)}`;
    }
  }
}

let platform: TestPlatform;
const businesses: TestBusiness[] = [];

beforeAll(async () => {
  // No webhook delivery: a fuzzed endpoint's attempts would write to its log while later requests are checked for writing nothing.
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_WORKERS: '0' });
});
afterAll(() => platform.close());

describe.each(FUZZ_ENDPOINTS)('$method $path', ({ method, setup, environment }) => {
  it(`answers ${RUNS} random and mutated bodies without a 5xx, refusing in the error envelope and writing nothing`, async () => {
    const business = await platform.createBusiness({ baseCurrency: 'USD' });
    businesses.push(business);
    const client = business[environment ?? 'sandbox'];
    const target = await setup(client);
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(plan, async (step) => {
        const text = bodyText(target.valid(++serial), step);
        const before = await writeSnapshot(platform.db, business.businessId);
        const response = await client.request(method, target.path, { body: text, headers: { 'content-type': 'application/json' } });
        const where = `${method} ${target.path} ${text.slice(0, 300)} → ${response.status} ${response.text.slice(0, 300)}`;
        if (response.status >= 500) throw new Error(`5xx: ${where}`);
        if (response.status >= 400) {
          expect(response.body).toMatchObject({ status: 'error', data: null, message: expect.any(String), request_id: response.headers['x-request-id'] });
          if (!ERROR_CODES.includes(response.body.code)) throw new Error(`unknown error code: ${where}`);
          expect(await writeSnapshot(platform.db, business.businessId)).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('afterwards', () => {
  it('leaves the books of every fuzzed business balanced: the trial balance nets to zero', async () => {
    expect(businesses).toHaveLength(FUZZ_ENDPOINTS.length);
    for (const business of businesses) {
      const response = await business.sandbox.get('/api/v1/reports/trial-balance?as_of=2999-12-31');
      expect(response.status).toBe(200);
      expect(response.body.data.totals.debit).toBe(response.body.data.totals.credit);
    }
    const [ledger] = await platform.db.query('SELECT count(*)::int AS lines, coalesce(sum(base_debit) - sum(base_credit), 0)::text AS net FROM journal_lines');
    expect(ledger.lines).toBeGreaterThan(0);
    expect(Number(ledger.net)).toBe(0);
  });
});
