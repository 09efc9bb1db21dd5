import { created, data, expectError, expectFieldError } from '@ledgerline/testing';
import { Webhook } from 'standardwebhooks';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { WebhookReceiver } from './webhook-receiver';

const WEBHOOKS = '/api/v1/webhooks';
const CUSTOMERS = '/api/v1/customers';

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  version: number;
  secret?: string;
}

interface Delivery {
  id: string;
  event_id: string;
  event_type: string;
  sequence: number | null;
  attempt: number;
  status: string;
  response_status: number | null;
  error: string | null;
  next_attempt_at: string | null;
  request_body: string | null;
  response_body: string | null;
}

let receiver: WebhookReceiver;
let platform: TestPlatform;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  platform = await startTestPlatform({
    WEBHOOK_RETRY_SCHEDULE: '1,1',
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}`,
  });
});
afterAll(async () => {
  await platform.close();
  await receiver.close();
});

let paths = 0;
/** A receiver path of its own and a sandbox endpoint delivering to it. */
async function endpointOf(business: TestBusiness, fields: Record<string, unknown> = {}): Promise<{ endpoint: Endpoint; path: string }> {
  const path = `/hook-${++paths}`;
  const endpoint = await created<Endpoint>(business.sandbox, WEBHOOKS, { url: receiver.url(path), ...fields });
  return { endpoint, path };
}

async function deliveries(business: TestBusiness, endpointId: string, query = ''): Promise<Delivery[]> {
  return data<Delivery[]>(await business.sandbox.get(`${WEBHOOKS}/${endpointId}/deliveries?limit=100${query}`), 200);
}

/** Waits until the endpoint's log satisfies `done`. */
async function logUntil(business: TestBusiness, endpointId: string, done: (log: Delivery[]) => boolean, timeoutMs = 20_000): Promise<Delivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await deliveries(business, endpointId);
    if (done(log)) return log;
    if (Date.now() > deadline) throw new Error(`delivery log never got there: ${JSON.stringify(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook endpoints', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('are created with a secret shown once, read, updated with If-Match, and deleted, each recording an event', async () => {
    const response = await business.sandbox.post(WEBHOOKS, { url: receiver.url('/crud'), events: ['invoice.*', 'sale.created'], description: 'Books' });
    const endpoint = data<Endpoint>(response, 201);
    expect(endpoint).toMatchObject({ url: receiver.url('/crud'), events: ['invoice.*', 'sale.created'], enabled: true, version: 1 });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(endpoint.secret!.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const read = await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}`);
    expect(data<Endpoint>(read, 200)).not.toHaveProperty('secret');
    expect(read.headers.etag).toBe('"1"');
    expect(data<Endpoint[]>(await business.sandbox.get(WEBHOOKS), 200).map((e) => e.id)).toContain(endpoint.id);

    expectError(await business.sandbox.put(`${WEBHOOKS}/${endpoint.id}`, { enabled: false }, { headers: { 'if-match': '"7"' } }), 412, 'version_conflict');
    const updated = data<Endpoint>(await business.sandbox.put(`${WEBHOOKS}/${endpoint.id}`, { enabled: false }, { headers: { 'if-match': '"1"' } }), 200);
    expect(updated).toMatchObject({ enabled: false, version: 2 });

    const deleted = await business.sandbox.delete(`${WEBHOOKS}/${endpoint.id}`);
    expect(data(deleted, 200)).toEqual({ id: endpoint.id, deleted: true });
    expectError(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}`), 404, 'not_found');

    const events = data<{ type: string; data: Endpoint }[]>(await business.sandbox.get('/api/v1/events?limit=100'), 200).filter((e) =>
      e.type.startsWith('webhook_endpoint.'),
    );
    expect(events.map((e) => e.type)).toEqual(['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.deleted']);
    expect(JSON.stringify(events)).not.toContain(endpoint.secret!.slice(6));
  });

  it("are another business's or environment's 404", async () => {
    const { endpoint } = await endpointOf(business);
    const other = await platform.createBusiness();
    expectError(await other.sandbox.get(`${WEBHOOKS}/${endpoint.id}`), 404, 'not_found');
    expectError(await other.sandbox.delete(`${WEBHOOKS}/${endpoint.id}`), 404, 'not_found');
    expectError(await business.production.get(`${WEBHOOKS}/${endpoint.id}`), 404, 'not_found');
    expectError(await business.production.post(`${WEBHOOKS}/${endpoint.id}/test`), 404, 'not_found');
  });

  it('rotate their secret: for 24 hours both secrets sign', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    const rotated = data<Endpoint>(await business.sandbox.post(`${WEBHOOKS}/${endpoint.id}/rotate-secret`), 200);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    await created(business.sandbox, CUSTOMERS, { name: 'Rotated' });
    const [request] = await receiver.waitFor(path, 1);
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret!, rotated.secret!]) expect(new Webhook(secret).verify(request.body, request.headers)).toBeTruthy();
  });

  describe('refuse URLs that lead where deliveries may not go (400 on url)', () => {
    it('plain http in production', async () => {
      expectFieldError(await business.production.post(WEBHOOKS, { url: 'http://hooks.example.com/in' }), 'url', 'must be https in production');
    });

    it.each([
      ['loopback', '127.0.0.2'],
      ['private', '10.0.0.8'],
      ['private', '192.168.1.20'],
      ['link-local', '169.254.169.254'],
      ['unique-local', 'fd00::5'],
      ['multicast', 'ff05::2'],
      ['loopback', '::ffff:127.0.0.1'],
      ['link-local', '64:ff9b::a9fe:a9fe'],
    ])('a host resolving to a %s address (%s)', async (kind, address) => {
      platform.hosts.set('inside.example.com', ['93.184.216.34', address]);
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: 'https://inside.example.com/in' }), 'url', new RegExp(kind));
    });

    it('an address literal, however it is spelled, unless its host:port is allowed', async () => {
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: `http://[::ffff:127.0.0.1]:${receiver.port}/x` }), 'url', /loopback/);
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: `http://2130706433:${receiver.port + 1}/x` }), 'url', /loopback/);
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: 'http://localhost.invalid/x' }), 'url', /does not resolve/);
      expect((await business.sandbox.post(WEBHOOKS, { url: `http://2130706433:${receiver.port}/x` })).status).toBe(201);
    });

    it('bad fields', async () => {
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: 'ftp://example.com/' }), 'url');
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: receiver.url('/x'), events: ['Invoice!'] }), 'events');
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: receiver.url('/x'), events: [] }), 'events');
      expectFieldError(await business.sandbox.post(WEBHOOKS, { url: receiver.url('/x'), colour: 'red' }), 'colour');
    });
  });
});

