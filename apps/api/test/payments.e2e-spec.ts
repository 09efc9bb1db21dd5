import {
  created,
  expectError,
  customerBalance,
  eventsOf,
  expectFieldError,
  type Invoice,
  INVOICES,
  lastSequence,
  type Payment,
  PAYMENTS,
} from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { balanceOf, entryLines, expectReceivablesMatchInvoices, newInvoice, openBooks, pay, reversalOf, type Books } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function invoiceOf(books: Books, id: string): Promise<Invoice> {
  return (await books.client.get(`${INVOICES}/${id}`)).body.data;
}

describe('recording payments', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform);
  });

  it('takes partial then full payment: amounts, statuses, entries, balances and events at each step', async () => {
    const invoice = await newInvoice(books, {
      status: 'open',
      issue_date: '2026-02-01',
      lines: [{ description: 'Retainer', quantity: '1', unit_price: '250.00' }],
    });
    const before = await lastSequence(platform.db, books.business.businessId);

    const response = await books.client.post(`${INVOICES}/${invoice.id}/payments`, {
      amount: '100.00',
      date: '2026-02-10',
      method: 'bank_transfer',
      reference: 'TX-1',
      metadata: { batch: '7' },
    });
    expect(response.status).toBe(201);
    const first: Payment = response.body.data;
    expect(first).toMatchObject({
      invoice_id: invoice.id,
      status: 'completed',
      currency: 'USD',
      amount: '100.00',
      date: '2026-02-10',
      exchange_rate: '1',
      deposit_account_id: books.accounts.Cash,
      method: 'bank_transfer',
      reference: 'TX-1',
      version: 1,
    });
    expect(response.headers.etag).toBe('"1"');
    expect(await entryLines(platform, books, first.journal_entry_id)).toEqual([
      { account: 'Cash', debit: '100.00', credit: '0.00', base_debit: '100.00', base_credit: '0.00' },
      { account: 'Accounts Receivable', debit: '0.00', credit: '100.00', base_debit: '0.00', base_credit: '100.00' },
    ]);
    const partly = await invoiceOf(books, invoice.id);
    expect(partly).toMatchObject({ status: 'partially_paid', amount_paid: '100.00', amount_due: '150.00', version: 2 });
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('150.00');
    expect(await balanceOf(books, 'Cash')).toBe('100.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('150.00');
    await expectReceivablesMatchInvoices(platform, books);

    const second = await pay(books, invoice.id, { amount: 150 });
    const paid = await invoiceOf(books, invoice.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: '250.00', amount_due: '0.00', overdue: false, version: 3 });
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('0.00');
    await expectReceivablesMatchInvoices(platform, books);

    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => e.type)).toEqual(['payment.created', 'invoice.partially_paid', 'payment.created', 'invoice.paid']);
    expect(events[0].data).toEqual(first);
    expect(events[1].data).toEqual(partly);
    expect(events[2].data).toEqual(second);
    expect(events[3].data).toEqual(paid);
  });

  it('refuses over-payment, zero, negative and amounts finer than the currency (400)', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    const over = await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '100.01' });
    expectFieldError(over, 'amount');
    expect(over.body.errors[0].message).toMatch(/amount due, 100/);
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '0' }), 'amount');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '-5' }), 'amount');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '10.001' }), 'amount');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, {}), 'amount');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', date: '2020-01-01' }), 'date');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', exchange_rate: '1.2' }), 'exchange_rate');
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', status: 'void' }), 'status');
    await pay(books, invoice.id, { amount: '60.00' });
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '40.01' }), 'amount');
    expect((await invoiceOf(books, invoice.id)).amount_paid).toBe('60.00');

    const yen = await newInvoice(books, {
      status: 'open',
      currency: 'JPY',
      exchange_rate: '0.0067',
      lines: [{ description: 'x', quantity: 1, unit_price: 5000 }],
    });
    expectFieldError(await books.client.post(`${INVOICES}/${yen.id}/payments`, { amount: '10.5' }), 'amount');
    expect((await pay(books, yen.id, { amount: 10 })).amount).toBe('10');
  });

  it('takes the exchange rate every document takes: above 0 and below 10^14 in a foreign currency, absent or 1 in the base currency', async () => {
    const euro = await newInvoice(books, { status: 'open', currency: 'EUR', exchange_rate: '1.1' });
    const payment = `${INVOICES}/${euro.id}/payments`;
    expectFieldError(
      await books.client.post(payment, { amount: '1.00', exchange_rate: '100000000000000' }),
      'exchange_rate',
      'must be greater than 0 and less than 10^14',
    );
    expectFieldError(await books.client.post(payment, { amount: '1.00', exchange_rate: '0' }), 'exchange_rate', 'must be greater than 0 and less than 10^14');
    expectFieldError(await books.client.post(payment, { amount: '1.00', exchange_rate: '-1.2' }), 'exchange_rate', /non-negative/);
    const dollars = await newInvoice(books, { status: 'open' });
    expectFieldError(
      await books.client.post(`${INVOICES}/${dollars.id}/payments`, { amount: '1.00', exchange_rate: '1.2' }),
      'exchange_rate',
      'must be absent or 1 when the currency is the base currency (USD)',
    );
    expect((await pay(books, euro.id, { amount: '1.00' })).exchange_rate).toBe('1.1');
  });

  it('refuses a payment worth 10^15 or more in the base currency at its rate (400 on amount)', async () => {
    const large = await newInvoice(books, {
      status: 'open',
      currency: 'EUR',
      exchange_rate: '1',
      lines: [{ description: 'x', quantity: 1, unit_price: '1000000' }],
    });
    const payment = `${INVOICES}/${large.id}/payments`;
    const worth = 'is worth 10^15 or more in the base currency at this exchange rate (a payment must be worth less)';
    expectFieldError(await books.client.post(payment, { amount: '1000000', exchange_rate: '1000000000' }), 'amount', worth);
    expectFieldError(await books.client.post(payment, { amount: '1000000', exchange_rate: '10000000000' }), 'amount', worth);
    expect((await pay(books, large.id, { amount: '1000000', exchange_rate: '999999999.999999' })).amount).toBe('1000000.00');
  });

  it('refuses payments on a draft, a void and a paid invoice (409), and on an unknown invoice (404)', async () => {
    const draft = await newInvoice(books);
    expectError(await books.client.post(`${INVOICES}/${draft.id}/payments`, { amount: '1.00' }), 409, 'conflict', /finalize it first/);
    const voided = await newInvoice(books, { status: 'open' });
    await books.client.post(`${INVOICES}/${voided.id}/void`);
    expectError(await books.client.post(`${INVOICES}/${voided.id}/payments`, { amount: '1.00' }), 409, 'conflict', /void/);
    const paid = await newInvoice(books, { status: 'open' });
    await pay(books, paid.id, { amount: '100.00' });
    expectError(await books.client.post(`${INVOICES}/${paid.id}/payments`, { amount: '1.00' }), 409, 'conflict', /already paid/);
    expect((await books.client.post(`${INVOICES}/01a1fd75-8e74-758e-9a80-b3f5b522fcf3/payments`, { amount: '1.00' })).status).toBe(404);
  });

  it('deposits into the account given: an active asset account, not Accounts Receivable', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    const payment = await pay(books, invoice.id, { amount: '25.00', deposit_account_id: books.accounts.Bank });
    expect(payment.deposit_account_id).toBe(books.accounts.Bank);
    expect((await entryLines(platform, books, payment.journal_entry_id))[0]).toMatchObject({ account: 'Bank', debit: '25.00' });
    expectFieldError(
      await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', deposit_account_id: books.accounts['Accounts Receivable'] }),
      'deposit_account_id',
    );
    expectFieldError(
      await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', deposit_account_id: books.accounts.Sales }),
      'deposit_account_id',
    );
    expectFieldError(
      await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', deposit_account_id: '01a1fd75-8e74-758e-9a80-b3f5b522fcf3' }),
      'deposit_account_id',
    );
    const archived = await created<{ id: string }>(books.client, '/api/v1/coa/accounts', { name: 'Old till', type: 'asset', subtype: 'cash' });
    await books.client.put(`/api/v1/coa/accounts/${archived.id}`, { archived: true });
    expectFieldError(await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', deposit_account_id: archived.id }), 'deposit_account_id');
  });

  it('refuses a taken external_id with 409 and the existing payment id', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    const payment = await pay(books, invoice.id, { amount: '1.00', external_id: 'stripe-ch-1' });
    const again = await books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', external_id: 'stripe-ch-1' });
    expectError(again, 409, 'conflict');
    expect(again.body.existing_id).toBe(payment.id);
    expect((await invoiceOf(books, invoice.id)).amount_paid).toBe('1.00');
  });
});

