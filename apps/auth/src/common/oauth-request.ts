import { isScope, type OAuthScope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';

/** The `error` values of RFC 6749 (sections 4.1.2.1 and 5.2) and RFC 7009 this server answers with. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'unsupported_response_type' | 'invalid_scope';

/**
 * An OAuth error: the RFC 6749 `error` and `error_description` together with the error
 * envelope. A failed client authentication is 401 with a Basic challenge (RFC 6749 section
 * 5.2); every other error is 400.
 */
export function oauthError(error: OAuthErrorCode, description: string): DomainError {
  const details = { error, error_description: description };
  if (error === 'invalid_client') return new DomainError('unauthorized', description, { details, headers: { 'WWW-Authenticate': 'Basic realm="ledgerline"' } });
  return new DomainError('validation_failed', description, { details });
}

/**
 * One request parameter (JSON or form body, or query): undefined when absent or empty (RFC 6749
 * section 3.1), else a string sent once (section 3.2).
 */
export function param(source: unknown, name: string): string | undefined {
  const value = typeof source === 'object' && source !== null && Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw oauthError('invalid_request', `${name} must be a single string`);
  return value;
}

export function requiredParam(source: unknown, name: string): string {
  const value = param(source, name);
  if (value === undefined) throw oauthError('invalid_request', `${name} is required`);
  return value;
}

/** The scopes a `scope` parameter names: each known and among `allowed`, each once. */
export function requestedScopes(scope: string, allowed: readonly OAuthScope[]): OAuthScope[] {
  const names = scope.split(' ');
  const refused = names.find((name) => !isScope(name) || !allowed.includes(name));
  if (refused !== undefined) throw oauthError('invalid_scope', `scope "${refused.slice(0, 50)}" is not allowed here; allowed: ${allowed.join(' ')}`);
  return [...new Set(names as OAuthScope[])];
}
