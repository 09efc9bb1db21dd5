import { createHash, randomBytes } from 'node:crypto';

/** Prefixes that make OAuth tokens recognisable (in logs, secret scanners and mode detection). */
export const ACCESS_TOKEN_PREFIX = 'llat_';
export const REFRESH_TOKEN_PREFIX = 'llrt_';

/** A new 256-bit random secret (token, code, request_uri, session id), optionally prefixed. */
export function generateSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Secrets carry 256 random bits, so one SHA-256 is enough; they are stored and looked up by it. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}
