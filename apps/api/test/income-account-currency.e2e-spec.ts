import { created, expectFieldError, INVOICES, SALES, type TestClient, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

// A line may post to an income account only in the document's currency or the base currency:
// an NGN sales account of a USD business takes NGN sales and invoices, the USD Sales account any.

const NGN = { currency: 'NGN', exchange_rate: '0.00065' };
const EUR = { currency: 'EUR', exchange_rate: '1.1' };

let platform: TestPlatform;
let client: TestClient;
let naira: string;
let sales: string;
let nairaItem: string;
let customer: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const business = await platform.createBusiness({ baseCurrency: 'USD' });
  client = business.sandbox;
  // The README's example: an NGN sales account in a USD business.
  naira = (await created<{ id: string }>(client, '/api/v1/coa/sales/account', { name: 'Online sales', description: 'Web shop', currency: 'NGN' })).id;
  sales = (await client.get('/api/v1/coa/accounts?limit=100')).body.data.find((a: { code: string }) => a.code === '4000').id;
  nairaItem = (await created<{ id: string }>(client, '/api/v1/items', { name: 'Jollof', unit_price: '2500', income_account_id: naira })).id;
  customer = (await created<{ id: string }>(client, '/api/v1/customers', { name: 'Ada' })).id;
});
afterAll(() => platform.close());

const line = (fields: object) => ({ description: 'Jollof', quantity: 1, unit_price: '2500', ...fields });

function expectCurrencyRefusal(response: TestResponse, field: string, accountCurrency = 'NGN'): void {
  expectFieldError(response, field, `names an income account in ${accountCurrency}`);
}

describe('sales', () => {
  // The tables name the accounts and the item by role: their ids exist only once beforeAll ran.
  const ids = (role: 'naira' | 'sales' | 'item') => ({ naira, sales, item: nairaItem })[role];
  const on = (role: 'naira' | 'sales') => line({ account_id: ids(role) });
  const byItem = (account?: 'sales') => line({ item_id: ids('item'), ...(account ? { account_id: ids(account) } : {}) });

  it.each<[string, object, () => object]>([
    ['an NGN sale on the NGN account', NGN, () => on('naira')],
    ['an NGN sale on the NGN account through its item', NGN, () => byItem()],
    ['a USD sale on the USD Sales account (the default)', {}, () => line({})],
    ['an EUR sale on the USD Sales account', EUR, () => on('sales')],
    ["a USD sale naming the Sales account over the item's NGN account", {}, () => byItem('sales')],
  ])('posts %s', async (_, currency, saleLine) => {
    const sale = await created<{ lines: { account_id: string }[] }>(client, SALES, { ...currency, lines: [saleLine()] });
    expect(sale.lines[0].account_id).toBe(currency === NGN ? naira : sales);
  });

  it.each<[string, object, () => object[], string[]]>([
    ['a USD sale on the NGN account', {}, () => [on('naira')], ['lines.0.account_id']],
    ['an EUR sale on the NGN account', EUR, () => [line({}), on('naira')], ['lines.1.account_id']],
    ["a USD sale on the item's NGN account", {}, () => [byItem()], ['lines.0.item_id']],
    ['each offending line', {}, () => [byItem(), line({}), on('naira')], ['lines.0.item_id', 'lines.2.account_id']],
  ])('refuses %s with 400 naming the line, writing nothing', async (_, currency, lines, fields) => {
    const before = (await client.get(SALES)).body.pagination.total;
    const response = await client.post(SALES, { ...currency, lines: lines() });
    expectCurrencyRefusal(response, fields[0]);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(fields);
    expect((await client.get(SALES)).body.pagination.total).toBe(before);
  });

  it('checks every sale sent at once on its own: of 12, the NGN ones post and the USD ones on the NGN account are refused', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post(SALES, { ...(i % 2 === 0 ? NGN : {}), reference: `batch-${i}`, lines: [on('naira')] })),
    );
    responses.forEach((response, i) => (i % 2 === 0 ? expect(response.status).toBe(201) : expectCurrencyRefusal(response, 'lines.0.account_id')));
    const [stored] = await platform.db.query("SELECT count(*)::int AS count FROM sales WHERE reference LIKE 'batch-%'");
    expect(stored.count).toBe(6);
  });

  it('checks an update: a new currency against the stored lines, new lines against the currency', async () => {
    const sale = await created<{ id: string; version: number }>(client, SALES, { ...NGN, lines: [line({ account_id: naira })] });
    expectCurrencyRefusal(await client.put(`${SALES}/${sale.id}`, { currency: 'USD' }), 'lines.0.account_id');
    expectCurrencyRefusal(await client.put(`${SALES}/${sale.id}`, { lines: [line({}), line({ item_id: nairaItem })], ...EUR }), 'lines.1.item_id');
    expect((await client.get(`${SALES}/${sale.id}`)).body.data).toMatchObject({ currency: 'NGN', version: 1 });
    const moved = await client.put(`${SALES}/${sale.id}`, { currency: 'USD', lines: [line({ account_id: sales })] });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ currency: 'USD', lines: [{ account_id: sales }] });
    expectCurrencyRefusal(await client.put(`${SALES}/${sale.id}`, { lines: [line({ account_id: naira })] }), 'lines.0.account_id');
  });
});

