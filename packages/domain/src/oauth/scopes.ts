/** The OAuth scopes (docs/api.md, Authentication), each with the plain words the consent page shows. */
export const SCOPES = {
  'accounts:read': 'See your chart of accounts and account balances',
  'accounts:write': 'Create, change and delete accounts in your chart of accounts',
  'customers:read': 'See your customers and what they owe you',
  'customers:write': 'Create, change and delete customers',
  'sales:read': 'See your sales',
  'sales:write': 'Record, change and void sales',
  'invoices:read': 'See your invoices and their payments',
  'invoices:write': 'Create, change and void invoices and record their payments',
  'reports:read': 'See your financial reports: trial balance, balance sheet, profit and loss, ledger',
  'items:read': 'See your items and tax rates',
  'items:write': 'Create, change and delete items and tax rates',
  'journals:read': 'See your journal entries',
  'journals:write': 'Post and reverse manual journal entries',
  'events:read': 'See the history of changes to your records',
} as const;

export type OAuthScope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as OAuthScope[];

export function isScope(value: unknown): value is OAuthScope {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCOPES, value);
}