describe('voiding payments', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform);
  });

  it('voids by a reversing entry; the invoice’s amount paid and status follow; voiding twice is 409', async () => {
    const invoice = await newInvoice(books, { status: 'open' });
    const first = await pay(books, invoice.id, { amount: '30.00', date: invoice.issue_date });
    const second = await pay(books, invoice.id, { amount: '70.00' });
    expect((await invoiceOf(books, invoice.id)).status).toBe('paid');
    const before = await lastSequence(platform.db, books.business.businessId);

    const response = await books.client.delete(`${PAYMENTS}/${second.id}`);
    expect(response.status).toBe(200);
    const voided: Payment = response.body.data;
    expect(voided).toMatchObject({ id: second.id, status: 'void', amount: '70.00', version: 2, journal_entry_id: second.journal_entry_id });
    const reversal = await reversalOf(platform, second.journal_entry_id);
    expect(await entryLines(platform, books, reversal!)).toEqual([
      { account: 'Cash', debit: '0.00', credit: '70.00', base_debit: '0.00', base_credit: '70.00' },
      { account: 'Accounts Receivable', debit: '70.00', credit: '0.00', base_debit: '70.00', base_credit: '0.00' },
    ]);
    const [entry] = await platform.db.query('SELECT date::text AS date FROM journal_entries WHERE id = $1', [reversal]);
    expect(entry.date).toBe(second.date);
    const partly = await invoiceOf(books, invoice.id);
    expect(partly).toMatchObject({ status: 'partially_paid', amount_paid: '30.00', amount_due: '70.00' });
    expect(await customerBalance(platform.db, books.customerId)).toBe('70.00');
    await expectReceivablesMatchInvoices(platform, books);
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    expect(events.map((e) => e.type)).toEqual(['payment.voided', 'invoice.partially_paid']);
    expect(events[0].data).toEqual(voided);
    expect(events[1].data).toEqual(partly);

    expectError(await books.client.delete(`${PAYMENTS}/${second.id}`), 409, 'conflict', /already void/);
    expect((await books.client.delete(`${PAYMENTS}/${first.id}`)).status).toBe(200);
    expect(await invoiceOf(books, invoice.id)).toMatchObject({ status: 'open', amount_paid: '0.00', amount_due: '100.00' });
    expect((await eventsOf(platform.db, books.business.businessId, { after: before })).map((e) => e.type).slice(-2)).toEqual([
      'payment.voided',
      'invoice.updated',
    ]);
    await expectReceivablesMatchInvoices(platform, books);

    // the voided payment stays readable, and the invoice takes payments again
    expect((await books.client.get(`${PAYMENTS}/${second.id}`)).body.data.status).toBe('void');
    await pay(books, invoice.id, { amount: '100.00' });
    expect((await invoiceOf(books, invoice.id)).status).toBe('paid');
    await expectReceivablesMatchInvoices(platform, books);
  });

  it('answers 412 to a stale If-Match, and 409 for a payment dated on or before the lock date', async () => {
    const own = await openBooks(platform);
    const invoice = await newInvoice(own, { status: 'open', issue_date: '2026-01-02' });
    const payment = await pay(own, invoice.id, { amount: '10.00', date: '2026-01-03' });
    const stale = await own.client.delete(`${PAYMENTS}/${payment.id}`, { headers: { 'if-match': '"2"' } });
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"1"');
    await platform.db.query(`UPDATE business_environments SET lock_date = '2026-01-03' WHERE business_id = $1`, [own.business.businessId]);
    expectError(await own.client.delete(`${PAYMENTS}/${payment.id}`), 409, 'conflict', /lock date/);
    expectFieldError(await own.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '1.00', date: '2026-01-03' }), 'date');
  });
});

