import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

/** A posted journal entry (immutable); its lines are read with plain SQL. */
@Entity({ name: 'journal_entries' })
export class JournalEntryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'date' }) date!: string;
  @Column({ type: 'text', nullable: true }) memo!: string | null;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ name: 'exchange_rate', type: 'numeric' }) exchangeRate!: string;
  @Column({ name: 'source_type', type: 'text' }) sourceType!: string;
  @Column({ name: 'source_id', type: 'uuid', nullable: true }) sourceId!: string | null;
  @Column({ name: 'reverses_id', type: 'uuid', nullable: true }) reversesId!: string | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, string>;
  @Column({ name: 'external_id', type: 'text', nullable: true }) externalId!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
