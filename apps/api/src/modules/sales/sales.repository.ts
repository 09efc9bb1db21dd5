import { Injectable } from '@nestjs/common';
import { SaleEntity, type Scope } from '@ledgerline/domain';
import type { LineReferences, LineTerms, PricedLine } from '@ledgerline/ledger-rules';
import { entityColumns, paginate, type KnownTotal, type Page } from '../../common/pagination';
import { eventSequence } from '../../common/read-cache';
import { scoped, Sql, type ScopedSql } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { lineReferenceColumns, linesJson, loadLines, loadPricedLines, namedIds, SALE_LINES, type LineRow } from '../documents/document-lines';
import { SALE_SORTS, type ListSalesQueryDto } from './dto/sale.dto';

/** What a sale needs from its business: today in its time zone, the lock date, accounts, the customer. */
export interface SaleContext {
  today: string;
  lockDate: string | null;
  roundingAccountId: string;
  /** The deposit account asked for, or Cash when none was; null when the business has no such account. */
  deposit: { id: string; type: string; subtype: string; archived: boolean } | null;
  /** The customer asked for; null when the business has no such customer, undefined when none was asked for. */
  customer?: { archived: boolean } | null;
  /** The transaction's time: a new sale's created_at. */
  now: Date;
  /** What the lines asked about name, when they were given. */
  lineReferences?: LineReferences;
}

/** What a sale asks of its business (`readSaleContexts`): the deposit account (null: Cash), the customer and what the lines name, when given. */
export interface ContextAsk {
  scope: Scope;
  depositAccountId: string | null;
  customerId?: string | null;
  lines?: DocumentLineDto[];
}

/** The priced lines of one sale, to store under `ids` (`insertSaleLines`). */
export interface NewSaleLines {
  scope: Scope;
  saleId: string;
  lines: PricedLine[];
  ids: string[];
}

/** The columns a change may set; voiding sets `status`. */
export type SaleChanges = Partial<
  Pick<
    SaleEntity,
    | 'customerId'
    | 'date'
    | 'currency'
    | 'exchangeRate'
    | 'depositAccountId'
    | 'paymentMethod'
    | 'reference'
    | 'notes'
    | 'amountsAre'
    | 'subtotal'
    | 'taxTotal'
    | 'total'
    | 'journalEntryId'
    | 'metadata'
    | 'externalId'
  >
> & { status?: 'void' };

const COLUMNS: Record<keyof SaleChanges, string> = {
  customerId: 'customer_id',
  date: 'date',
  currency: 'currency',
  exchangeRate: 'exchange_rate',
  depositAccountId: 'deposit_account_id',
  paymentMethod: 'payment_method',
  reference: 'reference',
  notes: 'notes',
  amountsAre: 'amounts_are',
  subtotal: 'subtotal',
  taxTotal: 'tax_total',
  total: 'total',
  journalEntryId: 'journal_entry_id',
  metadata: 'metadata',
  externalId: 'external_id',
  status: 'status',
};

/** One row of `readSaleContexts` (`ask` is the ask's place, from 1). */
interface ContextRow extends LineReferences {
  ask: string;
  today: string;
  lock_date: string | null;
  rounding_id: string;
  now: Date;
  deposit_id: string | null;
  deposit_type: string;
  deposit_subtype: string;
  deposit_archived: boolean;
  customer_id: string | null;
  customer_archived: boolean;
}

/**
 * The contexts of any number of sales, of any businesses, in one statement (shared by the callers
 * of a group commit): each business's today, lock date and Rounding account, the deposit account
 * (Cash when none is asked for), the customer and what the lines name, when given. A plain read.
 * Each ask carries its own tenant, as columns of the unnest every part of the read is joined on.
 */
