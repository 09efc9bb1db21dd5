import { readFileSync } from 'node:fs';
import { maxHeaderSize, request as plainHttpRequest } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import { BUSINESS, type ErrorCode, expectError, SALES_ACCOUNTS, testAgent, type TestClient, type TestResponse, testSetting } from '@ledgerline/testing';
import { SCOPE_NAMES } from '@ledgerline/domain';
import { buildOpenApiDocument } from '../src/common/openapi';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

const ONE_MIB = 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json' };
/** docs/api.md, The envelope: the request ids we generate or echo are short, printable tokens. */
const SANE_ID = /^[\w.:-]{1,128}$/;

let platform: TestPlatform;
let business: TestBusiness;
/** The API's log lines, parsed. */
const logged: { level: number; msg: string; err?: { stack?: string } }[] = [];

beforeAll(async () => {
  const logs = new Writable({ write: (line, _, done) => done(void logged.push(JSON.parse(String(line)))) });
  platform = await startTestPlatform({}, logs);
  business = await platform.createBusiness();
});
afterAll(() => platform.close());

/** The error envelope of docs/api.md, The envelope, its request id matching the header, behind HSTS. */
function expectEnvelopeError(response: TestResponse, status: number, code: ErrorCode): void {
  expectError(response, status, code);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({ message: expect.any(String), request_id: expect.any(String) });
  expect(response.body.message).not.toBe('');
  expect(response.body.request_id).toBe(response.headers['x-request-id']);
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
}

/** How many accounts the test business has, in both environments: "nothing written" checks. */
async function accountCount(): Promise<number> {
  const [row] = await platform.db.query('SELECT count(*)::int AS count FROM accounts WHERE business_id = $1', [business.businessId]);
  return row.count;
}

async function expectNothingWritten(send: () => Promise<TestResponse>): Promise<TestResponse> {
  const before = await accountCount();
  const response = await send();
  expect(await accountCount()).toBe(before);
  return response;
}

function postRaw(client: TestClient, text: string | Buffer, headers: Record<string, string> = JSON_TYPE): Promise<TestResponse> {
  return client.post(SALES_ACCOUNTS, text, { headers });
}

