import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Environment } from '../tenant';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

export const KEY_PREFIX: Record<Environment, string> = { production: 'sk_live_', sandbox: 'sk_test_' };

/** A new secret API key: the environment prefix and 256 random bits. */
export function generateApiKey(environment: Environment): string {
  return KEY_PREFIX[environment] + randomBytes(32).toString('base64url');
}

/** Keys carry 256 bits of entropy, so one SHA-256 is enough; they are looked up by this hash. */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** What may be shown of a key after creation. */
export function displayPrefix(key: string): string {
  return key.slice(0, 12);
}

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

/** Owner passwords: scrypt (RFC 7914) with a random salt, encoded with its parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for a malformed encoding (an empty hash would match anything). */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash = ''] = encoded.split('$');
  const expected = Buffer.from(hash, 'base64');
  if (scheme !== 'scrypt' || !salt || expected.length !== SCRYPT.keylen) return false;
  try {
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
