import {
  created,
  expectError,
  customerBalance,
  eventsOf,
  expectFieldError,
  insertCustomer,
  insertTaxRate,
  type Invoice,
  INVOICES,
  lastSequence,
} from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { balanceOf, entryLines, expectReceivablesMatchInvoices, invoiceBody, newInvoice, openBooks, pay, reversalOf, type Books } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function today(timezone: string): Promise<string> {
  const [row] = await platform.db.query('SELECT (now() AT TIME ZONE $1)::date::text AS today', [timezone]);
  return row.today;
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('creating invoices', () => {
  let books: Books;
  let vat: string;

  beforeAll(async () => {
    books = await openBooks(platform, { timezone: 'Pacific/Kiritimati' });
    vat = await insertTaxRate(platform.db, books.business.businessId, '7.5', books.accounts['Sales Tax Payable']);
  });

  it('creates a draft with per-line rounded amounts, totals, default dates and nothing posted', async () => {
    const response = await books.client.post(INVOICES, {
      customer_id: books.customerId,
      reference: 'PO-17',
      lines: [
        { description: 'Widgets', quantity: '2', unit_price: '19.99', tax_rate_id: vat },
        { description: 'Delivery', quantity: 1, unit_price: 10 },
      ],
      metadata: { order: '17' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const invoice: Invoice = response.body.data;
    // Issue date: today in the business's time zone (UTC+14), due 30 days later.
    const issued = await today('Pacific/Kiritimati');
    expect(invoice).toMatchObject({
      number: 'INV-000001',
      status: 'draft',
      customer_id: books.customerId,
      issue_date: issued,
      due_date: plusDays(issued, 30),
      currency: 'USD',
      exchange_rate: '1',
      amounts_are: 'exclusive',
      subtotal: '49.98',
      tax_total: '3.00',
      total: '52.98',
      amount_paid: '0.00',
      amount_due: '52.98',
      overdue: false,
      reference: 'PO-17',
      notes: null,
      journal_entry_id: null,
      metadata: { order: '17' },
      version: 1,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'Widgets',
        quantity: '2',
        unit_price: '19.99',
        tax_rate: '7.5',
        amount: '39.98',
        tax_amount: '3.00',
        account_id: books.accounts.Sales,
      }),
      expect.objectContaining({
        description: 'Delivery',
        quantity: '1',
        unit_price: '10',
        tax_rate: '0',
        amount: '10.00',
        tax_amount: '0.00',
        tax_rate_id: null,
      }),
    ]);
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
    const [posted] = await platform.db.query(`SELECT count(*)::int AS n FROM journal_entries WHERE source_id = $1`, [invoice.id]);
    expect(posted.n).toBe(0);
    expect((await books.client.get(`${INVOICES}/${invoice.id}`)).body.data).toEqual(invoice);
  });

  it('backs tax out of tax-inclusive prices per line', async () => {
    const invoice = await newInvoice(books, {
      amounts_are: 'inclusive',
      lines: [{ description: 'Gross', quantity: '1', unit_price: '107.50', tax_rate_id: vat }],
    });
    expect(invoice).toMatchObject({ subtotal: '100.00', tax_total: '7.50', total: '107.50' });
  });

  it('numbers invoices in sequence, takes a number from the caller, skips it later, and refuses a taken one with 409', async () => {
    const own = await openBooks(platform);
    expect((await newInvoice(own)).number).toBe('INV-000001');
    expect((await newInvoice(own)).number).toBe('INV-000002');
    const given = await newInvoice(own, { number: 'INV-000003' });
    expect(given.number).toBe('INV-000003');
    expect((await newInvoice(own)).number).toBe('INV-000004');
    expect((await newInvoice(own, { number: 'A/2026/1' })).number).toBe('A/2026/1');

    const taken = await own.client.post(INVOICES, invoiceBody(own, { number: 'INV-000003' }));
    expectError(taken, 409, 'conflict');
    expect(taken.body.existing_id).toBe(given.id);
    expect(taken.body.errors).toEqual([{ field: 'number', message: 'is already used by another invoice' }]);
    const renumbered = await own.client.put(`${INVOICES}/${(await newInvoice(own)).id}`, { number: 'INV-000003' });
    expectError(renumbered, 409, 'conflict');
    expect(renumbered.body.existing_id).toBe(given.id);
  });

  it('numbers are per business and environment', async () => {
    const other = await openBooks(platform);
    expect((await newInvoice(other)).number).toBe('INV-000001');
    const productionCustomer = await insertCustomer(platform.db, other.business.businessId, { environment: 'production' });
    const production = await created<Invoice>(other.business.production, INVOICES, {
      customer_id: productionCustomer,
      lines: [{ description: 'x', quantity: 1, unit_price: 1 }],
    });
    expect(production.number).toBe('INV-000001');
  });

  it('refuses a taken external_id with 409 and the existing id, and filters on it', async () => {
    const first = await newInvoice(books, { external_id: 'shop-1001' });
    const again = await books.client.post(INVOICES, invoiceBody(books, { external_id: 'shop-1001' }));
    expectError(again, 409, 'conflict');
    expect(again.body.existing_id).toBe(first.id);
    const listed = await books.client.get(`${INVOICES}?external_id=shop-1001`);
    expect(listed.body.data.map((i: Invoice) => i.id)).toEqual([first.id]);
  });

  it('validates the customer, dates, currency, rate and lines', async () => {
    const other = await openBooks(platform);
    const archived = await insertCustomer(platform.db, books.business.businessId, { archived: true });
    expectFieldError(await books.client.post(INVOICES, { lines: [{ description: 'x', quantity: 1, unit_price: 1 }] }), 'customer_id');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { customer_id: '01a1fd75-8e74-758e-9a80-b3f5b522fcf3' })), 'customer_id');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { customer_id: other.customerId })), 'customer_id');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { customer_id: archived })), 'customer_id');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { issue_date: '2026-03-10', due_date: '2026-03-09' })), 'due_date');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { issue_date: '2026-02-30' })), 'issue_date');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { currency: 'EUR' })), 'exchange_rate');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { currency: 'EUR', exchange_rate: '0' })), 'exchange_rate');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { exchange_rate: '2' })), 'exchange_rate');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { currency: 'ZZZ' })), 'currency');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { lines: [] })), 'lines');
    expectFieldError(
      await books.client.post(INVOICES, invoiceBody(books, { lines: [{ description: 'x', quantity: 'lots', unit_price: 1 }] })),
      'lines.0.quantity',
    );
    expectFieldError(
      await books.client.post(INVOICES, invoiceBody(books, { lines: [{ description: 'x', quantity: 1, unit_price: 1, account_id: books.accounts.Cash }] })),
      'lines.0.account_id',
    );
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { lines: [{ quantity: 1, unit_price: 1 }] })), 'lines.0.description');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { status: 'paid' })), 'status');
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { total: '5.00' })), 'total');
    expectFieldError(
      await books.client.post(INVOICES, invoiceBody(books, { lines: [{ description: 'x', quantity: '999999999999999', unit_price: '999999999999999' }] })),
      'lines',
    );
    // every problem at once
    const many = await books.client.post(
      INVOICES,
      invoiceBody(books, {
        customer_id: archived,
        currency: 'EUR',
        lines: [{ description: 'x', quantity: 1, unit_price: 1, tax_rate_id: '01a1fd75-8e74-758e-9a80-b3f5b522fcf3' }],
      }),
    );
    expect(many.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['customer_id', 'exchange_rate', 'lines.0.tax_rate_id']);
  });

  it('takes the exchange rate every document takes: above 0 and below 10^14 for a foreign currency, absent or 1 for the base currency', async () => {
    const rate = async (body: object, message: string | RegExp) =>
      expectFieldError(await books.client.post(INVOICES, invoiceBody(books, body)), 'exchange_rate', message);
    await rate({ currency: 'EUR', exchange_rate: '100000000000000' }, 'must be greater than 0 and less than 10^14');
    await rate({ currency: 'EUR', exchange_rate: '0' }, 'must be greater than 0 and less than 10^14');
    await rate({ currency: 'EUR', exchange_rate: '-1.5' }, /non-negative/);
    await rate({ currency: 'EUR' }, 'is required when the currency is not the base currency (USD)');
    await rate({ exchange_rate: '2' }, 'must be absent or 1 when the currency is the base currency (USD)');
    const largest = await newInvoice(books, {
      currency: 'EUR',
      exchange_rate: '99999999999999',
      lines: [{ description: 'x', quantity: 1, unit_price: '0.01' }],
    });
    expect(largest).toMatchObject({ exchange_rate: '99999999999999', total: '0.01' });
    const draft = await newInvoice(books, { currency: 'EUR', exchange_rate: '1.1' });
    expectFieldError(await books.client.put(`${INVOICES}/${draft.id}`, { exchange_rate: '100000000000000' }), 'exchange_rate', /less than 10\^14/);
  });

  it("defaults the currency to the customer's and requires its exchange rate", async () => {
    const euroCustomer = await insertCustomer(platform.db, books.business.businessId, { currency: 'EUR' });
    expectFieldError(await books.client.post(INVOICES, invoiceBody(books, { customer_id: euroCustomer })), 'exchange_rate');
    const invoice = await newInvoice(books, { customer_id: euroCustomer, exchange_rate: '1.1' });
    expect(invoice).toMatchObject({ currency: 'EUR', exchange_rate: '1.1', total: '100.00' });
    const jpy = await newInvoice(books, { currency: 'jpy', exchange_rate: '0.0067', lines: [{ description: 'x', quantity: '3', unit_price: '333.5' }] });
    expect(jpy).toMatchObject({ currency: 'JPY', total: '1001', amount_due: '1001' });
  });
});