describe('listing payments', () => {
  let books: Books;
  let a: Invoice;
  let b: Invoice;
  let p1: Payment;
  let p2: Payment;
  let p3: Payment;

  beforeAll(async () => {
    books = await openBooks(platform);
    a = await newInvoice(books, { status: 'open', issue_date: '2026-01-01' });
    b = await newInvoice(books, { status: 'open', issue_date: '2026-01-01', currency: 'EUR', exchange_rate: '1.1' });
    p1 = await pay(books, a.id, { amount: '10.00', date: '2026-01-05' });
    p2 = await pay(books, b.id, { amount: '20.00', date: '2026-01-06' });
    p3 = await pay(books, a.id, { amount: '30.00', date: '2026-01-07', external_id: 'ext-3' });
    await books.client.delete(`${PAYMENTS}/${p1.id}`);
  });

  it('lists all payments newest first, with filters', async () => {
    const ids = async (query: string) => (await books.client.get(`${PAYMENTS}?${query}`)).body.data.map((p: Payment) => p.id);
    expect(await ids('')).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids(`invoice_id=${a.id}`)).toEqual([p3.id, p1.id]);
    expect(await ids('status=void')).toEqual([p1.id]);
    expect(await ids('status=completed&date_from=2026-01-06&date_to=2026-01-06')).toEqual([p2.id]);
    expect(await ids('external_id=ext-3')).toEqual([p3.id]);
    expect(await ids('sort=date')).toEqual([p1.id, p2.id, p3.id]);
    const euro = (await books.client.get(`${PAYMENTS}/${p2.id}`)).body.data;
    expect(euro).toMatchObject({ currency: 'EUR', amount: '20.00', exchange_rate: '1.1', invoice_id: b.id });
    expectFieldError(await books.client.get(`${PAYMENTS}?status=pending`), 'status');
    expectFieldError(await books.client.get(`${PAYMENTS}?invoice_id=nope`), 'invoice_id');
  });

  it("lists an invoice's payments", async () => {
    const response = await books.client.get(`${INVOICES}/${a.id}/payments`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((p: Payment) => p.id)).toEqual([p3.id, p1.id]);
    expect(response.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect((await books.client.get(`${INVOICES}/${a.id}/payments?status=completed`)).body.data.map((p: Payment) => p.id)).toEqual([p3.id]);
  });

  it('keeps payments to their business and environment (404)', async () => {
    const stranger = await openBooks(platform);
    for (const client of [stranger.client, books.business.production]) {
      expect((await client.get(`${PAYMENTS}/${p3.id}`)).status).toBe(404);
      expect((await client.delete(`${PAYMENTS}/${p3.id}`)).status).toBe(404);
      expect((await client.get(`${PAYMENTS}?invoice_id=${a.id}`)).body.data).toEqual([]);
    }
    expect((await books.client.get(`${PAYMENTS}/${p3.id}`)).body.data.status).toBe('completed');
  });
});