export async function readSaleContexts(tx: Tx, asks: ContextAsk[]): Promise<SaleContext[]> {
  const q = new Sql();
  const column = (value: (ask: ContextAsk) => unknown) => q.param(asks.map(value));
  const ids = asks.map((ask) => namedIds(ask.lines ?? []));
  // Each ask's ids as an array literal: they are uuids (validated), so no element needs quoting.
  const named = (pick: (one: ReturnType<typeof namedIds>) => string[]) => q.param(ids.map((one) => `{${pick(one).join(',')}}`));
  // The rows carry their tenant: every part of the read is about the ask's business and environment.
  const askTenant = 'business_id = a.business_id AND environment = a.environment';
  const rows = await tx.query<ContextRow>(
    `SELECT a.ask, x.*
       FROM unnest(${column((a) => a.scope.businessId)}::uuid[], ${column((a) => a.scope.environment)}::text[],
                   ${column((a) => a.depositAccountId)}::uuid[], ${column((a) => a.customerId ?? null)}::uuid[],
                   ${named((one) => one.items)}::text[], ${named((one) => one.taxRates)}::text[], ${named((one) => one.accounts)}::text[])
            WITH ORDINALITY AS a(business_id, environment, deposit_id, customer_id, items, tax_rates, accounts, ask)
       CROSS JOIN LATERAL (
         SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, e.lock_date::text AS lock_date, r.id AS rounding_id, now() AS now,
                d.id AS deposit_id, d.type AS deposit_type, d.subtype AS deposit_subtype, d.archived AS deposit_archived,
                c.id AS customer_id, c.archived AS customer_archived,
                ${lineReferenceColumns(askTenant, { items: 'a.items::uuid[]', taxRates: 'a.tax_rates::uuid[]', accounts: 'a.accounts::uuid[]' })}
           FROM businesses b
           JOIN business_environments e ON e.business_id = b.id AND e.environment = a.environment
           JOIN accounts r ON r.business_id = b.id AND r.environment = a.environment AND r.system AND r.subtype = 'rounding'
           LEFT JOIN LATERAL (SELECT id, type, subtype, archived FROM accounts WHERE ${askTenant} AND id = a.deposit_id
                              UNION ALL
                              SELECT id, type, subtype, archived FROM accounts WHERE ${askTenant} AND a.deposit_id IS NULL AND system AND subtype = 'cash') d ON true
           LEFT JOIN customers c ON c.business_id = b.id AND c.environment = a.environment AND c.id = a.customer_id
          WHERE b.id = a.business_id
       ) x`,
    q,
  );
  const byAsk = new Map(rows.map((row) => [Number(row.ask), row]));
  return asks.map((ask, index) => {
    const row = byAsk.get(index + 1);
    if (!row) throw new Error(`business ${ask.scope.businessId} has no ${ask.scope.environment} books`);
    return {
      today: row.today,
      lockDate: row.lock_date,
      roundingAccountId: row.rounding_id,
      deposit: row.deposit_id ? { id: row.deposit_id, type: row.deposit_type, subtype: row.deposit_subtype, archived: row.deposit_archived } : null,
      customer: ask.customerId ? (row.customer_id ? { archived: row.customer_archived } : null) : undefined,
      now: row.now,
      lineReferences: ask.lines ? { items: row.items, tax_rates: row.tax_rates, accounts: row.accounts, sales_account_id: row.sales_account_id } : undefined,
    };
  });
}

/** New sale rows, of any businesses (each row names its own), in one statement; the database fills `status` and `version`. */
export async function insertSales(tx: Tx, sales: SaleEntity[]): Promise<void[]> {
  const q = new Sql();
  const column = (value: (sale: SaleEntity) => unknown) => q.param(sales.map(value));
  await tx.query(
    `INSERT INTO sales (id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, payment_method,
                        reference, notes, amounts_are, subtotal, tax_total, total, journal_entry_id, metadata, external_id, created_at, updated_at)
     SELECT * FROM unnest(${column((s) => s.id)}::uuid[], ${column((s) => s.businessId)}::uuid[], ${column((s) => s.environment)}::text[],
                          ${column((s) => s.number)}::text[], ${column((s) => s.customerId)}::uuid[], ${column((s) => s.date)}::date[],
                          ${column((s) => s.currency)}::text[], ${column((s) => s.exchangeRate)}::numeric[], ${column((s) => s.depositAccountId)}::uuid[],
                          ${column((s) => s.paymentMethod)}::text[], ${column((s) => s.reference)}::text[], ${column((s) => s.notes)}::text[],
                          ${column((s) => s.amountsAre)}::text[], ${column((s) => s.subtotal)}::numeric[], ${column((s) => s.taxTotal)}::numeric[],
                          ${column((s) => s.total)}::numeric[], ${column((s) => s.journalEntryId)}::uuid[],
                          ${column((s) => JSON.stringify(s.metadata))}::jsonb[], ${column((s) => s.externalId)}::text[],
                          ${column((s) => s.createdAt.toISOString())}::timestamptz[], ${column((s) => s.updatedAt.toISOString())}::timestamptz[])`,
    q,
  );
  return sales.map(() => undefined);
}

/** The lines of any number of sales, of any businesses, in one statement, numbered in the order given. */
export async function insertSaleLines(tx: Tx, sales: NewSaleLines[]): Promise<void[]> {
  const lines = sales.flatMap((sale) => sale.lines.map((line, index) => ({ sale, line, id: sale.ids[index], lineNo: index + 1 })));
  const q = new Sql();
  const column = (value: (row: (typeof lines)[number]) => unknown) => q.param(lines.map(value));
  await tx.query(
    `INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate,
                             amount, tax_amount)
     SELECT * FROM unnest(${column((l) => l.id)}::uuid[], ${column((l) => l.sale.scope.businessId)}::uuid[], ${column((l) => l.sale.scope.environment)}::text[],
                          ${column((l) => l.sale.saleId)}::uuid[], ${column((l) => l.lineNo)}::int[], ${column((l) => l.line.description)}::text[],
                          ${column((l) => l.line.quantity.toString())}::numeric[], ${column((l) => l.line.unitPrice.toString())}::numeric[],
                          ${column((l) => l.line.accountId)}::uuid[], ${column((l) => l.line.itemId)}::uuid[], ${column((l) => l.line.taxRateId)}::uuid[],
                          ${column((l) => l.line.taxRate.toString())}::numeric[], ${column((l) => l.line.amount.toString())}::numeric[],
                          ${column((l) => l.line.tax.toString())}::numeric[])`,
    q,
  );
  return sales.map(() => undefined);
}

