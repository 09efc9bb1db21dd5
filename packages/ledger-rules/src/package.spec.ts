import manifest from '../package.json';

// The rules stay pure (see eslint.config.mjs): what they may depend on at all is exactly this.
describe('@ledgerline/ledger-rules dependencies', () => {
  it('are decimal.js and currency-codes only', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['currency-codes', 'decimal.js']);
  });

  it('are, for its specs, Jest and fast-check only', () => {
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(['@types/jest', 'fast-check', 'jest', 'ts-jest']);
  });

  it('have no other kind (peer, optional, bundled)', () => {
    expect(Object.keys(manifest).filter((key) => /dependencies$/i.test(key))).toEqual(['dependencies', 'devDependencies']);
  });
});
