import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

/** Something the business sells; a document line naming it takes its defaults. */
@Entity({ name: 'items' })
export class ItemEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) sku!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  /** In whatever currency the document using it is in (up to 4 decimals). */
  @Column({ name: 'unit_price', type: 'numeric', nullable: true }) unitPrice!: string | null;
  @Column({ name: 'income_account_id', type: 'uuid', nullable: true }) incomeAccountId!: string | null;
  @Column({ name: 'tax_rate_id', type: 'uuid', nullable: true }) taxRateId!: string | null;
  @Column({ type: 'boolean' }) archived!: boolean;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
