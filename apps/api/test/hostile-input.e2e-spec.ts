import { JOURNALS, SALES_ACCOUNTS, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { writeSnapshot } from './traffic';

// docs/api.md, Limits and traffic safety: hostile bodies are 4xx in the error envelope and write nothing. The body
// size (413), media type (415) and __proto__/constructor cases are in envelope.e2e-spec.ts.

let platform: TestPlatform;
let business: TestBusiness;
let cash: string;
let sales: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  business = await platform.createBusiness({ baseCurrency: 'USD' });
  const accounts: { code: string; id: string }[] = (await business.sandbox.get('/api/v1/coa/accounts?limit=100')).body.data;
  cash = accounts.find((a) => a.code === '1000')!.id;
  sales = accounts.find((a) => a.code === '4000')!.id;
});
afterAll(() => platform.close());

/** Sends `text` as a JSON body and checks the refusal: status, envelope, and nothing written. */
async function refused(path: string, text: string, status: number, code: string): Promise<TestResponse> {
  const before = await writeSnapshot(platform.db, business.businessId);
  const response = await business.sandbox.post(path, text, { headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status: 'error', data: null, code, message: expect.any(String), request_id: response.headers['x-request-id'] });
  expect(await writeSnapshot(platform.db, business.businessId)).toEqual(before);
  return response;
}

const entry = (lines: unknown, date: unknown = '2026-03-01') => JSON.stringify({ date, lines });
const pair = (debit: unknown, credit: unknown = debit) => [
  { account_id: cash, debit },
  { account_id: sales, credit },
];

describe('bounded structure', () => {
  it('refuses nesting deeper than 32 levels (invalid_json)', async () => {
    const deep = `{"name":"Deep","metadata":${'{"a":'.repeat(40)}"x"${'}'.repeat(40)}}`;
    const response = await refused(SALES_ACCOUNTS, deep, 400, 'invalid_json');
    expect(response.body.message).toMatch(/nested deeper than 32/);
  });

  it('refuses a string over 10 000 characters, naming its path', async () => {
    const response = await refused(SALES_ACCOUNTS, JSON.stringify({ name: 'Long', metadata: { note: 'x'.repeat(10_001) } }), 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'metadata.note', message: 'must be at most 10000 characters' }]);
  });

  it('refuses an array of more than 1000 items, naming it', async () => {
    const lines = Array.from({ length: 1001 }, (_, i) => ({ account_id: i % 2 ? sales : cash, debit: '1' }));
    const response = await refused(JOURNALS, entry(lines), 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'lines', message: 'must have at most 1000 items' }]);
  });

  it('refuses a document of more than 500 lines', async () => {
    const lines = Array.from({ length: 501 }, (_, i) => (i === 0 ? { account_id: cash, debit: '250.00' } : { account_id: sales, credit: '0.50' }));
    const response = await refused(JOURNALS, entry(lines), 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'lines', message: 'must have at most 500 lines' }]);
  });
});

describe('numbers', () => {
  it.each(['1e400', '9007199254740993', '1e300', '0.10000000000000001', '19.990000000000000000001'])(
    'refuses the JSON number %s, which no double holds exactly or which is out of range (invalid_json)',
    async (number) => {
      const response = await refused(
        JOURNALS,
        `{"date":"2026-03-01","lines":[{"account_id":"${cash}","debit":${number}},{"account_id":"${sales}","credit":${number}}]}`,
        400,
        'invalid_json',
      );
      expect(response.body.message).toContain(number);
    },
  );

  it('takes an exact JSON number as its decimal value: 0.1 is 0.10, never 0.1000000000000000055…', async () => {
    const response = await business.sandbox.post(JOURNALS, { date: '2026-03-01', lines: pair(0.1) });
    expect(response.status).toBe(201);
    expect(response.body.data.lines.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([
      ['0.10', '0.00'],
      ['0.00', '0.10'],
    ]);
    const [line] = await platform.db.query('SELECT debit::text FROM journal_lines WHERE entry_id = $1 AND debit > 0', [response.body.data.id]);
    expect(line.debit).toMatch(/^0\.10*$/);
  });

  it.each([
    ['more decimals than USD has', 12.345],
    ['a negative amount', -5],
    ['more digits than an amount may have', 1234567890123456],
  ])('refuses %s given as a JSON number', async (_, number) => {
    const response = await refused(JOURNALS, entry(pair(number)), 400, 'validation_failed');
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain('lines.0.debit');
  });
});

describe('dates', () => {
  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-03-01', '2026-3-1', '2026-03-01T00:00:00Z', '', 20260301, null])(
    'refuses the date %p (400 on date)',
    async (date) => {
      const response = await refused(JOURNALS, entry(pair('1.00'), date), 400, 'validation_failed');
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain('date');
    },
  );

  it('takes 2024-02-29, a date that exists', async () => {
    expect((await business.sandbox.post(JOURNALS, { date: '2024-02-29', lines: pair('1.00') })).status).toBe(201);
  });
});

describe('text', () => {
  it.each([
    ['BEL in a name', { name: 'Ring\u0007' }, 'name'],
    ['an escape sequence in a description', { name: 'Esc', description: '\u001b[2J' }, 'description'],
    ['NUL in a metadata value', { name: 'Nul', metadata: { ref: 'a\u0000b' } }, 'metadata.ref'],
    ['DEL in a metadata value', { name: 'Del', metadata: { ref: '\u007f' } }, 'metadata.ref'],
    ['NUL in a metadata key', { name: 'Nul key', metadata: { 'a\u0000': 'b' } }, 'metadata'],
  ])('refuses %s (400 naming the field)', async (_, body, field) => {
    const response = await refused(SALES_ACCOUNTS, JSON.stringify(body), 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field, message: expect.stringMatching(/control characters|key/) }]);
  });

  it.each(['"\\ud800"', '"tail \\udfff"'])('refuses the lone surrogate %s, which PostgreSQL cannot store', async (json) => {
    const response = await refused(SALES_ACCOUNTS, `{"name":"Surrogate","metadata":{"ref":${json}}}`, 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'metadata.ref', message: expect.stringMatching(/invalid Unicode/) }]);
  });

  it('keeps tabs, line breaks and emoji', async () => {
    const response = await business.sandbox.post(SALES_ACCOUNTS, { name: 'Café ☕ 😀', description: 'line one\nline\ttwo' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ name: 'Café ☕ 😀', description: 'line one\nline\ttwo' });
  });
});
