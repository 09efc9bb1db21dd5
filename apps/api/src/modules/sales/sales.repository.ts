import { Inject, Injectable } from '@nestjs/common';
import { newId, SaleEntity, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import type { LineReferences, LineTerms, Posting, PricedLine } from '@ledgerline/ledger-rules';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_SEQUENCE_SQL } from '../../common/read-cache';
import { countCapped, entityColumns, paginate, type KnownTotal, type Page } from '../../common/pagination';
import type { DocumentLineDto } from '../documents/document-line.dto';
import {
  LINE_COLUMNS,
  lineColumns,
  lineReferenceColumns,
  linesJson,
  loadLines,
  loadPricedLines,
  namedIds,
  SALE_LINES,
  type LineRow,
} from '../documents/document-lines';
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
  /** The statement's time: a new sale's created_at. */
  now: Date;
  /** What the lines asked about name, when they were given. */
  lineReferences?: LineReferences;
}

/** What a sale asks of its business (`contexts`): the deposit account (null: Cash), the customer and what the lines name, when given. */
export interface ContextAsk {
  scope: Scope;
  depositAccountId: string | null;
  customerId?: string | null;
  lines?: DocumentLineDto[];
}

/** The columns a use case writes; the number is taken when the sale is written, the database fills status and version. */
export interface SaleValues {
  id: string;
  customerId: string | null;
  date: string;
  currency: string;
  exchangeRate: string;
  depositAccountId: string;
  paymentMethod: string | null;
  reference: string | null;
  notes: string | null;
  amountsAre: 'exclusive' | 'inclusive';
  subtotal: string;
  taxTotal: string;
  total: string;
  journalEntryId: string;
  metadata: Record<string, string>;
  externalId: string | null;
}

export type SaleChanges = Partial<Omit<SaleValues, 'id'>> & { status?: 'void' };

/** A checked, priced sale to write (`createMany`). */
export interface NewSale {
  scope: Scope;
  values: SaleValues;
  createdAt: Date;
  lines: PricedLine[];
  lineIds: string[];
  /** Its entry: the memo, and the description of the first line (the deposit), become `Sale <number>`. */
  posting: Posting;
  /** The sale as the API answers it, recorded as `sale.created` with its `number` set. */
  event: object;
}

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

