import { createHash } from 'node:crypto';
import { displayPrefix, generateApiKey, hashApiKey, hashPassword, verifyPassword } from './secrets';

describe('API keys', () => {
  it.each([
    ['production', 'sk_live_'],
    ['sandbox', 'sk_test_'],
  ] as const)('a %s key starts with %s and carries at least 43 random URL-safe characters', (environment, prefix) => {
    const key = generateApiKey(environment);
    expect(key.startsWith(prefix)).toBe(true);
    expect(key.slice(prefix.length)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('never issues the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey('sandbox')));
    expect(keys.size).toBe(1000);
  });

  it('hashes a key with SHA-256', () => {
    const key = generateApiKey('production');
    expect(hashApiKey(key).toString('hex')).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toHaveLength(32);
    expect(hashApiKey(key).equals(hashApiKey(`${key}x`))).toBe(false);
  });

  it('shows only the prefix and a few characters of a key', () => {
    const key = generateApiKey('sandbox');
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
  });
});

describe('owner passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(encoded).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', encoded)).toBe(true);
    expect(await verifyPassword('correct horse batterY', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash: two hashes of one password differ, and both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['not scrypt', 'bcrypt$2b$10$abc'],
    ['no hash', 'scrypt$16384$8$1$c2FsdA=='],
    ['a hash that decodes to nothing', 'scrypt$16384$8$1$c2FsdA==$!!!'],
    ['a truncated hash', 'scrypt$16384$8$1$c2FsdA==$AA=='],
    ['a cost that is not a number', 'scrypt$abc$8$1$c2FsdA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    ['a cost that is not a power of two', 'scrypt$16385$8$1$c2FsdA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
  ])('answers false for a malformed encoded hash (%s)', async (_, encoded) => {
    await expect(verifyPassword('any password', encoded)).resolves.toBe(false);
  });
});
