import { Inject, Injectable } from '@nestjs/common';
import { InvoiceEntity, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { Decimal, type InvoiceStatus, type PricedLine } from '@ledgerline/ledger-rules';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { lineColumns, linesJson, loadLines, loadPricedLines, INVOICE_LINES, type LineRow } from '../documents/document-lines';
import { INVOICE_SORTS, type ListInvoicesQueryDto } from './dto/invoice.dto';

/** The business's own calendar: today in its time zone, and the lock date of the environment. */
export interface Calendar {
  today: string;
  lockDate: string | null;
}

export interface CustomerRow {
  id: string;
  currency: string | null;
  archived: boolean;
}

/** The columns a use case writes; the database fills version, timestamps and defaults. */
export interface InvoiceValues {
  number: string;
  status: InvoiceStatus;
  customerId: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  exchangeRate: string;
  amountsAre: 'exclusive' | 'inclusive';
  reference: string | null;
  notes: string | null;
  subtotal: string;
  taxTotal: string;
  total: string;
  amountPaid: string;
  journalEntryId: string | null;
  metadata: Record<string, string>;
  externalId: string | null;
}

export type InvoiceChanges = Partial<InvoiceValues> & { finalizedAt?: true; voidedAt?: true };

const COLUMNS: Record<keyof InvoiceChanges, string> = {
  number: 'number',
  status: 'status',
  customerId: 'customer_id',
  issueDate: 'issue_date',
  dueDate: 'due_date',
  currency: 'currency',
  exchangeRate: 'exchange_rate',
  amountsAre: 'amounts_are',
  reference: 'reference',
  notes: 'notes',
  subtotal: 'subtotal',
  taxTotal: 'tax_total',
  total: 'total',
  amountPaid: 'amount_paid',
  journalEntryId: 'journal_entry_id',
  metadata: 'metadata',
  externalId: 'external_id',
  finalizedAt: 'finalized_at',
  voidedAt: 'voided_at',
};

/** Every invoice query, each scoped to one business and environment; writes take the caller's transaction. */
@Injectable()
export class InvoicesRepository {
  /** A row (alias `invoice`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, InvoiceEntity, 'invoice');
  }

  private scoped(scope: Scope, tx: EntityManager = this.db.manager): SelectQueryBuilder<InvoiceEntity> {
    return tx
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .where('invoice.business_id = :businessId AND invoice.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  async calendar(scope: Scope, tx: EntityManager = this.db.manager): Promise<Calendar> {
    const [row] = await tx.query(
      `SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, e.lock_date::text AS lock_date
         FROM businesses b JOIN business_environments e ON e.business_id = b.id
        WHERE b.id = $1 AND e.environment = $2`,
      [scope.businessId, scope.environment],
    );
    return { today: row.today, lockDate: row.lock_date };
  }

  /** With `lock`, the row stays locked (`FOR UPDATE`) until the transaction ends: one writer per invoice. */
  find(scope: Scope, id: string, tx?: EntityManager, lock = false): Promise<InvoiceEntity | null> {
    const query = this.scoped(scope, tx).andWhere('invoice.id = :id', { id });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  lines(scope: Scope, invoiceIds: string[], tx: EntityManager = this.db.manager): Promise<Map<string, LineRow[]>> {
    return loadLines(tx, scope, INVOICE_LINES, invoiceIds);
  }

  /** The stored lines as priced lines ready to post, each taxed line with its tax rate's account. */
  pricedLines(scope: Scope, invoiceId: string, tx: EntityManager): Promise<PricedLine[]> {
    return loadPricedLines(tx, scope, INVOICE_LINES, invoiceId);
  }

  /** A page of invoices, each with its lines (read in the page's statement). */
  list(scope: Scope, query: ListInvoicesQueryDto, today: string): Promise<Page<InvoiceEntity & { lines: LineRow[] }>> {
    const p = new Sql();
    const where = [`invoice.business_id = ${p.param(scope.businessId)}`, `invoice.environment = ${p.param(scope.environment)}`];
    if (query.status) where.push(`invoice.status = ${p.param(query.status)}`);
    if (query.customer_id) where.push(`invoice.customer_id = ${p.param(query.customer_id)}`);
    if (query.date_from) where.push(`invoice.issue_date >= ${p.param(query.date_from)}`);
    if (query.date_to) where.push(`invoice.issue_date <= ${p.param(query.date_to)}`);
    if (query.updated_since) where.push(`invoice.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`invoice.external_id = ${p.param(query.external_id)}`);
    if (query.overdue !== undefined) {
      const overdue = `(invoice.status IN ('open', 'partially_paid') AND invoice.due_date < CAST(${p.param(today)} AS date) AND invoice.total > invoice.amount_paid)`;
      where.push(query.overdue ? overdue : `NOT ${overdue}`);
    }
    const columns = `${this.columns}, ${linesJson(INVOICE_LINES, 'invoice')} AS lines`;
    return paginate(this.db, { from: 'invoices invoice', alias: 'invoice', columns, where, params: p }, query, INVOICE_SORTS, '-issue_date');
  }

  async customer(scope: Scope, id: string, tx: EntityManager): Promise<CustomerRow | undefined> {
    const [row] = await tx.query('SELECT id, currency, archived FROM customers WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row ? { ...row, currency: row.currency?.trim() ?? null } : undefined;
  }

  /** What the customer owes moves with every posting on its invoices' receivable (base currency). */
  async addToCustomerBalance(scope: Scope, customerId: string, delta: Decimal, tx: EntityManager): Promise<void> {
    if (delta.isZero()) return;
    await tx.query('UPDATE customers SET balance = balance + $4 WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      customerId,
      delta.toString(),
    ]);
  }

  async idBy(scope: Scope, column: 'number' | 'external_id', value: string, tx: EntityManager = this.db.manager): Promise<string | undefined> {
    const [row] = await tx.query(`SELECT id FROM invoices WHERE business_id = $1 AND environment = $2 AND ${column} = $3`, [
      scope.businessId,
      scope.environment,
      value,
    ]);
    return row?.id;
  }

  async insert(scope: Scope, id: string, values: InvoiceValues, finalized: boolean, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO invoices (id, business_id, environment, number, status, customer_id, issue_date, due_date, currency, exchange_rate, amounts_are,
                             reference, notes, subtotal, tax_total, total, amount_paid, journal_entry_id, metadata, external_id, finalized_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, CASE WHEN $21::boolean THEN now() END)`,
      [
        id,
        scope.businessId,
        scope.environment,
        values.number,
        values.status,
        values.customerId,
        values.issueDate,
        values.dueDate,
        values.currency,
        values.exchangeRate,
        values.amountsAre,
        values.reference,
        values.notes,
        values.subtotal,
        values.taxTotal,
        values.total,
        values.amountPaid,
        values.journalEntryId,
        JSON.stringify(values.metadata),
        values.externalId,
        finalized,
      ],
    );
  }

  async replaceLines(scope: Scope, invoiceId: string, lines: PricedLine[], ids: string[], tx: EntityManager): Promise<void> {
    await tx.query('DELETE FROM invoice_lines WHERE business_id = $1 AND environment = $2 AND invoice_id = $3', [
      scope.businessId,
      scope.environment,
      invoiceId,
    ]);
    const columns = lineColumns(lines, ids);
    await tx.query(
      `INSERT INTO invoice_lines (id, business_id, environment, invoice_id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)
       SELECT l.id, $1, $2, $3, l.line_no, l.description, l.quantity, l.unit_price, l.account_id, l.item_id, l.tax_rate_id, l.tax_rate, l.amount, l.tax_amount
         FROM unnest($4::uuid[], $5::int[], $6::text[], $7::numeric[], $8::numeric[], $9::uuid[], $10::uuid[], $11::uuid[], $12::numeric[], $13::numeric[], $14::numeric[])
           AS l(id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)`,
      [
        scope.businessId,
        scope.environment,
        invoiceId,
        columns.ids,
        columns.lineNos,
        columns.descriptions,
        columns.quantities,
        columns.unitPrices,
        columns.accountIds,
        columns.itemIds,
        columns.taxRateIds,
        columns.taxRates,
        columns.amounts,
        columns.taxAmounts,
      ],
    );
  }

  /** Applies `changes` and bumps the version (the row is already locked by the caller's transaction). */
  async update(scope: Scope, id: string, changes: InvoiceChanges, tx: EntityManager): Promise<void> {
    const stamps = (['finalizedAt', 'voidedAt'] as const).filter((key) => changes[key]).map((key) => `${COLUMNS[key]} = now()`);
    const entries = Object.entries(changes).filter(([key]) => key !== 'finalizedAt' && key !== 'voidedAt') as [keyof InvoiceValues, unknown][];
    const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 4}`);
    const values = entries.map(([key, value]) => (key === 'metadata' ? JSON.stringify(value) : value));
    await tx.query(
      `UPDATE invoices SET ${[...sets, ...stamps, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE business_id = $1 AND environment = $2 AND id = $3`,
      [scope.businessId, scope.environment, id, ...values],
    );
  }

  async delete(scope: Scope, id: string, tx: EntityManager): Promise<void> {
    await tx.query('DELETE FROM invoices WHERE business_id = $1 AND environment = $2 AND id = $3', [scope.businessId, scope.environment, id]);
  }
}
