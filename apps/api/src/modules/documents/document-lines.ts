import { type Scope } from '@ledgerline/domain';
import { scoped, type Sql } from '../../database/sql';
import type { Queryable } from '../../database/tx';
import { Decimal, trimDecimal, type LineReferences, type PricedLine } from '@ledgerline/ledger-rules';
import type { DocumentLineDto, DocumentLineResponse } from './document-line.dto';

/** The ids document lines name, each once: items, tax rates and accounts. */
export function namedIds(lines: DocumentLineDto[]): { items: string[]; taxRates: string[]; accounts: string[] } {
  const ids = (pick: (line: DocumentLineDto) => string | undefined) => [...new Set(lines.map(pick).filter((id): id is string => Boolean(id)))];
  return { items: ids((l) => l.item_id), taxRates: ids((l) => l.tax_rate_id), accounts: ids((l) => l.account_id) };
}

/**
 * Select-list columns (`items`, `tax_rates`, `accounts`, `sales_account_id`: LineReferences) with
 * the items, tax rates and accounts the lines name (with those of the items, and the Sales
 * account), for a statement to read beside its own columns. `tenant` is that statement's predicate on the
 * scope (`ScopedSql.tenant()`), `named` its uuid[] expressions for the `namedIds`.
 */
export function lineReferenceColumns(tenant: string, named: { items: string; taxRates: string; accounts: string }): string {
  // Each record is looked up by its key, joined from the ids named (by the lines, and by their
  // items), so each is one index lookup whatever PostgreSQL knows of the table; the Sales account
  // is found by its subtype. (`id = ANY(…)` or an OR may read every record of the business.)
  const byId = (table: string, columns: string, ids: string) =>
    `SELECT ${columns} FROM (SELECT DISTINCT unnest(${ids})) AS named(named_id) JOIN ${table} ON ${tenant} AND id = named.named_id`;
  const items = byId('items', 'id, name, description, unit_price::text AS unit_price, income_account_id, tax_rate_id, archived', named.items);
  const ofItems = (column: string) => `ARRAY(SELECT ${column} FROM (${items}) i WHERE ${column} IS NOT NULL)`;
  const accountColumns = 'id, type, currency, archived';
  return `(SELECT coalesce(json_agg(i), '[]') FROM (${items}) i) AS items,
    (SELECT coalesce(json_agg(t), '[]') FROM (${byId('tax_rates', 'id, rate::text AS rate, account_id, archived', `${named.taxRates} || ${ofItems('tax_rate_id')}`)}) t) AS tax_rates,
    (SELECT coalesce(json_agg(a), '[]') FROM (${byId('accounts', accountColumns, `${named.accounts} || ${ofItems('income_account_id')}`)}
      UNION SELECT ${accountColumns} FROM accounts WHERE ${tenant} AND system AND subtype = 'sales') a) AS accounts,
    (SELECT id FROM accounts WHERE ${tenant} AND system AND subtype = 'sales') AS sales_account_id`;
}

/** The references of `lines` on their own: one statement. */
export async function readLineReferences(db: Queryable, scope: Scope, lines: DocumentLineDto[]): Promise<LineReferences> {
  const q = scoped(scope);
  const [row] = await db.query<LineReferences>(`SELECT ${lineReferenceColumns(q.tenant(), namedParams(q, lines))}`, q);
  return row;
}

/** The `namedIds` of `lines` as uuid[] parameters of statement `q`. */
export function namedParams(q: Sql, lines: DocumentLineDto[]): { items: string; taxRates: string; accounts: string } {
  const ids = namedIds(lines);
  return { items: `${q.param(ids.items)}::uuid[]`, taxRates: `${q.param(ids.taxRates)}::uuid[]`, accounts: `${q.param(ids.accounts)}::uuid[]` };
}

/** The stored line columns every document line table has, as the API shows them. */
export interface LineRow {
  id: string;
  description: string;
  quantity: string;
  unit_price: string;
  account_id: string;
  item_id: string | null;
  tax_rate_id: string | null;
  tax_rate: string;
  amount: string;
  tax_amount: string;
}

export function toLineResponse(row: LineRow, formatMoney: (value: string) => string): DocumentLineResponse {
  return {
    id: row.id,
    description: row.description,
    quantity: trimDecimal(row.quantity),
    unit_price: trimDecimal(row.unit_price),
    account_id: row.account_id,
    item_id: row.item_id,
    tax_rate_id: row.tax_rate_id,
    tax_rate: trimDecimal(row.tax_rate),
    amount: formatMoney(row.amount),
    tax_amount: formatMoney(row.tax_amount),
  };
}

/** Priced lines about to be stored, as the stored rows will read (the columns hold every decimal the API accepts). */
export function pricedLineRows(lines: PricedLine[], ids: string[]): LineRow[] {
  return lines.map((line, index) => ({
    id: ids[index],
    description: line.description,
    quantity: line.quantity.toString(),
    unit_price: line.unitPrice.toString(),
    account_id: line.accountId,
    item_id: line.itemId,
    tax_rate_id: line.taxRateId,
    tax_rate: line.taxRate.toString(),
    amount: line.amount.toString(),
    tax_amount: line.tax.toString(),
  }));
}

