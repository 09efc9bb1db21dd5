import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

export interface BillingAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
}

@Entity({ name: 'customers' })
export class CustomerEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) company!: string | null;
  @Column({ name: 'tax_number', type: 'text', nullable: true }) taxNumber!: string | null;
  @Column({ type: 'char', length: 3, nullable: true }) currency!: string | null;
  @Column({ name: 'billing_address', type: 'jsonb', nullable: true }) billingAddress!: BillingAddress | null;
  @Column({ type: 'text', nullable: true }) notes!: string | null;
  @Column({ type: 'boolean' }) archived!: boolean;
  /** What the customer owes now, in base currency; maintained with its invoices and payments. */
  @Column({ type: 'numeric' }) balance!: string;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