describe('finalizing', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform);
  });

  it('posts debit Accounts Receivable, credit income per line and tax; draft → open; a second finalize is 409', async () => {
    const vat = await insertTaxRate(platform.db, books.business.businessId, '10', books.accounts['Sales Tax Payable']);
    const other = await created<{ id: string }>(books.client, '/api/v1/coa/sales/account', { name: 'Training' });
    const draft = await newInvoice(books, {
      lines: [
        { description: 'Consulting', quantity: '3', unit_price: '100.00', tax_rate_id: vat },
        { description: 'Course', quantity: '1', unit_price: '50.00', account_id: other.id, tax_rate_id: vat },
      ],
    });
    const before = await lastSequence(platform.db, books.business.businessId);
    const response = await books.client.post(`${INVOICES}/${draft.id}/finalize`);
    expect(response.status).toBe(200);
    const invoice: Invoice = response.body.data;
    expect(invoice).toMatchObject({ status: 'open', total: '385.00', amount_due: '385.00', version: 2 });
    expect(response.headers.etag).toBe('"2"');
    expect(invoice.journal_entry_id).toEqual(expect.any(String));
    const lines = await entryLines(platform, { ...books, accounts: { ...books.accounts, Training: other.id } }, invoice.journal_entry_id!);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.base_debit, l.base_credit])).toEqual([
      ['Accounts Receivable', '385.00', '0.00', '385.00', '0.00'],
      ['Sales', '0.00', '300.00', '0.00', '300.00'],
      ['Training', '0.00', '50.00', '0.00', '50.00'],
      ['Sales Tax Payable', '0.00', '35.00', '0.00', '35.00'],
    ]);
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('385.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('385.00');
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => e.type)).toEqual(['invoice.finalized']);
    expect(events[0].data).toEqual(invoice);

    expectError(await books.client.post(`${INVOICES}/${draft.id}/finalize`), 409, 'conflict', /Only draft invoices/);
    await expectReceivablesMatchInvoices(platform, books);
  });

  it('creates an open invoice at once with status open (events created and finalized)', async () => {
    const before = await lastSequence(platform.db, books.business.businessId);
    const invoice = await newInvoice(books, { status: 'open' });
    expect(invoice).toMatchObject({ status: 'open', version: 1, total: '100.00' });
    expect(invoice.journal_entry_id).toEqual(expect.any(String));
    expect((await eventsOf(platform.db, books.business.businessId, { after: before })).map((e) => e.type)).toEqual(['invoice.created', 'invoice.finalized']);
    await expectReceivablesMatchInvoices(platform, books);
  });

  it('refuses to finalize an invoice for an archived customer, after the lock date, or adding up to zero', async () => {
    const customer = await insertCustomer(platform.db, books.business.businessId);
    const draft = await newInvoice(books, { customer_id: customer });
    await platform.db.query('UPDATE customers SET archived = true WHERE id = $1', [customer]);
    expectFieldError(await books.client.post(`${INVOICES}/${draft.id}/finalize`), 'customer_id');

    const free = await newInvoice(books, { lines: [{ description: 'Free sample', quantity: 1, unit_price: 0 }] });
    expectFieldError(await books.client.post(`${INVOICES}/${free.id}/finalize`), 'lines');

    const locked = await openBooks(platform);
    const old = await newInvoice(locked, { issue_date: '2025-01-10' });
    await platform.db.query(`UPDATE business_environments SET lock_date = '2025-01-31' WHERE business_id = $1`, [locked.business.businessId]);
    expectFieldError(await locked.client.post(`${INVOICES}/${old.id}/finalize`), 'issue_date');
    expectFieldError(await locked.client.post(INVOICES, invoiceBody(locked, { issue_date: '2025-01-31', status: 'open' })), 'issue_date');
    expect((await locked.client.get(`${INVOICES}/${old.id}`)).body.data.status).toBe('draft');

    const retired = await created<{ id: string }>(books.client, '/api/v1/coa/sales/account', { name: 'Retired line' });
    const stale = await newInvoice(books, { lines: [{ description: 'x', quantity: 1, unit_price: 5, account_id: retired.id }] });
    await books.client.put(`/api/v1/coa/accounts/${retired.id}`, { archived: true });
    expectFieldError(await books.client.post(`${INVOICES}/${stale.id}/finalize`), 'lines.0.account_id');
  });

  it('posts a foreign-currency invoice with base amounts at its rate', async () => {
    const invoice = await newInvoice(books, {
      currency: 'EUR',
      exchange_rate: '1.0837',
      status: 'open',
      lines: [{ description: 'x', quantity: 1, unit_price: '99.99' }],
    });
    expect(await entryLines(platform, books, invoice.journal_entry_id!)).toEqual([
      { account: 'Accounts Receivable', debit: '99.99', credit: '0.00', base_debit: '108.36', base_credit: '0.00' },
      { account: 'Sales', debit: '0.00', credit: '99.99', base_debit: '0.00', base_credit: '108.36' },
    ]);
  });
});

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
