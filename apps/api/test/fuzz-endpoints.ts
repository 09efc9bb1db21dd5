import type { TestClient } from '@ledgerline/testing';

/** Where one fuzzed business sends its requests, and what a valid body looks like there. */
export interface FuzzTarget {
  path: string;
  /** A valid body; `n` differs from case to case, for fields that must be unique (names). */
  valid(n: number): Record<string, unknown>;
}

export interface FuzzEndpoint {
  method: 'POST' | 'PUT';
  /** The path as the OpenAPI document names it. */
  path: string;
  /** Prepares a fresh business (e.g. creates the record a PUT changes) and returns its target. */
  setup(client: TestClient): Promise<FuzzTarget>;
  /** The address the requests go to: sandbox, unless the call changes what only the production key may. */
  environment?: 'production';
}

async function createdId(client: TestClient, path: string, body: object): Promise<string> {
  const response = await client.post(path, body);
  if (response.status !== 201) throw new Error(`fuzz setup: POST ${path} answered ${response.status}: ${response.text}`);
  return response.body.data.id;
}

/** The ids of the default chart by code (1000 Cash, 4000 Sales, …). */
async function chart(client: TestClient): Promise<Record<string, string>> {
  const response = await client.get('/api/v1/coa/accounts?limit=100');
  return Object.fromEntries(response.body.data.map((account: { code: string; id: string }) => [account.code, account.id]));
}

const account = (n: number) => ({
  name: `Fuzz ${n}`,
  description: 'fuzzed',
  currency: 'USD',
  code: `F${n}`,
  metadata: { case: String(n) },
  external_id: `fuzz-${n}`,
});

/**
 * Every POST and PUT endpoint that takes a body, one row each: the fuzz suite sends each ≥ 200
 * random and mutated bodies. Add a row with every new endpoint. (POST /keys/roll takes no body
 * and would roll the key the fuzzing business uses.)
 */
