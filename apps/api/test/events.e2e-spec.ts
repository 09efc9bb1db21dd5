import type { OAuthScope } from '@ledgerline/domain';
import { created, expectFieldError, type TestResponse } from '@ledgerline/testing';
import { type TestBusiness } from './harness';
import { connect, startTestOAuthPlatform, type TestConnection, type TestOAuthPlatform } from './oauth-harness';

const EVENTS = '/api/v1/events';

interface Event {
  sequence: number;
  type: string;
  data: { id: string };
}

let platform: TestOAuthPlatform;

beforeAll(async () => {
  platform = await startTestOAuthPlatform();
});
afterAll(() => platform.close());

/** A mode B request: the access token, the integration's key in `secret_key`. */
function modeB(connection: TestConnection, path: string): Promise<TestResponse> {
  return platform.sandbox.as(connection.accessToken).request('GET', path, { headers: { secret_key: connection.secretKey } });
}

/**
 * Walks the feed from the start with the `after` each page names, checking on every page that
 * `total` counts the visible events after its `after` and `total_pages` the pages from there.
 */
async function walk(get: (path: string) => Promise<TestResponse>, limit: number): Promise<{ events: Event[]; pages: number }> {
  const events: Event[] = [];
  let after: string | null = '0';
  let pages = 0;
  const first = await get(`${EVENTS}?limit=100`);
  const all: Event[] = first.body.data;
  while (after !== null && pages < 50) {
    const response = await get(`${EVENTS}?after=${after}&limit=${limit}`);
    expect(response.status).toBe(200);
    const remaining = all.filter((event) => event.sequence > Number(after)).length;
    expect(response.body.pagination).toEqual({
      page: null,
      limit,
      total: remaining,
      total_pages: Math.ceil(remaining / limit),
      next_cursor: response.body.pagination.next_cursor,
    });
    events.push(...response.body.data);
    after = response.body.pagination.next_cursor;
    if (after !== null) expect(after).toBe(String(response.body.data.at(-1).sequence));
    pages++;
  }
  return { events, pages };
}