describe('invoices', () => {
  const invoice = (fields: object) => ({ customer_id: customer, issue_date: '2026-03-01', ...fields });

  it('creates NGN invoices on the NGN account and any on the USD Sales account; refuses a USD or EUR one on the NGN account', async () => {
    await created(client, INVOICES, invoice({ ...NGN, lines: [line({ account_id: naira }), line({ item_id: nairaItem })] }));
    await created(client, INVOICES, invoice({ ...EUR, status: 'open', lines: [line({})] }));
    expectCurrencyRefusal(await client.post(INVOICES, invoice({ status: 'open', lines: [line({ account_id: naira })] })), 'lines.0.account_id');
    expectCurrencyRefusal(await client.post(INVOICES, invoice({ ...EUR, lines: [line({}), line({ item_id: nairaItem })] })), 'lines.1.item_id');
  });

  it('checks an update of a draft and of an open invoice, and a finalize after the account changed currency', async () => {
    const draft = await created<{ id: string }>(client, INVOICES, invoice({ ...NGN, lines: [line({ account_id: naira })] }));
    expectCurrencyRefusal(await client.put(`${INVOICES}/${draft.id}`, { currency: 'USD' }), 'lines.0.account_id');
    expectCurrencyRefusal(
      await client.put(`${INVOICES}/${draft.id}`, { lines: [line({ item_id: nairaItem }), line({ account_id: sales })], ...EUR }),
      'lines.0.item_id',
    );
    expect((await client.put(`${INVOICES}/${draft.id}`, { currency: 'USD', lines: [line({ account_id: sales })] })).status).toBe(200);
    expectCurrencyRefusal(await client.put(`${INVOICES}/${draft.id}`, { lines: [line({ account_id: naira })] }), 'lines.0.account_id');

    const open = await created<{ id: string }>(client, INVOICES, invoice({ ...NGN, status: 'open', lines: [line({ account_id: naira })] }));
    expectCurrencyRefusal(await client.put(`${INVOICES}/${open.id}`, { currency: 'EUR', exchange_rate: '1.1' }), 'lines.0.account_id');
    expect((await client.get(`${INVOICES}/${open.id}`)).body.data).toMatchObject({ currency: 'NGN', version: 1 });

    const kobo = (await created<{ id: string }>(client, '/api/v1/coa/sales/account', { name: 'Market stall', currency: 'NGN' })).id;
    const later = await created<{ id: string }>(client, INVOICES, invoice({ ...NGN, lines: [line({ account_id: kobo })] }));
    expect((await client.put(`/api/v1/coa/sales/account/${kobo}`, { currency: 'GHS' })).status).toBe(200);
    expectCurrencyRefusal(await client.post(`${INVOICES}/${later.id}/finalize`, {}), 'lines.0.account_id', 'GHS');
    expect((await client.get(`${INVOICES}/${later.id}`)).body.data.status).toBe('draft');
  });
});