/** Every other sales query, each about one business and environment: reads take any `Queryable`, writes the caller's transaction. */
@Injectable()
export class SalesRepository {
  /** A sale row (alias `sale`) under the entity's property names, so plain SQL returns a SaleEntity. */
  private readonly columns: string;

  constructor(db: Db) {
    this.columns = entityColumns(db.source, SaleEntity, 'sale');
  }

  async customer(db: Queryable, scope: Scope, id: string): Promise<{ archived: boolean } | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<{ archived: boolean }>(`SELECT archived FROM customers WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row;
  }

  /** With `lock`, the row stays locked (`FOR UPDATE`) until the transaction ends: one writer per sale. */
  async find(db: Queryable, scope: Scope, id: string, lock = false): Promise<SaleEntity | null> {
    const q = scoped(scope);
    const [row] = await db.query<SaleEntity>(
      `SELECT ${this.columns} FROM sales sale WHERE ${q.tenant('sale')} AND sale.id = ${q.param(id)}${lock ? ' FOR UPDATE' : ''}`,
      q,
    );
    return row ?? null;
  }

  lines(db: Queryable, scope: Scope, saleIds: string[]): Promise<Map<string, LineRow[]>> {
    return loadLines(db, scope, SALE_LINES, saleIds);
  }

  /** The stored lines as terms to price again, each taxed line with its tax rate's account. */
  storedTerms(db: Queryable, scope: Scope, saleId: string): Promise<LineTerms[]> {
    return loadPricedLines(db, scope, SALE_LINES, saleId);
  }

  async deleteLines(tx: Tx, scope: Scope, saleId: string): Promise<void> {
    const q = scoped(scope);
    await tx.query(`DELETE FROM sale_lines WHERE ${q.tenant()} AND sale_id = ${q.param(saleId)}`, q);
  }

  /** Applies `changes` and bumps the version in one statement (the caller holds the row lock); voiding stamps `voided_at`. */
  async update(tx: Tx, scope: Scope, id: string, changes: SaleChanges): Promise<SaleEntity> {
    const q = scoped(scope);
    const sets = (Object.entries(changes) as [keyof SaleChanges, unknown][]).map(
      ([key, value]) => `${COLUMNS[key]} = ${q.param(key === 'metadata' ? JSON.stringify(value) : value)}`,
    );
    if (changes.status === 'void') sets.push('voided_at = now()');
    const [row] = await tx.query<SaleEntity>(
      `UPDATE sales sale SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE ${q.tenant('sale')} AND sale.id = ${q.param(id)}
        RETURNING ${this.columns}`,
      q,
    );
    return row;
  }

  /**
   * The newest sales first (date, then creation). The unfiltered list takes its total from the
   * counters the writing transactions maintain; a filtered one counts its matches (`paginate`).
   */
  async list(db: Queryable, scope: Scope, query: ListSalesQueryDto): Promise<Page<SaleEntity & { lines: LineRow[] }>> {
    const q = scoped(scope);
    const filters: string[] = [];
    if (query.customer_id) filters.push(`sale.customer_id = ${q.param(query.customer_id)}`);
    if (query.date_from) filters.push(`sale.date >= ${q.param(query.date_from)}`);
    if (query.date_to) filters.push(`sale.date <= ${q.param(query.date_to)}`);
    if (query.updated_since) filters.push(`sale.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) filters.push(`sale.external_id = ${q.param(query.external_id)}`);
    const where = [
      q.tenant('sale'),
      // Literal, so that PostgreSQL sees the predicate of the partial index sales_list_idx.
      query.status === 'void' ? "sale.status = 'void'" : "sale.status <> 'void'",
      ...filters,
    ];
    const list = {
      from: 'sales sale',
      alias: 'sale',
      columns: `${this.columns}, ${linesJson(SALE_LINES, 'sale')} AS lines`,
      where,
      params: q,
      sequence: eventSequence(q),
    };

    if (filters.length > 0) return paginate(db, list, query, SALE_SORTS, '-date');
    // Every sale takes a number when created and is counted again when voided.
    const sign = query.status === 'void' ? "CASE name WHEN 'sales_voided' THEN 1 ELSE 0 END" : "CASE name WHEN 'sales_voided' THEN -1 ELSE 1 END";
    const counted = (s: ScopedSql) =>
      `(SELECT coalesce(sum(value * ${sign}), 0) FROM counters WHERE ${s.tenant()} AND name IN ('sale_number', 'sales_voided'))`;
    const alone = scoped(scope);
    const total: KnownTotal = {
      sql: counted(q),
      read: async () => Number((await db.query<{ total: string }>(`SELECT ${counted(alone)} AS total`, alone))[0].total),
    };
    return paginate(db, list, query, SALE_SORTS, '-date', total);
  }
}
