import { LedgerlineError } from './errors';
import { fakeFetch, json } from './fake-fetch';
import { Ledgerline, PRODUCTION_BASE_URL, SANDBOX_BASE_URL } from './index';

const ok = json(200, { status: 'success', message: 'Customer retrieved', data: { id: 'c1' } });

describe('LedgerlineError', () => {
  it("carries the error envelope's status, code, message, field errors, request id, headers and extra fields", async () => {
    const body = {
      status: 'error',
      message: 'name is required',
      data: null,
      code: 'validation_failed',
      errors: [{ field: 'name', message: 'name is required' }],
      request_id: 'req-1',
    };
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch: fakeFetch(json(400, body, { 'x-request-id': 'req-1', 'ratelimit-remaining': '7' })) });
    const error = await ll.customers.create({ name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerlineError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'LedgerlineError',
      status: 400,
      code: 'validation_failed',
      message: 'name is required',
      errors: [{ field: 'name', message: 'name is required' }],
      requestId: 'req-1',
      headers: expect.objectContaining({ 'ratelimit-remaining': '7', 'x-request-id': 'req-1' }),
      body,
    });
  });

  it('keeps the fields a conflict adds (existing_id) and has no field errors when the envelope lists none', async () => {
    const conflict = { status: 'error', message: 'external_id is taken', data: null, code: 'conflict', request_id: 'r', existing_id: 'c0' };
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch: fakeFetch(json(409, conflict)) });
    const error = (await ll.customers.create({ name: 'Ada', external_id: 'x' }).catch((e: unknown) => e)) as LedgerlineError;
    expect(error.errors).toEqual([]);
    expect(error.body?.existing_id).toBe('c0');
  });

  it('is invalid_response, with the status and request id, for an answer that is not the envelope', async () => {
    const html = () => new Response('<html>Bad gateway</html>', { status: 400, headers: { 'content-type': 'text/html', 'x-request-id': 'proxy-1' } });
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch: fakeFetch(html) });
    await expect(ll.customers.retrieve('c1')).rejects.toMatchObject({ status: 400, code: 'invalid_response', requestId: 'proxy-1' });
  });

  it('is timeout when no answer comes within timeoutMs', async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error)));
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch: hang, timeoutMs: 20, maxRetries: 0 });
    await expect(ll.customers.retrieve('c1')).rejects.toMatchObject({ status: undefined, code: 'timeout' });
  });
});

describe('requests', () => {
  it('mode A sends the key as a bearer token to the address of its environment', async () => {
    const list = json(200, {
      status: 'success',
      message: 'Customers retrieved',
      data: [],
      pagination: { page: 1, limit: 5, total: 0, total_pages: 0, next_cursor: null },
    });
    const fetch = fakeFetch(ok, list);
    await new Ledgerline({ apiKey: 'sk_test_abc', fetch }).customers.retrieve('c/1');
    await new Ledgerline({ apiKey: 'sk_live_abc', fetch }).customers.list({ limit: 5, archived: 'true', name: undefined }).page();
    expect(fetch.sent[0]).toMatchObject({ url: `${SANDBOX_BASE_URL}/api/v1/customers/c%2F1`, method: 'GET', headers: { authorization: 'Bearer sk_test_abc' } });
    expect(fetch.sent[1].url).toBe(`${PRODUCTION_BASE_URL}/api/v1/customers?limit=5&archived=true`);
  });

  it('mode B sends the access token and secret_key, to the secret key’s environment unless baseUrl is given', async () => {
    const fetch = fakeFetch(ok);
    await new Ledgerline({ accessToken: 'llat_t', secretKey: 'sk_live_k', fetch }).customers.retrieve('c1');
    await new Ledgerline({ accessToken: 'llat_t', secretKey: 'sk_live_k', baseUrl: 'https://books.example/', fetch }).customers.retrieve('c1');
    expect(fetch.sent[0]).toMatchObject({
      url: `${PRODUCTION_BASE_URL}/api/v1/customers/c1`,
      headers: { authorization: 'Bearer llat_t', secret_key: 'sk_live_k' },
    });
    expect(fetch.sent[1].url).toBe('https://books.example/api/v1/customers/c1');
  });

  it('refuses options that name no mode, both modes, or a key of no environment without baseUrl', () => {
    expect(() => new Ledgerline({})).toThrow(/apiKey \(mode A\), or accessToken and secretKey together/);
    expect(() => new Ledgerline({ accessToken: 'llat_t' })).toThrow(TypeError);
    expect(() => new Ledgerline({ apiKey: 'sk_test_a', accessToken: 'llat_t', secretKey: 'sk_test_a' })).toThrow(/not both/);
    expect(() => new Ledgerline({ apiKey: 'pk_abc' })).toThrow(/give baseUrl/);
    expect(() => new Ledgerline({ apiKey: 'pk_abc', baseUrl: 'https://books.example' })).not.toThrow();
  });

  it('sends ifMatch as If-Match: a version as its ETag ("3"), an ETag as it is', async () => {
    const fetch = fakeFetch(ok);
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch });
    await ll.customers.update('c1', { email: 'ada@example.com' }, { ifMatch: 3 });
    await ll.customers.del('c1', { ifMatch: '"4"' });
    expect(fetch.sent.map((request) => [request.method, request.headers['if-match'], request.headers['content-type'], request.body])).toEqual([
      ['PUT', '"3"', 'application/json', '{"email":"ada@example.com"}'],
      ['DELETE', '"4"', undefined, undefined],
    ]);
  });

  it('returns a text answer (the ledger export) as text', async () => {
    const journal = '2026-11-01 Sale\n    Assets:Cash  10.00 USD\n';
    const fetch = fakeFetch(() => new Response(journal, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    expect(await new Ledgerline({ apiKey: 'sk_test_abc', fetch }).exports.ledger({ from: '2026-11-01' })).toBe(journal);
    expect(fetch.sent[0].url).toBe(`${SANDBOX_BASE_URL}/api/v1/exports/ledger?from=2026-11-01`);
  });
});
