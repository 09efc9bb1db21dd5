import { created, INVOICES, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { openBooks, pay, type Books } from './invoicing';

// A list page reads its rows in its own SQL (docs/decisions.md, Pagination): every list must show
// a record exactly as GET /{id} does, every field and type (dates, amounts, metadata, timestamps).

let platform: TestPlatform;
let books: Books;
const records: [list: string, path: string][] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  books = await openBooks(platform);
  const client = books.client;
  const metadata = { source: 'lists test' };
  const customer = await created<{ id: string }>(client, '/api/v1/customers', {
    name: 'Listed customer',
    email: 'listed@example.test',
    currency: 'USD',
    billing_address: { line1: '1 Main St', city: 'Lagos', country: 'NG' },
    metadata,
    external_id: 'cust-listed',
  });
  const taxRate = await created<{ id: string }>(client, '/api/v1/tax-rates', { name: 'VAT 7.5%', rate: '7.5', metadata, external_id: 'tax-listed' });
  const item = await created<{ id: string }>(client, '/api/v1/items', {
    name: 'Listed item',
    sku: 'L-1',
    unit_price: '19.99',
    tax_rate_id: taxRate.id,
    metadata,
    external_id: 'item-listed',
  });
  const account = await created<{ id: string }>(client, '/api/v1/coa/sales/account', { name: 'Listed sales', metadata, external_id: 'acct-listed' });
  const sale = await created<{ id: string }>(client, '/api/v1/sales', {
    customer_id: customer.id,
    date: '2026-03-04',
    currency: 'EUR',
    exchange_rate: '1.1',
    lines: [
      { item_id: item.id, quantity: '3' },
      { description: 'Delivery', quantity: '1', unit_price: '5.00', account_id: account.id },
    ],
    metadata,
    external_id: 'sale-listed',
  });
  const invoice = await created<{ id: string }>(client, INVOICES, {
    customer_id: customer.id,
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    lines: [{ description: 'Consulting', quantity: '2', unit_price: '100.00', tax_rate_id: taxRate.id }],
    metadata,
  });
  expect((await client.post(`${INVOICES}/${invoice.id}/finalize`, {})).status).toBe(200);
  const payment = await pay(books, invoice.id, { amount: '50.00', date: '2026-03-05' });
  const entry = await created<{ id: string }>(client, '/api/v1/journal-entries', {
    date: '2026-03-06',
    memo: 'Listed entry',
    lines: [
      { account_id: books.accounts['Cash'], debit: '12.34' },
      { account_id: account.id, credit: '12.34' },
    ],
    metadata,
  });
  records.push(
    ['/api/v1/customers', `/api/v1/customers/${customer.id}`],
    ['/api/v1/tax-rates', `/api/v1/tax-rates/${taxRate.id}`],
    ['/api/v1/items', `/api/v1/items/${item.id}`],
    ['/api/v1/coa/accounts', `/api/v1/coa/accounts/${account.id}`],
    ['/api/v1/sales', `/api/v1/sales/${sale.id}`],
    ['/sales', `/api/v1/sales/${sale.id}`],
    [INVOICES, `${INVOICES}/${invoice.id}`],
    ['/api/v1/payments', `/api/v1/payments/${payment.id}`],
    [`${INVOICES}/${invoice.id}/payments`, `/api/v1/payments/${payment.id}`],
    ['/api/v1/journal-entries', `/api/v1/journal-entries/${entry.id}`],
  );
});
afterAll(() => platform.close());

describe('list pages', () => {
  it('show every record exactly as GET /{id} does', async () => {
    expect(records).toHaveLength(10);
    for (const [list, path] of records) {
      const one = await books.client.get(path);
      expect(one.status).toBe(200);
      const page = await books.client.get(`${list}?limit=100`);
      expect(page.status).toBe(200);
      const listed = (page.body.data as { id: string }[]).find((record) => record.id === one.body.data.id);
      expect({ list, record: listed }).toEqual({ list, record: one.body.data });
    }
  });

  it('show them the same by cursor and on a numbered page', async () => {
    for (const [list, path] of records) {
      const one = (await books.client.get(path)).body.data;
      const walked: unknown[] = [];
      for (let cursor: string | null = '', page = 1; cursor !== null; page++) {
        const response: TestResponse = await books.client.get(`${list}?limit=1&${cursor ? `cursor=${cursor}` : `page=${page}`}`);
        walked.push(...response.body.data);
        cursor = response.body.pagination.next_cursor;
      }
      expect({ list, record: walked.find((record) => (record as { id: string }).id === one.id) }).toEqual({ list, record: one });
    }
  });
});
