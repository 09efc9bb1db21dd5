import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Environment } from '../tenant';
import type { OAuthScope } from './scopes';

/** An OAuth client registered by a business (its owner) in one environment; its id is the client_id. */
@Entity({ name: 'oauth_integrations' })
export class IntegrationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'redirect_uris', type: 'text', array: true }) redirectUris!: string[];
  @Column({ type: 'text', array: true }) scopes!: OAuthScope[];
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A grant: an integration a business authorized, in the integration's environment, for some scopes. */
@Entity({ name: 'oauth_connections' })
export class ConnectionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'integration_id', type: 'uuid' }) integrationId!: string;
  @ManyToOne(() => IntegrationEntity) @JoinColumn({ name: 'integration_id' }) integration!: IntegrationEntity;
  @Column({ name: 'business_id', type: 'uuid' }) businessId!: string;
  @Column({ type: 'text' }) environment!: Environment;
  @Column({ type: 'text', array: true }) scopes!: OAuthScope[];
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
