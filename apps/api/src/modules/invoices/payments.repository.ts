import { Inject, Injectable } from '@nestjs/common';
import { PaymentEntity, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
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

/** Every payment query, each scoped to one business and environment; writes take the caller's transaction. */
@Injectable()
export class PaymentsRepository {
  /** A row (alias `payment`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, PaymentEntity, 'payment');
  }

  private scoped(scope: Scope, tx: EntityManager = this.db.manager): SelectQueryBuilder<PaymentEntity> {
    return tx
      .getRepository(PaymentEntity)
      .createQueryBuilder('payment')
      .where('payment.business_id = :businessId AND payment.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
  }

  find(scope: Scope, id: string, tx?: EntityManager, lock = false): Promise<PaymentEntity | null> {
    const query = this.scoped(scope, tx).andWhere('payment.id = :id', { id });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  list(scope: Scope, query: ListPaymentsQueryDto): Promise<Page<PaymentEntity>> {
    const p = new Sql();
    const where = [`payment.business_id = ${p.param(scope.businessId)}`, `payment.environment = ${p.param(scope.environment)}`];
    if (query.invoice_id) where.push(`payment.invoice_id = ${p.param(query.invoice_id)}`);
    if (query.status) where.push(`payment.status = ${p.param(query.status)}`);
    if (query.date_from) where.push(`payment.date >= ${p.param(query.date_from)}`);
    if (query.date_to) where.push(`payment.date <= ${p.param(query.date_to)}`);
    if (query.updated_since) where.push(`payment.updated_at >= ${p.param(query.updated_since)}`);
    if (query.external_id) where.push(`payment.external_id = ${p.param(query.external_id)}`);
    return paginate(this.db, { from: 'payments payment', alias: 'payment', columns: this.columns, where, params: p }, query, PAYMENT_SORTS, '-date');
  }

  /** The currency of each invoice named (a payment is in its invoice's currency). */
  async currencies(scope: Scope, invoiceIds: string[]): Promise<Map<string, string>> {
    if (invoiceIds.length === 0) return new Map();
    const rows: { id: string; currency: string }[] = await this.db.query(
      'SELECT id, currency FROM invoices WHERE business_id = $1 AND environment = $2 AND id = ANY($3::uuid[])',
      [scope.businessId, scope.environment, [...new Set(invoiceIds)]],
    );
    return new Map(rows.map((row) => [row.id, row.currency]));
  }

  async account(scope: Scope, id: string, tx: EntityManager): Promise<DepositAccountRow | undefined> {
    const [row] = await tx.query('SELECT id, type, subtype, archived FROM accounts WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return row;
  }

  async idByExternalId(scope: Scope, externalId: string): Promise<string | undefined> {
    const [row] = await this.db.query('SELECT id FROM payments WHERE business_id = $1 AND environment = $2 AND external_id = $3', [
      scope.businessId,
      scope.environment,
      externalId,
    ]);
    return row?.id;
  }

  async insert(scope: Scope, payment: NewPayment, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO payments (id, business_id, environment, invoice_id, amount, date, exchange_rate, deposit_account_id, method, reference, journal_entry_id, metadata, external_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        payment.id,
        scope.businessId,
        scope.environment,
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
      ],
    );
  }

  async markVoid(scope: Scope, id: string, tx: EntityManager): Promise<void> {
    await tx.query(
      `UPDATE payments SET status = 'void', voided_at = now(), version = version + 1, updated_at = now() WHERE business_id = $1 AND environment = $2 AND id = $3`,
      [scope.businessId, scope.environment, id],
    );
  }
}
