import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

@Entity({ name: 'businesses' })
export class BusinessEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'base_currency', type: 'char', length: 3 }) baseCurrency!: string;
  @Column({ type: 'char', length: 2, nullable: true }) country!: string | null;
  @Column({ type: 'text' }) timezone!: string;
  @Column({ name: 'fiscal_year_start_month', type: 'smallint' }) fiscalYearStartMonth!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/**
 * Per-environment state of a business: sandbox and production books are separate. The business as
 * each environment shows it has its own version: a change to the shared settings moves both.
 */
@Entity({ name: 'business_environments' })
export class BusinessEnvironmentEntity {
  @PrimaryColumn({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @PrimaryColumn({ type: 'text' }) environment!: Environment;
  @Column({ name: 'lock_date', type: 'date', nullable: true }) lockDate!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity({ name: 'owners' })
export class OwnerEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity({ name: 'api_keys' })
export class ApiKeyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ name: 'key_hash', type: 'bytea' }) keyHash!: Buffer;
  /** The first characters of the key, safe to show (`sk_test_AbCd`). */
  @Column({ type: 'text' }) prefix!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'rolled_at', type: 'timestamptz', nullable: true }) rolledAt!: Date | null;
}
