import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a spent refresh token was exchanged for, kept for the grace window. */
export interface IssuedPair {
  access_token: string;
  refresh_token: string;
  scope: string;
  /** When the access token expires (ms since the epoch). */
  expires_at: number;
}

/** A key only the holder of `refreshToken` can derive: the database keeps the token's hash alone. */
function keyOf(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, Buffer.alloc(0), 'ledgerline refresh-token replay', 32));
}

/**
 * Seals the pair a refresh token was exchanged for with AES-256-GCM under a key derived from
 * that refresh token, so that within the grace window the same pair can be returned again while
 * nothing in the database can be used as a token by itself.
 */
export function sealPair(refreshToken: string, pair: IssuedPair): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

export function openPair(refreshToken: string, sealed: Buffer): IssuedPair {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8')) as IssuedPair;
}
