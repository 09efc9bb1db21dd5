import { Injectable } from '@nestjs/common';
import { InvoiceEntity, type Scope } from '@ledgerline/domain';
import { Decimal, type InvoiceStatus, type PricedLine } from '@ledgerline/ledger-rules';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { lineColumns, linesJson, loadLines, loadPricedLines, INVOICE_LINES, type LineRow } from '../documents/document-lines';
import { INVOICE_SORTS, type ListInvoicesQueryDto } from './dto/invoice.dto';

/** A row of the receivable subledger (see `InvoiceLedger`). */
export interface ReceivableMovementValues {
  entryId: string;
  date: string;
  customerId: string;
  invoiceId: string;
  paymentId: string | null;
  /** The payment's reference, for a payment's movement and its void's. */
  reference: string | null;
  reversesId: string | null;
  /** Debit-positive, base currency. */
  amount: Decimal;
}

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

/** An invoice's values a caller chooses that are unique in the business: a taken one is 409 (`uniqueConflicts`). */
export const INVOICE_KEYS: UniqueKeys = {
  resource: 'invoice',
  table: 'invoices',
  constraints: { invoices_business_id_environment_number_key: 'number', invoices_external_id_key: 'external_id' },
};

/**
 * Every invoice query, each scoped to one business and environment. Writes take the use case's
 * transaction; reads take a transaction or the pool (`Db`).
 */
@Injectable()
export class InvoicesRepository {
  /** A row (alias `invoice`) under the entity's property names. */
  private readonly columns: string;

  constructor(db: Db) {
    this.columns = entityColumns(db.source, InvoiceEntity, 'invoice');
  }

  async calendar(db: Queryable, scope: Scope): Promise<Calendar> {
    const q = scoped(scope);
    const [row] = await db.query<{ today: string; lock_date: string | null }>(
      `SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, e.lock_date::text AS lock_date
         FROM businesses b JOIN business_environments e ON e.business_id = b.id
        WHERE ${q.tenant('e')}`,
      q,
    );
    return { today: row.today, lockDate: row.lock_date };
  }

  async find(db: Queryable, scope: Scope, id: string): Promise<InvoiceEntity | null> {
    const q = scoped(scope);
    const [row] = await db.query<InvoiceEntity>(`SELECT ${this.columns} FROM invoices invoice WHERE ${q.tenant('invoice')} AND invoice.id = ${q.param(id)}`, q);
    return row ?? null;
  }

  /** The invoice, its row locked (`FOR UPDATE`) until `tx` ends: one writer per invoice. */
  async lock(tx: Tx, scope: Scope, id: string): Promise<InvoiceEntity | null> {
    const q = scoped(scope);
    const [row] = await tx.query<InvoiceEntity>(
      `SELECT ${this.columns} FROM invoices invoice WHERE ${q.tenant('invoice')} AND invoice.id = ${q.param(id)} FOR UPDATE`,
      q,
    );
    return row ?? null;
  }

  lines(db: Queryable, scope: Scope, invoiceIds: string[]): Promise<Map<string, LineRow[]>> {
    return loadLines(db, scope, INVOICE_LINES, invoiceIds);
  }

  /** The stored lines as priced lines ready to post, each taxed line with its tax rate's account. */
  pricedLines(db: Queryable, scope: Scope, invoiceId: string): Promise<PricedLine[]> {
    return loadPricedLines(db, scope, INVOICE_LINES, invoiceId);
  }

