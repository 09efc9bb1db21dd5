// Every event type of the feed, after a day of a shop's work, each checked against its member of
// the documented union (the one its `type` maps to), and the union refusing a mismatched `data`.
import { created, data, OpenApiValidator } from '@ledgerline/testing';
import { buildOpenApiDocument } from '../src/common/openapi';
import { EVENT_TYPES } from '../src/modules/events/event.response';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { WebhookReceiver } from './webhook-receiver';

type Json = Record<string, any>;

interface Event {
  id: string;
  sequence: number;
  type: string;
  data: Json;
  created_at: string;
}

let receiver: WebhookReceiver;
let platform: TestPlatform;
let shop: TestBusiness;
let events: Event[];
let document: Json;
let validator: OpenApiValidator;
/** The list answer's schema and the schema of one event in it. */
let listSchema: Json;
let eventSchema: Json;

/** Every event type the document lists, from its discriminator. */
const documentedTypes = () => Object.keys(eventSchema.discriminator.mapping as Record<string, string>).sort();

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  platform = await startTestPlatform({ WEBHOOK_RETRY_SCHEDULE: '1', WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}` });
  document = JSON.parse(JSON.stringify(buildOpenApiDocument(platform.app)));
  validator = new OpenApiValidator(document);
  listSchema = document.paths['/api/v1/events'].get.responses['200'].content['application/json'].schema;
  eventSchema = listSchema.properties.data.items;

  shop = await platform.createBusiness({ name: 'Adaeze Fabrics', baseCurrency: 'NGN' });
  const books = shop.sandbox;
  const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;
  expect((await books.put('/api/v1/business', { lock_date: '2026-02-28' })).status).toBe(200);

  const chart: { id: string; code: string }[] = data(await books.get('/api/v1/coa/accounts?limit=100'), 200);
  const account = (code: string) => chart.find((a) => a.code === code)!.id;
  const rent = await created<Json>(books, '/api/v1/coa/accounts', { name: 'Shop rent', type: 'expense', code: '6100' });
  expect((await books.put(`/api/v1/coa/accounts/${rent.id}`, { name: 'Shop and stall rent' })).status).toBe(200);
  const unused = await created<Json>(books, '/api/v1/coa/sales/account', { name: 'Market stall sales' });
  expect((await books.delete(`/api/v1/coa/sales/account/${unused.id}`)).status).toBe(200);

  const vat = await created<Json>(books, '/api/v1/tax-rates', { name: 'VAT 7.5%', rate: '7.5' });
  expect((await books.put(`/api/v1/tax-rates/${vat.id}`, { name: 'VAT (standard)' })).status).toBe(200);
  const levy = await created<Json>(books, '/api/v1/tax-rates', { name: 'Market levy', rate: '1' });
  expect((await books.delete(`/api/v1/tax-rates/${levy.id}`)).status).toBe(200);

  const ankara = await created<Json>(books, '/api/v1/items', { name: 'Ankara fabric, 6 yards', sku: 'ANK-6Y', unit_price: '18000.00', tax_rate_id: vat.id });
  expect((await books.put(`/api/v1/items/${ankara.id}`, { unit_price: '19500.00' })).status).toBe(200);
  const lace = await created<Json>(books, '/api/v1/items', { name: 'Lace, 5 yards', unit_price: '45000.00' });
  expect((await books.delete(`/api/v1/items/${lace.id}`)).status).toBe(200);

  const chioma = await created<Json>(books, '/api/v1/customers', { name: 'Chioma Eze', email: 'chioma@example.com' });
  expect((await books.put(`/api/v1/customers/${chioma.id}`, { phone: '+2348031234567' })).status).toBe(200);
  const walkIn = await created<Json>(books, '/api/v1/customers', { name: 'Walk-in customer' });
  expect((await books.delete(`/api/v1/customers/${walkIn.id}`)).status).toBe(200);

  const sale = await created<Json>(books, '/api/v1/sales', { date: march(2), payment_method: 'pos', lines: [{ item_id: ankara.id, quantity: '2' }] });
  expect((await books.put(`/api/v1/sales/${sale.id}`, { reference: 'POS-0311' })).status).toBe(200);
  expect((await books.delete(`/api/v1/sales/${sale.id}`)).status).toBe(200);

  const line = { description: 'Tailoring: two kaftans', quantity: '2', unit_price: '25000.00' };
  const invoice = await created<Json>(books, '/api/v1/invoices', { customer_id: chioma.id, issue_date: march(3), due_date: march(17), lines: [line] });
  expect((await books.put(`/api/v1/invoices/${invoice.id}`, { reference: 'Order 118' })).status).toBe(200);
  const finalized: Json = data(await books.post(`/api/v1/invoices/${invoice.id}/finalize`), 200);
  const deposit = await created<Json>(books, `/api/v1/invoices/${invoice.id}/payments`, { amount: '20000.00', date: march(4), method: 'bank_transfer' });
  await created(books, `/api/v1/invoices/${invoice.id}/payments`, { amount: (Number(finalized.total) - 20000).toFixed(2), date: march(10) });
  expect((await books.delete(`/api/v1/payments/${deposit.id}`)).status).toBe(200);
  const cancelled = await created<Json>(books, '/api/v1/invoices', { customer_id: chioma.id, issue_date: march(5), status: 'open', lines: [line] });
  expect((await books.post(`/api/v1/invoices/${cancelled.id}/void`)).status).toBe(200);
  const draft = await created<Json>(books, '/api/v1/invoices', { customer_id: chioma.id, issue_date: march(6), lines: [line] });
  expect((await books.delete(`/api/v1/invoices/${draft.id}`)).status).toBe(200);

  const entry = await created<Json>(books, '/api/v1/journal-entries', {
    date: march(7),
    memo: 'March stall rent',
    lines: [
      { account_id: rent.id, debit: '150000.00' },
      { account_id: account('1010'), credit: '150000.00' },
    ],
  });
  await created(books, `/api/v1/journal-entries/${entry.id}/reverse`, { date: march(8) });

  const endpoint = await created<Json>(books, '/api/v1/webhooks', { url: receiver.url('/gone'), events: ['customer.created'] });
  expect((await books.put(`/api/v1/webhooks/${endpoint.id}`, { description: 'Old storefront' })).status).toBe(200);
  expect((await books.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`)).status).toBe(200);
  receiver.script('/gone', { status: 410 });
  await created(books, '/api/v1/customers', { name: 'Bola Adeyemi' });
  await receiver.waitFor('/gone', 1);
  const deadline = Date.now() + 20_000;
  while (data<Json>(await books.get(`/api/v1/webhooks/${endpoint.id}`), 200).enabled) {
    if (Date.now() > deadline) throw new Error('the endpoint answering 410 was never disabled');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await books.delete(`/api/v1/webhooks/${endpoint.id}`)).status).toBe(200);

  events = data(await books.get('/api/v1/events?limit=100'), 200);
});