describe('unknown paths', () => {
  it.each(['/api/v1/nope', '/api/v1/coa/nope/deeper', '/nope', '/api/v1'])('GET %s is a 404 envelope', async (path) => {
    expectEnvelopeError(await business.sandbox.get(path), 404, 'not_found');
  });

  it.each(['/api/v2/anything', '/api/v2/business', '/api/v2/coa/sales/account'])('GET %s is a 404 envelope (there is no v2)', async (path) => {
    expectEnvelopeError(await business.production.get(path), 404, 'not_found');
  });

  it('POST to /api/v2/coa/sales/account is 404 and writes nothing', async () => {
    const response = await expectNothingWritten(() => business.sandbox.post('/api/v2/coa/sales/account', { name: 'Not in v2' }));
    expectEnvelopeError(response, 404, 'not_found');
  });

  it('an unknown path is 404, not 401, without credentials', async () => {
    expectEnvelopeError(await platform.sandbox.get('/api/v2/anything'), 404, 'not_found');
  });

  it('a method the path does not serve is 405 method_not_allowed with Allow, with or without credentials', async () => {
    for (const client of [business.sandbox, platform.sandbox]) {
      const response = await client.request('PATCH', '/api/v1/sales/01a1fd75-8e74-758e-9a80-b3f5b522fcf3', { body: { notes: 'x' } });
      expectEnvelopeError(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBe('DELETE, GET, HEAD, PUT');
      expect(response.body.message).toBe('PATCH is not allowed here; this path allows DELETE, GET, HEAD, PUT');
    }
  });
});

/** A request sent as written: the path is not normalised (`..` stays), unlike the test client's. */
async function sendVerbatim(client: TestClient, method: string, path: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  const response = await testAgent().request({ origin: client.baseUrl, method: method, path, headers });
  const text = await response.body.text();
  const responseHeaders = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
  return {
    status: response.statusCode,
    headers: responseHeaders,
    text,
    body: /^application\/json/.test(responseHeaders['content-type']) ? JSON.parse(text) : undefined,
  };
}

/** Bytes written straight to the TLS socket of `client`'s listener, and what came back before it closed. */
function sendRawHttp(client: TestClient, request: string): Promise<string> {
  const ca = readFileSync(join(testSetting('dataDir'), 'tls', 'ca.crt'));
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: Number(new URL(client.baseUrl).port), servername: 'localhost', ca }, () => socket.end(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe("framework errors: the envelope, never the framework's body", () => {
  it.each([120, 15_000])('a path id of %i characters is 404 "Customer not found", like any unknown id', async (length) => {
    const response = await business.sandbox.get(`/api/v1/customers/${'a'.repeat(length)}`);
    expectEnvelopeError(response, 404, 'not_found');
    expect(response.body.message).toBe('Customer not found');
  });

  it('a path that is not valid percent-encoding is 400 validation_failed', async () => {
    const response = await business.sandbox.get('/api/v1/customers/%zz');
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.message).toContain('is not a valid url component');
  });

  it('request headers over the limit are 400 validation_failed', async () => {
    const response = await business.sandbox.get(BUSINESS, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.message).toBe(`Request line and headers are larger than ${maxHeaderSize} bytes`);
  });

  it.each(['production', 'sandbox'] as const)('a request that is not HTTP is 400 validation_failed in the envelope at the %s address', async (environment) => {
    const answer = await sendRawHttp(platform[environment], 'NOT HTTP AT ALL\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/);
    expect(head).toMatch(/\r\nstrict-transport-security: max-age=\d+/);
    const id = /\r\nx-request-id: (\S+)/.exec(head)?.[1];
    expect(JSON.parse(body)).toEqual({ status: 'error', message: 'The request is not valid HTTP/1.1', data: null, code: 'validation_failed', request_id: id });
  });
});

describe('request bodies', () => {
  it('invalid JSON is 400 invalid_json saying where it broke, and writes nothing', async () => {
    const response = await expectNothingWritten(() => postRaw(business.sandbox, '{"name": "Half'));
    expectEnvelopeError(response, 400, 'invalid_json');
    expect(response.body.message).toBe('Invalid JSON at line 1, column 10: unterminated string');
    const lines = await postRaw(business.sandbox, '{\n  "name": "Shop",\n  "currency" "USD"\n}');
    expectEnvelopeError(lines, 400, 'invalid_json');
    expect(lines.body.message).toBe("Invalid JSON at line 3, column 14: expected ':'");
  });

  it.each([
    ['a top-level __proto__ key', '{"name":"Proto","__proto__":{"polluted":"yes"}}'],
    ['an escaped __proto__ key', '{"name":"Escaped","\\u005f_proto__":{"polluted":"yes"}}'],
    ['a nested __proto__ key', '{"name":"Nested","metadata":{"__proto__":{"polluted":"yes"}}}'],
    ['a constructor.prototype key', '{"name":"Ctor","constructor":{"prototype":{"polluted":"yes"}}}'],
    ['a plain constructor key', '{"name":"Plain ctor","constructor":"x"}'],
    ['a nested constructor key', '{"name":"Nested ctor","metadata":{"constructor":"x"}}'],
  ])('a body with %s is 400 and writes nothing', async (_, text) => {
    const response = await expectNothingWritten(() => postRaw(business.sandbox, text));
    expectEnvelopeError(response, 400, 'invalid_json');
    expect(response.body.message).toMatch(/__proto__|constructor/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an unknown body field is 400 validation_failed naming the field, and writes nothing', async () => {
    const response = await expectNothingWritten(() => business.sandbox.post(SALES_ACCOUNTS, { name: 'Shop', colour: 'red' }));
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'colour', message: expect.any(String) }]);
  });

  it('a validation failure lists each offending field once, with a top-level message', async () => {
    const response = await expectNothingWritten(() =>
      business.sandbox.post(SALES_ACCOUNTS, { name: '', currency: 'xx', code: 'no spaces allowed', metadata: 'not an object', description: 'fine' }),
    );
    expectEnvelopeError(response, 400, 'validation_failed');
    const errors: { field: string; message: string }[] = response.body.errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['code', 'currency', 'metadata', 'name']);
    for (const error of errors) expect(error).toEqual({ field: error.field, message: expect.stringMatching(/\S/) });
    expect(response.body.message).toContain(errors[0].field);
  });

  it('a body over 1 MiB is 413 payload_too_large and writes nothing', async () => {
    const text = JSON.stringify({ name: 'Huge', description: 'a'.repeat(ONE_MIB) });
    const response = await expectNothingWritten(() => postRaw(business.sandbox, text));
    expectEnvelopeError(response, 413, 'payload_too_large');
  });

  it('a body just under 1 MiB is read (and judged on its fields)', async () => {
    const text = JSON.stringify({ name: 'Nearly huge', description: 'a'.repeat(ONE_MIB - 100) });
    expect(Buffer.byteLength(text)).toBeLessThan(ONE_MIB);
    const response = await expectNothingWritten(() => postRaw(business.sandbox, text));
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['description']);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'Content-Type %s is 415 unsupported_media_type and writes nothing',
    async (type) => {
      const response = await expectNothingWritten(() => postRaw(business.sandbox, '{"name":"Typed wrong"}', { 'content-type': type }));
      expectEnvelopeError(response, 415, 'unsupported_media_type');
    },
  );

  it('a body without Content-Type is 415 and writes nothing', async () => {
    const response = await expectNothingWritten(() => postRaw(business.sandbox, '{"name":"Untyped"}', {}));
    expectEnvelopeError(response, 415, 'unsupported_media_type');
  });

  it('application/json with a charset parameter is accepted', async () => {
    const response = await postRaw(business.sandbox, '{"name":"With charset"}', { 'content-type': 'application/json; charset=utf-8' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'success', data: { name: 'With charset' } });
  });
});

