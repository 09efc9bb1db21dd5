import type { DataSource } from 'typeorm';
import { newId } from '../ids';
import type { Scope } from '../tenant';
import { IntegrationEntity } from './oauth.entity';
import type { OAuthScope } from './scopes';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Why `uri` cannot be a redirect URI, or undefined when it can (RFC 9700 section 2.1, RFC 8252):
 * an absolute https URL, or http on a loopback host; no fragment, no user information. It is
 * later matched exactly, character for character, so no pattern or wildcard means anything.
 */
export function redirectUriProblem(uri: string): string | undefined {
  if (uri.length > 2000) return 'must be at most 2000 characters';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return 'must use https (http only on a loopback address)';
  if (uri.includes('#')) return 'must not contain a fragment';
  if (url.username || url.password) return 'must not contain user information';
  return undefined;
}

export interface NewIntegration {
  name: string;
  redirectUris: string[];
  scopes: OAuthScope[];
}

/** Registers an integration owned by `scope` (its secret key is that business's key of that environment). */
export async function createIntegration(db: DataSource, scope: Scope, input: NewIntegration): Promise<IntegrationEntity> {
  const id = newId();
  await db.getRepository(IntegrationEntity).insert({ id, businessId: scope.businessId, environment: scope.environment, ...input });
  return db.getRepository(IntegrationEntity).findOneByOrFail({ id });
}

/** Revokes a connection the business `scope` authorized: every token issued under it stops working. */
export async function revokeConnection(db: DataSource, scope: Scope, id: string): Promise<boolean> {
  const [, count] = await db.query('DELETE FROM oauth_connections WHERE business_id = $1 AND environment = $2 AND id = $3', [scope.businessId, scope.environment, id]);
  return count > 0;
}
