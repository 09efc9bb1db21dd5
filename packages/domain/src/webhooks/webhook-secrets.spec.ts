import { randomBytes } from 'node:crypto';
import { generateWebhookSecret, openSecret, sealSecret } from './webhook-secrets';

describe('webhook secrets', () => {
  const key = randomBytes(32);

  it('are whsec_ and the base64 of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('are stored encrypted and open only with the same key and endpoint', () => {
    const secret = generateWebhookSecret();
    const sealed = sealSecret(key, 'endpoint-1', secret);
    expect(sealed.toString('latin1')).not.toContain(secret.slice(6));
    expect(openSecret(key, 'endpoint-1', sealed)).toBe(secret);
    expect(() => openSecret(key, 'endpoint-2', sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), 'endpoint-1', sealed)).toThrow();
  });
});