describe('request ids', () => {
  it('every kind of error carries request_id equal to its X-Request-Id header, a new one each time', async () => {
    const responses = [
      await platform.sandbox.get(BUSINESS),
      await business.sandbox.get('/api/v1/nope'),
      await postRaw(business.sandbox, '{'),
      await business.sandbox.post(SALES_ACCOUNTS, { colour: 'red' }),
      await postRaw(business.sandbox, 'x', { 'content-type': 'text/plain' }),
    ];
    for (const response of responses) {
      expect(response.headers['x-request-id']).toMatch(SANE_ID);
      expect(response.body.request_id).toBe(response.headers['x-request-id']);
    }
    expect(new Set(responses.map((response) => response.headers['x-request-id'])).size).toBe(responses.length);
  });

  it('a success response carries X-Request-Id too', async () => {
    const response = await business.sandbox.get(BUSINESS);
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(SANE_ID);
  });

  it('a sane client X-Request-Id is echoed on success and in errors', async () => {
    const id = 'client-req_42.retry:1';
    const ok = await business.sandbox.get(BUSINESS, { headers: { 'x-request-id': id } });
    expect(ok.status).toBe(200);
    expect(ok.headers['x-request-id']).toBe(id);
    const failed = await platform.sandbox.get(BUSINESS, { headers: { 'x-request-id': id } });
    expectEnvelopeError(failed, 401, 'unauthorized');
    expect(failed.body.request_id).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'my request id'],
    ['with markup', '<script>alert(1)</script>'],
    ['with quotes and semicolons', '"id";drop'],
  ])('an insane client X-Request-Id (%s) is replaced', async (_, id) => {
    const response = await platform.sandbox.get(BUSINESS, { headers: { 'x-request-id': id } });
    expectEnvelopeError(response, 401, 'unauthorized');
    expect(response.headers['x-request-id']).not.toBe(id);
    expect(response.headers['x-request-id']).toMatch(SANE_ID);
    expect(response.body.request_id).toBe(response.headers['x-request-id']);
  });
});

