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
 * The route beside each names the operation until the document carries these operationIds.
 */
const SDK_CALLS: [route: string, operationId: string, call: string][] = [
  ['GET /business', 'retrieveBusiness', 'business.retrieve()'],
  ['PUT /business', 'updateBusiness', 'business.update(body, opts)'],
  ['POST /keys/roll', 'rollApiKey', 'keys.roll()'],
  ['GET /coa/accounts', 'listAccounts', 'accounts.list(query)'],
  ['POST /coa/accounts', 'createAccount', 'accounts.create(body)'],
  ['GET /coa/accounts/{id}', 'retrieveAccount', 'accounts.retrieve(id)'],
  ['PUT /coa/accounts/{id}', 'updateAccount', 'accounts.update(id, body, opts)'],
  ['DELETE /coa/accounts/{id}', 'deleteAccount', 'accounts.del(id, opts)'],
  ['GET /coa/sales/account', 'listSalesAccounts', 'salesAccounts.list(query)'],
  ['POST /coa/sales/account', 'createSalesAccount', 'salesAccounts.create(body)'],
  ['GET /coa/sales/account/{id}', 'retrieveSalesAccount', 'salesAccounts.retrieve(id)'],
  ['PUT /coa/sales/account/{id}', 'updateSalesAccount', 'salesAccounts.update(id, body, opts)'],
  ['DELETE /coa/sales/account/{id}', 'deleteSalesAccount', 'salesAccounts.del(id, opts)'],
  ['GET /customers', 'listCustomers', 'customers.list(query)'],
  ['POST /customers', 'createCustomer', 'customers.create(body)'],
  ['GET /customers/{id}', 'retrieveCustomer', 'customers.retrieve(id)'],
  ['PUT /customers/{id}', 'updateCustomer', 'customers.update(id, body, opts)'],
  ['DELETE /customers/{id}', 'deleteCustomer', 'customers.del(id, opts)'],
  ['GET /items', 'listItems', 'items.list(query)'],
  ['POST /items', 'createItem', 'items.create(body)'],
  ['GET /items/{id}', 'retrieveItem', 'items.retrieve(id)'],
  ['PUT /items/{id}', 'updateItem', 'items.update(id, body, opts)'],
  ['DELETE /items/{id}', 'deleteItem', 'items.del(id, opts)'],
  ['GET /tax-rates', 'listTaxRates', 'taxRates.list(query)'],
  ['POST /tax-rates', 'createTaxRate', 'taxRates.create(body)'],
  ['GET /tax-rates/{id}', 'retrieveTaxRate', 'taxRates.retrieve(id)'],
  ['PUT /tax-rates/{id}', 'updateTaxRate', 'taxRates.update(id, body, opts)'],
  ['DELETE /tax-rates/{id}', 'deleteTaxRate', 'taxRates.del(id, opts)'],
  ['GET /sales', 'listSales', 'sales.list(query)'],
  ['POST /sales', 'createSale', 'sales.create(body)'],
  ['GET /sales/{id}', 'retrieveSale', 'sales.retrieve(id)'],
  ['PUT /sales/{id}', 'updateSale', 'sales.update(id, body, opts)'],
  ['DELETE /sales/{id}', 'voidSale', 'sales.void(id, opts)'],
  ['GET /invoices', 'listInvoices', 'invoices.list(query)'],
  ['POST /invoices', 'createInvoice', 'invoices.create(body)'],
  ['GET /invoices/{id}', 'retrieveInvoice', 'invoices.retrieve(id)'],
  ['PUT /invoices/{id}', 'updateInvoice', 'invoices.update(id, body, opts)'],
  ['DELETE /invoices/{id}', 'deleteInvoice', 'invoices.del(id, opts)'],
  ['POST /invoices/{id}/finalize', 'finalizeInvoice', 'invoices.finalize(id, opts)'],
  ['POST /invoices/{id}/void', 'voidInvoice', 'invoices.void(id, opts)'],
  ['GET /invoices/{id}/payments', 'listInvoicePayments', 'invoices.payments.list(id, query)'],
  ['POST /invoices/{id}/payments', 'createInvoicePayment', 'invoices.payments.create(id, body)'],
  ['GET /payments', 'listPayments', 'payments.list(query)'],
  ['GET /payments/{id}', 'retrievePayment', 'payments.retrieve(id)'],
  ['DELETE /payments/{id}', 'voidPayment', 'payments.void(id, opts)'],
  ['GET /journal-entries', 'listJournalEntries', 'journalEntries.list(query)'],
  ['POST /journal-entries', 'createJournalEntry', 'journalEntries.create(body)'],
  ['GET /journal-entries/{id}', 'retrieveJournalEntry', 'journalEntries.retrieve(id)'],
  ['POST /journal-entries/{id}/reverse', 'reverseJournalEntry', 'journalEntries.reverse(id, body)'],
  ['GET /events', 'listEvents', 'events.list(query)'],
  ['GET /reports/trial-balance', 'getTrialBalance', 'reports.trialBalance(query)'],
  ['GET /reports/balance-sheet', 'getBalanceSheet', 'reports.balanceSheet(query)'],
  ['GET /reports/profit-and-loss', 'getProfitAndLoss', 'reports.profitAndLoss(query)'],
  ['GET /reports/general-ledger', 'getGeneralLedger', 'reports.generalLedger(query)'],
  ['GET /reports/aged-receivables', 'getAgedReceivables', 'reports.agedReceivables(query)'],
  ['GET /reports/customer-statement', 'getCustomerStatement', 'reports.customerStatement(query)'],
  ['GET /exports/ledger', 'exportLedger', 'exports.ledger(query)'],
  ['GET /webhooks', 'listWebhooks', 'webhooks.list(query)'],
  ['POST /webhooks', 'createWebhook', 'webhooks.create(body)'],
  ['GET /webhooks/{id}', 'retrieveWebhook', 'webhooks.retrieve(id)'],
  ['PUT /webhooks/{id}', 'updateWebhook', 'webhooks.update(id, body, opts)'],
  ['DELETE /webhooks/{id}', 'deleteWebhook', 'webhooks.del(id, opts)'],
  ['POST /webhooks/{id}/rotate-secret', 'rotateWebhookSecret', 'webhooks.rotateSecret(id)'],
  ['POST /webhooks/{id}/test', 'testWebhook', 'webhooks.test(id)'],
  ['GET /webhooks/{id}/deliveries', 'listWebhookDeliveries', 'webhooks.deliveries.list(id, query)'],
  ['POST /webhooks/{id}/deliveries/{delivery_id}/retry', 'retryWebhookDelivery', 'webhooks.deliveries.retry(id, delivery_id)'],
  ['POST /webhooks/{id}/recover', 'recoverWebhookEvents', 'webhooks.recover(id, body)'],
  ['GET /oauth/integrations', 'listIntegrations', 'integrations.list(query)'],
  ['POST /oauth/integrations', 'createIntegration', 'integrations.create(body)'],
  ['DELETE /oauth/integrations/{id}', 'deleteIntegration', 'integrations.del(id, opts)'],
  ['GET /oauth/connections', 'listConnections', 'connections.list(query)'],
  ['DELETE /oauth/connections/{id}', 'deleteConnection', 'connections.del(id, opts)'],
];

/**
 * Gives every operation two `x-codeSamples`, made from the document itself: curl at the sandbox
 * address (with the `Idempotency-Key` or `If-Match` header the operation declares), and the same call
 * with `@ledgerline/sdk` (none for an operation the SDK has no method for). Call it once the
 * operations have their examples.
 */
export function applyCodeSamples(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const route = `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`;
      const row = SDK_CALLS.find(([, operationId]) => operationId === operation.operationId) ?? SDK_CALLS.find(([known]) => known === route);
      const sample = sampleOf(document, path, operation);
      operation['x-codeSamples'] = [
        { lang: 'Shell', label: 'curl', source: curl(method.toUpperCase(), sample) },
        ...(row ? [{ lang: 'TypeScript', label: 'SDK', source: sdk(row[2], sample) }] : []),
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
