import { openPair, sealPair, type IssuedPair } from './replay';

const pair: IssuedPair = { access_token: 'llat_access', refresh_token: 'llrt_next', scope: 'accounts:read', expires_at: 1_700_000_000_000 };

describe('the grace-window replay of a spent refresh token', () => {
  it('opens with the refresh token it was sealed for', () => {
    expect(openPair('llrt_spent', sealPair('llrt_spent', pair))).toEqual(pair);
  });

  it('holds none of the tokens in clear, and differs on every sealing', () => {
    const sealed = sealPair('llrt_spent', pair);
    expect(sealed.includes(Buffer.from('llat_access'))).toBe(false);
    expect(sealed.includes(Buffer.from('llrt_next'))).toBe(false);
    expect(sealPair('llrt_spent', pair).equals(sealed)).toBe(false);
  });

  it('cannot be opened with another token, nor once tampered with', () => {
    const sealed = sealPair('llrt_spent', pair);
    expect(() => openPair('llrt_other', sealed)).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => openPair('llrt_spent', tampered)).toThrow();
  });
});