/** Every sales query, each scoped to one business and environment; writes take the caller's transaction. */
@Injectable()
export class SalesRepository {
  /** A sale row (alias `sale`) under the entity's property names, so plain SQL returns a SaleEntity. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, SaleEntity, 'sale');
  }

  /**
   * One statement for any number of asks, of any businesses: each business's context, the
   * customer (when given) and what the lines name (when given). A plain read: a new sale takes its
   * number when it is written (`createMany`).
   */
  async contexts(asks: ContextAsk[], tx: EntityManager = this.db.manager): Promise<SaleContext[]> {
    const p = new Sql();
    const column = (value: (ask: ContextAsk) => unknown) => p.param(asks.map(value));
    const ids = asks.map((ask) => namedIds(ask.lines ?? []));
    // Each ask's ids as an array literal: they are uuids (validated), so no element needs quoting.
    const named = (pick: (one: ReturnType<typeof namedIds>) => string[]) => p.param(ids.map((one) => `{${pick(one).join(',')}}`));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replaced by the write-path rework
    const rows: Record<string, any>[] = await tx.query(
      `SELECT q.ask, x.* FROM unnest(${column((a) => a.scope.businessId)}::uuid[], ${column((a) => a.scope.environment)}::text[], ${column((a) => a.depositAccountId)}::uuid[],
                                   ${column((a) => a.customerId ?? null)}::uuid[], ${named((one) => one.items)}::text[], ${named((one) => one.taxRates)}::text[],
                                   ${named((one) => one.accounts)}::text[])
                        WITH ORDINALITY AS q(business_id, environment, deposit_id, customer_id, items, tax_rates, accounts, ask)
       CROSS JOIN LATERAL (
         SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, e.lock_date::text AS lock_date, r.id AS rounding_id, now() AS now,
                d.id AS deposit_id, d.type AS deposit_type, d.subtype AS deposit_subtype, d.archived AS deposit_archived,
                c.id AS customer_id, c.archived AS customer_archived,
                ${lineReferenceColumns('business_id = q.business_id AND environment = q.environment', { items: 'q.items::uuid[]', taxRates: 'q.tax_rates::uuid[]', accounts: 'q.accounts::uuid[]' })}
           FROM businesses b
           JOIN business_environments e ON e.business_id = b.id AND e.environment = q.environment
           JOIN accounts r ON r.business_id = b.id AND r.environment = q.environment AND r.system AND r.subtype = 'rounding'
           LEFT JOIN accounts d ON d.business_id = b.id AND d.environment = q.environment AND (d.id = q.deposit_id OR (q.deposit_id IS NULL AND d.system AND d.subtype = 'cash'))
           LEFT JOIN customers c ON c.business_id = b.id AND c.environment = q.environment AND c.id = q.customer_id
          WHERE b.id = q.business_id
       ) x`,
      p.values,
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
        lineReferences: ask.lines ? (row as LineReferences) : undefined,
      };
    });
  }

  async customer(tx: EntityManager, scope: Scope, id: string): Promise<{ archived: boolean } | undefined> {
    const [row] = await tx.query('SELECT archived FROM customers WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row;
  }

  /** With `lock`, the row stays locked (`FOR UPDATE`) until the transaction ends: one writer per sale. */
  async find(scope: Scope, id: string, tx: EntityManager = this.db.manager, lock = false): Promise<SaleEntity | null> {
    const [row] = await tx.query(`SELECT ${this.columns} FROM sales sale WHERE business_id = $1 AND environment = $2 AND id = $3${lock ? ' FOR UPDATE' : ''}`, [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row ?? null;
  }

  async idByExternalId(scope: Scope, externalId: string): Promise<string | null> {
    const [row] = await this.db.query('SELECT id FROM sales WHERE business_id = $1 AND environment = $2 AND external_id = $3', [
      scope.businessId,
      scope.environment,
      externalId,
    ]);
    return row?.id ?? null;
  }

  lines(scope: Scope, saleIds: string[], tx: EntityManager = this.db.manager): Promise<Map<string, LineRow[]>> {
    return loadLines(tx, scope, SALE_LINES, saleIds);
  }

  /** The stored lines as terms to price again, each taxed line with its tax rate's account. */
  storedTerms(tx: EntityManager, scope: Scope, saleId: string): Promise<LineTerms[]> {
    return loadPricedLines(tx, scope, SALE_LINES, saleId);
  }

  /**
   * One statement, so one transaction: sales of any businesses, each with the next number of its
   * business, its journal entry (memo `Sale <number>`, which is also the description of the
   * entry's first line, the deposit), its row, its lines and its `sale.created` event with the
   * next sequence of its business. Locks follow the global order (docs/decisions.md): the
   * businesses' sale-number locks and counters in business order, the accounts' balance rows in
   * id order, then the event sequences. Answers the numbers in the order of `sales`.
   */
  async createMany(sales: NewSale[]): Promise<string[]> {
    const p = new Sql();
    const column = (value: (sale: NewSale) => unknown) => p.param(sales.map(value));
    const journal = sales.flatMap((sale, index) =>
      sale.posting.lines.map((line, lineIndex) => ({ sale: index + 1, lineNo: lineIndex + 1, line, id: newId() })),
    );
    const lines = sales.flatMap((sale, index) =>
      sale.lines.map((line, lineIndex) => ({ sale: index + 1, lineNo: lineIndex + 1, line, id: sale.lineIds[lineIndex] })),
    );
    const rows: { number: string }[] = await this.db.manager.query(
      `WITH s AS (
         SELECT * FROM unnest(${column((s) => s.values.id)}::uuid[], ${column((s) => s.scope.businessId)}::uuid[], ${column((s) => s.scope.environment)}::text[],
                              ${column((s) => s.values.customerId)}::uuid[], ${column((s) => s.values.date)}::date[], ${column((s) => s.values.currency)}::text[],
                              ${column((s) => s.values.exchangeRate)}::numeric[], ${column((s) => s.values.depositAccountId)}::uuid[], ${column((s) => s.values.paymentMethod)}::text[],
                              ${column((s) => s.values.reference)}::text[], ${column((s) => s.values.notes)}::text[], ${column((s) => s.values.amountsAre)}::text[],
                              ${column((s) => s.values.subtotal)}::numeric[], ${column((s) => s.values.taxTotal)}::numeric[], ${column((s) => s.values.total)}::numeric[],
                              ${column((s) => s.values.journalEntryId)}::uuid[], ${column((s) => JSON.stringify(s.values.metadata))}::jsonb[], ${column((s) => s.values.externalId)}::text[],
                              ${column((s) => s.createdAt.toISOString())}::timestamptz[], ${column(() => newId())}::uuid[], ${column((s) => JSON.stringify(s.event))}::jsonb[])
           WITH ORDINALITY AS s(id, business_id, environment, customer_id, date, currency, exchange_rate, deposit_account_id, payment_method, reference, notes, amounts_are,
                                subtotal, tax_total, total, journal_entry_id, metadata, external_id, created_at, event_id, event, i)
       ), tenants AS (
         SELECT business_id, environment, count(*) AS sales FROM s GROUP BY business_id, environment ORDER BY business_id, environment
       ), serial AS (
         SELECT count(*) FROM (SELECT pg_advisory_xact_lock(hashtext('sale_number'), hashtext(business_id::text || environment)) FROM tenants) locks
       ), numbers AS (
         INSERT INTO counters (business_id, environment, name, value)
         SELECT business_id, environment, 'sale_number', sales FROM tenants WHERE (SELECT count(*) FROM serial) > 0 ORDER BY business_id, environment
         ON CONFLICT (business_id, environment, name) DO UPDATE SET value = counters.value + EXCLUDED.value
         RETURNING business_id, environment, value
       ), numbered AS (
         SELECT s.*, 'SR-' || lpad(s.n::text, greatest(6, length(s.n::text)), '0') AS number
           FROM (SELECT s.*, numbers.value - count(*) OVER tenant + row_number() OVER (tenant ORDER BY s.i) AS n
                   FROM s JOIN numbers USING (business_id, environment)
                 WINDOW tenant AS (PARTITION BY s.business_id, s.environment)) s
       ), locked AS (
         SELECT count(*) FROM (SELECT id FROM accounts WHERE id = ANY(${p.param([...new Set(journal.map((j) => j.line.accountId))])}::uuid[]) AND (SELECT count(*) FROM numbered) > 0
                                ORDER BY id FOR NO KEY UPDATE) accounts
       ), entry AS (
         INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id)
         SELECT journal_entry_id, business_id, environment, date, 'Sale ' || number, currency, exchange_rate, 'sale', id FROM numbered WHERE (SELECT count(*) FROM locked) > 0
       ), posted AS (
         INSERT INTO journal_lines (id, business_id, environment, entry_id, date, line_no, account_id, description, debit, credit, base_debit, base_credit)
         SELECT l.id, n.business_id, n.environment, n.journal_entry_id, n.date, l.line_no, l.account_id, CASE l.line_no WHEN 1 THEN 'Sale ' || n.number ELSE l.description END,
                l.debit, l.credit, l.base_debit, l.base_credit
           FROM unnest(${p.param(journal.map((j) => j.sale))}::int[], ${p.param(journal.map((j) => j.id))}::uuid[], ${p.param(journal.map((j) => j.lineNo))}::int[],
                       ${p.param(journal.map((j) => j.line.accountId))}::uuid[], ${p.param(journal.map((j) => j.line.description ?? null))}::text[],
                       ${p.param(journal.map((j) => j.line.debit.toString()))}::numeric[], ${p.param(journal.map((j) => j.line.credit.toString()))}::numeric[],
                       ${p.param(journal.map((j) => j.line.baseDebit.toString()))}::numeric[], ${p.param(journal.map((j) => j.line.baseCredit.toString()))}::numeric[])
             AS l(sale, id, line_no, account_id, description, debit, credit, base_debit, base_credit)
           JOIN numbered n ON n.i = l.sale
       ), sale AS (
         INSERT INTO sales (id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, payment_method,
                            reference, notes, amounts_are, subtotal, tax_total, total, journal_entry_id, metadata, external_id, created_at, updated_at)
         SELECT id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, payment_method,
                reference, notes, amounts_are, subtotal, tax_total, total, journal_entry_id, metadata, external_id, created_at, created_at
           FROM numbered
       ), lines AS (
         INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
         SELECT l.id, n.business_id, n.environment, n.id, l.line_no, l.description, l.quantity, l.unit_price, l.account_id, l.item_id, l.tax_rate_id, l.tax_rate, l.amount, l.tax_amount
           FROM unnest(${p.param(lines.map((l) => l.sale))}::int[], ${p.param(lines.map((l) => l.id))}::uuid[], ${p.param(lines.map((l) => l.lineNo))}::int[],
                       ${p.param(lines.map((l) => l.line.description))}::text[], ${p.param(lines.map((l) => l.line.quantity.toString()))}::numeric[],
                       ${p.param(lines.map((l) => l.line.unitPrice.toString()))}::numeric[], ${p.param(lines.map((l) => l.line.accountId))}::uuid[],
                       ${p.param(lines.map((l) => l.line.itemId))}::uuid[], ${p.param(lines.map((l) => l.line.taxRateId))}::uuid[], ${p.param(lines.map((l) => l.line.taxRate.toString()))}::numeric[],
                       ${p.param(lines.map((l) => l.line.amount.toString()))}::numeric[], ${p.param(lines.map((l) => l.line.tax.toString()))}::numeric[])
             AS l(sale, id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
           JOIN numbered n ON n.i = l.sale
       ), sequences AS (
         UPDATE business_environments e SET event_sequence = e.event_sequence + tenants.sales
           FROM tenants WHERE e.business_id = tenants.business_id AND e.environment = tenants.environment AND (SELECT count(*) FROM locked) > 0
         RETURNING e.business_id, e.environment, e.event_sequence
       ), event AS (
         INSERT INTO events (business_id, environment, sequence, id, type, data)
         SELECT n.business_id, n.environment, q.event_sequence - count(*) OVER tenant + row_number() OVER (tenant ORDER BY n.i), n.event_id, 'sale.created',
                jsonb_set(n.event, '{number}', to_jsonb(n.number))
           FROM numbered n JOIN sequences q USING (business_id, environment)
         WINDOW tenant AS (PARTITION BY n.business_id, n.environment)
       )
       SELECT number FROM numbered ORDER BY i`,
      p.values,
    );
    return rows.map((row) => row.number);
  }

  /** Every line of the sale in one statement. */
  async insertLines(tx: EntityManager, scope: Scope, saleId: string, lines: PricedLine[], ids: string[]): Promise<LineRow[]> {
    const c = lineColumns(lines, ids);
    const rows: (LineRow & { line_no: number })[] = await tx.query(
      `INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
       SELECT l.id, $1, $2, $3, l.line_no, l.description, l.quantity, l.unit_price, l.account_id, l.item_id, l.tax_rate_id, l.tax_rate, l.amount, l.tax_amount
         FROM unnest($4::uuid[], $5::int[], $6::text[], $7::numeric[], $8::numeric[], $9::uuid[], $10::uuid[], $11::uuid[], $12::numeric[], $13::numeric[], $14::numeric[])
           AS l(id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
       RETURNING ${LINE_COLUMNS}`,
      [
        scope.businessId,
        scope.environment,
        saleId,
        c.ids,
        c.lineNos,
        c.descriptions,
        c.quantities,
        c.unitPrices,
        c.accountIds,
        c.itemIds,
        c.taxRateIds,
        c.taxRates,
        c.amounts,
        c.taxAmounts,
      ],
    );
    return rows.sort((a, b) => a.line_no - b.line_no);
  }

  async deleteLines(tx: EntityManager, scope: Scope, saleId: string): Promise<void> {
    await tx.query('DELETE FROM sale_lines WHERE business_id = $1 AND environment = $2 AND sale_id = $3', [scope.businessId, scope.environment, saleId]);
  }

  /** Applies `changes` and bumps the version in one statement (the caller holds the row lock); voiding stamps `voided_at`. */
  async update(tx: EntityManager, scope: Scope, id: string, changes: SaleChanges): Promise<SaleEntity> {
    const entries = Object.entries(changes) as [keyof SaleChanges, unknown][];
    const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 4}`);
    if (changes.status === 'void') sets.push('voided_at = now()');
    const [rows] = await tx.query(
      `UPDATE sales sale SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE business_id = $1 AND environment = $2 AND id = $3
        RETURNING ${this.columns}`,
      [scope.businessId, scope.environment, id, ...entries.map(([key, value]) => (key === 'metadata' ? JSON.stringify(value) : value))],
    );
    return rows[0];
  }

  /**
   * The newest sales first (date, then creation). The unfiltered list takes its total from the
   * counters the writing transactions maintain; a filtered one counts up to COUNT_CAP matches.
   */
  async list(scope: Scope, query: ListSalesQueryDto): Promise<Page<SaleEntity & { lines: LineRow[] }>> {
    const p = new Sql();
    const where = [
      `sale.business_id = ${p.param(scope.businessId)}`,
      `sale.environment = ${p.param(scope.environment)}`,
      // Literal, so that PostgreSQL sees the predicate of the partial index sales_list_idx.
      query.status === 'void' ? "sale.status = 'void'" : "sale.status <> 'void'",
    ];
    if (query.customer_id) where.push(`sale.customer_id = ${p.param(query.customer_id)}`);
    if (query.date_from) where.push(`sale.date >= ${p.param(query.date_from)}`);
    if (query.date_to) where.push(`sale.date <= ${p.param(query.date_to)}`);
    if (query.updated_since) where.push(`sale.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`sale.external_id = ${p.param(query.external_id)}`);
    const list = {
      from: 'sales sale',
      alias: 'sale',
      columns: `${this.columns}, ${linesJson(SALE_LINES, 'sale')} AS lines`,
      where,
      params: p,
      sequence: EVENT_SEQUENCE_SQL,
    };

    let total: number | KnownTotal;
    const filtered = where.length > 3; // more than business, environment and status
    if (filtered) {
      total = await countCapped(this.db, 'sales sale', where.join(' AND '), p);
    } else {
      // Every sale takes a number when created and is counted again when voided.
      const sign = query.status === 'void' ? "CASE name WHEN 'sales_voided' THEN 1 ELSE 0 END" : "CASE name WHEN 'sales_voided' THEN -1 ELSE 1 END";
      // $1 and $2 are the business and the environment, in the page's statement as on their own.
      const counted = `(SELECT coalesce(sum(value * ${sign}), 0) FROM counters WHERE business_id = $1 AND environment = $2 AND name IN ('sale_number', 'sales_voided'))`;
      total = { sql: counted, read: async () => Number((await this.db.query(`SELECT ${counted} AS total`, [scope.businessId, scope.environment]))[0].total) };
    }
    return paginate(this.db, list, query, SALE_SORTS, '-date', total);
  }
}
