// Changing, deleting and voiding invoices.
import { expectError, customerBalance, eventsOf, expectFieldError, insertCustomer, type Invoice, INVOICES, lastSequence } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { balanceOf, entryLines, expectReceivablesMatchInvoices, newInvoice, openBooks, pay, reversalOf, type Books } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('changing and deleting', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform);
  });

  it('changes a draft freely without posting; a PUT that changes nothing keeps the version', async () => {
    const draft = await newInvoice(books);
    const response = await books.client.put(`${INVOICES}/${draft.id}`, {
      lines: [{ description: 'Design', quantity: '2', unit_price: '75.00' }],
      due_date: plusDays(draft.issue_date, 7),
      notes: 'Thanks',
      reference: 'R-1',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'draft',
      total: '150.00',
      notes: 'Thanks',
      reference: 'R-1',
      version: 2,
      journal_entry_id: null,
      due_date: plusDays(draft.issue_date, 7),
    });
    expect(response.headers.etag).toBe('"2"');
    const same = await books.client.put(`${INVOICES}/${draft.id}`, { notes: 'Thanks', lines: [{ description: 'Design', quantity: 2, unit_price: '75' }] });
    expect(same.body.data.version).toBe(2);
    const cleared = await books.client.put(`${INVOICES}/${draft.id}`, { notes: null, reference: null });
    expect(cleared.body.data).toMatchObject({ notes: null, reference: null, version: 3 });
    expectFieldError(await books.client.put(`${INVOICES}/${draft.id}`, { due_date: plusDays(draft.issue_date, -1) }), 'due_date');
    expectFieldError(await books.client.put(`${INVOICES}/${draft.id}`, { customer_id: null }), 'customer_id');
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
  });

  it('changes an open invoice without payments by reversing and re-posting, moving the balance between customers', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    const second = await insertCustomer(platform.db, books.business.businessId);
    const before = await lastSequence(platform.db, books.business.businessId);
    const response = await books.client.put(`${INVOICES}/${invoice.id}`, {
      customer_id: second,
      lines: [{ description: 'Consulting', quantity: '1', unit_price: '120.00' }],
    });
    expect(response.status).toBe(200);
    const changed: Invoice = response.body.data;
    expect(changed).toMatchObject({ status: 'open', customer_id: second, total: '120.00', amount_due: '120.00', version: 2 });
    expect(changed.journal_entry_id).not.toBe(invoice.journal_entry_id);
    const reversal = await reversalOf(platform, invoice.journal_entry_id!);
    expect(await entryLines(platform, books, reversal!)).toEqual([
      { account: 'Accounts Receivable', debit: '0.00', credit: '100.00', base_debit: '0.00', base_credit: '100.00' },
      { account: 'Sales', debit: '100.00', credit: '0.00', base_debit: '100.00', base_credit: '0.00' },
    ]);
    expect(await customerBalance(platform.db, books.customerId)).toBe('0.00');
    expect(await customerBalance(platform.db, second)).toBe('120.00');
    expect((await eventsOf(platform.db, books.business.businessId, { after: before })).map((e) => [e.type, (e.data as { version: number }).version])).toEqual([
      ['invoice.updated', 2],
    ]);
    await expectReceivablesMatchInvoices(platform, books);

    // metadata alone does not re-post
    const tagged = await books.client.put(`${INVOICES}/${invoice.id}`, { metadata: { a: 'b' } });
    expect(tagged.body.data).toMatchObject({ version: 3, journal_entry_id: changed.journal_entry_id, metadata: { a: 'b' } });
  });

  it('re-posts a foreign-currency invoice at its new rate and voids it back to nothing', async () => {
    const customer = await insertCustomer(platform.db, books.business.businessId, { currency: 'EUR' });
    const invoice = await newInvoice(books, {
      customer_id: customer,
      exchange_rate: '1.0837',
      status: 'open',
      lines: [{ description: 'x', quantity: 1, unit_price: '99.99' }],
    });
    expect(await customerBalance(platform.db, customer)).toBe('108.36');
    const changed = (await books.client.put(`${INVOICES}/${invoice.id}`, { exchange_rate: '1.2' })).body.data;
    expect(changed).toMatchObject({ exchange_rate: '1.2', total: '99.99', version: 2 });
    expect(await entryLines(platform, books, changed.journal_entry_id)).toEqual([
      { account: 'Accounts Receivable', debit: '99.99', credit: '0.00', base_debit: '119.99', base_credit: '0.00' },
      { account: 'Sales', debit: '0.00', credit: '99.99', base_debit: '0.00', base_credit: '119.99' },
    ]);
    expect(await customerBalance(platform.db, customer)).toBe('119.99');
    expectFieldError(await books.client.put(`${INVOICES}/${invoice.id}`, { currency: 'GBP' }), 'exchange_rate');
    expect((await books.client.post(`${INVOICES}/${invoice.id}/void`)).body.data.status).toBe('void');
    expect(await customerBalance(platform.db, customer)).toBe('0.00');
  });

  it('refuses changes to an invoice with payments, a paid one and a void one (409)', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    await pay(books, invoice.id, { amount: '10.00' });
    expectError(await books.client.put(`${INVOICES}/${invoice.id}`, { notes: 'x' }), 409, 'conflict', /payments/);
    const paid = await newInvoice(books, { status: 'open' });
    await pay(books, paid.id, { amount: '100.00' });
    expectError(await books.client.put(`${INVOICES}/${paid.id}`, { notes: 'x' }), 409, 'conflict');
    const voided = await newInvoice(books, { status: 'open' });
    expect((await books.client.post(`${INVOICES}/${voided.id}/void`)).status).toBe(200);
    expectError(await books.client.put(`${INVOICES}/${voided.id}`, { notes: 'x' }), 409, 'conflict', /void/);
  });

  it('deletes drafts only: later GET is 404; an open invoice is 409 "void instead"', async () => {
    const draft = await newInvoice(books);
    const before = await lastSequence(platform.db, books.business.businessId);
    const response = await books.client.delete(`${INVOICES}/${draft.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: draft.id, deleted: true });
    expect((await books.client.get(`${INVOICES}/${draft.id}`)).status).toBe(404);
    expect((await books.client.delete(`${INVOICES}/${draft.id}`)).status).toBe(404);
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => e.type)).toEqual(['invoice.deleted']);
    expect(events[0].data).toEqual(draft);

    const open = await newInvoice(books, { status: 'open' });
    expectError(await books.client.delete(`${INVOICES}/${open.id}`), 409, 'conflict', /void this invoice instead/);
  });

  it('answers 412 with the current ETag to a stale If-Match on PUT, DELETE, finalize and void', async () => {
    const draft = await newInvoice(books);
    const stale = { headers: { 'if-match': '"7"' } };
    for (const response of [
      await books.client.put(`${INVOICES}/${draft.id}`, { notes: 'x' }, stale),
      await books.client.delete(`${INVOICES}/${draft.id}`, stale),
      await books.client.post(`${INVOICES}/${draft.id}/finalize`, undefined, stale),
    ]) {
      expect(response.status).toBe(412);
      expect(response.body.code).toBe('version_conflict');
      expect(response.headers.etag).toBe('"1"');
    }
    const finalized = await books.client.post(`${INVOICES}/${draft.id}/finalize`, undefined, { headers: { 'if-match': '"1"' } });
    expect(finalized.status).toBe(200);
    expect((await books.client.post(`${INVOICES}/${draft.id}/void`, {}, { headers: { 'if-match': '"1"' } })).status).toBe(412);
    expect((await books.client.post(`${INVOICES}/${draft.id}/void`, {}, { headers: { 'if-match': '"2"' } })).status).toBe(200);
  });
});

describe('voiding', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform);
  });

  it('voids an open invoice with a reversing entry dated as its posting; voiding again is 409', async () => {
    const invoice = await newInvoice(books, { status: 'open', issue_date: '2026-01-05' });
    expect(await customerBalance(platform.db, books.customerId)).toBe('100.00');
    const before = await lastSequence(platform.db, books.business.businessId);
    const response = await books.client.post(`${INVOICES}/${invoice.id}/void`);
    expect(response.status).toBe(200);
    const voided: Invoice = response.body.data;
    expect(voided).toMatchObject({
      status: 'void',
      amount_paid: '0.00',
      amount_due: '0.00',
      overdue: false,
      journal_entry_id: invoice.journal_entry_id,
      version: 2,
    });
    const reversal = await reversalOf(platform, invoice.journal_entry_id!);
    const [entry] = await platform.db.query('SELECT date::text AS date FROM journal_entries WHERE id = $1', [reversal]);
    expect(entry.date).toBe('2026-01-05');
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
    expect(await balanceOf(books, 'Sales')).toBe('0.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('0.00');
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => e.type)).toEqual(['invoice.voided']);
    expect(events[0].data).toEqual(voided);
    expectError(await books.client.post(`${INVOICES}/${invoice.id}/void`), 409, 'conflict', /already void/);
    expectError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00' }), 409, 'conflict', /void/);
    expect((await books.client.get(`${INVOICES}/${invoice.id}`)).body.data.status).toBe('void');
  });

  it('takes a later date for the reversal, never an earlier one or one on or before the lock date', async () => {
    const own = await openBooks(platform);
    const invoice = await newInvoice(own, { status: 'open', issue_date: '2026-01-05' });
    expectFieldError(await own.client.post(`${INVOICES}/${invoice.id}/void`, { date: '2026-01-04' }), 'date');
    await platform.db.query(`UPDATE business_environments SET lock_date = '2026-01-31' WHERE business_id = $1`, [own.business.businessId]);
    expectFieldError(await own.client.post(`${INVOICES}/${invoice.id}/void`), 'date');
    expectFieldError(await own.client.post(`${INVOICES}/${invoice.id}/void`, { date: '2026-01-31' }), 'date');
    expectError(await own.client.put(`${INVOICES}/${invoice.id}`, { lines: [{ description: 'x', quantity: 1, unit_price: 1 }] }), 409, 'conflict', /lock date/);
    const voided = await own.client.post(`${INVOICES}/${invoice.id}/void`, { date: '2026-02-01' });
    expect(voided.status).toBe(200);
    const [entry] = await platform.db.query('SELECT date::text AS date FROM journal_entries WHERE reverses_id = $1', [invoice.journal_entry_id]);
    expect(entry.date).toBe('2026-02-01');
  });

  it('refuses to void a draft (delete it) and an invoice with payments; voids it once its payments are voided', async () => {
    const draft = await newInvoice(books);
    expectError(await books.client.post(`${INVOICES}/${draft.id}/void`), 409, 'conflict', /delete it instead/);
    const invoice = await newInvoice(books, { status: 'open' });
    const payment = await pay(books, invoice.id, { amount: '40.00' });
    expectError(await books.client.post(`${INVOICES}/${invoice.id}/void`), 409, 'conflict', /void its payments first/);
    const paid = await newInvoice(books, { status: 'open' });
    await pay(books, paid.id, { amount: '100.00' });
    expectError(await books.client.post(`${INVOICES}/${paid.id}/void`), 409, 'conflict', /void its payments first/);

    expect((await books.client.delete(`/api/v1/payments/${payment.id}`)).status).toBe(200);
    const reopened = (await books.client.get(`${INVOICES}/${invoice.id}`)).body.data;
    expect(reopened).toMatchObject({ status: 'open', amount_paid: '0.00' });
    expect((await books.client.post(`${INVOICES}/${invoice.id}/void`)).body.data.status).toBe('void');
    await expectReceivablesMatchInvoices(platform, books);
  });
});
