import { Inject, Injectable } from '@nestjs/common';
import { eventParts, postingParts, runPosting, SaleEntity, SqlParams, type LineTerms, type Posting, type PricedLine, type Scope } from '@ledgerline/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_SEQUENCE_SQL } from '../../common/read-cache';
import { entityColumns, paginate, type KnownTotal, type Page } from '../../common/pagination';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { LINE_COLUMNS, lineColumns, lineReferenceColumns, linesJson, loadLines, loadPricedLines, SALE_LINES, type LineReferences, type LineRow } from '../documents/document-lines';
import { SALE_SORTS, type ListSalesQueryDto } from './dto/sale.dto';

/** What a sale needs from its business: today in its time zone, the lock date, accounts, the customer, a number. */
export interface SaleContext {
  today: string;
  lockDate: string | null;
  roundingAccountId: string;
  /** The deposit account asked for, or Cash when none was; null when the business has no such account. */
  deposit: { id: string; type: string; subtype: string; archived: boolean } | null;
  /** The customer asked for; null when the business has no such customer, undefined when none was asked for. */
  customer?: { archived: boolean } | null;
  /** The next sale number, when one was taken (its counter row stays locked until the transaction ends). */
  number?: number;
  /** The transaction's time: the new sale's created_at. */
  now: Date;
  /** What the lines asked about name, when they were given. */
  lineReferences?: LineReferences;
}

/** The columns a use case writes; the database fills status, version and timestamps. */
export interface SaleValues {
  id: string;
  number: string;
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

export type SaleChanges = Partial<Omit<SaleValues, 'id' | 'number'>> & { status?: 'void' };

const COLUMNS: Record<keyof SaleChanges, string> = {
  customerId: 'customer_id', date: 'date', currency: 'currency', exchangeRate: 'exchange_rate', depositAccountId: 'deposit_account_id',
  paymentMethod: 'payment_method', reference: 'reference', notes: 'notes', amountsAre: 'amounts_are', subtotal: 'subtotal', taxTotal: 'tax_total',
  total: 'total', journalEntryId: 'journal_entry_id', metadata: 'metadata', externalId: 'external_id', status: 'status',
};

/** Filtered lists count their matches up to this many (the unfiltered list reads a maintained counter). */
export const COUNT_CAP = 10_000;

/** Every sales query, each scoped to one business and environment; writes take the caller's transaction. */
@Injectable()
export class SalesRepository {
  /** A sale row (alias `sale`) under the entity's property names, so plain SQL returns a SaleEntity. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, SaleEntity, 'sale');
  }

  /**
   * One statement: the business's context, the customer (when given), with `takeNumber` the next
   * sale number, and with `lines` what the lines name.
   */
  async context(tx: EntityManager, scope: Scope, ask: { depositAccountId: string | null; customerId?: string | null; takeNumber?: boolean; lines?: DocumentLineDto[] }): Promise<SaleContext> {
    const p = new SqlParams();
    const [business, environment, deposit] = [p.add(scope.businessId), p.add(scope.environment), p.add(ask.depositAccountId)];
    // Taking a number first takes the tenant's advisory lock: concurrent sales of one business
    // queue there, and PostgreSQL wakes one waiter per commit rather than every waiter of the
    // counter row (docs/decisions.md, lock order).
    const [row]: Record<string, any>[] = await tx.query(
      `WITH serial AS (
         SELECT pg_advisory_xact_lock(hashtext('sale_number'), hashtext(${business}::uuid::text || ${environment}::text)) WHERE ${p.add(ask.takeNumber ?? false)}
       ), number AS (
         INSERT INTO counters (business_id, environment, name, value) SELECT ${business}, ${environment}, 'sale_number', 1 FROM serial
         ON CONFLICT (business_id, environment, name) DO UPDATE SET value = counters.value + 1 RETURNING value
       )
       SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, e.lock_date::text AS lock_date, r.id AS rounding_id, now() AS now,
              d.id AS deposit_id, d.type AS deposit_type, d.subtype AS deposit_subtype, d.archived AS deposit_archived,
              c.id AS customer_id, c.archived AS customer_archived, (SELECT value FROM number) AS number
              ${ask.lines ? `, ${lineReferenceColumns(p, business, environment, ask.lines)}` : ''}
         FROM businesses b
         JOIN business_environments e ON e.business_id = b.id AND e.environment = ${environment}
         JOIN accounts r ON r.business_id = b.id AND r.environment = ${environment} AND r.system AND r.subtype = 'rounding'
         LEFT JOIN accounts d ON d.business_id = b.id AND d.environment = ${environment} AND (d.id = ${deposit}::uuid OR (${deposit}::uuid IS NULL AND d.system AND d.subtype = 'cash'))
         LEFT JOIN customers c ON c.business_id = b.id AND c.environment = ${environment} AND c.id = ${p.add(ask.customerId ?? null)}::uuid
        WHERE b.id = ${business}`,
      p.values,
    );
    return {
      today: row.today,
      lockDate: row.lock_date,
      roundingAccountId: row.rounding_id,
      deposit: row.deposit_id ? { id: row.deposit_id, type: row.deposit_type, subtype: row.deposit_subtype, archived: row.deposit_archived } : null,
      customer: ask.customerId ? (row.customer_id ? { archived: row.customer_archived } : null) : undefined,
      number: row.number === null ? undefined : Number(row.number),
      now: row.now,
      lineReferences: ask.lines ? (row as LineReferences) : undefined,
    };
  }

