import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { testSetting } from '@ledgerline/testing';
import { startTestAuth, type TestAuth } from './harness';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether anything accepts a TCP connection at the URL's port. */
function listening(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('auth server', () => {
  let auth: TestAuth;

  beforeAll(async () => {
    auth = await startTestAuth();
  });
  afterAll(() => auth.close());

  it('GET /healthz answers 200 in the success envelope', async () => {
    const response = await auth.client.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ status: 'success', message: 'Alive', data: { status: 'up' } });
  });

  it('GET /readyz answers 200 once the database answers', async () => {
    const response = await auth.client.get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'success', message: 'Ready', data: { status: 'up', database: 'up' } });
  });

  it.each(['/nope', '/api/v1/nope', '/api/v2/oauth/token'])('GET %s answers 404 in the error envelope with the request id', async (path) => {
    const response = await auth.client.get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 'error', message: expect.any(String), data: null, code: 'not_found', request_id: expect.stringMatching(UUID_V7) });
    expect(response.body.request_id).toBe(response.headers['x-request-id']);
  });

  it.each([
    ['DELETE', '/healthz', 'GET, HEAD'],
    ['PUT', '/login', 'GET, HEAD, POST'],
    ['GET', '/api/v1/oauth/token', 'POST'],
  ])('%s %s, a method the path does not serve, is 405 method_not_allowed with Allow: %s', async (method, path, allow) => {
    const response = await auth.client.request(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.body).toEqual({
      status: 'error',
      message: `${method} is not allowed here; this path allows ${allow}`,
      data: null,
      code: 'method_not_allowed',
      request_id: response.headers['x-request-id'],
    });
  });

  it.each(['/api/v1/oauth/token', '/api/v1/oauth/authorize', '/api/v1/oauth/revoke'])(
    'invalid JSON to POST %s is 400 invalid_json saying where it broke',
    async (path) => {
      const response = await auth.client.post(path, '{\n  "grant_type": "refresh_token",\n  "refresh_token": }', {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        status: 'error',
        code: 'invalid_json',
        data: null,
        message: 'Invalid JSON at line 3, column 20: expected a value',
      });
    },
  );

  it('a path that is not valid percent-encoding is 400 validation_failed in the envelope', async () => {
    const response = await auth.client.get('/oauth/authorize/%zz');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: 'error',
      message: expect.stringContaining('not a valid url component'),
      data: null,
      code: 'validation_failed',
      request_id: response.headers['x-request-id'],
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('a request that is not HTTP is 400 validation_failed in the envelope', async () => {
    const ca = readFileSync(join(testSetting('dataDir'), 'tls', 'ca.crt'));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: Number(new URL(auth.url).port), servername: 'localhost', ca }, () =>
        socket.end('NOT HTTP AT ALL\r\n\r\n'),
      );
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(body)).toEqual({
      status: 'error',
      message: 'The request is not valid HTTP/1.1',
      data: null,
      code: 'validation_failed',
      request_id: /\r\nx-request-id: (\S+)/.exec(head)?.[1],
    });
  });

  it('sends HSTS and a fresh X-Request-Id on every response, errors included', async () => {
    const [first, second, missing] = await Promise.all([auth.client.get('/healthz'), auth.client.get('/healthz'), auth.client.get('/missing')]);
    for (const response of [first, second, missing]) {
      const maxAge = /max-age=(\d+)/.exec(response.headers['strict-transport-security'] ?? '');
      expect(Number(maxAge?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(response.headers['x-request-id']).toMatch(UUID_V7);
    }
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('echoes a sane client X-Request-Id and replaces one that is not', async () => {
    const sane = await auth.client.get('/missing', { headers: { 'x-request-id': 'client-req.42:a' } });
    expect(sane.headers['x-request-id']).toBe('client-req.42:a');
    expect(sane.body.request_id).toBe('client-req.42:a');

    const insane = await auth.client.get('/healthz', { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(insane.headers['x-request-id']).toMatch(UUID_V7);
  });

  it('does not serve plain HTTP', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port: Number(new URL(auth.url).port), path: '/healthz', timeout: 5000 }, (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      });
      request.once('error', () => resolve('refused'));
      request.once('timeout', () => request.destroy());
      request.end();
    });
    expect(outcome).toBe('refused');
  });
});

describe('auth server lifecycle', () => {
  it('reports an unreachable database on /readyz, stays alive, and stops listening once closed', async () => {
    const auth = await startTestAuth();
    try {
      expect(await listening(auth.url)).toBe(true);
      await auth.database.drop();

      const ready = await auth.client.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'error', code: 'service_unavailable', data: null, message: 'Database unreachable' });
      expect((await auth.client.get('/healthz')).status).toBe(200);
    } finally {
      await auth.close();
    }
    expect(await listening(auth.url)).toBe(false);
  });
});
