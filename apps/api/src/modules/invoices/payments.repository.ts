import { Injectable } from '@nestjs/common';
import { PaymentEntity, type Scope } from '@ledgerline/domain';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { PAYMENT_SORTS, type ListPaymentsQueryDto } from './dto/payment.dto';

export interface NewPayment {
  id: string;
  invoiceId: string;
  amount: string;
  date: string;
  exchangeRate: string;
  depositAccountId: string;
  method: string | null;
  reference: string | null;
  journalEntryId: string;
  metadata: Record<string, string>;
  externalId: string | null;
}

export interface DepositAccountRow {
  id: string;
  type: string;
  subtype: string;
  archived: boolean;
}

/** A payment's `external_id` is unique in the business: a taken one is 409 (`uniqueConflicts`). */
export const PAYMENT_KEYS: UniqueKeys = { resource: 'payment', table: 'payments', constraints: { payments_external_id_key: 'external_id' } };

/**
 * Every payment query, each scoped to one business and environment. Writes take the use case's
 * transaction; reads take a transaction or the pool (`Db`).
 */
@Injectable()
export class PaymentsRepository {
  /** A row (alias `payment`) under the entity's property names. */
  private readonly columns: string;

  constructor(db: Db) {
    this.columns = entityColumns(db.source, PaymentEntity, 'payment');
  }

  async find(db: Queryable, scope: Scope, id: string): Promise<PaymentEntity | null> {
    const q = scoped(scope);
    const [row] = await db.query<PaymentEntity>(`SELECT ${this.columns} FROM payments payment WHERE ${q.tenant('payment')} AND payment.id = ${q.param(id)}`, q);
    return row ?? null;
  }

  /** The payment, its row locked (`FOR UPDATE`) until `tx` ends. */
  async lock(tx: Tx, scope: Scope, id: string): Promise<PaymentEntity | null> {
    const q = scoped(scope);
    const [row] = await tx.query<PaymentEntity>(
      `SELECT ${this.columns} FROM payments payment WHERE ${q.tenant('payment')} AND payment.id = ${q.param(id)} FOR UPDATE`,
      q,
    );
    return row ?? null;
  }

  list(db: Queryable, scope: Scope, query: ListPaymentsQueryDto): Promise<Page<PaymentEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('payment')];
    if (query.invoice_id) where.push(`payment.invoice_id = ${q.param(query.invoice_id)}`);
    if (query.status) where.push(`payment.status = ${q.param(query.status)}`);
    if (query.date_from) where.push(`payment.date >= ${q.param(query.date_from)}`);
    if (query.date_to) where.push(`payment.date <= ${q.param(query.date_to)}`);
    if (query.updated_since) where.push(`payment.updated_at >= ${q.param(query.updated_since)}`);
    if (query.external_id) where.push(`payment.external_id = ${q.param(query.external_id)}`);
    return paginate(db, { from: 'payments payment', alias: 'payment', columns: this.columns, where, params: q }, query, PAYMENT_SORTS, '-date');
  }

  /** The currency of each invoice named (a payment is in its invoice's currency). */
  async currencies(db: Queryable, scope: Scope, invoiceIds: string[]): Promise<Map<string, string>> {
    if (invoiceIds.length === 0) return new Map();
    const q = scoped(scope);
    const rows = await db.query<{ id: string; currency: string }>(
      `SELECT id, currency FROM invoices WHERE ${q.tenant()} AND id = ANY(${q.param([...new Set(invoiceIds)])}::uuid[])`,
      q,
    );
    return new Map(rows.map((row) => [row.id, row.currency]));
  }

  async account(db: Queryable, scope: Scope, id: string): Promise<DepositAccountRow | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<DepositAccountRow>(`SELECT id, type, subtype, archived FROM accounts WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
    return row;
  }

  async insert(tx: Tx, scope: Scope, payment: NewPayment): Promise<void> {
    const q = scoped(scope);
    const row = [
      payment.id,
      payment.invoiceId,
      payment.amount,
      payment.date,
      payment.exchangeRate,
      payment.depositAccountId,
      payment.method,
      payment.reference,
      payment.journalEntryId,
      JSON.stringify(payment.metadata),
      payment.externalId,
    ].map((value) => q.param(value));
    await tx.query(
      `INSERT INTO payments (business_id, environment, id, invoice_id, amount, date, exchange_rate, deposit_account_id, method, reference,
                             journal_entry_id, metadata, external_id)
       VALUES (${q.business}, ${q.environment}, ${row.join(', ')})`,
      q,
    );
  }

  async markVoid(tx: Tx, scope: Scope, id: string): Promise<void> {
    const q = scoped(scope);
    await tx.query(
      `UPDATE payments SET status = 'void', voided_at = now(), version = version + 1, updated_at = now() WHERE ${q.tenant()} AND id = ${q.param(id)}`,
      q,
    );
  }
}
