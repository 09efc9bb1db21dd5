import { Decimal } from '@ledgerline/ledger-rules';
import { accountBalance, accountIds, created, insertCustomer, INVOICES, type Invoice, type Payment, type TestClient } from '@ledgerline/testing';
import type { TestBusiness, TestPlatform } from './harness';

/** Shared by the invoice, payment and sales e2e specs: a business with a customer, and the books to check against. */

/** A posted line by account name, with the document and base amounts (two decimals). */
export interface NamedLine {
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

export async function openBooks(platform: TestPlatform, overrides: Parameters<TestPlatform['createBusiness']>[0] = {}): Promise<Books> {
  const business = await platform.createBusiness({ baseCurrency: 'USD', ...overrides });
  const client = business.sandbox;
  return { business, client, accounts: await accountIds(client), customerId: await insertCustomer(platform.db, business.businessId) };
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

export function balanceOf(books: Books, name: string): Promise<string> {
  return accountBalance(books.client, books.accounts[name]);
}

/** The lines of a journal entry by account name (base and document amounts, two decimals). */
export async function entryLines(platform: TestPlatform, books: Books, entryId: string): Promise<NamedLine[]> {
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

/** A sale or invoice line as sent. */
export const line = (description: string, quantity: string | number, unit_price: string | number, extra: object = {}) => ({
  description,
  quantity,
  unit_price,
  ...extra,
});
