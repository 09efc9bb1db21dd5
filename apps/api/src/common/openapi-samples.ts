import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }>; schema?: Schema }> };
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}

/** The sandbox base address (its default port, docs/api.md) and the sandbox key's form. */
const SANDBOX = 'https://localhost:8444';
const SANDBOX_KEY = 'sk_test_…';
/** Placeholders for a path's ids, a POST's idempotency key, and the version a PUT or DELETE is based on. */
const SAMPLE_IDS: Record<string, string> = { id: '01a217dc-c60a-76f4-8177-2342810719db', delivery_id: '01a217dd-0b6e-7a42-9c1f-5d8e2b4a7c30' };
const IDEMPOTENCY_KEY = 'a4b8f0e2-5c1d-4e7a-9b3f-2d6c8e1f0a57';
const VERSION = 3;

/**
 * Every operation's SDK call (`ll` is `new Ledgerline({ apiKey })`), by operationId, with its
 * arguments as `@ledgerline/sdk` takes them: path ids, then `body` or `query`, then `opts`.
 */
export const SDK_CALLS: Record<string, string> = {
  retrieveBusiness: 'business.retrieve()',
  updateBusiness: 'business.update(body, opts)',
  rollApiKey: 'keys.roll()',
  listAccounts: 'accounts.list(query)',
  createAccount: 'accounts.create(body)',
  retrieveAccount: 'accounts.retrieve(id)',
  updateAccount: 'accounts.update(id, body, opts)',
  deleteAccount: 'accounts.del(id, opts)',
  listSalesAccounts: 'salesAccounts.list(query)',
  createSalesAccount: 'salesAccounts.create(body)',
  retrieveSalesAccount: 'salesAccounts.retrieve(id)',
  updateSalesAccount: 'salesAccounts.update(id, body, opts)',
  deleteSalesAccount: 'salesAccounts.del(id, opts)',
  listCustomers: 'customers.list(query)',
  createCustomer: 'customers.create(body)',
  retrieveCustomer: 'customers.retrieve(id)',
  updateCustomer: 'customers.update(id, body, opts)',
  deleteCustomer: 'customers.del(id, opts)',
  listItems: 'items.list(query)',
  createItem: 'items.create(body)',
  retrieveItem: 'items.retrieve(id)',
  updateItem: 'items.update(id, body, opts)',
  deleteItem: 'items.del(id, opts)',
  listTaxRates: 'taxRates.list(query)',
  createTaxRate: 'taxRates.create(body)',
  retrieveTaxRate: 'taxRates.retrieve(id)',
  updateTaxRate: 'taxRates.update(id, body, opts)',
  deleteTaxRate: 'taxRates.del(id, opts)',
  listSales: 'sales.list(query)',
  createSale: 'sales.create(body)',
  retrieveSale: 'sales.retrieve(id)',
  updateSale: 'sales.update(id, body, opts)',
  voidSale: 'sales.void(id, opts)',
  listInvoices: 'invoices.list(query)',
  createInvoice: 'invoices.create(body)',
  retrieveInvoice: 'invoices.retrieve(id)',
  updateInvoice: 'invoices.update(id, body, opts)',
  deleteInvoice: 'invoices.del(id, opts)',
  finalizeInvoice: 'invoices.finalize(id, opts)',
  voidInvoice: 'invoices.void(id, opts)',
  listInvoicePayments: 'invoices.payments.list(id, query)',
  createInvoicePayment: 'invoices.payments.create(id, body)',
  listPayments: 'payments.list(query)',
  retrievePayment: 'payments.retrieve(id)',
  voidPayment: 'payments.void(id, opts)',
  listJournalEntries: 'journalEntries.list(query)',
  createJournalEntry: 'journalEntries.create(body)',
  retrieveJournalEntry: 'journalEntries.retrieve(id)',
  reverseJournalEntry: 'journalEntries.reverse(id, body)',
  listEvents: 'events.list(query)',
  getTrialBalance: 'reports.trialBalance(query)',
  getBalanceSheet: 'reports.balanceSheet(query)',
  getProfitAndLoss: 'reports.profitAndLoss(query)',
  getGeneralLedger: 'reports.generalLedger(query)',
  getAgedReceivables: 'reports.agedReceivables(query)',
  getCustomerStatement: 'reports.customerStatement(query)',
  exportLedger: 'exports.ledger(query)',
  listWebhooks: 'webhooks.list(query)',
  createWebhook: 'webhooks.create(body)',
  retrieveWebhook: 'webhooks.retrieve(id)',
  updateWebhook: 'webhooks.update(id, body, opts)',
  deleteWebhook: 'webhooks.del(id, opts)',
  rotateWebhookSecret: 'webhooks.rotateSecret(id)',
  testWebhook: 'webhooks.test(id)',
  listWebhookDeliveries: 'webhooks.deliveries.list(id, query)',
  retryWebhookDelivery: 'webhooks.deliveries.retry(id, delivery_id)',
  recoverWebhookEvents: 'webhooks.recover(id, body)',
  listIntegrations: 'integrations.list(query)',
  createIntegration: 'integrations.create(body)',
  deleteIntegration: 'integrations.del(id, opts)',
  listConnections: 'connections.list(query)',
  deleteConnection: 'connections.del(id, opts)',
};

