import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A signing secret as Standard Webhooks has it: `whsec_` and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The secret encrypted for storage with AES-256-GCM under `key` (WEBHOOK_SECRET_KEY): nonce (12
 * bytes), tag (16), ciphertext. The endpoint's id is the associated data, so a sealed secret
 * copied onto another endpoint does not open.
 */
export function sealSecret(key: Buffer, endpointId: string, secret: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(endpointId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The secret `sealSecret` stored; throws when the key or the endpoint is not the one it was sealed with. */
export function openSecret(key: Buffer, endpointId: string, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12)).setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}