describe('foreign-currency invoices', () => {
  let books: Books;

  beforeAll(async () => {
    books = await openBooks(platform, { baseCurrency: 'USD' });
  });

  it('posts the realised exchange gain and loss of payments at other rates, with exact base figures', async () => {
    const invoice = await newInvoice(books, { status: 'open', currency: 'EUR', exchange_rate: '1.1' });
    expect(await entryLines(platform, books, invoice.journal_entry_id!)).toEqual([
      { account: 'Accounts Receivable', debit: '100.00', credit: '0.00', base_debit: '110.00', base_credit: '0.00' },
      { account: 'Sales', debit: '0.00', credit: '100.00', base_debit: '0.00', base_credit: '110.00' },
    ]);
    expect(await customerBalance(platform.db, books.customerId)).toBe('110.00');

    // Half paid when the euro is worth more: 60.00 received for 55.00 of receivable, a gain of 5.00.
    const gain = await pay(books, invoice.id, { amount: '50.00', exchange_rate: '1.2' });
    expect(gain.exchange_rate).toBe('1.2');
    expect(await entryLines(platform, books, gain.journal_entry_id)).toEqual([
      { account: 'Cash', debit: '50.00', credit: '0.00', base_debit: '60.00', base_credit: '0.00' },
      { account: 'Accounts Receivable', debit: '0.00', credit: '50.00', base_debit: '0.00', base_credit: '55.00' },
      { account: 'Exchange Gains/Losses', debit: '0.00', credit: '0.00', base_debit: '0.00', base_credit: '5.00' },
    ]);
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('55.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('55.00');

    // The rest when it is worth less: 52.50 received for the 55.00 still open, a loss of 2.50.
    const loss = await pay(books, invoice.id, { amount: '50.00', exchange_rate: '1.05' });
    expect(await entryLines(platform, books, loss.journal_entry_id)).toEqual([
      { account: 'Cash', debit: '50.00', credit: '0.00', base_debit: '52.50', base_credit: '0.00' },
      { account: 'Accounts Receivable', debit: '0.00', credit: '50.00', base_debit: '0.00', base_credit: '55.00' },
      { account: 'Exchange Gains/Losses', debit: '0.00', credit: '0.00', base_debit: '2.50', base_credit: '0.00' },
    ]);
    expect(await invoiceOf(books, invoice.id)).toMatchObject({ status: 'paid', amount_due: '0.00' });
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
    expect(await balanceOf(books, 'Exchange Gains/Losses')).toBe('-2.50');
    expect(await balanceOf(books, 'Cash')).toBe('112.50');
    expect(await customerBalance(platform.db, books.customerId)).toBe('0.00');

    // Voiding the loss-making payment puts back exactly what it settled.
    await books.client.delete(`${PAYMENTS}/${loss.id}`);
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('55.00');
    expect(await balanceOf(books, 'Exchange Gains/Losses')).toBe('-5.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('55.00');
  });

  it('settles the rounded receivable per payment and exactly what is left on the last one', async () => {
    const own = await openBooks(platform);
    const invoice = await newInvoice(own, { status: 'open', currency: 'EUR', exchange_rate: '1.1' });
    const first = await pay(own, invoice.id, { amount: '33.33' });
    const second = await pay(own, invoice.id, { amount: '33.33' });
    const last = await pay(own, invoice.id, { amount: '33.34' });
    expect((await entryLines(platform, own, first.journal_entry_id))[1]).toMatchObject({ account: 'Accounts Receivable', base_credit: '36.66' });
    expect((await entryLines(platform, own, second.journal_entry_id))[1]).toMatchObject({ account: 'Accounts Receivable', base_credit: '36.66' });
    // 110.00 − 36.66 − 36.66 = 36.68, though 33.34 × 1.1 rounds to 36.67: the cent goes to Exchange Gains/Losses.
    expect(await entryLines(platform, own, last.journal_entry_id)).toEqual([
      { account: 'Cash', debit: '33.34', credit: '0.00', base_debit: '36.67', base_credit: '0.00' },
      { account: 'Accounts Receivable', debit: '0.00', credit: '33.34', base_debit: '0.00', base_credit: '36.68' },
      { account: 'Exchange Gains/Losses', debit: '0.00', credit: '0.00', base_debit: '0.01', base_credit: '0.00' },
    ]);
    expect(await balanceOf(own, 'Accounts Receivable')).toBe('0.00');
    expect(await customerBalance(platform.db, own.customerId)).toBe('0.00');
  });

  it('pays a foreign invoice at its own rate by default, with no exchange difference', async () => {
    const own = await openBooks(platform, { baseCurrency: 'NGN' });
    const invoice = await newInvoice(own, {
      status: 'open',
      currency: 'USD',
      exchange_rate: '1530.25',
      lines: [{ description: 'x', quantity: 1, unit_price: '19.99' }],
    });
    const payment = await pay(own, invoice.id, { amount: '19.99' });
    expect(payment.exchange_rate).toBe('1530.25');
    expect(await entryLines(platform, own, payment.journal_entry_id)).toEqual([
      { account: 'Cash', debit: '19.99', credit: '0.00', base_debit: '30589.70', base_credit: '0.00' },
      { account: 'Accounts Receivable', debit: '0.00', credit: '19.99', base_debit: '0.00', base_credit: '30589.70' },
    ]);
    expect(await balanceOf(own, 'Accounts Receivable')).toBe('0.00');
  });
});

describe('concurrent payments', () => {
  it('never over-pays an invoice and never loses a payment when 50 arrive at once', async () => {
    const books = await openBooks(platform);
    const invoice = await newInvoice(books, { status: 'open' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '3.00' })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(33);
    expect(statuses.filter((s) => s === 400)).toHaveLength(17);
    const after = await invoiceOf(books, invoice.id);
    expect(after).toMatchObject({ status: 'partially_paid', amount_paid: '99.00', amount_due: '1.00', version: 34 });
    const [row] = await platform.db.query(
      `SELECT count(*)::int AS n, sum(amount)::numeric(20,2)::text AS total FROM payments WHERE invoice_id = $1 AND status = 'completed'`,
      [invoice.id],
    );
    expect(row).toEqual({ n: 33, total: '99.00' });
    expect(await balanceOf(books, 'Cash')).toBe('99.00');
    await expectReceivablesMatchInvoices(platform, books);
  });

  it('takes all 50 when they fit, leaving the invoice paid with nothing open', async () => {
    const books = await openBooks(platform);
    const invoice = await newInvoice(books, { status: 'open' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => books.client.post(`${INVOICES}/${invoice.id}/payments`, { amount: '2.00' })));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(await invoiceOf(books, invoice.id)).toMatchObject({ status: 'paid', amount_paid: '100.00', amount_due: '0.00' });
    expect(await balanceOf(books, 'Accounts Receivable')).toBe('0.00');
    expect(await customerBalance(platform.db, books.customerId)).toBe('0.00');
    const events = await eventsOf(platform.db, books.business.businessId);
    expect(events.filter((e) => e.type === 'payment.created')).toHaveLength(50);
    expect(events.filter((e) => e.type === 'invoice.paid')).toHaveLength(1);
  });
});