  async customer(tx: EntityManager, scope: Scope, id: string): Promise<{ archived: boolean } | undefined> {
    const [row] = await tx.query('SELECT archived FROM customers WHERE business_id = $1 AND environment = $2 AND id = $3', [scope.businessId, scope.environment, id]);
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
    const [row] = await this.db.query('SELECT id FROM sales WHERE business_id = $1 AND environment = $2 AND external_id = $3', [scope.businessId, scope.environment, externalId]);
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
   * One statement: the sale's journal entry and lines, the sale, its lines and its `sale.created`
   * event (the answer the API gives, built by the caller from the same values).
   */
  async create(tx: EntityManager, scope: Scope, sale: SaleValues, lines: PricedLine[], lineIds: string[], posting: Posting, event: object): Promise<void> {
    const p = new SqlParams();
    const entry = postingParts(p, scope, posting, sale.journalEntryId);
    const c = lineColumns(lines, lineIds);
    const [business, environment, saleId] = [p.add(scope.businessId), p.add(scope.environment), p.add(sale.id)];
    await runPosting(
      tx,
      `WITH ${entry}, sale AS (
         INSERT INTO sales (id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, payment_method,
                            reference, notes, amounts_are, subtotal, tax_total, total, journal_entry_id, metadata, external_id)
         VALUES (${saleId}, ${business}, ${environment}, ${[sale.number, sale.customerId, sale.date, sale.currency, sale.exchangeRate, sale.depositAccountId, sale.paymentMethod,
           sale.reference, sale.notes, sale.amountsAre, sale.subtotal, sale.taxTotal, sale.total, sale.journalEntryId, JSON.stringify(sale.metadata), sale.externalId].map((value) => p.add(value)).join(', ')})
       ), lines AS (
         INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
         SELECT l.id, ${business}, ${environment}, ${saleId}, l.line_no, l.description, l.quantity, l.unit_price, l.account_id, l.item_id, l.tax_rate_id, l.tax_rate, l.amount, l.tax_amount
           FROM unnest(${p.add(c.ids)}::uuid[], ${p.add(c.lineNos)}::int[], ${p.add(c.descriptions)}::text[], ${p.add(c.quantities)}::numeric[], ${p.add(c.unitPrices)}::numeric[],
                       ${p.add(c.accountIds)}::uuid[], ${p.add(c.itemIds)}::uuid[], ${p.add(c.taxRateIds)}::uuid[], ${p.add(c.taxRates)}::numeric[], ${p.add(c.amounts)}::numeric[],
                       ${p.add(c.taxAmounts)}::numeric[])
             AS l(id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
       ), ${eventParts(p, scope, 'sale.created', event, 'locked')}
       SELECT 1`,
      p,
    );
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
        scope.businessId, scope.environment, saleId, c.ids, c.lineNos, c.descriptions, c.quantities, c.unitPrices, c.accountIds, c.itemIds, c.taxRateIds,
        c.taxRates, c.amounts, c.taxAmounts,
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
    const p = new SqlParams();
    const where = [
      `sale.business_id = ${p.add(scope.businessId)}`,
      `sale.environment = ${p.add(scope.environment)}`,
      // Literal, so that PostgreSQL sees the predicate of the partial index sales_list_idx.
      query.status === 'void' ? "sale.status = 'void'" : "sale.status <> 'void'",
    ];
    if (query.customer_id) where.push(`sale.customer_id = ${p.add(query.customer_id)}`);
    if (query.date_from) where.push(`sale.date >= ${p.add(query.date_from)}`);
    if (query.date_to) where.push(`sale.date <= ${p.add(query.date_to)}`);
    if (query.updated_since) where.push(`sale.updated_at >= ${p.add(query.updated_since)}`);
    if (query.external_id) where.push(`sale.external_id = ${p.add(query.external_id)}`);
    const list = { from: 'sales sale', alias: 'sale', columns: `${this.columns}, ${linesJson(SALE_LINES, 'sale')} AS lines`, where, params: p, sequence: EVENT_SEQUENCE_SQL };

    let total: number | KnownTotal;
    const filtered = where.length > 3; // more than business, environment and status
    if (filtered) {
      const [row] = await this.db.query(`SELECT count(*)::int AS total FROM (SELECT 1 FROM sales sale WHERE ${where.join(' AND ')} LIMIT ${COUNT_CAP + 1}) matches`, p.values);
      total = Math.min(row.total, COUNT_CAP);
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
