import { newId } from '@ledgerline/domain';
import { Decimal } from '@ledgerline/ledger-rules';
import type { TestClient } from '@ledgerline/testing';
import { created, type TestBusiness, type TestPlatform } from './harness';

/** Shared by the invoice and payment e2e specs: a business with a customer, and the books to check against. */
export const INVOICES = '/api/v1/invoices';
export const PAYMENTS = '/api/v1/payments';

export interface Line {
  id: string;
  description: string;
  quantity: string;
  unit_price: string;
  account_id: string;
  tax_rate_id: string | null;
  tax_rate: string;
  amount: string;
  tax_amount: string;
}

export interface Invoice {
  id: string;
  number: string;
  customer_id: string;
  status: string;
  issue_date: string;
  due_date: string;
  currency: string;
  exchange_rate: string;
  amounts_are: string;
  lines: Line[];
  subtotal: string;
  tax_total: string;
  total: string;
  amount_paid: string;
  amount_due: string;
  overdue: boolean;
  reference: string | null;
  notes: string | null;
  journal_entry_id: string | null;
  metadata: Record<string, string>;
  external_id: string | null;
  version: number;
}

export interface Payment {
  id: string;
  invoice_id: string;
  status: string;
  currency: string;
  amount: string;
  date: string;
  exchange_rate: string;
  deposit_account_id: string;
  method: string | null;
  reference: string | null;
  journal_entry_id: string;
  version: number;
}

export interface JournalLine {
  account: string;
  debit: string;
  credit: string;
  base_debit: string;
  base_credit: string;
}

export interface Books {
  business: TestBusiness;
  client: TestClient;
  /** Account ids by name in the default chart. */
  accounts: Record<string, string>;
  customerId: string;
}

/** A customer straight into the table (the customers API is another engineer's). */
export async function insertCustomer(
  platform: TestPlatform,
  businessId: string,
  fields: { currency?: string; archived?: boolean; environment?: string } = {},
): Promise<string> {
  const id = newId();
  await platform.db.query('INSERT INTO customers (id, business_id, environment, name, currency, archived) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    businessId,
    fields.environment ?? 'sandbox',
    `Customer ${id.slice(-6)}`,
    fields.currency ?? null,
    fields.archived ?? false,
  ]);
  return id;
}

export async function insertTaxRate(platform: TestPlatform, books: Books, rate: string): Promise<string> {
  const id = newId();
  await platform.db.query('INSERT INTO tax_rates (id, business_id, environment, name, rate, account_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    books.business.businessId,
    'sandbox',
    `VAT ${rate}`,
    rate,
    books.accounts['Sales Tax Payable'],
  ]);
  return id;
}

export async function openBooks(platform: TestPlatform, overrides: Parameters<TestPlatform['createBusiness']>[0] = {}): Promise<Books> {
  const business = await platform.createBusiness({ baseCurrency: 'USD', ...overrides });
  const client = business.sandbox;
  const response = await client.get('/api/v1/coa/accounts?limit=100');
  const accounts = Object.fromEntries((response.body.data as { name: string; id: string }[]).map((a) => [a.name, a.id]));
  return { business, client, accounts, customerId: await insertCustomer(platform, business.businessId) };
}

export function invoiceBody(books: Books, overrides: object = {}): object {
  return { customer_id: books.customerId, lines: [{ description: 'Consulting', quantity: '1', unit_price: '100.00' }], ...overrides };
}

export function newInvoice(books: Books, overrides: object = {}): Promise<Invoice> {
  return created<Invoice>(books.client, INVOICES, invoiceBody(books, overrides));
}

export function pay(books: Books, invoiceId: string, body: object): Promise<Payment> {
  return created<Payment>(books.client, `${INVOICES}/${invoiceId}/payments`, body);
}

export async function balanceOf(books: Books, name: string): Promise<string> {
  const response = await books.client.get(`/api/v1/coa/accounts/${books.accounts[name]}`);
  return response.body.data.balance;
}

export async function customerBalance(platform: TestPlatform, customerId: string): Promise<string> {
  const [row] = await platform.db.query('SELECT balance::numeric(20,2)::text AS balance FROM customers WHERE id = $1', [customerId]);
  return row.balance;
}

/** The lines of a journal entry by account name (base and document amounts, two decimals). */
export async function entryLines(platform: TestPlatform, books: Books, entryId: string): Promise<JournalLine[]> {
  const names = Object.fromEntries(Object.entries(books.accounts).map(([name, id]) => [id, name]));
  const rows: { account_id: string; debit: string; credit: string; base_debit: string; base_credit: string }[] = await platform.db.query(
    `SELECT account_id, debit::numeric(20,2)::text AS debit, credit::numeric(20,2)::text AS credit,
            base_debit::numeric(20,2)::text AS base_debit, base_credit::numeric(20,2)::text AS base_credit
       FROM journal_lines WHERE entry_id = $1 ORDER BY line_no`,
    [entryId],
  );
  return rows.map(({ account_id, ...amounts }) => ({ account: names[account_id] ?? account_id, ...amounts }));
}

/** The entry that reverses `entryId`, if any. */
export async function reversalOf(platform: TestPlatform, entryId: string): Promise<string | undefined> {
  const [row] = await platform.db.query('SELECT id FROM journal_entries WHERE reverses_id = $1', [entryId]);
  return row?.id;
}

export async function eventsOf(
  platform: TestPlatform,
  businessId: string,
  after = 0,
): Promise<{ sequence: number; type: string; data: Record<string, unknown> }[]> {
  const rows = await platform.db.query(
    `SELECT sequence::int AS sequence, type, data FROM events WHERE business_id = $1 AND environment = 'sandbox' AND sequence > $2 ORDER BY sequence`,
    [businessId, after],
  );
  return rows;
}

export async function lastSequence(platform: TestPlatform, businessId: string): Promise<number> {
  const [row] = await platform.db.query(`SELECT coalesce(max(sequence), 0)::int AS last FROM events WHERE business_id = $1 AND environment = 'sandbox'`, [
    businessId,
  ]);
  return row.last;
}

/**
 * The books agree with the documents (single-currency businesses): Accounts Receivable, and the
 * sum of the customers' balances, equal the sum of the amounts due on open and partially paid invoices.
 */
export async function expectReceivablesMatchInvoices(platform: TestPlatform, books: Books): Promise<string> {
  const invoices: Invoice[] = [];
  for (let page = 1; ; page++) {
    const response = await books.client.get(`${INVOICES}?limit=100&page=${page}`);
    invoices.push(...response.body.data);
    if (page >= response.body.pagination.total_pages) break;
  }
  const due = invoices.filter((i) => i.status === 'open' || i.status === 'partially_paid').reduce((sum, i) => sum.plus(i.amount_due), new Decimal(0));
  const expected = due.toFixed(2);
  expect(await balanceOf(books, 'Accounts Receivable')).toBe(expected);
  const [row] = await platform.db.query(
    `SELECT coalesce(sum(balance), 0)::numeric(20,2)::text AS owed FROM customers WHERE business_id = $1 AND environment = 'sandbox'`,
    [books.business.businessId],
  );
  expect(row.owed).toBe(expected);
  return expected;
}
