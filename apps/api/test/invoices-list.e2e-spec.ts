// Listing invoices (overdue, filters, paging), tenant isolation and the events of a lifecycle.
import { eventsOf, expectFieldError, insertCustomer, type Invoice, INVOICES, lastSequence } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { newInvoice, openBooks, pay, type Books } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('overdue, lists and filters', () => {
  let books: Books;
  let pastDue: Invoice;
  let current: Invoice;
  let draftPastDue: Invoice;
  let paidPastDue: Invoice;
  let other: string;

  beforeAll(async () => {
    books = await openBooks(platform);
    other = await insertCustomer(platform.db, books.business.businessId);
    pastDue = await newInvoice(books, { status: 'open', issue_date: '2025-01-01', due_date: '2025-01-31', external_id: 'past' });
    current = await newInvoice(books, { status: 'open', issue_date: '2026-01-01', due_date: '2999-12-31', customer_id: other });
    draftPastDue = await newInvoice(books, { issue_date: '2025-02-01', due_date: '2025-02-02' });
    paidPastDue = await newInvoice(books, { status: 'open', issue_date: '2025-03-01', due_date: '2025-03-02' });
    await pay(books, paidPastDue.id, { amount: '100.00', date: '2025-03-05' });
  });

  it('derives overdue: open or partially paid, past due in the business’s day, something owed', async () => {
    expect(pastDue.overdue).toBe(true);
    expect(current.overdue).toBe(false);
    expect(draftPastDue.overdue).toBe(false);
    expect((await books.client.get(`${INVOICES}/${paidPastDue.id}`)).body.data.overdue).toBe(false);
    await pay(books, pastDue.id, { amount: '30.00' });
    expect((await books.client.get(`${INVOICES}/${pastDue.id}`)).body.data).toMatchObject({ status: 'partially_paid', overdue: true });
  });

  it('filters on overdue, status, customer, issue dates, external id and updated_since', async () => {
    const ids = async (query: string) => (await books.client.get(`${INVOICES}?${query}`)).body.data.map((i: Invoice) => i.id);
    expect(await ids('overdue=true')).toEqual([pastDue.id]);
    expect((await ids('overdue=false')).sort()).toEqual([current.id, draftPastDue.id, paidPastDue.id].sort());
    expect(await ids('status=draft')).toEqual([draftPastDue.id]);
    expect(await ids('status=paid')).toEqual([paidPastDue.id]);
    expect(await ids(`customer_id=${other}`)).toEqual([current.id]);
    expect(await ids('date_from=2025-02-01&date_to=2025-03-01')).toEqual([paidPastDue.id, draftPastDue.id]);
    expect(await ids('external_id=past')).toEqual([pastDue.id]);
    expect(await ids(`updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    // newest issue date first by default; other sorts
    expect(await ids('')).toEqual([current.id, paidPastDue.id, draftPastDue.id, pastDue.id]);
    expect(await ids('sort=due_date')).toEqual([pastDue.id, draftPastDue.id, paidPastDue.id, current.id]);
    expectFieldError(await books.client.get(`${INVOICES}?overdue=maybe`), 'overdue');
    expectFieldError(await books.client.get(`${INVOICES}?status=late`), 'status');
    expectFieldError(await books.client.get(`${INVOICES}?sort=total`), 'sort');
    expectFieldError(await books.client.get(`${INVOICES}?colour=red`), 'colour');
  });

  it('pages by number and by cursor over issue dates', async () => {
    const first = await books.client.get(`${INVOICES}?limit=3`);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 3, total: 4, total_pages: 2 });
    const next = await books.client.get(`${INVOICES}?limit=3&cursor=${first.body.pagination.next_cursor}`);
    expect(next.body.data.map((i: Invoice) => i.id)).toEqual([pastDue.id]);
    expect(next.body.pagination.next_cursor).toBeNull();
    expect((await books.client.get(`${INVOICES}?page=3&limit=3`)).body.data).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('answers 404 for another business’s invoice and for the same business in the other environment', async () => {
    const owner = await openBooks(platform);
    const stranger = await openBooks(platform);
    const invoice = await newInvoice(owner, { status: 'open' });
    const draft = await newInvoice(owner);
    for (const client of [stranger.client, owner.business.production]) {
      expect((await client.get(`${INVOICES}/${invoice.id}`)).status).toBe(404);
      expect((await client.put(`${INVOICES}/${draft.id}`, { notes: 'x' })).status).toBe(404);
      expect((await client.delete(`${INVOICES}/${draft.id}`)).status).toBe(404);
      expect((await client.post(`${INVOICES}/${draft.id}/finalize`)).status).toBe(404);
      expect((await client.post(`${INVOICES}/${invoice.id}/void`)).status).toBe(404);
      expect((await client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00' })).status).toBe(404);
      expect((await client.get(`${INVOICES}/${invoice.id}/payments`)).status).toBe(404);
      expect((await client.get(INVOICES)).body.data.map((i: Invoice) => i.id)).not.toContain(invoice.id);
    }
    expect((await owner.client.get(`${INVOICES}/not-an-id`)).status).toBe(404);
    expect((await owner.client.get(`${INVOICES}/${invoice.id}`)).body.data.status).toBe('open');
  });
});

describe('a lifecycle in events', () => {
  it('records every change with the full record, in order', async () => {
    const books = await openBooks(platform);
    const before = await lastSequence(platform.db, books.business.businessId);
    const draft = await newInvoice(books);
    await books.client.put(`${INVOICES}/${draft.id}`, { notes: 'n' });
    await books.client.post(`${INVOICES}/${draft.id}/finalize`);
    const first = await pay(books, draft.id, { amount: '60.00' });
    await pay(books, draft.id, { amount: '40.00' });
    await books.client.delete(`/api/v1/payments/${first.id}`);
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => [e.type, (e.data as { status: string }).status])).toEqual([
      ['invoice.created', 'draft'],
      ['invoice.updated', 'draft'],
      ['invoice.finalized', 'open'],
      ['payment.created', 'completed'],
      ['invoice.partially_paid', 'partially_paid'],
      ['payment.created', 'completed'],
      ['invoice.paid', 'paid'],
      ['payment.voided', 'void'],
      ['invoice.partially_paid', 'partially_paid'],
    ]);
    expect(events.map((e) => e.sequence)).toEqual(events.map((_, index) => before + index + 1));
    expect(events[events.length - 1].data).toEqual((await books.client.get(`${INVOICES}/${draft.id}`)).body.data);
  });
});