/** Column values to insert the priced lines of one document, for `INSERT … SELECT FROM unnest(…)`. */
export function lineColumns(lines: PricedLine[], ids: string[]) {
  return {
    ids,
    lineNos: lines.map((_, index) => index + 1),
    descriptions: lines.map((line) => line.description),
    quantities: lines.map((line) => line.quantity.toString()),
    unitPrices: lines.map((line) => line.unitPrice.toString()),
    accountIds: lines.map((line) => line.accountId),
    itemIds: lines.map((line) => line.itemId),
    taxRateIds: lines.map((line) => line.taxRateId),
    taxRates: lines.map((line) => line.taxRate.toString()),
    amounts: lines.map((line) => line.amount.toString()),
    taxAmounts: lines.map((line) => line.tax.toString()),
  };
}

/** Where a kind of document keeps its lines. */
export const SALE_LINES = { table: 'sale_lines', parent: 'sale_id' } as const;
export const INVOICE_LINES = { table: 'invoice_lines', parent: 'invoice_id' } as const;
type LineTable = typeof SALE_LINES | typeof INVOICE_LINES;

export const LINE_COLUMNS = `id, description, quantity::text AS quantity, unit_price::text AS unit_price, account_id, item_id, tax_rate_id,
  tax_rate::text AS tax_rate, amount::text AS amount, tax_amount::text AS tax_amount`;

/**
 * SQL for a document's stored lines as a JSON array of LineRow (numerics as text, line order), to
 * select beside the document itself: `alias` is the document table's alias in that query.
 */
export function linesJson(kind: LineTable, alias: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', l.id, 'description', l.description, 'quantity', l.quantity::text, 'unit_price', l.unit_price::text,
      'account_id', l.account_id, 'item_id', l.item_id, 'tax_rate_id', l.tax_rate_id, 'tax_rate', l.tax_rate::text, 'amount', l.amount::text,
      'tax_amount', l.tax_amount::text) ORDER BY l.line_no), '[]')
     FROM ${kind.table} l WHERE l.business_id = ${alias}.business_id AND l.environment = ${alias}.environment AND l.${kind.parent} = ${alias}.id)`;
}

/** The stored lines of several documents, in line order, by document id. */
export async function loadLines(db: Queryable, scope: Scope, kind: LineTable, documentIds: string[]): Promise<Map<string, LineRow[]>> {
  const byDocument = new Map<string, LineRow[]>(documentIds.map((id) => [id, []]));
  if (documentIds.length === 0) return byDocument;
  const q = scoped(scope);
  const rows = await db.query<LineRow & { document_id: string }>(
    `SELECT ${LINE_COLUMNS}, ${kind.parent} AS document_id FROM ${kind.table}
      WHERE ${q.tenant()} AND ${kind.parent} = ANY(${q.param(documentIds)}::uuid[]) ORDER BY ${kind.parent}, line_no`,
    q,
  );
  for (const { document_id: documentId, ...row } of rows) byDocument.get(documentId)?.push(row);
  return byDocument;
}

/** One document's stored lines as priced lines ready to post again, each taxed line with its tax rate's account. */
export async function loadPricedLines(db: Queryable, scope: Scope, kind: LineTable, documentId: string): Promise<PricedLine[]> {
  const q = scoped(scope);
  const rows = await db.query<LineRow & { account_currency: string; tax_account_id: string | null }>(
    `SELECT l.description, l.quantity::text AS quantity, l.unit_price::text AS unit_price, l.account_id, a.currency AS account_currency, l.item_id, l.tax_rate_id,
            l.tax_rate::text AS tax_rate, l.amount::text AS amount, l.tax_amount::text AS tax_amount, t.account_id AS tax_account_id
       FROM ${kind.table} l JOIN accounts a ON a.id = l.account_id AND a.business_id = l.business_id AND a.environment = l.environment
       LEFT JOIN tax_rates t ON t.id = l.tax_rate_id AND t.business_id = l.business_id AND t.environment = l.environment
      WHERE ${q.tenant('l')} AND l.${kind.parent} = ${q.param(documentId)} ORDER BY l.line_no`,
    q,
  );
  return rows.map((row) => ({
    description: row.description,
    quantity: new Decimal(row.quantity),
    unitPrice: new Decimal(row.unit_price),
    accountId: row.account_id,
    accountCurrency: row.account_currency,
    itemId: row.item_id,
    taxRateId: row.tax_rate_id,
    taxRate: new Decimal(row.tax_rate),
    taxAccountId: row.tax_account_id,
    amount: new Decimal(row.amount),
    tax: new Decimal(row.tax_amount),
  }));
}