/**
 * Gives every operation two `x-codeSamples`, made from the document itself: curl at the sandbox
 * address (with the `Idempotency-Key` or `If-Match` header the operation declares), and the same call
 * with `@ledgerline/sdk` (an operation missing from SDK_CALLS gets curl only, and the envelope e2e
 * test fails on it). Call it once the operations have their examples.
 */
export function applyCodeSamples(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const call = SDK_CALLS[operation.operationId ?? ''];
      const sample = sampleOf(document, path, operation);
      operation['x-codeSamples'] = [
        { lang: 'Shell', label: 'curl', source: curl(method.toUpperCase(), sample) },
        ...(call ? [{ lang: 'TypeScript', label: 'SDK', source: sdk(call, sample) }] : []),
      ];
    }
  }
}

interface Sample {
  path: string;
  ids: [name: string, value: string][];
  query: [name: string, value: unknown][];
  body?: unknown;
  /** The request headers the operation declares that the samples send: `Idempotency-Key`, `If-Match`. */
  idempotencyKey: boolean;
  ifMatch: boolean;
}

function sampleOf(document: OpenAPIObject, template: string, operation: Operation): Sample {
  const parameters = operation.parameters ?? [];
  const ids = parameters.filter((p) => p.in === 'path').map((p): [string, string] => [p.name, String(p.example ?? SAMPLE_IDS[p.name] ?? SAMPLE_IDS.id)]);
  const path = ids.reduce((result, [name, value]) => result.replace(`{${name}}`, value), template);
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined || p.schema?.example !== undefined))
    .map((p): [string, unknown] => [p.name, p.example ?? valueOf(document, p.schema ?? {})]);
  const content = operation.requestBody?.content?.['application/json'];
  const body = content && (content.example ?? Object.values(content.examples ?? {})[0]?.value ?? valueOf(document, content.schema ?? {}));
  const declares = (header: string) => parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === header);
  return { path, ids, query, body, idempotencyKey: declares('idempotency-key'), ifMatch: declares('if-match') };
}

/** A value the schema accepts: its example, or one made of its required properties and those with an example. */
function valueOf(document: OpenAPIObject, given: Schema): unknown {
  const schema = resolve(document, given);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const members = (schema.allOf ?? schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (members) {
    const values = members.filter((member) => member.type !== 'null').map((member) => valueOf(document, member));
    return schema.allOf ? Object.assign({}, ...values) : values[0];
  }
  const type = [schema.type].flat().find((one) => one !== 'null');
  if (type === 'object' || schema.properties) {
    const required = (schema.required ?? []) as string[];
    const entries = Object.entries((schema.properties ?? {}) as Record<string, Schema>)
      .filter(([name, property]) => required.includes(name) || resolve(document, property).example !== undefined)
      .map(([name, property]) => [name, valueOf(document, property)]);
    return Object.fromEntries(entries);
  }
  if (type === 'array') return [valueOf(document, (schema.items ?? {}) as Schema)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return SAMPLE_IDS.id;
  if (schema.format === 'date') return '2026-11-26';
  if (schema.format === 'date-time') return '2026-11-26T09:30:00Z';
  return 'text';
}

function resolve(document: OpenAPIObject, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(document, (document.components?.schemas ?? {})[ref.replace('#/components/schemas/', '')] as Schema);
}

/** Quoted for a POSIX shell: inside single quotes, a single quote is `'\''`. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curl(method: string, { path, query, body, idempotencyKey, ifMatch }: Sample): string {
  const search = query.length ? `?${new URLSearchParams(query.map(([name, value]): [string, string] => [name, String(value)]))}` : '';
  const lines = [`curl ${method === 'GET' ? '' : `-X ${method} `}${shellQuote(`${SANDBOX}${path}${search}`)}`, `-H 'Authorization: Bearer ${SANDBOX_KEY}'`];
  if (idempotencyKey) lines.push(`-H 'Idempotency-Key: ${IDEMPOTENCY_KEY}'`);
  if (ifMatch) lines.push(`-H 'If-Match: "${VERSION}"'`);
  if (body !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body))}`);
  return lines.join(' \\\n  ');
}

function sdk(call: string, { ids, query, body, ifMatch }: Sample): string {
  const [, name, list] = /^([\w.]+)\((.*)\)$/.exec(call)!;
  const args = list
    .split(', ')
    .filter(Boolean)
    .flatMap((arg) => {
      if (arg === 'body') return body === undefined ? [] : [literal(body)];
      if (arg === 'query') return query.length ? [literal(Object.fromEntries(query))] : [];
      if (arg === 'opts') return ifMatch ? [`{ ifMatch: ${VERSION} }`] : [];
      return [literal(ids.find(([id]) => id === arg)![1])];
    });
  const invocation = `ll.${name}(${args.join(', ')})`;
  const use = name.endsWith('.list') ? `for await (const record of ${invocation}) {\n  console.log(record.id);\n}` : `const data = await ${invocation};`;
  return `import { Ledgerline } from '@ledgerline/sdk';\n\nconst ll = new Ledgerline({ apiKey: '${SANDBOX_KEY}' });\n${use}\n`;
}

/** A JavaScript literal: JSON, with the keys that are identifiers unquoted. */
const literal = (value: unknown) => JSON.stringify(value, null, 2).replace(/"([A-Za-z_$][\w$]*)":/g, '$1:');
