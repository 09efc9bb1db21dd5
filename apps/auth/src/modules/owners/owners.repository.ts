import { Inject, Injectable } from '@nestjs/common';
import { businessWide, type Environment, type OAuthScope } from '@ledgerline/domain';
import { DataSource } from 'typeorm';
import type { AccountView } from './owner.pages';

/** What the owner pages read: log-in records, key prefixes, connected integrations. */
@Injectable()
export class OwnersRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async findByEmail(email: string): Promise<{ id: string; passwordHash: string } | undefined> {
    const [row] = await this.db.query('SELECT id, password_hash FROM owners WHERE lower(email) = $1', [email]);
    return row ? { id: row.id, passwordHash: row.password_hash } : undefined;
  }

  async keys(businessId: string): Promise<AccountView['keys']> {
    const q = businessWide(businessId);
    const rows = await this.db.query(
      `SELECT environment, prefix, created_at FROM api_keys WHERE ${q.business()} AND rolled_at IS NULL ORDER BY environment`,
      q.values,
    );
    return rows.map((row: { environment: Environment; prefix: string; created_at: Date }) => ({
      environment: row.environment,
      prefix: row.prefix,
      createdAt: row.created_at,
    }));
  }

  /** The integrations the business authorized, in both environments (the newest hundred). */
  async connections(businessId: string): Promise<AccountView['connections']> {
    const q = businessWide(businessId);
    const rows = await this.db.query(
      `SELECT c.id, c.environment, c.scopes, c.updated_at, i.name FROM oauth_connections c JOIN oauth_integrations i ON i.id = c.integration_id
        WHERE ${q.business('c')} ORDER BY c.created_at DESC, c.id DESC LIMIT 100`,
      q.values,
    );
    return rows.map((row: { id: string; environment: Environment; scopes: OAuthScope[]; updated_at: Date; name: string }) => ({
      id: row.id,
      environment: row.environment,
      integrationName: row.name,
      scopes: row.scopes,
      updatedAt: row.updated_at,
    }));
  }
}
