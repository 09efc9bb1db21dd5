import { Ledgerline, LedgerlineError, WebhookVerificationError, type Fetch } from '@ledgerline/sdk';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { sdk, trustingFetch, type Exchange } from './sdk-client';
import { WebhookReceiver } from './webhook-receiver';

let receiver: WebhookReceiver;
let platform: TestPlatform;
let business: TestBusiness;
let ll: Ledgerline;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  platform = await startTestPlatform({ WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}` });
  business = await platform.createBusiness();
  ll = sdk(platform, business.keys.sandbox);
});
afterAll(async () => {
  await platform.close();
  await receiver.close();
});

async function customersNamed(name: string): Promise<number> {
  const [row] = await platform.db.query('SELECT count(*)::int AS n FROM customers WHERE business_id = $1 AND name = $2', [business.businessId, name]);
  return row.n as number;
}

describe('records through the SDK', () => {
  it('creates, retrieves, updates with ifMatch (a stale version is 412 version_conflict) and deletes', async () => {
    const account = await ll.salesAccounts.create({ name: 'Online sales', description: 'Web shop', currency: 'NGN' });
    expect(account).toMatchObject({ name: 'Online sales', description: 'Web shop', currency: 'NGN', subtype: 'sales', version: 1 });

    const customer = await ll.customers.create({ name: 'Ada' });
    expect(customer).toMatchObject({ name: 'Ada', version: 1 });
    expect(await ll.customers.retrieve(customer.id)).toEqual(customer);

    const updated = await ll.customers.update(customer.id, { email: 'ada@example.com' }, { ifMatch: customer.version });
    expect(updated).toMatchObject({ id: customer.id, email: 'ada@example.com', version: 2 });

    const stale = await ll.customers.update(customer.id, { name: 'Ada L.' }, { ifMatch: customer.version }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(LedgerlineError);
    expect(stale).toMatchObject({ status: 412, code: 'version_conflict', headers: expect.objectContaining({ etag: '"2"' }) });
    expect((stale as LedgerlineError).requestId).toMatch(/.+/);
    expect((await ll.customers.retrieve(customer.id)).name).toBe('Ada');

    await expect(ll.customers.del(customer.id, { ifMatch: 1 })).rejects.toMatchObject({ status: 412, code: 'version_conflict' });
    await ll.customers.del(customer.id, { ifMatch: updated.version });
    await expect(ll.customers.retrieve(customer.id)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('throws the field errors of a validation failure', async () => {
    const error = (await ll.customers.create({ name: '' }).catch((e: unknown) => e)) as LedgerlineError;
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.errors.map((e) => e.field)).toEqual(['name']);
  });

  it('reads a paged report with its pagination, page by page', async () => {
    const books = await platform.createBusiness();
    const client = sdk(platform, books.keys.sandbox);
    for (const name of ['Grace', 'Ada']) {
      const customer = await client.customers.create({ name });
      await client.invoices.create({ customer_id: customer.id, status: 'open', lines: [{ description: 'Work', quantity: '1', unit_price: '10.00' }] });
    }
    const pages = [await client.reports.agedReceivables({ limit: 1 }), await client.reports.agedReceivables({ limit: 1, page: 2 })];
    expect(
      pages.map(({ data, pagination }) => [data.customers.map((customer) => customer.name), data.totals.total, pagination.page, pagination.total]),
    ).toEqual([
      [['Ada'], '20.00', 1, 2],
      [['Grace'], '20.00', 2, 2],
    ]);
  });

  it('walks 25 records with for await, three pages of 10 by the server’s cursor', async () => {
    const walker = await platform.createBusiness();
    const exchanges: Exchange[] = [];
    const client = sdk(platform, walker.keys.sandbox, exchanges);
    const made: string[] = [];
    for (let i = 0; i < 25; i++) made.push((await client.customers.create({ name: `Customer ${String(i).padStart(2, '0')}` })).id);

    exchanges.length = 0;
    const seen: string[] = [];
    for await (const customer of client.customers.list({ limit: 10, sort: 'name' })) seen.push(customer.id);
    expect(seen).toEqual(made);
    expect(exchanges.map((e) => [e.method, e.status, e.path.replace(/cursor=[\w-]+/, 'cursor=…')])).toEqual([
      ['GET', 200, '/api/v1/customers?limit=10&sort=name'],
      ['GET', 200, '/api/v1/customers?limit=10&sort=name&cursor=…'],
      ['GET', 200, '/api/v1/customers?limit=10&sort=name&cursor=…'],
    ]);

    const first = await client.customers.list({ limit: 10 }).page();
    expect(first.pagination).toMatchObject({ page: 1, limit: 10, total: 25, total_pages: 3 });
    expect(first.data).toHaveLength(10);
  });
});

describe('idempotency', () => {
  it('a POST whose answer was lost is retried with its key and replayed (Idempotent-Replayed): one record', async () => {
    const exchanges: Exchange[] = [];
    const real = trustingFetch(platform, exchanges);
    let lost = 0;
    // The request reaches the server and is committed, then the connection breaks before the answer is read.
    const breaking: Fetch = async (input, init) => {
      const response = await real(input, init);
      if (init.method === 'POST' && lost++ === 0) throw new TypeError('fetch failed: other side closed');
      return response;
    };
    const client = new Ledgerline({ apiKey: business.keys.sandbox, baseUrl: platform.sandbox.baseUrl, fetch: breaking });

    const customer = await client.customers.create({ name: 'Lost answer' });
    expect(exchanges.map((e) => [e.status, e.headers['idempotent-replayed']])).toEqual([
      [201, undefined],
      [201, 'true'],
    ]);
    expect(exchanges[1].idempotencyKey).toBe(exchanges[0].idempotencyKey);
    expect(await customersNamed('Lost answer')).toBe(1);
    expect(await ll.customers.retrieve(customer.id)).toMatchObject({ name: 'Lost answer' });
  });

  it('a POST sent again with the same idempotencyKey returns the first record; another body is 409', async () => {
    const first = await ll.customers.create({ name: 'Keyed' }, { idempotencyKey: 'order-8841' });
    expect(await ll.customers.create({ name: 'Keyed' }, { idempotencyKey: 'order-8841' })).toEqual(first);
    expect(await customersNamed('Keyed')).toBe(1);
    await expect(ll.customers.create({ name: 'Other' }, { idempotencyKey: 'order-8841' })).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
  });
});

describe('webhooks', () => {
  it('Ledgerline.webhooks.verify accepts a real delivery with the endpoint’s secret, old and new during a rotation, and refuses a tampered one', async () => {
    const endpoint = await ll.webhooks.create({ url: receiver.url('/sdk'), events: ['customer.created'] });
    const customer = await ll.customers.create({ name: 'Grace' });
    const [delivery] = await receiver.waitFor('/sdk', 1);

    const event = Ledgerline.webhooks.verify(delivery.body, delivery.headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'customer.created', environment: 'sandbox', data: { id: customer.id, name: 'Grace' } });
    expect(event.id).toBe(delivery.headers['webhook-id']);
    expect(() => Ledgerline.webhooks.verify(delivery.body.replace('Grace', 'Grac3'), delivery.headers, endpoint.secret)).toThrow(WebhookVerificationError);

    const rotated = await ll.webhooks.rotateSecret(endpoint.id);
    await ll.customers.create({ name: 'Hopper' });
    const [, next] = await receiver.waitFor('/sdk', 2);
    for (const secret of [endpoint.secret, rotated.secret])
      expect(Ledgerline.webhooks.verify(next.body, next.headers, secret)).toMatchObject({ type: 'customer.created' });
    expect(() => Ledgerline.webhooks.verify(next.body, next.headers, 'whsec_' + Buffer.alloc(32).toString('base64'))).toThrow(WebhookVerificationError);
  });
});
