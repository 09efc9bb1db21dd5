import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
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

  it('an unknown method on a known path is a 404 error envelope too', async () => {
    const response = await auth.client.delete('/healthz');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 'error', code: 'not_found', data: null });
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
