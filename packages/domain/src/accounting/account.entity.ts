import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';
import type { AccountType } from '@ledgerline/ledger-rules';

@Entity({ name: 'accounts' })
export class AccountEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text', nullable: true }) code!: string | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'text' }) type!: AccountType;
  @Column({ type: 'text' }) subtype!: string;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ name: 'parent_id', type: 'uuid', nullable: true }) parentId!: string | null;
  @Column({ type: 'boolean' }) archived!: boolean;
  @Column({ type: 'boolean' }) system!: boolean;
  /** Base-currency balance (debit positive), maintained by the ledger in the posting transaction. */
  @Column({ type: 'numeric' }) balance!: string;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
