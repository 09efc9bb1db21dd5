import { newId } from '@ledgerline/domain';
import type { DataSource } from 'typeorm';

// Straight to and from a test database: records that a test needs but whose endpoints are not under
// test, and the stored truth (events, postings, balances) to check the API's answers against.

export type Environment = 'production' | 'sandbox';

/** The accounts of a business by `code` (1000 Cash, 1010 Bank, 2100 Sales Tax Payable, 4000 Sales …) or by `subtype` of its system accounts. */
export async function accountIdsIn(
  db: DataSource,
  businessId: string,
  by: 'code' | 'subtype',
  environment: Environment = 'sandbox',
): Promise<Record<string, string>> {
  const rows: { key: string; id: string }[] = await db.query(
    `SELECT ${by} AS key, id FROM accounts WHERE business_id = $1 AND environment = $2${by === 'subtype' ? ' AND system' : ''}`,
    [businessId, environment],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

/** An account's stored balance, as PostgreSQL writes the numeric (`'64.4700'`). */
export async function storedBalance(db: DataSource, accountId: string): Promise<string> {
  const [row] = await db.query('SELECT balance::text AS balance FROM accounts WHERE id = $1', [accountId]);
  return row.balance;
}

/** A customer's stored balance with two decimals. */
export async function customerBalance(db: DataSource, customerId: string): Promise<string> {
  const [row] = await db.query('SELECT balance::numeric(20,2)::text AS balance FROM customers WHERE id = $1', [customerId]);
  return row.balance;
}

export async function insertCustomer(
  db: DataSource,
  businessId: string,
  fields: { name?: string; currency?: string; archived?: boolean; environment?: Environment } = {},
): Promise<string> {
  const id = newId();
  await db.query('INSERT INTO customers (id, business_id, environment, name, currency, archived) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    businessId,
    fields.environment ?? 'sandbox',
    fields.name ?? `Customer ${id.slice(-6)}`,
    fields.currency ?? null,
    fields.archived ?? false,
  ]);
  return id;
}

export async function insertTaxRate(
  db: DataSource,
  businessId: string,
  rate: string,
  accountId: string,
  environment: Environment = 'sandbox',
): Promise<string> {
  const id = newId();
  await db.query('INSERT INTO tax_rates (id, business_id, environment, name, rate, account_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    businessId,
    environment,
    `VAT ${rate}`,
    rate,
    accountId,
  ]);
  return id;
}

/** What a directly written sale or invoice refers to: its customer, and an item or a tax rate on its one line. */
export interface DocumentRefs {
  customerId?: string;
  itemId?: string;
  taxRateId?: string;
}

/**
 * A sandbox sale or invoice of 10 USD (plus 7.5 % with a tax rate) dated 2026-03-01, written directly with its
 * one line (nothing posted): a record that refers to a customer, an item or a tax rate.
 */
export async function insertDocument(db: DataSource, businessId: string, document: 'sale' | 'invoice', refs: DocumentRefs = {}): Promise<string> {
  const accounts = await accountIdsIn(db, businessId, 'subtype');
  const id = newId();
  const tax = refs.taxRateId ? { rate: '7.5', amount: '0.75', total: '10.75' } : { rate: '0', amount: '0', total: '10' };
  if (document === 'sale') {
    await db.query(
      `INSERT INTO sales (id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, subtotal, tax_total, total)
       VALUES ($1, $2, 'sandbox', $3, $4, '2026-03-01', 'USD', 1, $5, 10, $6, $7)`,
      [id, businessId, `S-${id}`, refs.customerId ?? null, accounts.cash, tax.amount, tax.total],
    );
  } else {
    await db.query(
      `INSERT INTO invoices (id, business_id, environment, number, customer_id, issue_date, due_date, currency, exchange_rate, subtotal, tax_total, total)
       VALUES ($1, $2, 'sandbox', $3, $4, '2026-03-01', '2026-03-31', 'USD', 1, 10, $5, $6)`,
      [id, businessId, `INV-${id}`, refs.customerId ?? (await insertCustomer(db, businessId)), tax.amount, tax.total],
    );
  }
  await db.query(
    `INSERT INTO ${document}_lines (id, business_id, environment, ${document}_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
     VALUES ($1, $2, 'sandbox', $3, 1, 'Widget', 1, 10, $4, $5, $6, $7, 10, $8)`,
    [newId(), businessId, id, accounts.sales, refs.itemId ?? null, refs.taxRateId ?? null, tax.rate, tax.amount],
  );
  return id;
}

export interface StoredEvent {
  sequence: number;
  type: string;
  data: Record<string, unknown>;
}

/** The events of a business after `after`, in sequence; `type` keeps those whose type starts with it (`'customer.'`). */
export async function eventsOf(
  db: DataSource,
  businessId: string,
  options: { after?: number; type?: string; environment?: Environment } = {},
): Promise<StoredEvent[]> {
  return db.query(
    `SELECT sequence::int AS sequence, type, data FROM events
      WHERE business_id = $1 AND environment = $2 AND sequence > $3 AND type LIKE $4 ORDER BY sequence`,
    [businessId, options.environment ?? 'sandbox', options.after ?? 0, `${options.type ?? ''}%`],
  );
}

export async function lastSequence(db: DataSource, businessId: string, environment: Environment = 'sandbox'): Promise<number> {
  const [row] = await db.query('SELECT coalesce(max(sequence), 0)::int AS last FROM events WHERE business_id = $1 AND environment = $2', [
    businessId,
    environment,
  ]);
  return row.last;
}

/** A journal line as stored: [account id, debit, credit, base debit, base credit], numerics as text. */
export type PostedLine = [string, string, string, string, string];

export interface StoredEntry {
  date: string;
  currency: string;
  exchange_rate: string;
  source_type: string;
  source_id: string;
  reverses_id: string | null;
  lines: PostedLine[];
}

/** A journal entry and its lines as stored. */
export async function storedEntry(db: DataSource, id: string): Promise<StoredEntry> {
  const [header] = await db.query(
    'SELECT date::text AS date, currency, exchange_rate::text AS exchange_rate, source_type, source_id, reverses_id FROM journal_entries WHERE id = $1',
    [id],
  );
  const lines: { account_id: string; debit: string; credit: string; base_debit: string; base_credit: string }[] = await db.query(
    'SELECT account_id, debit::text AS debit, credit::text AS credit, base_debit::text AS base_debit, base_credit::text AS base_credit FROM journal_lines WHERE entry_id = $1 ORDER BY line_no',
    [id],
  );
  return { ...header, lines: lines.map((l) => [l.account_id, l.debit, l.credit, l.base_debit, l.base_credit]) };
}

/** Every entry posted for a document (`'sale'`, `'invoice'`, `'payment'`), oldest first. */
export async function entriesOf(db: DataSource, sourceType: string, sourceId: string): Promise<{ id: string; reverses_id: string | null; date: string }[]> {
  return db.query('SELECT id, reverses_id, date::text AS date FROM journal_entries WHERE source_type = $1 AND source_id = $2 ORDER BY created_at, id', [
    sourceType,
    sourceId,
  ]);
}