describe('deliveries', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('carry the event as the feed has it, signed per Standard Webhooks', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.*'] });
    const customer = await created<{ id: string }>(business.sandbox, CUSTOMERS, { name: 'Ada' });
    const [request] = await receiver.waitFor(path, 1);
    const payload = new Webhook(endpoint.secret!).verify(request.body, request.headers) as Record<string, unknown>;
    const [event] = data<{ id: string; sequence: number; type: string; data: unknown; created_at: string }[]>(
      await business.sandbox.get('/api/v1/events?limit=100'),
      200,
    ).filter((e) => e.type === 'customer.created');
    expect(payload).toEqual({
      id: event.id,
      type: 'customer.created',
      sequence: event.sequence,
      created_at: event.created_at,
      environment: 'sandbox',
      data: event.data,
    });
    expect((event.data as { id: string }).id).toBe(customer.id);
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.host).toBe(`127.0.0.1:${receiver.port}`);
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'succeeded'));
    expect(log[0]).toMatchObject({ event_id: event.id, event_type: 'customer.created', sequence: event.sequence, attempt: 1, response_status: 200 });
    expect(log[0]).toMatchObject({ request_body: request.body, response_body: '{"received":true}' });
  });

  it('go only to endpoints whose events match, and never to another business or environment', async () => {
    const invoices = await endpointOf(business, { events: ['invoice.*'] });
    const customers = await endpointOf(business, { events: ['customer.created'] });
    const other = await platform.createBusiness();
    const elsewhere = await endpointOf(other, { events: ['customer.*'] });
    // Never reached: the production endpoint must get no attempt at a sandbox event (and the tests' connector reaches only loopback).
    platform.hosts.set('prod.example.com', ['93.184.216.34']);
    const production = await created<Endpoint>(business.production, WEBHOOKS, { url: 'https://prod.example.com/in', events: ['customer.*'] });
    await created(business.sandbox, CUSTOMERS, { name: 'Filtered' });
    await receiver.waitFor(customers.path, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.at(invoices.path)).toHaveLength(0);
    expect(receiver.at(elsewhere.path)).toHaveLength(0);
    expect(data(await business.production.get(`${WEBHOOKS}/${production.id}/deliveries`), 200)).toEqual([]);
  });

  it('are retried on failure: 500 twice then 200 arrives on the third attempt, and the log shows all three', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 500 }, { status: 500 }, { status: 200 });
    await created(business.sandbox, CUSTOMERS, { name: 'Flaky' });
    const requests = await receiver.waitFor(path, 3);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(800);
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'succeeded'));
    expect(log.map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [3, 'succeeded', 200],
      [2, 'retrying', 500],
      [1, 'retrying', 500],
    ]);
    expect(data<Delivery[]>(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?status=retrying`), 200)).toHaveLength(2);
  });

  it('fail once the schedule is spent', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 500 });
    await created(business.sandbox, CUSTOMERS, { name: 'Down' });
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'failed'));
    expect(log.map((d) => d.status)).toEqual(['failed', 'retrying', 'retrying']);
    expect(log[0].next_attempt_at).toBeNull();
  });

  it('honour Retry-After on 429', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 429, headers: { 'retry-after': '2' } }, { status: 200 });
    await created(business.sandbox, CUSTOMERS, { name: 'Busy' });
    const requests = await receiver.waitFor(path, 2);
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(1900);
    await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'succeeded'));
  });

  it('count a 302 as a failure and never follow it', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 302, headers: { location: receiver.url('/redirected') } }, { status: 200 });
    await created(business.sandbox, CUSTOMERS, { name: 'Moved' });
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'succeeded'));
    expect(log.at(-1)).toMatchObject({ status: 'retrying', response_status: 302 });
    expect(receiver.at('/redirected')).toHaveLength(0);
  });

  it('count a timeout as a failure', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 200, delayMs: 1500 }, { status: 200 });
    await created(business.sandbox, CUSTOMERS, { name: 'Slow' });
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'succeeded'));
    expect(log.at(-1)).toMatchObject({ status: 'retrying', response_status: null, error: 'timed out after 1000 ms' });
  });

  it('disable the endpoint on 410, recording webhook_endpoint.disabled', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.created'] });
    receiver.script(path, { status: 410 });
    await created(business.sandbox, CUSTOMERS, { name: 'Gone' });
    await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'failed'));
    const disabled = data<Endpoint>(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}`), 200);
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone' });
    const events = data<{ type: string; data: Endpoint }[]>(await business.sandbox.get('/api/v1/events?limit=100'), 200);
    expect(events.find((e) => e.type === 'webhook_endpoint.disabled')?.data.id).toBe(endpoint.id);
    await created(business.sandbox, CUSTOMERS, { name: 'Not sent' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at(path)).toHaveLength(1);
    expectError(await business.sandbox.post(`${WEBHOOKS}/${endpoint.id}/test`), 409, 'conflict');
  });

  it('are refused at delivery when the host now resolves somewhere private, without connecting', async () => {
    platform.hosts.set('flip.example.com', ['93.184.216.34']);
    const endpoint = await created<Endpoint>(business.sandbox, WEBHOOKS, { url: 'http://flip.example.com/in', events: ['customer.created'] });
    platform.hosts.set('flip.example.com', ['169.254.169.254']);
    await created(business.sandbox, CUSTOMERS, { name: 'Rebound' });
    const log = await logUntil(business, endpoint.id, (l) => l.length > 0 && l[0].status !== 'pending');
    expect(log[0].error).toMatch(/refused: the URL must not reach a link-local address/);
  });

  it('can be retried by hand, recovered after a sequence, and tested', async () => {
    const { endpoint, path } = await endpointOf(business, { events: ['customer.*'] });
    receiver.script(path, { status: 503 });
    const before = data<{ sequence: number }[]>(await business.sandbox.get('/api/v1/events?limit=100'), 200).at(-1)!.sequence;
    for (const name of ['One', 'Two', 'Three']) await created(business.sandbox, CUSTOMERS, { name });
    await logUntil(business, endpoint.id, (l) => l.filter((d) => d.status === 'failed').length === 3);
    receiver.script(path, { status: 200 });

    const [failed] = await deliveries(business, endpoint.id, '&status=failed');
    const retried = data<Delivery>(await business.sandbox.post(`${WEBHOOKS}/${endpoint.id}/deliveries/${failed.id}/retry`), 201);
    expect(retried).toMatchObject({ event_id: failed.event_id, attempt: 4, status: 'pending' });
    await logUntil(business, endpoint.id, (l) => l.some((d) => d.id === retried.id && d.status === 'succeeded'));

    const recovery = data<{ queued: number }>(await business.sandbox.post(`${WEBHOOKS}/${endpoint.id}/recover`, { after_sequence: before }), 201);
    expect(recovery).toEqual({ after_sequence: String(before), queued: 3 });
    await logUntil(business, endpoint.id, (l) => l.filter((d) => d.status === 'succeeded').length === 4);
    const recovered = receiver.at(path).slice(-3);
    expect(recovered.map((r) => JSON.parse(r.body).data.name).sort()).toEqual(['One', 'Three', 'Two']);

    // Counted before the test is queued: it may be delivered before its 201 is read.
    const received = receiver.at(path).length;
    const test = data<Delivery>(await business.sandbox.post(`${WEBHOOKS}/${endpoint.id}/test`), 201);
    expect(test).toMatchObject({ event_type: 'webhook.test', sequence: null, status: 'pending' });
    const requests = await receiver.waitFor(path, received + 1);
    const body = new Webhook(endpoint.secret!).verify(requests.at(-1)!.body, requests.at(-1)!.headers) as { type: string; data: { endpoint_id: string } };
    expect(body).toMatchObject({ type: 'webhook.test', sequence: null, data: { endpoint_id: endpoint.id } });

    const page = await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?limit=5&page=2`);
    expect(page.body.pagination).toMatchObject({
      page: 2,
      limit: 5,
      total: data<Delivery[]>(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?limit=100`), 200).length,
    });
    expect(data<Delivery[]>(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?event_type=webhook.test`), 200)).toHaveLength(1);
    expectFieldError(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?status=lost`), 'status');
  });
});

