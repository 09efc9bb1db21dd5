import { isIPv4, isIPv6 } from 'node:net';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import type { DataSource } from 'typeorm';
import { newId } from '../ids';
import { scoped } from '../database/sql';
import type { Scope } from '../tenant';
import { IntegrationEntity } from './oauth.entity';
import type { OAuthScope } from './scopes';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** A DNS label (RFC 1123): letters, digits and inner hyphens, 1–63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host as the URL parser gives it (lower case, IDNs in their xn-- form, IPv4 in dotted decimal)
 * that is a DNS name of at most 253 characters or an IP literal. WHATWG URL parsing lets through
 * hosts no DNS can hold (`*`, `a.example;sandbox`, `a_b`), which would also break out of the
 * consent page's Content-Security-Policy.
 */
function isRealHost(host: string): boolean {
  if (host.startsWith('[')) return host.endsWith(']') && isIPv6(host.slice(1, -1));
  return isIPv4(host) || (host.length <= 253 && host.split('.').every((label) => LABEL.test(label)));
}

/**
 * Why `uri` cannot be a redirect URI, or undefined when it can (RFC 9700 section 2.1, RFC 8252):
 * an absolute https URL, or http on a loopback host; a real host name or IP address; no fragment,
 * no user information. It is later matched exactly, character for character, so no pattern or
 * wildcard means anything.
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
  if (!isRealHost(url.hostname)) return 'must have a DNS host name (letters, digits and hyphens, labels of 1 to 63 characters) or an IP address as its host';
  if (uri.includes('#')) return 'must not contain a fragment';
  if (url.username || url.password) return 'must not contain user information';
  return undefined;
}

export interface NewIntegration {
  name: string;
  redirectUris: string[];
  scopes: OAuthScope[];
}

/**
 * Registers an integration owned by `scope` (its secret key is that business's key of that
 * environment). Each redirect URI that cannot be one is a validation error of `redirect_uris.<index>`.
 */
export async function createIntegration(db: DataSource, scope: Scope, input: NewIntegration): Promise<IntegrationEntity> {
  const errors = input.redirectUris.flatMap((uri, index): FieldError[] => {
    const problem = redirectUriProblem(uri);
    return problem ? [{ field: `redirect_uris.${index}`, message: problem }] : [];
  });
  if (errors.length > 0) throw DomainError.validation(errors);
  const id = newId();
  await db.getRepository(IntegrationEntity).insert({ id, businessId: scope.businessId, environment: scope.environment, ...input });
  return db.getRepository(IntegrationEntity).findOneByOrFail({ id });
}

/** Revokes a connection the business `scope` authorized: every token issued under it stops working. */
export async function revokeConnection(db: DataSource, scope: Scope, id: string): Promise<boolean> {
  const q = scoped(scope);
  const [, count] = await db.query(`DELETE FROM oauth_connections WHERE ${q.tenant()} AND id = ${q.param(id)}`, q.values);
  return count > 0;
}
