import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';

/** A URL of the business's to which its events are delivered (docs/webhooks.md). */
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpointEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) url!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  /** Event types, `record.*` prefixes, or `*`. */
  @Column({ type: 'text', array: true }) events!: string[];
  @Column({ type: 'boolean' }) enabled!: boolean;
  @Column({ name: 'disabled_reason', type: 'text', nullable: true }) disabledReason!: string | null;
  /** Encrypted (`sealSecret`); never leaves the service but in the answer that creates or rotates it. */
  @Column({ type: 'bytea' }) secret!: Buffer;
  @Column({ name: 'previous_secret', type: 'bytea', nullable: true }) previousSecret!: Buffer | null;
  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true }) previousSecretExpiresAt!: Date | null;
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true }) failingSince!: Date | null;
  @Column({ type: 'integer' }) version!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
