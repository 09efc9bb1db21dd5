// Creating invoices (drafts, numbering, validation) and finalizing them (posting).
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
import { balanceOf, entryLines, expectReceivablesMatchInvoices, invoiceBody, newInvoice, openBooks, type Books } from './invoicing';

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
