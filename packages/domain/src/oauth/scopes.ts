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
  'webhooks:read': 'See your webhook endpoints and their delivery logs',
  'webhooks:write': 'Add, change, disable and delete webhook endpoints, rotate their secrets and re-send deliveries',
  'events:read': 'See the history of changes to the records its other permissions let it see, and to your business settings',
} as const;

export type OAuthScope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as OAuthScope[];

export function isScope(value: unknown): value is OAuthScope {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCOPES, value);
}

/**
 * The scope an access token needs to see an event in the events feed, by the event's record type
 * (its type before the dot: `customer` of `customer.created`): the scope that reads that record,
 * as its own routes ask. `business` needs none beyond `events:read`, since any token of the
 * business may read the business. A record type missing here is shown to API keys only.
 */
export const EVENT_READ_SCOPES = {
  account: 'accounts:read',
  business: null,
  customer: 'customers:read',
  invoice: 'invoices:read',
  item: 'items:read',
  journal_entry: 'journals:read',
  payment: 'invoices:read',
  sale: 'sales:read',
  tax_rate: 'items:read',
  webhook_endpoint: 'webhooks:read',
} as const satisfies Record<string, OAuthScope | null>;

/** The record types whose events a token with `scopes` may see. */
export function visibleEventRecordTypes(scopes: readonly OAuthScope[]): string[] {
  return Object.entries(EVENT_READ_SCOPES)
    .filter(([, scope]) => scope === null || scopes.includes(scope))
    .map(([recordType]) => recordType);
}