  /** A page of invoices, each with its lines (read in the page's statement). */
  list(db: Queryable, scope: Scope, query: ListInvoicesQueryDto, today: string): Promise<Page<InvoiceEntity & { lines: LineRow[] }>> {
    const q = scoped(scope);
    const where = [q.tenant('invoice')];
    if (query.status) where.push(`invoice.status = ${q.param(query.status)}`);
    if (query.customer_id) where.push(`invoice.customer_id = ${q.param(query.customer_id)}`);
    if (query.date_from) where.push(`invoice.issue_date >= ${q.param(query.date_from)}`);
    if (query.date_to) where.push(`invoice.issue_date <= ${q.param(query.date_to)}`);
    if (query.updated_since) where.push(`invoice.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`invoice.external_id = ${q.param(query.external_id)}`);
    if (query.overdue !== undefined) {
      const overdue = `(invoice.status IN ('open', 'partially_paid') AND invoice.due_date < CAST(${q.param(today)} AS date)
                        AND invoice.total > invoice.amount_paid)`;
      where.push(query.overdue ? overdue : `NOT ${overdue}`);
    }
    const columns = `${this.columns}, ${linesJson(INVOICE_LINES, 'invoice')} AS lines`;
    return paginate(db, { from: 'invoices invoice', alias: 'invoice', columns, where, params: q }, query, INVOICE_SORTS, '-issue_date');
  }

  async customer(db: Queryable, scope: Scope, id: string): Promise<CustomerRow | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<CustomerRow>(`SELECT id, currency, archived FROM customers WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row ? { ...row, currency: row.currency?.trim() ?? null } : undefined;
  }

  /** What the customer owes moves with every posting on its invoices' receivable (base currency). */
  /** Records a movement of Accounts Receivable in the subledger and adds its amount to its customer's balance, in one statement. */
  async moveReceivable(tx: Tx, scope: Scope, movement: ReceivableMovementValues): Promise<void> {
    const q = scoped(scope);
    const customer = q.param(movement.customerId);
    const amount = q.param(movement.amount.toString());
    await tx.query(
      `WITH moved AS (
         INSERT INTO receivable_movements (business_id, environment, entry_id, date, customer_id, invoice_id, payment_id, reference, reverses_id, amount)
         VALUES (${q.business}, ${q.environment}, ${q.param(movement.entryId)}, ${q.param(movement.date)}, ${customer}, ${q.param(movement.invoiceId)},
                 ${q.param(movement.paymentId)}, ${q.param(movement.reference)}, ${q.param(movement.reversesId)}, ${amount}))
       UPDATE customers SET balance = balance + ${amount} WHERE ${q.tenant()} AND id = ${customer}`,
      q,
    );
  }

  async numberTaken(db: Queryable, scope: Scope, number: string): Promise<boolean> {
    const q = scoped(scope);
    return (await db.query(`SELECT 1 FROM invoices WHERE ${q.tenant()} AND number = ${q.param(number)}`, q)).length > 0;
  }

  async insert(tx: Tx, scope: Scope, id: string, values: InvoiceValues, finalized: boolean): Promise<void> {
    const q = scoped(scope);
    const row = [
      id,
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
    ].map((value) => q.param(value));
    await tx.query(
      `INSERT INTO invoices (business_id, environment, id, number, status, customer_id, issue_date, due_date, currency, exchange_rate, amounts_are,
                             reference, notes, subtotal, tax_total, total, amount_paid, journal_entry_id, metadata, external_id, finalized_at)
       VALUES (${q.business}, ${q.environment}, ${row.join(', ')}, ${finalized ? 'now()' : 'NULL'})`,
      q,
    );
  }

  async replaceLines(tx: Tx, scope: Scope, invoiceId: string, lines: PricedLine[], ids: string[]): Promise<void> {
    const gone = scoped(scope);
    await tx.query(`DELETE FROM invoice_lines WHERE ${gone.tenant()} AND invoice_id = ${gone.param(invoiceId)}`, gone);
    const q = scoped(scope);
    const columns = lineColumns(lines, ids);
    await tx.query(
      `INSERT INTO invoice_lines (id, business_id, environment, invoice_id, line_no, description, quantity, unit_price, account_id, item_id,
                                  tax_rate_id, tax_rate, amount, tax_amount)
       SELECT l.id, ${q.business}, ${q.environment}, ${q.param(invoiceId)}, l.line_no, l.description, l.quantity, l.unit_price, l.account_id, l.item_id,
              l.tax_rate_id, l.tax_rate, l.amount, l.tax_amount
         FROM unnest(${q.param(columns.ids)}::uuid[], ${q.param(columns.lineNos)}::int[], ${q.param(columns.descriptions)}::text[],
                     ${q.param(columns.quantities)}::numeric[], ${q.param(columns.unitPrices)}::numeric[], ${q.param(columns.accountIds)}::uuid[],
                     ${q.param(columns.itemIds)}::uuid[], ${q.param(columns.taxRateIds)}::uuid[], ${q.param(columns.taxRates)}::numeric[],
                     ${q.param(columns.amounts)}::numeric[], ${q.param(columns.taxAmounts)}::numeric[])
           AS l(id, line_no, description, quantity, unit_price, account_id, item_id, tax_rate_id, tax_rate, amount, tax_amount)`,
      q,
    );
  }

  /** Applies `changes` and bumps the version (the caller holds the row's lock: `lock`). */
  async update(tx: Tx, scope: Scope, id: string, changes: InvoiceChanges): Promise<void> {
    const q = scoped(scope);
    const sets = Object.entries(changes).map(([key, value]) => {
      if (key === 'finalizedAt' || key === 'voidedAt') return `${COLUMNS[key]} = now()`;
      return `${COLUMNS[key as keyof InvoiceValues]} = ${q.param(key === 'metadata' ? JSON.stringify(value) : value)}`;
    });
    await tx.query(`UPDATE invoices SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
  }

  async delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    const q = scoped(scope);
    await tx.query(`DELETE FROM invoices WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
  }
}
