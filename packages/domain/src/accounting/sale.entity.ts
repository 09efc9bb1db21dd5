import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

/** A cash sale (its lines are read with plain SQL). Amounts are numeric text in the sale currency. */
@Entity({ name: 'sales' })
export class SaleEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) number!: string;
  @Column({ type: 'text' }) status!: 'completed' | 'void';
  @Column({ name: 'customer_id', type: 'uuid', nullable: true }) customerId!: string | null;
  @Column({ type: 'date' }) date!: string;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ name: 'exchange_rate', type: 'numeric' }) exchangeRate!: string;
  @Column({ name: 'deposit_account_id', type: 'uuid' }) depositAccountId!: string;
  @Column({ name: 'payment_method', type: 'text', nullable: true }) paymentMethod!: string | null;
  @Column({ type: 'text', nullable: true }) reference!: string | null;
  @Column({ type: 'text', nullable: true }) notes!: string | null;
  @Column({ name: 'amounts_are', type: 'text' }) amountsAre!: 'exclusive' | 'inclusive';
  @Column({ type: 'numeric' }) subtotal!: string;
  @Column({ name: 'tax_total', type: 'numeric' }) taxTotal!: string;
  @Column({ type: 'numeric' }) total!: string;
  /**
   * The entry that currently posts the sale (a PUT reverses it and posts a new one); null only on
   * rows written outside the API, such as the benchmark's seed.
   */
  @Column({ name: 'journal_entry_id', type: 'uuid', nullable: true }) journalEntryId!: string | null;
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