describe('an endpoint failing for WEBHOOK_DISABLE_AFTER_SECONDS', () => {
  let failing: TestPlatform;
  beforeAll(async () => {
    // Retries at least 1.8 s apart (2 s, give or take 10 %): each comes after the 1 s disable period.
    failing = await startTestPlatform({
      WEBHOOK_RETRY_SCHEDULE: '2,2,2',
      WEBHOOK_DISABLE_AFTER_SECONDS: '1',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}`,
    });
  });
  afterAll(() => failing.close());

  it('is disabled at its next failure, recording webhook_endpoint.disabled', async () => {
    const business = await failing.createBusiness();
    const path = `/hook-${++paths}`;
    const endpoint = await created<Endpoint>(business.sandbox, WEBHOOKS, { url: receiver.url(path), events: ['customer.created'] });
    receiver.script(path, { status: 500 });
    await created(business.sandbox, CUSTOMERS, { name: 'Never answered' });
    const log = await logUntil(business, endpoint.id, (l) => l.some((d) => d.status === 'failed'));
    // The first failure starts the run; the next, a second or more later, ends it: no attempt follows.
    expect(log.map((d) => d.status)).toEqual(['failed', 'retrying']);
    const disabled = data<Endpoint>(await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}`), 200);
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'Every attempt failed for 1 s or more' });
    const events = data<{ type: string; data: Endpoint }[]>(await business.sandbox.get('/api/v1/events?limit=100'), 200);
    expect(events.filter((e) => e.type === 'webhook_endpoint.disabled').map((e) => e.data.id)).toEqual([endpoint.id]);
  });
});
