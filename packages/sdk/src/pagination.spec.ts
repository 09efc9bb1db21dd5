import { fakeFetch, json } from './fake-fetch';
import { Ledgerline } from './ledgerline';

function page(ids: string[], next: string | null, page: number | null = null) {
  return json(200, {
    status: 'success',
    message: 'Customers retrieved',
    data: ids.map((id) => ({ id })),
    pagination: { page, limit: 2, total: 5, total_pages: 3, next_cursor: next },
  });
}

describe('list methods', () => {
  it('walk every record with for await, asking each next page with the cursor instead of the page number', async () => {
    const fetch = fakeFetch(page(['a', 'b'], 'cur-1', 2), page(['c', 'd'], 'cur-2'), page(['e'], null));
    const ll = new Ledgerline({ apiKey: 'sk_test_abc', fetch });
    const ids: string[] = [];
    for await (const customer of ll.customers.list({ limit: 2, page: 2, sort: 'name' })) ids.push(customer.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fetch.sent.map((request) => new URL(request.url).search)).toEqual([
      '?limit=2&page=2&sort=name',
      '?limit=2&sort=name&cursor=cur-1',
      '?limit=2&sort=name&cursor=cur-2',
    ]);
  });

  it('stop fetching when the loop stops', async () => {
    const fetch = fakeFetch(page(['a', 'b'], 'cur-1'), page(['c', 'd'], 'cur-2'));
    for await (const customer of new Ledgerline({ apiKey: 'sk_test_abc', fetch }).customers.list()) if (customer.id === 'b') break;
    expect(fetch.sent).toHaveLength(1);
  });

  it('give one page with its pagination, and the next page from it, null after the last', async () => {
    const fetch = fakeFetch(page(['a', 'b'], 'cur-1', 1), page(['e'], null));
    const first = await new Ledgerline({ apiKey: 'sk_test_abc', fetch }).invoices.payments.list('inv-1', { limit: 2 }).page();
    expect(first.data).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, total_pages: 3, next_cursor: 'cur-1' });
    const second = await first.nextPage();
    expect(second?.data).toEqual([{ id: 'e' }]);
    expect(await second?.nextPage()).toBeNull();
    expect(fetch.sent.map((request) => request.url.replace(/^https:\/\/[^/]+/, ''))).toEqual([
      '/api/v1/invoices/inv-1/payments?limit=2',
      '/api/v1/invoices/inv-1/payments?limit=2&cursor=cur-1',
    ]);
  });

  it('page the event feed by sequence: next_cursor is sent as after', async () => {
    const fetch = fakeFetch(page(['e1', 'e2'], '2'), page(['e3'], null));
    const ids: string[] = [];
    for await (const event of new Ledgerline({ apiKey: 'sk_test_abc', fetch }).events.list({ limit: 2 })) ids.push(event.id);
    expect(ids).toEqual(['e1', 'e2', 'e3']);
    expect(fetch.sent.map((request) => new URL(request.url).search)).toEqual(['?limit=2', '?limit=2&after=2']);
  });
});

describe('paged reports', () => {
  it('give the page’s data with its pagination, asking the page given', async () => {
    const pagination = { page: 2, limit: 1, total: 2, total_pages: 2, next_cursor: null };
    const data = { as_of: '2026-11-30', currency: 'USD', customers: [], totals: {} };
    const fetch = fakeFetch(json(200, { status: 'success', message: 'Aged receivables', data, pagination }));
    const answer = await new Ledgerline({ apiKey: 'sk_test_abc', fetch }).reports.agedReceivables({ as_of: '2026-11-30', limit: 1, page: 2 });
    expect(answer).toEqual({ data, pagination });
    expect(new URL(fetch.sent[0].url).search).toBe('?as_of=2026-11-30&limit=1&page=2');
  });
});