describe('transport', () => {
  /** At least one year, as HSTS preload lists require. */
  function expectHsts(response: TestResponse): void {
    const match = /max-age=(\d+)/.exec(response.headers['strict-transport-security'] ?? '');
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(31536000);
  }

  it.each(['production', 'sandbox'] as const)('Strict-Transport-Security is on success and error responses at the %s address', async (environment) => {
    const ok = await business[environment].get(BUSINESS);
    expect(ok.status).toBe(200);
    expectHsts(ok);
    expectHsts(await platform[environment].get(BUSINESS));
    expectHsts(await business[environment].get('/api/v2/anything'));
    expectHsts(await postRaw(business[environment], '{'));
    expectHsts(await platform[environment].get('/healthz'));
  });

  /** One plain-HTTP request: its status and body, or the error that ended it. */
  function plainHttp(url: string): Promise<{ status?: number; body?: string; error?: Error }> {
    return new Promise((resolve) => {
      const request = plainHttpRequest(url, { method: 'GET', timeout: 5000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
        response.on('error', (error) => resolve({ error }));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => resolve({ error }));
      request.end();
    });
  }

  it.each(['production', 'sandbox'] as const)('plain HTTP to the %s HTTPS port is never served', async (environment) => {
    const url = platform[environment].baseUrl.replace(/^https:/, 'http:');
    for (const path of ['/healthz', '/api/v1/openapi.json']) {
      const result = await plainHttp(`${url}${path}`);
      expect(result.status).not.toBe(200);
      expect(result.body ?? '').not.toContain('"status":"success"');
      expect(result.body ?? '').not.toContain('"openapi"');
    }
  });
});

describe('health', () => {
  it.each(['production', 'sandbox'] as const)(
    '/healthz and /readyz answer without credentials in the success envelope at the %s address',
    async (environment) => {
      const healthz = await platform[environment].get('/healthz');
      expect(healthz.status).toBe(200);
      expect(healthz.body).toEqual({ status: 'success', message: expect.any(String), data: { status: 'up' } });
      const readyz = await platform[environment].get('/readyz');
      expect(readyz.status).toBe(200);
      expect(readyz.body).toEqual({ status: 'success', message: expect.any(String), data: { status: 'up', database: 'up' } });
    },
  );
});

describe('documentation', () => {
  /** The document does not describe itself, so its own response is not validated against it. */
  async function openApiDocument(client: TestClient) {
    const response = await client.get('/api/v1/openapi.json', { validate: false });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.body;
  }

  it('GET /api/v1/openapi.json is OpenAPI 3.1, served without credentials at both addresses', async () => {
    const document = await openApiDocument(platform.production);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.paths).toHaveProperty(['/api/v1/coa/sales/account']);
    expect(await openApiDocument(platform.sandbox)).toEqual(document);
  });

  it('documents both auth modes', async () => {
    const document = await openApiDocument(platform.sandbox);
    expect(document.components.securitySchemes).toMatchObject({
      ApiKey: { type: 'http', scheme: 'bearer' },
      OAuth: { type: 'oauth2', flows: { authorizationCode: { tokenUrl: expect.stringMatching(/\/api\/v1\/oauth\/token$/) } } },
      IntegrationKey: { type: 'apiKey', in: 'header', name: 'secret_key' },
    });
    expect(Object.keys(document.components.securitySchemes.OAuth.flows.authorizationCode.scopes).sort()).toEqual([...SCOPE_NAMES].sort());
    expect(document.security).toEqual([{ ApiKey: [] }, { OAuth: [], IntegrationKey: [] }]);
    // Mode B needs the scope the route asks for; key roll is mode A only.
    expect(document.paths['/api/v1/customers'].post.security).toEqual([{ ApiKey: [] }, { OAuth: ['customers:write'], IntegrationKey: [] }]);
    expect(document.paths['/api/v1/keys/roll'].post.security).toEqual([{ ApiKey: [] }]);
  });

  it('documents the error envelope with every error code, on every operation', async () => {
    const document = await openApiDocument(platform.sandbox);
    const envelope = document.components.schemas.ErrorEnvelope;
    expect(envelope.required).toEqual(expect.arrayContaining(['status', 'message', 'data', 'code', 'request_id']));
    expect(envelope.properties.code.enum).toEqual(
      expect.arrayContaining([
        'validation_failed',
        'invalid_json',
        'unauthorized',
        'forbidden',
        'not_found',
        'conflict',
        'idempotency_key_reused',
        'version_conflict',
        'rate_limited',
        'payload_too_large',
        'unsupported_media_type',
        'https_required',
        'internal_error',
      ]),
    );
    const operations = Object.values<Record<string, { responses: Record<string, unknown> }>>(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      for (const status of ['400', '401', '403', '429', '500'])
        expect(operation.responses[status]).toEqual({ $ref: expect.stringMatching(/^#\/components\/responses\//) });
    }
    for (const response of Object.values<{ content: Record<string, { schema: unknown }> }>(document.components.responses)) {
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    }
    // Only what each operation can answer: no 404 without an id, no 412 without If-Match.
    expect(Object.keys(document.paths['/api/v1/customers'].get.responses).sort()).toEqual(['200', '400', '401', '403', '429', '500']);
    expect(Object.keys(document.paths['/api/v1/customers/{id}'].put.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '412', '413', '415', '429', '500'].sort(),
    );
    expect(document.paths['/api/v1/oauth/connections/{id}'].delete.responses).not.toHaveProperty('412');
  });

  it('names every operation as the SDK does, and leaves the immutable journal entries without PUT and DELETE', async () => {
    const document = await openApiDocument(platform.sandbox);
    expect(document.paths['/api/v1/sales/{id}'].delete.operationId).toBe('voidSale');
    expect(document.paths['/api/v1/invoices/{id}/finalize'].post.operationId).toBe('finalizeInvoice');
    expect(Object.keys(document.paths['/api/v1/journal-entries/{id}'])).toEqual(['get']);
    const ids = Object.values<Record<string, { operationId: string }>>(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the document served is the one the test clients validate against', async () => {
    expect(await openApiDocument(platform.sandbox)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(platform.app))));
  });

  it.each([
    '/docs/../package.json',
    '/docs/%2e%2e/%2e%2e/package.json',
    '/docs/..%2f..%2fpackage.json',
    '/docs/..%5c..%5cpackage.json',
    '/docs/a%00b',
    '/docs/.env',
  ])('GET %s is 404 not_found, and nothing is logged as an error', async (path) => {
    const errorsBefore = logged.filter((line) => line.level >= 50).length;
    const response = await sendVerbatim(platform.sandbox, 'GET', path);
    expectEnvelopeError(response, 404, 'not_found');
    expect(response.text).not.toContain('"name"');
    expect(logged.filter((line) => line.level >= 50)).toHaveLength(errorsBefore);
  });

  it('the reference serves the scripts its page names, and its page lets nothing but this server be asked', async () => {
    const page = await platform.sandbox.get('/docs');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    const scripts = [...page.text.matchAll(/<script src="([^"]+)">/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/docs\/scalar-[0-9a-f]{16}\.js$/), '/docs/reference.js']);
    for (const path of scripts) {
      const response = await sendVerbatim(platform.sandbox, 'GET', path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });

  it.each(['production', 'sandbox'] as const)('/docs serves an HTML reference without credentials at the %s address', async (environment) => {
    const response = await platform[environment].get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toMatch(/<html[\s>]/i);
    expect(response.text).toContain('Ledgerline API reference');
  });

  it('/docs/ redirects to /docs', async () => {
    const response = await sendVerbatim(platform.sandbox, 'GET', '/docs/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs');
  });

  it('gives every operation a curl sample at the sandbox address and an SDK sample', async () => {
    const document = await openApiDocument(platform.sandbox);
    type Operation = { parameters?: { in: string; name: string }[]; 'x-codeSamples': { label: string; lang: string; source: string }[] };
    const operations = Object.entries<Record<string, Operation>>(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const withoutSdk: string[] = [];
    for (const { method, path, operation } of operations) {
      const [curl, sdk] = operation['x-codeSamples'];
      const declaresIfMatch = (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'If-Match');
      expect(curl).toMatchObject({ lang: 'Shell', label: 'curl' });
      expect(curl.source).toMatch(
        new RegExp(`^curl ${method === 'GET' ? '' : `-X ${method} `}'https://localhost:8444${path.replace(/\{\w+\}/g, '[0-9a-f-]{36}')}[?']`),
      );
      expect(curl.source).toContain("-H 'Authorization: Bearer sk_test_…'");
      expect(curl.source.includes("-H 'Idempotency-Key: ")).toBe(method === 'POST');
      expect(curl.source.includes(`-H 'If-Match: "3"'`)).toBe(declaresIfMatch);
      if (!sdk) withoutSdk.push(`${method} ${path}`);
      else {
        expect(sdk).toMatchObject({ lang: 'TypeScript', label: 'SDK' });
        expect(sdk.source).toMatch(
          /^import \{ Ledgerline \} from '@ledgerline\/sdk';\n\nconst ll = new Ledgerline\(\{ apiKey: 'sk_test_…' \}\);\n.*\bll\.[\w.]+\(/s,
        );
        expect(sdk.source.includes('{ ifMatch: 3 }')).toBe(declaresIfMatch);
      }
    }
    expect(withoutSdk).toEqual([]);
  });

  it('samples an operation with its path, a body of its own fields, and the SDK call of its operationId', async () => {
    const document = await openApiDocument(platform.sandbox);
    const operation = document.paths['/api/v1/customers/{id}'].put;
    const [curl, sdk] = operation['x-codeSamples'];
    const schema = document.components.schemas[operation.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    const body = JSON.parse(/-d '(.*)'$/.exec(curl.source)![1]);
    expect(Object.keys(body).length).toBeGreaterThan(0);
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(Object.keys(body)));
    expect(sdk.source).toMatch(/^const data = await ll\.customers\.update\("[0-9a-f-]{36}", \{\n[^]*\}, \{ ifMatch: 3 \}\);$/m);
    const [, list] = document.paths['/api/v1/webhooks/{id}/deliveries'].get['x-codeSamples'];
    expect(list.source).toMatch(/^for await \(const record of ll\.webhooks\.deliveries\.list\("[0-9a-f-]{36}"(, \{[^]*\})?\)\) \{$/m);
  });
});

describe('a field left out says it is required', () => {
  it.each(['/api/v1/sales', '/api/v1/invoices', '/api/v1/journal-entries'])('POST %s with {} names every required field, "lines" among them', async (path) => {
    const response = await business.sandbox.post(path, {});
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.errors).toContainEqual({ field: 'lines', message: 'is required' });
    for (const error of response.body.errors) expect(error.message).toBe('is required');
    expect(response.body.message).toBe(`${response.body.errors[0].field} is required`);
  });

  it.each(['/api/v1/customers', '/api/v1/items', '/api/v1/coa/accounts', '/api/v1/tax-rates'])(
    'POST %s without a name says "name is required"',
    async (path) => {
      const response = await business.sandbox.post(path, {});
      expectEnvelopeError(response, 400, 'validation_failed');
      expect(response.body.errors).toContainEqual({ field: 'name', message: 'is required' });
    },
  );

  it('a line without a quantity says "lines.0.quantity is required"', async () => {
    const response = await business.sandbox.post('/api/v1/sales', { lines: [{ description: 'Tea', unit_price: '5' }] });
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.message).toBe('lines.0.quantity is required');
    expect(response.body.errors).toEqual([{ field: 'lines.0.quantity', message: 'is required' }]);
  });

  it('a field given as null is judged by its rules, not called missing', async () => {
    const response = await business.sandbox.post('/api/v1/customers', { name: null });
    expectEnvelopeError(response, 400, 'validation_failed');
    expect(response.body.errors).toEqual([{ field: 'name', message: expect.not.stringMatching(/required/) }]);
  });
});
