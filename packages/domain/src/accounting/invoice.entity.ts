import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';
import type { InvoiceStatus, PaymentStatus } from '@ledgerline/ledger-rules';

/** An invoice (its lines are read with plain SQL). Amounts are numeric text in the invoice currency. */
@Entity({ name: 'invoices' })
export class InvoiceEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) number!: string;
  @Column({ type: 'text' }) status!: InvoiceStatus;
  @Column({ name: 'customer_id', type: 'uuid' }) customerId!: string;
  @Column({ name: 'issue_date', type: 'date' }) issueDate!: string;
  @Column({ name: 'due_date', type: 'date' }) dueDate!: string;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ name: 'exchange_rate', type: 'numeric' }) exchangeRate!: string;
  @Column({ name: 'amounts_are', type: 'text' }) amountsAre!: 'exclusive' | 'inclusive';
  @Column({ type: 'text', nullable: true }) reference!: string | null;
  @Column({ type: 'text', nullable: true }) notes!: string | null;
  @Column({ type: 'numeric' }) subtotal!: string;
  @Column({ name: 'tax_total', type: 'numeric' }) taxTotal!: string;
  @Column({ type: 'numeric' }) total!: string;
  @Column({ name: 'amount_paid', type: 'numeric' }) amountPaid!: string;
  /** The entry that currently posts the invoice (a PUT on an open invoice reverses it and posts a new one). */
  @Column({ name: 'journal_entry_id', type: 'uuid', nullable: true }) journalEntryId!: string | null;
  @Column({ name: 'finalized_at', type: 'timestamptz', nullable: true }) finalizedAt!: Date | null;
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** A payment received against an invoice, in the invoice currency. */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ name: 'invoice_id', type: 'uuid' }) invoiceId!: string;
  @Column({ type: 'text' }) status!: PaymentStatus;
  @Column({ type: 'numeric' }) amount!: string;
  @Column({ type: 'date' }) date!: string;
  @Column({ name: 'exchange_rate', type: 'numeric' }) exchangeRate!: string;
  @Column({ name: 'deposit_account_id', type: 'uuid' }) depositAccountId!: string;
  @Column({ type: 'text', nullable: true }) method!: string | null;
  @Column({ type: 'text', nullable: true }) reference!: string | null;
  @Column({ name: 'journal_entry_id', type: 'uuid' }) journalEntryId!: string;
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
