import { redirectUriProblem } from './integrations';
import { isScope, SCOPE_NAMES, SCOPES, visibleEventRecordTypes } from './scopes';

describe('redirectUriProblem', () => {
  it.each([
    'https://shopline.example/oauth/callback',
    'https://shopline.example/cb?tenant=42',
    'http://127.0.0.1:8080/callback',
    'http://[::1]/callback',
    'http://localhost:3000/callback',
    'https://Shopline.Example/cb',
    'https://app-1.eu.shopline.example:8443/cb',
    'https://xn--bcher-kva.example/cb',
    'https://bücher.example/cb',
    'https://203.0.113.7/cb',
    'https://[2001:db8::7]/cb',
    `https://${'a'.repeat(63)}.example/cb`,
    `https://${`${'a'.repeat(63)}.`.repeat(3)}${'a'.repeat(61)}/cb`,
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeUndefined();
  });

  it.each([
    ['/callback', 'must be an absolute URL'],
    ['shopline.example/cb', 'must be an absolute URL'],
    ['http://shopline.example/cb', 'must use https (http only on a loopback address)'],
    ['http://127.0.0.1.attacker.example/cb', 'must use https (http only on a loopback address)'],
    ['javascript:alert(1)', 'must use https (http only on a loopback address)'],
    ['com.shopline.app:/callback', 'must use https (http only on a loopback address)'],
    ['https://shopline.example/cb#section', 'must not contain a fragment'],
    ['https://shopline.example/cb#', 'must not contain a fragment'],
    ['https://user:pass@shopline.example/cb', 'must not contain user information'],
    [`https://shopline.example/${'a'.repeat(2000)}`, 'must be at most 2000 characters'],
    ...[
      'https://a.example;sandbox/cb',
      'https://*/cb',
      'https://*.shopline.example/cb',
      'https://a_b.example/cb',
      'https://a!b.example/cb',
      'https://a$b.example/cb',
      'https://a{b}.example/cb',
      'https://"a".example/cb',
      'https://-a.example/cb',
      'https://a-.example/cb',
      'https://a..example/cb',
      'https://shopline.example./cb',
      `https://${'a'.repeat(64)}.example/cb`,
      `https://${`${'a'.repeat(63)}.`.repeat(3)}${'a'.repeat(62)}/cb`,
    ].map((uri) => [uri, 'must have a DNS host name (letters, digits and hyphens, labels of 1 to 63 characters) or an IP address as its host']),
  ])('refuses %s: %s', (uri, problem) => {
    expect(redirectUriProblem(uri)).toBe(problem);
  });
});

describe('scopes', () => {
  it('has a plain-words description for every scope, named resource:read or resource:write', () => {
    for (const scope of SCOPE_NAMES) {
      expect(scope).toMatch(/^[a-z-]+:(read|write)$/);
      expect(SCOPES[scope].length).toBeGreaterThan(10);
    }
  });

  it.each([
    ['accounts:read', true],
    ['reports:read', true],
    ['accounts:admin', false],
    ['toString', false],
    ['', false],
    [undefined, false],
  ])('isScope(%p) is %p', (value, expected) => {
    expect(isScope(value)).toBe(expected);
  });

  it.each<[string, Parameters<typeof visibleEventRecordTypes>[0], string[]]>([
    ['events:read alone: the business only', ['events:read'], ['business']],
    ['customers', ['events:read', 'customers:read'], ['business', 'customer']],
    ['a write scope is not a read scope', ['events:read', 'customers:write', 'sales:write'], ['business']],
    ['invoices: their payments too', ['invoices:read'], ['business', 'invoice', 'payment']],
    ['items: tax rates too', ['items:read'], ['business', 'item', 'tax_rate']],
    ['accounts, sales and journals', ['accounts:read', 'sales:read', 'journals:read'], ['account', 'business', 'journal_entry', 'sale']],
    ['reports (no record type of its own)', ['reports:read'], ['business']],
  ])('visibleEventRecordTypes: %s', (_, scopes, types) => {
    expect(visibleEventRecordTypes(scopes).sort()).toEqual(types);
  });

  it('shows some record type beyond the business to every read scope but events:read and reports:read', () => {
    for (const scope of SCOPE_NAMES.filter((name) => name.endsWith(':read') && !['events:read', 'reports:read'].includes(name))) {
      expect(visibleEventRecordTypes([scope]).length).toBeGreaterThan(1);
    }
  });
});