afterAll(async () => {
  await platform.close();
  await receiver.close();
});

describe('the event union of the OpenAPI document', () => {
  it('lists every event type the server records, each mapped to the member of its record type', () => {
    const recorded = Object.values(EVENT_TYPES).flatMap(({ types }) => types);
    expect(documentedTypes()).toEqual([...recorded].sort());
    for (const { name, types } of Object.values(EVENT_TYPES)) {
      for (const type of types) expect(eventSchema.discriminator.mapping[type]).toBe(`#/components/schemas/${name}`);
      expect(document.components.schemas[name].properties.type.enum).toEqual(types);
    }
  });

  it('has an event of every documented type after a shop’s sequence of actions, each valid against its own member', () => {
    expect([...new Set(events.map((event) => event.type))].sort()).toEqual(documentedTypes());
    expect(events.map((event) => event.sequence)).toEqual(events.map((_, index) => index + 1));
    for (const event of events) {
      const member = { $ref: eventSchema.discriminator.mapping[event.type] as string };
      expect({ type: event.type, errors: validator.errors(member, event) }).toEqual({ type: event.type, errors: null });
    }
  });

  it('carries in data the record as the API answers it (balances move later without events of their own)', async () => {
    const last = (type: string) => events.filter((event) => event.type === type).at(-1)!;
    for (const [type, path] of [
      ['item.updated', '/api/v1/items'],
      ['tax_rate.updated', '/api/v1/tax-rates'],
      ['account.updated', '/api/v1/coa/accounts'],
      ['sale.voided', '/api/v1/sales'],
      ['journal_entry.reversed', '/api/v1/journal-entries'],
    ]) {
      const record = last(type).data;
      expect(data(await shop.sandbox.get(`${path}/${record.id}`), 200)).toEqual(record);
    }
    expect(last('customer.updated').data).toMatchObject({ id: events.find((event) => event.type === 'customer.created')!.data.id, phone: '+2348031234567' });
    expect(last('invoice.paid').data).toMatchObject({ status: 'paid', amount_due: '0.00' });
    expect(last('webhook_endpoint.disabled').data).toMatchObject({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone' });
    expect(data(await shop.sandbox.get('/api/v1/business'), 200)).toEqual(last('business.updated').data);
  });

  it('refuses an event whose data is the record of another type, an unknown type, and a missing data', () => {
    const page = (event: Json) => ({
      status: 'success',
      message: 'Events retrieved',
      data: [event],
      pagination: { page: null, limit: 10, total: 1, total_pages: 1, next_cursor: null },
    });
    const sale = events.find((event) => event.type === 'sale.created')!;
    const customer = events.find((event) => event.type === 'customer.created')!;
    expect(validator.errors(listSchema, page(sale))).toBeNull();
    expect(validator.errors(listSchema, page({ ...sale, data: customer.data }))).toMatch(/must have required property/);
    expect(validator.errors(listSchema, page({ ...customer, data: sale.data }))).toMatch(/must have required property/);
    expect(validator.errors(listSchema, page({ ...sale, type: 'sale.exploded' }))).toMatch(/must be equal to one of the allowed values/);
    const { data: _, ...withoutData } = sale;
    expect(validator.errors(listSchema, page(withoutData))).toMatch(/must have required property 'data'/);
  });
});