export const FUZZ_ENDPOINTS: FuzzEndpoint[] = [
  { method: 'POST', path: '/api/v1/coa/sales/account', setup: async () => ({ path: '/api/v1/coa/sales/account', valid: account }) },
  {
    method: 'PUT',
    path: '/api/v1/coa/sales/account/{id}',
    setup: async (client) => ({
      path: `/api/v1/coa/sales/account/${await createdId(client, '/api/v1/coa/sales/account', { name: 'Fuzzed sales' })}`,
      valid: account,
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/coa/accounts',
    setup: async () => ({ path: '/api/v1/coa/accounts', valid: (n) => ({ ...account(n), type: 'expense', subtype: 'general_expense' }) }),
  },
  {
    method: 'PUT',
    path: '/api/v1/coa/accounts/{id}',
    setup: async (client) => ({
      path: `/api/v1/coa/accounts/${await createdId(client, '/api/v1/coa/accounts', { name: 'Fuzzed', type: 'asset' })}`,
      valid: (n) => ({ ...account(n), archived: false }),
    }),
  },
  {
    method: 'PUT',
    path: '/api/v1/business',
    environment: 'production',
    setup: async () => ({ path: '/api/v1/business', valid: (n) => ({ name: `Fuzz ${n}`, timezone: 'Africa/Lagos', fiscal_year_start_month: 4 }) }),
  },
  {
    method: 'POST',
    path: '/api/v1/journal-entries',
    setup: async (client) => {
      const ids = await chart(client);
      return {
        path: '/api/v1/journal-entries',
        valid: (n) => ({
          date: '2026-01-15',
          memo: `Fuzz ${n}`,
          lines: [
            { account_id: ids['1000'], debit: `${n}.25`, description: 'in' },
            { account_id: ids['4000'], credit: n + 0.25 },
          ],
          metadata: { case: String(n) },
        }),
      };
    },
  },
  { method: 'POST', path: '/api/v1/customers', setup: async () => ({ path: '/api/v1/customers', valid: customer }) },
  {
    method: 'PUT',
    path: '/api/v1/customers/{id}',
    setup: async (client) => ({ path: `/api/v1/customers/${await createdId(client, '/api/v1/customers', { name: 'Fuzzed customer' })}`, valid: customer }),
  },
  {
    method: 'POST',
    path: '/api/v1/tax-rates',
    setup: async () => ({ path: '/api/v1/tax-rates', valid: (n) => ({ name: `VAT ${n}`, rate: `${n % 30}.5`, external_id: `fuzz-${n}` }) }),
  },
  {
    method: 'PUT',
    path: '/api/v1/tax-rates/{id}',
    setup: async (client) => ({
      path: `/api/v1/tax-rates/${await createdId(client, '/api/v1/tax-rates', { name: 'Fuzzed rate', rate: '5' })}`,
      valid: (n) => ({ name: `VAT ${n}`, archived: false }),
    }),
  },
  { method: 'POST', path: '/api/v1/items', setup: async () => ({ path: '/api/v1/items', valid: item }) },
  {
    method: 'PUT',
    path: '/api/v1/items/{id}',
    setup: async (client) => ({ path: `/api/v1/items/${await createdId(client, '/api/v1/items', { name: 'Fuzzed item' })}`, valid: item }),
  },
  {
    method: 'POST',
    path: '/api/v1/sales',
    setup: async () => ({ path: '/api/v1/sales', valid: (n) => ({ reference: `R${n}`, lines: documentLines(n), metadata: { case: String(n) } }) }),
  },
  {
    method: 'PUT',
    path: '/api/v1/sales/{id}',
    setup: async (client) => ({
      path: `/api/v1/sales/${await createdId(client, '/api/v1/sales', { lines: documentLines(1) })}`,
      valid: (n) => ({ notes: `Fuzz ${n}`, lines: documentLines(n) }),
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/invoices',
    setup: async (client) => {
      const customerId = await createdId(client, '/api/v1/customers', { name: 'Invoiced' });
      return { path: '/api/v1/invoices', valid: (n) => ({ customer_id: customerId, reference: `R${n}`, lines: documentLines(n) }) };
    },
  },
  {
    method: 'PUT',
    path: '/api/v1/invoices/{id}',
    setup: async (client) => {
      const customerId = await createdId(client, '/api/v1/customers', { name: 'Invoiced' });
      const invoiceId = await createdId(client, '/api/v1/invoices', { customer_id: customerId, lines: documentLines(1) });
      return { path: `/api/v1/invoices/${invoiceId}`, valid: (n) => ({ notes: `Fuzz ${n}`, lines: documentLines(n) }) };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/invoices/{id}/payments',
    setup: async (client) => {
      const customerId = await createdId(client, '/api/v1/customers', { name: 'Paying' });
      const invoiceId = await createdId(client, '/api/v1/invoices', {
        customer_id: customerId,
        status: 'open',
        lines: [{ description: 'Big', quantity: '1', unit_price: '9999999' }],
      });
      return { path: `/api/v1/invoices/${invoiceId}/payments`, valid: (n) => ({ amount: `${(n % 50) + 1}.10`, method: 'card', reference: `P${n}` }) };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/journal-entries/{id}/reverse',
    setup: async (client) => {
      const ids = await chart(client);
      const entryId = await createdId(client, '/api/v1/journal-entries', {
        date: '2026-01-15',
        lines: [
          { account_id: ids['1000'], debit: '5' },
          { account_id: ids['4000'], credit: '5' },
        ],
      });
      return { path: `/api/v1/journal-entries/${entryId}/reverse`, valid: () => ({ date: '2026-02-01' }) };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/invoices/{id}/void',
    setup: async (client) => {
      const customerId = await createdId(client, '/api/v1/customers', { name: 'Voided' });
      const invoiceId = await createdId(client, '/api/v1/invoices', { customer_id: customerId, status: 'open', lines: documentLines(1) });
      return { path: `/api/v1/invoices/${invoiceId}/void`, valid: () => ({ date: '2026-12-01' }) };
    },
  },
  // Public address literals, never looked up; the fuzz platform delivers nothing (WEBHOOK_WORKERS=0).
  { method: 'POST', path: '/api/v1/webhooks', setup: async () => ({ path: '/api/v1/webhooks', valid: webhook }) },
  {
    method: 'PUT',
    path: '/api/v1/webhooks/{id}',
    setup: async (client) => ({ path: `/api/v1/webhooks/${await createdId(client, '/api/v1/webhooks', webhook(0))}`, valid: webhook }),
  },
  {
    method: 'POST',
    path: '/api/v1/oauth/integrations',
    setup: async () => ({
      path: '/api/v1/oauth/integrations',
      valid: (n) => ({ name: `Fuzz app ${n}`, redirect_uris: [`https://app${n}.example.test/callback`], scopes: ['sales:read', 'invoices:write'] }),
    }),
  },
];

function customer(n: number) {
  return {
    name: `Customer ${n}`,
    email: `c${n}@example.test`,
    billing_address: { line1: `${n} Main St`, city: 'Lagos', country: 'NG' },
    metadata: { case: String(n) },
    external_id: `fuzz-${n}`,
  };
}

function webhook(n: number) {
  return { url: `https://93.184.216.${n % 200}/hooks/${n}`, events: ['invoice.*'], description: `Fuzz ${n}` };
}

function item(n: number) {
  return { name: `Item ${n}`, sku: `SKU-${n}`, unit_price: `${n}.99`, external_id: `fuzz-${n}` };
}

function documentLines(n: number) {
  return [
    { description: 'Widget', quantity: `${(n % 9) + 1}`, unit_price: '19.99' },
    { description: 'Service', quantity: '1.5', unit_price: n + 0.5 },
  ];
}
