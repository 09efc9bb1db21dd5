import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

@Entity({ name: 'tax_rates' })
export class TaxRateEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) name!: string;
  /** Percent, e.g. 7.5 for 7.5 %. */
  @Column({ type: 'numeric' }) rate!: string;
  /** The liability account the tax is credited to. */
  @Column({ name: 'account_id', type: 'uuid' }) accountId!: string;
  @Column({ type: 'boolean' }) archived!: boolean;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