describe('GET /events paging', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
    for (let i = 1; i <= 13; i++) await created(business.sandbox, '/api/v1/customers', { name: `Customer ${i}` });
  });

  it('names in next_cursor the `after` of the next page, and counts in total the events after `after`', async () => {
    const fromFive = await business.sandbox.get(`${EVENTS}?after=5`);
    expect(fromFive.body.data.map((e: Event) => e.sequence)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    expect(fromFive.body.pagination).toEqual({ page: null, limit: 10, total: 8, total_pages: 1, next_cursor: null });

    const first = await business.sandbox.get(`${EVENTS}?limit=5`);
    expect(first.body.data.map((e: Event) => e.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(first.body.pagination).toEqual({ page: null, limit: 5, total: 13, total_pages: 3, next_cursor: '5' });
    const second = await business.sandbox.get(`${EVENTS}?limit=5&after=${first.body.pagination.next_cursor}`);
    expect(second.body.data.map((e: Event) => e.sequence)).toEqual([6, 7, 8, 9, 10]);
    expect(second.body.pagination).toEqual({ page: null, limit: 5, total: 8, total_pages: 2, next_cursor: '10' });
    const last = await business.sandbox.get(`${EVENTS}?limit=3&after=10`);
    expect(last.body.data.map((e: Event) => e.sequence)).toEqual([11, 12, 13]);
    expect(last.body.pagination).toEqual({ page: null, limit: 3, total: 3, total_pages: 1, next_cursor: null });
    const beyond = await business.sandbox.get(`${EVENTS}?after=13`);
    expect(beyond.body).toMatchObject({ data: [], pagination: { page: null, limit: 10, total: 0, total_pages: 0, next_cursor: null } });
    expect((await business.sandbox.get(`${EVENTS}?after=999`)).body.pagination).toMatchObject({ total: 0, next_cursor: null });
  });

  it.each([1, 4, 5, 13])('walks the whole feed %i at a time with the values given, each event exactly once', async (limit) => {
    const { events, pages } = await walk((path) => business.sandbox.get(path), limit);
    expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(pages).toBe(Math.ceil(13 / limit));
  });

  it('answers an empty feed with no pages', async () => {
    const fresh = await platform.createBusiness();
    expect((await fresh.production.get(EVENTS)).body).toMatchObject({
      data: [],
      pagination: { page: null, limit: 10, total: 0, total_pages: 0, next_cursor: null },
    });
  });

  it.each(['-1', 'abc', '1.5', '1e3', '', '1234567890123456789'])('refuses after=%j with 400 on after', async (after) => {
    expectFieldError(await business.sandbox.get(`${EVENTS}?after=${after}`), 'after');
  });
});

describe('GET /events with an access token', () => {
  let owner: TestBusiness;
  let merchant: TestBusiness;
  /** Every record type's events: one of each resource, and a lock date (business.updated). */
  const expected: Record<string, number> = {};
  let all: Event[];

  beforeAll(async () => {
    owner = await platform.createBusiness();
    merchant = await platform.createBusiness();
    const client = merchant.sandbox;
    const chart: { id: string; code: string }[] = (await client.get('/api/v1/coa/accounts?limit=100')).body.data;
    const code = (c: string) => chart.find((a) => a.code === c)!.id;
    await created(client, '/api/v1/coa/sales/account', { name: 'Online' });
    const customer = await created<{ id: string }>(client, '/api/v1/customers', { name: 'Ada' });
    await created(client, '/api/v1/tax-rates', { name: 'VAT', rate: '7.5' });
    await created(client, '/api/v1/items', { name: 'Widget', unit_price: '5' });
    await created(client, '/api/v1/sales', { date: '2026-03-01', lines: [{ description: 'Widget', quantity: 1, unit_price: '5' }] });
    const invoice = await created<{ id: string }>(client, '/api/v1/invoices', {
      customer_id: customer.id,
      issue_date: '2026-03-01',
      status: 'open',
      lines: [{ description: 'Work', quantity: 1, unit_price: '20' }],
    });
    await created(client, `/api/v1/invoices/${invoice.id}/payments`, { amount: '20', date: '2026-03-02' });
    await created(client, '/api/v1/journal-entries', {
      date: '2026-03-03',
      lines: [
        { account_id: code('1010'), debit: '1' },
        { account_id: code('3000'), credit: '1' },
      ],
    });
    expect((await client.put('/api/v1/business', { lock_date: '2026-01-31' })).status).toBe(200);
    all = (await client.get(`${EVENTS}?limit=100`)).body.data;
    for (const event of all) expected[event.type.split('.')[0]] = (expected[event.type.split('.')[0]] ?? 0) + 1;
    expect(Object.keys(expected).sort()).toEqual(['account', 'business', 'customer', 'invoice', 'item', 'journal_entry', 'payment', 'sale', 'tax_rate']);
  });

  const types = (events: Event[]) => [...new Set(events.map((e) => e.type.split('.')[0]))].sort();

  it.each<[string, OAuthScope[], string[]]>([
    ['events:read alone sees only the business', ['events:read'], ['business']],
    ['customers:read adds customers', ['events:read', 'customers:read'], ['business', 'customer']],
    ['a write scope reads nothing', ['events:read', 'customers:write', 'sales:write'], ['business']],
    ['invoices:read adds invoices and their payments', ['events:read', 'invoices:read'], ['business', 'invoice', 'payment']],
    ['items:read adds items and tax rates', ['events:read', 'items:read'], ['business', 'item', 'tax_rate']],
    ['accounts, sales and journals', ['events:read', 'accounts:read', 'sales:read', 'journals:read'], ['account', 'business', 'journal_entry', 'sale']],
  ])('%s, paging through them as documented', async (_, scopes, visible) => {
    const connection = await connect(platform, owner, merchant, 'sandbox', scopes);
    const { events } = await walk((path) => modeB(connection, path), 2);
    expect(types(events)).toEqual(visible);
    expect(events.map((e) => e.sequence)).toEqual(all.filter((e) => visible.includes(e.type.split('.')[0])).map((e) => e.sequence));
    expect(events.length).toBe(visible.reduce((sum, type) => sum + expected[type], 0));
  });

  it('shows a token with every read scope the whole feed, and refuses one without events:read (403)', async () => {
    const every = await connect(platform, owner, merchant, 'sandbox', [
      'events:read',
      'accounts:read',
      'customers:read',
      'items:read',
      'sales:read',
      'invoices:read',
      'journals:read',
    ]);
    expect((await walk((path) => modeB(every, path), 7)).events).toEqual(all);
    const without = await connect(platform, owner, merchant, 'sandbox', ['customers:read']);
    expect((await modeB(without, EVENTS)).status).toBe(403);
  });
});
