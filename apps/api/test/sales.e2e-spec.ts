import { newId } from '@ledgerline/domain';
import type { DocumentLineResponse } from '../src/modules/documents/document-line.dto';
import {
  accountIdsIn,
  created,
  eventsOf,
  expectFieldError,
  insertCustomer,
  insertTaxRate,
  lastSequence,
  SALES,
  storedBalance,
  TestClient,
  type TestResponse,
} from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { balanceOf, newInvoice, openBooks } from './invoicing';

type SaleLine = DocumentLineResponse;

interface Sale {
  id: string;
  number: string;
  status: string;
  customer_id: string | null;
  date: string;
  currency: string;
  exchange_rate: string;
  deposit_account_id: string;
  payment_method: string | null;
  reference: string | null;
  notes: string | null;
  amounts_are: string;
  subtotal: string;
  tax_total: string;
  total: string;
  lines: SaleLine[];
  journal_entry_id: string;
  metadata: Record<string, string>;
  external_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A journal line as stored: [account id, debit, credit, base debit, base credit], numerics as text. */
type PostedLine = [string, string, string, string, string];

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

interface Entry {
  date: string;
  currency: string;
  exchange_rate: string;
  source_type: string;
  source_id: string;
  reverses_id: string | null;
  lines: PostedLine[];
}

async function entry(id: string): Promise<Entry> {
  const [header] = await platform.db.query(
    'SELECT date::text AS date, currency, exchange_rate::text AS exchange_rate, source_type, source_id, reverses_id FROM journal_entries WHERE id = $1',
    [id],
  );
  const lines: { account_id: string; debit: string; credit: string; base_debit: string; base_credit: string }[] = await platform.db.query(
    'SELECT account_id, debit::text AS debit, credit::text AS credit, base_debit::text AS base_debit, base_credit::text AS base_credit FROM journal_lines WHERE entry_id = $1 ORDER BY line_no',
    [id],
  );
  return { ...header, lines: lines.map((l) => [l.account_id, l.debit, l.credit, l.base_debit, l.base_credit]) };
}

/** Every entry posted for a sale, oldest first. */
async function entriesOf(saleId: string): Promise<{ id: string; reverses_id: string | null; date: string }[]> {
  return platform.db.query(
    "SELECT id, reverses_id, date::text AS date FROM journal_entries WHERE source_type = 'sale' AND source_id = $1 ORDER BY created_at, id",
    [saleId],
  );
}

const line = (description: string, quantity: string | number, unit_price: string | number, extra: object = {}) => ({
  description,
  quantity,
  unit_price,
  ...extra,
});

describe('POST /api/v1/sales', () => {
  let business: TestBusiness;
  let ids: Record<string, string>;
  let vat: string;

  beforeAll(async () => {
    business = await platform.createBusiness({ baseCurrency: 'USD' });
    ids = await accountIdsIn(platform.db, business.businessId, 'code');
    vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
  });

  it('records a worked example exactly: 3 × 19.99 at 7.5 % → 59.97 + 4.50 = 64.47, posted to Cash, Sales and Sales Tax Payable', async () => {
    const response = await business.sandbox.post(SALES, {
      date: '2026-03-01',
      payment_method: 'card',
      reference: 'TILL-7',
      lines: [line('Widget', 3, '19.99', { tax_rate_id: vat })],
    });
    expect(response.status).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const sale: Sale = response.body.data;
    expect(response.body).toMatchObject({ status: 'success', message: 'Sale recorded' });
    expect(sale).toMatchObject({
      number: 'SR-000001',
      status: 'completed',
      customer_id: null,
      date: '2026-03-01',
      currency: 'USD',
      exchange_rate: '1',
      deposit_account_id: ids['1000'],
      payment_method: 'card',
      reference: 'TILL-7',
      notes: null,
      amounts_are: 'exclusive',
      subtotal: '59.97',
      tax_total: '4.50',
      total: '64.47',
      metadata: {},
      external_id: null,
      version: 1,
    });
    expect(sale.lines).toEqual([
      {
        id: expect.any(String),
        description: 'Widget',
        quantity: '3',
        unit_price: '19.99',
        account_id: ids['4000'],
        item_id: null,
        tax_rate_id: vat,
        tax_rate: '7.5',
        amount: '59.97',
        tax_amount: '4.50',
      },
    ]);

    const posted = await entry(sale.journal_entry_id);
    expect(posted).toMatchObject({ date: '2026-03-01', currency: 'USD', source_type: 'sale', source_id: sale.id, reverses_id: null });
    expect(posted.lines).toEqual([
      [ids['1000'], '64.4700', '0.0000', '64.4700', '0.0000'],
      [ids['4000'], '0.0000', '59.9700', '0.0000', '59.9700'],
      [ids['2100'], '0.0000', '4.5000', '0.0000', '4.5000'],
    ]);
    expect(await storedBalance(platform.db, ids['1000'])).toBe('64.4700');
    expect(await storedBalance(platform.db, ids['4000'])).toBe('-59.9700');
    expect(await storedBalance(platform.db, ids['2100'])).toBe('-4.5000');
    const cash = await business.sandbox.get(`/api/v1/coa/accounts/${ids['1000']}`);
    expect(cash.body.data.balance).toBe('64.47');
  });

  it('takes three lines, one taxed, and numbers sales in sequence per business and environment', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, {
      lines: [line('Tea', 2, '3.50'), line('Cake', 1, '4.25', { tax_rate_id: vat }), line('Delivery', 1, 5)],
    });
    expect(sale).toMatchObject({ number: 'SR-000002', subtotal: '16.25', tax_total: '0.32', total: '16.57' });
    expect(sale.lines.map((l) => [l.description, l.amount, l.tax_amount])).toEqual([
      ['Tea', '7.00', '0.00'],
      ['Cake', '4.25', '0.32'],
      ['Delivery', '5.00', '0.00'],
    ]);
    expect((await entry(sale.journal_entry_id)).lines).toEqual([
      [ids['1000'], '16.5700', '0.0000', '16.5700', '0.0000'],
      [ids['4000'], '0.0000', '7.0000', '0.0000', '7.0000'],
      [ids['4000'], '0.0000', '4.2500', '0.0000', '4.2500'],
      [ids['4000'], '0.0000', '5.0000', '0.0000', '5.0000'],
      [ids['2100'], '0.0000', '0.3200', '0.0000', '0.3200'],
    ]);
    expect((await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] })).number).toBe('SR-000003');
    expect((await created<Sale>(business.production, SALES, { lines: [line('Tea', 1, 1)] })).number).toBe('SR-000001');
    const other = await platform.createBusiness();
    expect((await created<Sale>(other.sandbox, SALES, { lines: [line('Tea', 1, 1)] })).number).toBe('SR-000001');
    // Past SR-999999 the number simply grows (the entry's memo with it).
    await platform.db.query(`UPDATE counters SET value = 999998 WHERE business_id = $1 AND environment = 'sandbox' AND name = 'sale_number'`, [
      other.businessId,
    ]);
    const [last, next] = [
      await created<Sale>(other.sandbox, SALES, { lines: [line('Tea', 1, 1)] }),
      await created<Sale>(other.sandbox, SALES, { lines: [line('Tea', 1, 1)] }),
    ];
    expect([last.number, next.number]).toEqual(['SR-999999', 'SR-1000000']);
    const [memo] = await platform.db.query('SELECT memo FROM journal_entries WHERE id = $1', [next.journal_entry_id]);
    expect(memo.memo).toBe('Sale SR-1000000');
  });

  it('answers with exactly the sale that GET and its sale.created event show (built before the one write, never re-read)', async () => {
    const item = newId();
    await platform.db.query(
      "INSERT INTO items (id, business_id, environment, name, description, unit_price, tax_rate_id) VALUES ($1, $2, 'sandbox', 'Mug', 'Blue mug', 12.5, $3)",
      [item, business.businessId, vat],
    );
    const answer = await business.sandbox.post(SALES, {
      customer_id: await insertCustomer(platform.db, business.businessId, { name: 'Ada' }),
      currency: 'EUR',
      exchange_rate: '1.123457',
      amounts_are: 'inclusive',
      payment_method: 'card',
      reference: 'R-1',
      notes: 'Counter',
      metadata: { till: '2' },
      external_id: `exact-${newId()}`,
      lines: [{ item_id: item, quantity: '1.0005' }, line('Tea', '3', '19.99', { tax_rate_id: vat }), line('Gift wrap', 1, '0.10')],
    });
    expect(answer.status).toBe(201);
    const sale = answer.body.data as Sale;
    expect(sale.lines.map((l) => [l.description, l.quantity, l.unit_price, l.tax_rate])).toEqual([
      ['Blue mug', '1.0005', '12.5', '7.5'],
      ['Tea', '3', '19.99', '7.5'],
      ['Gift wrap', '1', '0.1', '0'],
    ]);
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data).toEqual(sale);
    const [event] = await platform.db.query("SELECT data FROM events WHERE business_id = $1 AND type = 'sale.created' AND data->>'id' = $2", [
      business.businessId,
      sale.id,
    ]);
    expect(event.data).toEqual(sale);
  });

  it("dates a sale today in the business's time zone by default", async () => {
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const local = await platform.createBusiness({ timezone });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      expect((await created<Sale>(local.sandbox, SALES, { lines: [line('Tea', 1, 1)] })).date).toBe(today);
    }
  });

  it('prices tax-inclusive lines by backing the tax out per line', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, {
      amounts_are: 'inclusive',
      lines: [line('Boxed', 1, '107.50', { tax_rate_id: vat }), line('Gift', 3, '9.99', { tax_rate_id: vat })],
    });
    // 107.50 × 7.5 / 107.5 = 7.50; 29.97 × 7.5 / 107.5 = 2.0909… → 2.09.
    expect(sale.lines.map((l) => [l.amount, l.tax_amount])).toEqual([
      ['100.00', '7.50'],
      ['27.88', '2.09'],
    ]);
    expect(sale).toMatchObject({ amounts_are: 'inclusive', subtotal: '127.88', tax_total: '9.59', total: '137.47' });
  });

  it('deposits into Bank or another cash/bank account, and refuses any other account', async () => {
    const bank = await created<Sale>(business.sandbox, SALES, { deposit_account_id: ids['1010'], lines: [line('Tea', 1, 10)] });
    expect(bank.deposit_account_id).toBe(ids['1010']);
    expect((await entry(bank.journal_entry_id)).lines[0]).toEqual([ids['1010'], '10.0000', '0.0000', '10.0000', '0.0000']);
    const till = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Till 2', type: 'asset', subtype: 'cash' });
    expect((await created<Sale>(business.sandbox, SALES, { deposit_account_id: till.id, lines: [line('Tea', 1, 10)] })).deposit_account_id).toBe(till.id);

    const other = await accountIdsIn(platform.db, (await platform.createBusiness()).businessId, 'code');
    for (const account of [ids['1100'], ids['4000'], ids['6000'], other['1000'], newId()]) {
      expectFieldError(await business.sandbox.post(SALES, { deposit_account_id: account, lines: [line('Tea', 1, 10)] }), 'deposit_account_id');
    }
    await business.sandbox.put(`/api/v1/coa/accounts/${till.id}`, { archived: true });
    expectFieldError(await business.sandbox.post(SALES, { deposit_account_id: till.id, lines: [line('Tea', 1, 10)] }), 'deposit_account_id');
  });

  it('credits the line account given, which must be an income account of the business', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Rent', 1, 50, { account_id: ids['4100'] })] });
    expect((await entry(sale.journal_entry_id)).lines[1]).toEqual([ids['4100'], '0.0000', '50.0000', '0.0000', '50.0000']);
    expectFieldError(await business.sandbox.post(SALES, { lines: [line('Rent', 1, 50, { account_id: ids['1000'] })] }), 'lines.0.account_id');
  });

  it('links a customer of the business, never one of another business or an archived one', async () => {
    const ada = await insertCustomer(platform.db, business.businessId, { name: 'Ada' });
    expect((await created<Sale>(business.sandbox, SALES, { customer_id: ada, lines: [line('Tea', 1, 1)] })).customer_id).toBe(ada);
    const stranger = await insertCustomer(platform.db, (await platform.createBusiness()).businessId, { name: 'Ada' });
    expectFieldError(await business.sandbox.post(SALES, { customer_id: stranger, lines: [line('Tea', 1, 1)] }), 'customer_id');
    expectFieldError(
      await business.sandbox.post(SALES, {
        customer_id: await insertCustomer(platform.db, business.businessId, { name: 'Ada', archived: true }),
        lines: [line('Tea', 1, 1)],
      }),
      'customer_id',
    );
  });

  it('refuses bad bodies with field errors', async () => {
    const post = (body: object) => business.sandbox.post(SALES, body);
    expectFieldError(await post({}), 'lines');
    expectFieldError(await post({ lines: [] }), 'lines');
    expectFieldError(await post({ lines: Array.from({ length: 501 }, () => line('Tea', 1, 1)) }), 'lines');
    expectFieldError(await post({ lines: [line('Tea', 1, 1)], colour: 'red' }), 'colour');
    expectFieldError(await post({ lines: [{ ...line('Tea', 1, 1), colour: 'red' }] }), 'lines.0.colour');
    expectFieldError(await post({ lines: [line('Tea', '-1', 1)] }), 'lines.0.quantity');
    expectFieldError(await post({ lines: [line('Tea', 1, '1.23456')] }), 'lines.0.unit_price');
    expectFieldError(await post({ lines: [line('Tea', 1, '1.234')] }), 'lines.0.unit_price');
    expectFieldError(await post({ lines: [line('Tea', 1, 1), line('Cake', 1, 1.005)] }), 'lines.1.unit_price');
    expectFieldError(await post({ lines: [{ quantity: 1, unit_price: 1 }] }), 'lines.0.description');
    expectFieldError(await post({ lines: [line('Tea', 1, 1, { tax_rate_id: newId() })] }), 'lines.0.tax_rate_id');
    expectFieldError(await post({ date: '2026-02-30', lines: [line('Tea', 1, 1)] }), 'date');
    expectFieldError(await post({ currency: 'XYZ', lines: [line('Tea', 1, 1)] }), 'currency');
    expectFieldError(await post({ amounts_are: 'gross', lines: [line('Tea', 1, 1)] }), 'amounts_are');
    expectFieldError(await post({ lines: [line('Tea', 1, 1)], metadata: { a: 1 } }), 'metadata');
    expectFieldError(await post({ lines: [line('Tea', 10, '999999999999999')] }), 'lines');
  });

  it('accepts 500 lines', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: Array.from({ length: 500 }, (_, i) => line(`Item ${i}`, 1, '0.01')) });
    expect(sale.lines).toHaveLength(500);
    expect(sale.total).toBe('5.00');
  });

  it('refuses a sale that adds up to 0: there is nothing to post', async () => {
    expectFieldError(await business.sandbox.post(SALES, { lines: [line('Free sample', 1, 0)] }), 'lines');
    expectFieldError(await business.sandbox.post(SALES, { lines: [line('Nothing', 0, 10)] }), 'lines');
  });

  it('refuses a date on or before the lock date', async () => {
    const locked = await platform.createBusiness();
    await platform.db.query("UPDATE business_environments SET lock_date = '2026-01-31' WHERE business_id = $1 AND environment = 'sandbox'", [
      locked.businessId,
    ]);
    expectFieldError(await locked.sandbox.post(SALES, { date: '2026-01-31', lines: [line('Tea', 1, 1)] }), 'date');
    expect((await created<Sale>(locked.sandbox, SALES, { date: '2026-02-01', lines: [line('Tea', 1, 1)] })).date).toBe('2026-02-01');
  });
});

describe('currencies', () => {
  it('a JPY sale has no decimals, and refuses amounts with any', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'JPY' });
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    const vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Bento', 3, 1999, { tax_rate_id: vat })] });
    // 5997 × 7.5 % = 449.775 → 450.
    expect(sale).toMatchObject({ currency: 'JPY', subtotal: '5997', tax_total: '450', total: '6447' });
    expect(sale.lines[0]).toMatchObject({ unit_price: '1999', amount: '5997', tax_amount: '450' });
    expect(await storedBalance(platform.db, ids['1000'])).toBe('6447.0000');
    expectFieldError(await business.sandbox.post(SALES, { lines: [line('Bento', 1, '19.5')] }), 'lines.0.unit_price');
  });

  it('a KWD sale has three decimals', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'KWD' });
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    const vat = await insertTaxRate(platform.db, business.businessId, '5', ids['2100']);
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Dates', 2, '1.255', { tax_rate_id: vat })] });
    // 2.510 × 5 % = 0.1255 → 0.126.
    expect(sale).toMatchObject({ subtotal: '2.510', tax_total: '0.126', total: '2.636' });
    expect(sale.lines[0]).toMatchObject({ unit_price: '1.255', amount: '2.510', tax_amount: '0.126' });
    expectFieldError(await business.sandbox.post(SALES, { lines: [line('Dates', 1, '1.2345')] }), 'lines.0.unit_price');
  });

  it('a foreign-currency sale needs its rate and posts base amounts, the rounding residue to Rounding', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'USD' });
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    const vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
    const eur = await created<Sale>(business.sandbox, SALES, {
      currency: 'eur',
      exchange_rate: '1.1',
      lines: [line('Widget', 3, '19.99', { tax_rate_id: vat })],
    });
    expect(eur).toMatchObject({ currency: 'EUR', exchange_rate: '1.1', subtotal: '59.97', tax_total: '4.50', total: '64.47' });
    const posted = await entry(eur.journal_entry_id);
    expect(posted).toMatchObject({ currency: 'EUR', exchange_rate: '1.100000' });
    // 64.47 × 1.1 = 70.917 → 70.92; 59.97 × 1.1 = 65.967 → 65.97; 4.50 × 1.1 = 4.95.
    expect(posted.lines).toEqual([
      [ids['1000'], '64.4700', '0.0000', '70.9200', '0.0000'],
      [ids['4000'], '0.0000', '59.9700', '0.0000', '65.9700'],
      [ids['2100'], '0.0000', '4.5000', '0.0000', '4.9500'],
    ]);
    expect(await storedBalance(platform.db, ids['1000'])).toBe('70.9200');

    // Two lines of 10.00 at 1.333333: 13.33 + 13.33 credited, 26.67 debited → 0.01 credited to Rounding.
    const odd = await created<Sale>(business.sandbox, SALES, { currency: 'EUR', exchange_rate: '1.333333', lines: [line('A', 1, 10), line('B', 1, 10)] });
    expect((await entry(odd.journal_entry_id)).lines).toEqual([
      [ids['1000'], '20.0000', '0.0000', '26.6700', '0.0000'],
      [ids['4000'], '0.0000', '10.0000', '0.0000', '13.3300'],
      [ids['4000'], '0.0000', '10.0000', '0.0000', '13.3300'],
      [ids['7100'], '0.0000', '0.0000', '0.0000', '0.0100'],
    ]);

    const jpy = await created<Sale>(business.sandbox, SALES, { currency: 'JPY', exchange_rate: '0.0067', lines: [line('Bento', 3, 1999)] });
    expect(jpy).toMatchObject({ currency: 'JPY', exchange_rate: '0.0067', total: '5997' });
    expect((await entry(jpy.journal_entry_id)).lines[0]).toEqual([ids['1000'], '5997.0000', '0.0000', '40.1800', '0.0000']);

    expectFieldError(await business.sandbox.post(SALES, { currency: 'EUR', lines: [line('Tea', 1, 1)] }), 'exchange_rate');
    expectFieldError(await business.sandbox.post(SALES, { currency: 'EUR', exchange_rate: 0, lines: [line('Tea', 1, 1)] }), 'exchange_rate');
    expectFieldError(await business.sandbox.post(SALES, { currency: 'EUR', exchange_rate: '1.0000001', lines: [line('Tea', 1, 1)] }), 'exchange_rate');
    expectFieldError(await business.sandbox.post(SALES, { exchange_rate: '1.2', lines: [line('Tea', 1, 1)] }), 'exchange_rate');
    expectFieldError(await business.sandbox.post(SALES, { currency: 'USD', exchange_rate: '1.2', lines: [line('Tea', 1, 1)] }), 'exchange_rate');
    expect((await created<Sale>(business.sandbox, SALES, { currency: 'USD', exchange_rate: 1, lines: [line('Tea', 1, 1)] })).exchange_rate).toBe('1');
  });
});

describe('item defaults', () => {
  it('a line with item_id takes what it leaves out from the item', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    const vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
    const item = newId();
    await platform.db.query(
      "INSERT INTO items (id, business_id, environment, name, description, unit_price, income_account_id, tax_rate_id) VALUES ($1, $2, 'sandbox', 'Widget', 'Blue widget', 19.99, $3, $4)",
      [item, business.businessId, ids['4100'], vat],
    );
    const sale = await created<Sale>(business.sandbox, SALES, {
      lines: [
        { item_id: item, quantity: 3 },
        { item_id: item, quantity: 1, unit_price: '5', description: 'Seconds' },
      ],
    });
    expect(sale.lines.map((l) => [l.description, l.unit_price, l.account_id, l.item_id, l.tax_rate_id, l.amount, l.tax_amount])).toEqual([
      ['Blue widget', '19.99', ids['4100'], item, vat, '59.97', '4.50'],
      ['Seconds', '5', ids['4100'], item, vat, '5.00', '0.38'],
    ]);
    expect(sale.total).toBe('69.85');
    expectFieldError(await business.sandbox.post(SALES, { lines: [{ item_id: newId(), quantity: 1 }] }), 'lines.0.item_id');
  });
});

describe('GET, PUT and DELETE /api/v1/sales/{id}', () => {
  let business: TestBusiness;
  let ids: Record<string, string>;
  let vat: string;

  beforeAll(async () => {
    business = await platform.createBusiness();
    ids = await accountIdsIn(platform.db, business.businessId, 'code');
    vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
  });

  it('reads a sale by id with its ETag; unknown, malformed and other tenants’ ids are 404', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const response = await business.sandbox.get(`${SALES}/${sale.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.body.data).toEqual(sale);

    const other = await platform.createBusiness();
    for (const [client, id] of [
      [business.sandbox, newId()],
      [business.sandbox, 'not-an-id'],
      [business.production, sale.id],
      [other.sandbox, sale.id],
    ] as [TestClient, string][]) {
      for (const request of [client.get(`${SALES}/${id}`), client.put(`${SALES}/${id}`, { notes: 'x' }), client.delete(`${SALES}/${id}`)]) {
        const answer = await request;
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    }
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data.version).toBe(1);
  });

  it('PUT reverses the entry and posts a new one, keeping the history', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { date: '2026-05-01', lines: [line('Widget', 3, '19.99', { tax_rate_id: vat })] });
    const response = await business.sandbox.put(`${SALES}/${sale.id}`, {
      date: '2026-05-03',
      lines: [line('Widget', 2, '19.99', { tax_rate_id: vat }), line('Tea', 1, 5)],
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const updated: Sale = response.body.data;
    expect(updated).toMatchObject({ id: sale.id, number: sale.number, date: '2026-05-03', subtotal: '44.98', tax_total: '3.00', total: '47.98', version: 2 });
    expect(updated.lines.map((l) => l.description)).toEqual(['Widget', 'Tea']);
    expect(updated.journal_entry_id).not.toBe(sale.journal_entry_id);

    const entries = await entriesOf(sale.id);
    expect(entries).toEqual([
      { id: sale.journal_entry_id, reverses_id: null, date: '2026-05-01' },
      { id: expect.any(String), reverses_id: sale.journal_entry_id, date: '2026-05-01' },
      { id: updated.journal_entry_id, reverses_id: null, date: '2026-05-03' },
    ]);
    expect((await entry(entries[1].id)).lines).toEqual([
      [ids['1000'], '0.0000', '64.4700', '0.0000', '64.4700'],
      [ids['4000'], '59.9700', '0.0000', '59.9700', '0.0000'],
      [ids['2100'], '4.5000', '0.0000', '4.5000', '0.0000'],
    ]);
    const [stored] = await platform.db.query('SELECT count(*)::int AS n FROM sale_lines WHERE sale_id = $1', [sale.id]);
    expect(stored.n).toBe(2);
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data).toEqual(updated);
  });

  it('PUT re-prices the kept lines in a new currency, and moves the deposit', async () => {
    const fresh = await platform.createBusiness();
    const own = await accountIdsIn(platform.db, fresh.businessId, 'code');
    const sale = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Widget', 2, 10)] });
    expectFieldError(await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'EUR' }), 'exchange_rate');
    const updated = (await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'EUR', exchange_rate: '1.5', deposit_account_id: own['1010'] })).body
      .data as Sale;
    expect(updated).toMatchObject({ currency: 'EUR', exchange_rate: '1.5', total: '20.00', deposit_account_id: own['1010'], version: 2 });
    expect(await storedBalance(platform.db, own['1000'])).toBe('0.0000');
    expect(await storedBalance(platform.db, own['1010'])).toBe('30.0000');
    expect(await storedBalance(platform.db, own['4000'])).toBe('-30.0000');
    // Back to the base currency: the rate goes back to 1 unless given.
    const back = (await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'USD' })).body.data as Sale;
    expect(back).toMatchObject({ currency: 'USD', exchange_rate: '1', total: '20.00', version: 3 });
    expect(await storedBalance(platform.db, own['1010'])).toBe('20.0000');

    // Kept lines are priced again: tax-inclusive now, and in JPY.
    const vat7 = await insertTaxRate(platform.db, fresh.businessId, '7.5', own['2100']);
    const taxed = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Boxed', 1, '107.50', { tax_rate_id: vat7 })] });
    const inclusive = (await fresh.sandbox.put(`${SALES}/${taxed.id}`, { amounts_are: 'inclusive' })).body.data as Sale;
    expect(inclusive).toMatchObject({ subtotal: '100.00', tax_total: '7.50', total: '107.50' });
    expect(inclusive.lines.map((l) => [l.description, l.unit_price, l.tax_rate_id, l.amount, l.tax_amount])).toEqual([
      ['Boxed', '107.5', vat7, '100.00', '7.50'],
    ]);
    const yen = (await fresh.sandbox.put(`${SALES}/${taxed.id}`, { currency: 'JPY', exchange_rate: '0.01', amounts_are: 'exclusive' })).body.data as Sale;
    // 107.5 JPY rounds to 108; tax 8.1 → 8.
    expect(yen).toMatchObject({ currency: 'JPY', subtotal: '108', tax_total: '8', total: '116' });
    expect(yen.lines.map((l) => [l.amount, l.tax_amount])).toEqual([['108', '8']]);
    expect((await fresh.sandbox.get(`${SALES}/${taxed.id}`)).body.data).toEqual(yen);
  });

  it('PUT of fields that post nothing changes no entry; a PUT that changes nothing keeps the version', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)], metadata: { a: '1', b: '2' } });
    const noted = (await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'Paid in coins', reference: 'R-9', payment_method: 'cash' })).body.data as Sale;
    expect(noted).toMatchObject({ notes: 'Paid in coins', reference: 'R-9', payment_method: 'cash', version: 2, journal_entry_id: sale.journal_entry_id });
    expect(await entriesOf(sale.id)).toHaveLength(1);

    const same = await business.sandbox.put(`${SALES}/${sale.id}`, {
      notes: 'Paid in coins',
      date: sale.date,
      currency: 'USD',
      lines: [line('Tea', 1, '1.00')],
      metadata: { b: '2', a: '1' },
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual(noted);
    expect(await entriesOf(sale.id)).toHaveLength(1);

    const cleared = (await business.sandbox.put(`${SALES}/${sale.id}`, { notes: null, reference: null })).body.data as Sale;
    expect(cleared).toMatchObject({ notes: null, reference: null, payment_method: 'cash', version: 3 });
  });

  it('PUT refuses what POST refuses', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [] }), 'lines');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Free', 1, 0)] }), 'lines');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { deposit_account_id: ids['4000'] }), 'deposit_account_id');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { customer_id: newId() }), 'customer_id');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { date: null }), 'date');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { number: 'SR-9' }), 'number');
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data.version).toBe(1);
    expect(await entriesOf(sale.id)).toHaveLength(1);
  });

  it('If-Match with a stale version is 412, with the current one goes through', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v2' });
    for (const response of [
      await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v3' }, { headers: { 'if-match': '"1"' } }),
      await business.sandbox.delete(`${SALES}/${sale.id}`, { headers: { 'if-match': '"1"' } }),
    ]) {
      expect(response.status).toBe(412);
      expect(response.body.code).toBe('version_conflict');
      expect(response.headers.etag).toBe('"2"');
    }
    expect((await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v3' }, { headers: { 'if-match': '"2"' } })).body.data.version).toBe(3);
    expect((await business.sandbox.delete(`${SALES}/${sale.id}`, { headers: { 'if-match': 'W/"3"' } })).body.data).toMatchObject({
      status: 'void',
      version: 4,
    });
  });

  it('DELETE voids: a reversing entry, status void, still readable; voiding twice or changing a void sale is 409', async () => {
    const fresh = await platform.createBusiness();
    const own = await accountIdsIn(platform.db, fresh.businessId, 'code');
    const sale = await created<Sale>(fresh.sandbox, SALES, { date: '2026-06-01', lines: [line('Tea', 4, '2.50')] });
    expect(await storedBalance(platform.db, own['1000'])).toBe('10.0000');
    const response = await fresh.sandbox.delete(`${SALES}/${sale.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'success',
      message: 'Sale voided',
      data: { id: sale.id, status: 'void', version: 2, total: '10.00', journal_entry_id: sale.journal_entry_id },
    });
    expect(await storedBalance(platform.db, own['1000'])).toBe('0.0000');
    expect(await storedBalance(platform.db, own['4000'])).toBe('0.0000');
    const entries = await entriesOf(sale.id);
    expect(entries).toEqual([
      { id: sale.journal_entry_id, reverses_id: null, date: '2026-06-01' },
      { id: expect.any(String), reverses_id: sale.journal_entry_id, date: '2026-06-01' },
    ]);
    expect((await fresh.sandbox.get(`${SALES}/${sale.id}`)).body.data.status).toBe('void');
    for (const again of [await fresh.sandbox.delete(`${SALES}/${sale.id}`), await fresh.sandbox.put(`${SALES}/${sale.id}`, { notes: 'x' })]) {
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conflict');
    }
    expect(await entriesOf(sale.id)).toHaveLength(2);
  });

  it('a sale dated on or before the lock date cannot be changed or voided (409)', async () => {
    const fresh = await platform.createBusiness();
    const sale = await created<Sale>(fresh.sandbox, SALES, { date: '2026-01-15', lines: [line('Tea', 1, 1)] });
    await platform.db.query("UPDATE business_environments SET lock_date = '2026-01-31' WHERE business_id = $1 AND environment = 'sandbox'", [fresh.businessId]);
    for (const response of [await fresh.sandbox.put(`${SALES}/${sale.id}`, { date: '2026-02-15' }), await fresh.sandbox.delete(`${SALES}/${sale.id}`)]) {
      expect(response.status).toBe(409);
    }
    expect((await fresh.sandbox.put(`${SALES}/${sale.id}`, { notes: 'still fine' })).status).toBe(200);
  });
});

describe('external_id', () => {
  it('is unique per business and environment: a taken one is 409 with the existing id', async () => {
    const business = await platform.createBusiness();
    const first = await created<Sale>(business.sandbox, SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] });
    const again = await business.sandbox.post(SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });
    const second = await created<Sale>(business.sandbox, SALES, { external_id: 'order-2', lines: [line('Tea', 1, 1)] });
    const taken = await business.sandbox.put(`${SALES}/${second.id}`, { external_id: 'order-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.existing_id).toBe(first.id);
    // Nothing of the refused sale remains: the next number follows on.
    expect((await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] })).number).toBe('SR-000003');
    expect((await created<Sale>(business.production, SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] })).external_id).toBe('order-1');
    const listed = await business.sandbox.get(`${SALES}?external_id=order-2`);
    expect(listed.body.data.map((s: Sale) => s.id)).toEqual([second.id]);
    expect(listed.body.pagination.total).toBe(1);
  });
});

describe('events', () => {
  it('records sale.created, sale.updated and sale.voided in order, each with the sale as the API returned it', async () => {
    const business = await platform.createBusiness();
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const updated = (await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Tea', 2, 1)] })).body.data;
    await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Tea', 2, 1)] });
    const voided = (await business.sandbox.delete(`${SALES}/${sale.id}`)).body.data;
    const events: { sequence: string; type: string; data: Sale }[] = await platform.db.query(
      "SELECT sequence, type, data FROM events WHERE business_id = $1 AND environment = 'sandbox' AND type LIKE 'sale.%' ORDER BY sequence",
      [business.businessId],
    );
    expect(events.map((e) => e.type)).toEqual(['sale.created', 'sale.updated', 'sale.voided']);
    const sequences = events.map((e) => Number(e.sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(3);
    expect(events.map((e) => e.data)).toEqual([sale, updated, voided]);
  });
});

describe('GET /api/v1/sales', () => {
  let business: TestBusiness;
  let sales: Sale[];
  let ada: string;

  beforeAll(async () => {
    business = await platform.createBusiness();
    ada = await insertCustomer(platform.db, business.businessId, { name: 'Ada' });
    sales = [];
    for (const [date, customerId] of [
      ['2026-01-10', ada],
      ['2026-01-12', null],
      ['2026-01-10', null],
      ['2026-01-11', ada],
      ['2026-01-12', ada],
    ] as [string, string | null][]) {
      sales.push(await created<Sale>(business.sandbox, SALES, { date, customer_id: customerId, lines: [line('Tea', 1, 1)] }));
    }
  });

  /** Newest first by date, then by creation. */
  const newestFirst = (list: Sale[]) =>
    [...list].sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  const idsOf = (response: TestResponse) => response.body.data.map((s: Sale) => s.id);

  it('lists newest first by date, then creation, with the counter-backed total', async () => {
    const response = await business.sandbox.get(SALES);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'success',
      message: 'Sales retrieved',
      pagination: { page: 1, limit: 10, total: 5, total_pages: 1, next_cursor: null },
    });
    expect(idsOf(response)).toEqual(newestFirst(sales).map((s) => s.id));
    expect(response.body.data[0].lines).toHaveLength(1);
    expect(idsOf(await business.sandbox.get(`${SALES}?sort=date`))).toEqual(
      newestFirst(sales)
        .reverse()
        .map((s) => s.id),
    );
  });

  it('pages by number (also deep pages) and by cursor in the same order', async () => {
    const expected = newestFirst(sales).map((s) => s.id);
    const byPage: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await business.sandbox.get(`${SALES}?limit=2&page=${page}`);
      expect(response.body.pagination).toMatchObject({ page, limit: 2, total: 5, total_pages: 3 });
      byPage.push(...idsOf(response));
    }
    expect(byPage).toEqual(expected);
    expect((await business.sandbox.get(`${SALES}?limit=2&page=4`)).body.data).toEqual([]);

    const byCursor: string[] = [];
    let cursor: string | null = null;
    do {
      const response: TestResponse = await business.sandbox.get(`${SALES}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      byCursor.push(...idsOf(response));
      cursor = response.body.pagination.next_cursor;
    } while (cursor);
    expect(byCursor).toEqual(expected);
    for (const sort of ['date', 'updated_at', '-updated_at']) {
      const first = await business.sandbox.get(`${SALES}?limit=3&sort=${sort}`);
      const rest = await business.sandbox.get(`${SALES}?limit=3&sort=${sort}&cursor=${first.body.pagination.next_cursor}`);
      const all = await business.sandbox.get(`${SALES}?limit=10&sort=${sort}`);
      expect([...idsOf(first), ...idsOf(rest)]).toEqual(idsOf(all));
    }
    expectFieldError(await business.sandbox.get(`${SALES}?sort=total`), 'sort');
    const dateCursor = (await business.sandbox.get(`${SALES}?limit=2`)).body.pagination.next_cursor;
    expectFieldError(await business.sandbox.get(`${SALES}?limit=2&cursor=${dateCursor}&sort=updated_at`), 'cursor');
    expectFieldError(await business.sandbox.get(`${SALES}?sort=created_at`), 'sort');
    expectFieldError(await business.sandbox.get(`${SALES}?limit=2&cursor=${dateCursor}&page=2`), 'page');
  });

  it('filters by customer, dates, updated_since and status', async () => {
    const expectIds = async (query: string, expected: Sale[]) => {
      const response = await business.sandbox.get(`${SALES}?${query}`);
      expect(response.status).toBe(200);
      expect(idsOf(response)).toEqual(newestFirst(expected).map((s) => s.id));
      expect(response.body.pagination.total).toBe(expected.length);
    };
    await expectIds(
      `customer_id=${ada}`,
      sales.filter((s) => s.customer_id === ada),
    );
    await expectIds(
      'date_from=2026-01-11',
      sales.filter((s) => s.date >= '2026-01-11'),
    );
    await expectIds(
      'date_to=2026-01-11',
      sales.filter((s) => s.date <= '2026-01-11'),
    );
    await expectIds(`date_from=2026-01-11&date_to=2026-01-11&customer_id=${ada}`, [sales[3]]);
    await expectIds(`updated_since=${encodeURIComponent(sales[3].updated_at)}`, sales.slice(3));
    await expectIds('status=completed', sales);
    await expectIds('status=void', []);
    expectFieldError(await business.sandbox.get(`${SALES}?status=open`), 'status');
    expectFieldError(await business.sandbox.get(`${SALES}?customer_id=nope`), 'customer_id');
    expectFieldError(await business.sandbox.get(`${SALES}?date_from=2026-13-01`), 'date_from');
    expectFieldError(await business.sandbox.get(`${SALES}?colour=red`), 'colour');
  });

  it('only lists the caller’s own sales', async () => {
    const other = await platform.createBusiness();
    await created<Sale>(other.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    expect((await other.sandbox.get(SALES)).body.pagination.total).toBe(1);
    expect((await business.production.get(SALES)).body.data).toEqual([]);
    expect((await business.sandbox.get(SALES)).body.pagination.total).toBe(5);
  });

  it('keeps the counter-backed total right through voids; void sales leave the default list and show with status=void', async () => {
    const fresh = await platform.createBusiness();
    const made: Sale[] = [];
    for (let i = 0; i < 4; i++) made.push(await created<Sale>(fresh.sandbox, SALES, { lines: [line('Tea', 1, 1)] }));
    await fresh.sandbox.delete(`${SALES}/${made[1].id}`);
    await fresh.sandbox.delete(`${SALES}/${made[2].id}`);
    await fresh.sandbox.delete(`${SALES}/${made[2].id}`);
    await fresh.sandbox.put(`${SALES}/${made[3].id}`, { lines: [line('Tea', 3, 1)] });
    const live = await fresh.sandbox.get(SALES);
    expect(live.body.pagination.total).toBe(2);
    expect(idsOf(live).sort()).toEqual([made[0].id, made[3].id].sort());
    const voided = await fresh.sandbox.get(`${SALES}?status=void`);
    expect(voided.body.pagination.total).toBe(2);
    expect(voided.body.data.every((s: Sale) => s.status === 'void')).toBe(true);
    const [count] = await platform.db.query("SELECT count(*)::int AS n FROM sales WHERE business_id = $1 AND environment = 'sandbox' AND status <> 'void'", [
      fresh.businessId,
    ]);
    expect(count.n).toBe(2);
  });

  it('answers a page read again from the read cache until the business records an event, then at once from the database', async () => {
    const fresh = await platform.createBusiness();
    const first = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const before = await fresh.sandbox.get(`${SALES}?limit=5`);
    // A change made behind the API's back records no event: the page read before is answered again.
    await platform.db.query("UPDATE sales SET notes = 'changed in SQL' WHERE id = $1", [first.id]);
    expect((await fresh.sandbox.get(`${SALES}?limit=5`)).body).toEqual(before.body);

    const second = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Cake', 1, 2)] });
    const after = await fresh.sandbox.get(`${SALES}?limit=5`);
    expect(after.body.pagination.total).toBe(2);
    expect(after.body.data.map((s: Sale) => [s.id, s.notes])).toEqual([
      [second.id, null],
      [first.id, 'changed in SQL'],
    ]);
    await fresh.sandbox.put(`${SALES}/${second.id}`, { notes: 'Birthday' });
    expect((await fresh.sandbox.get(`${SALES}?limit=5`)).body.data[0].notes).toBe('Birthday');
    await fresh.sandbox.delete(`${SALES}/${second.id}`);
    const voided = await fresh.sandbox.get(`${SALES}?limit=5`);
    expect(voided.body.pagination.total).toBe(1);
    expect(idsOf(voided)).toEqual([first.id]);
  });

  it('reads a page of more than 1,000 rows (lines counted) every time rather than keep it', async () => {
    const fresh = await platform.createBusiness();
    const big = Array.from({ length: 500 }, (_, i) => line(`Part ${i}`, 1, 1));
    const sales = [await created<Sale>(fresh.sandbox, SALES, { lines: big }), await created<Sale>(fresh.sandbox, SALES, { lines: big })];
    expect((await fresh.sandbox.get(SALES)).body.data).toHaveLength(2);
    await platform.db.query("UPDATE sales SET notes = 'changed in SQL' WHERE id = $1", [sales[0].id]);
    expect((await fresh.sandbox.get(SALES)).body.data[1].notes).toBe('changed in SQL');
  });

  it('is also served at {base_url}/sales', async () => {
    const path = `/sales?limit=2&page=2`;
    const alias = await business.sandbox.get(path);
    const canonical = await business.sandbox.get(`${SALES}?limit=2&page=2`);
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(canonical.body);
    expect((await business.sandbox.get('/sales?limit=0')).status).toBe(400);
    const anonymous = await new TestClient(business.sandbox.baseUrl).get('/sales');
    expect(anonymous.status).toBe(401);
    const post = await business.sandbox.post('/sales', { lines: [line('Tea', 1, 1)] });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('scale and concurrency', () => {
  it('a read sent after a write sees it, while other reads of the same business run all along (requests asking together share one sequence read)', async () => {
    const fresh = await platform.createBusiness();
    await created<Sale>(fresh.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const reads = () => Promise.all(Array.from({ length: 5 }, () => fresh.sandbox.get(`${SALES}?limit=1`)));
    let running = true;
    const background = (async () => {
      while (running) await reads();
    })();
    try {
      for (let total = 2; total <= 16; total++) {
        const sale = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
        for (const read of await reads()) expect([read.body.pagination.total, read.body.data[0].id]).toEqual([total, sale.id]);
      }
    } finally {
      running = false;
      await background;
    }
  });

  it('a filtered list counts at most 10,000 matches; the unfiltered total comes from the counter', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    const ada = await insertCustomer(platform.db, business.businessId, { name: 'Ada' });
    // Rows written directly (like the benchmark's seed): 10,005 sales of one customer.
    await platform.db.query(
      `INSERT INTO sales (id, business_id, environment, number, customer_id, date, currency, exchange_rate, deposit_account_id, subtotal, tax_total, total)
       SELECT gen_random_uuid(), $1, 'sandbox', 'SEED-' || g, $2, DATE '2025-01-01' + g % 300, 'USD', 1, $3, 1, 0, 1 FROM generate_series(1, 10005) g`,
      [business.businessId, ada, ids['1000']],
    );
    const filtered = await business.sandbox.get(`${SALES}?customer_id=${ada}&limit=100&page=101`);
    expect(filtered.body.pagination).toMatchObject({ total: 10000, total_pages: 100, page: 101 });
    expect(filtered.body.data).toHaveLength(5);
    const dated = await business.sandbox.get(`${SALES}?date_from=2025-01-01&limit=1&page=10005`);
    expect(dated.body.pagination.total).toBe(10000);
    expect(dated.body.data).toHaveLength(1);
    await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    expect((await business.sandbox.get(SALES)).body.pagination.total).toBe(1);
  });

  it('concurrent sales of one business get distinct numbers in sequence, and a sale is voided once', async () => {
    const business = await platform.createBusiness();
    const made = await Promise.all(Array.from({ length: 12 }, () => business.sandbox.post(SALES, { lines: [line('Tea', 1, 1)] })));
    expect(made.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(made.map((r) => r.body.data.number).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `SR-${String(i + 1).padStart(6, '0')}`));
    const id = made[0].body.data.id;
    const voids = await Promise.all([
      business.sandbox.delete(`${SALES}/${id}`),
      business.sandbox.delete(`${SALES}/${id}`),
      business.sandbox.put(`${SALES}/${id}`, { lines: [line('Tea', 2, 1)] }),
    ]);
    expect(voids.filter((r) => r.status === 200 && r.body.data.status === 'void')).toHaveLength(1);
    expect(voids.filter((r) => r.status === 409).length).toBeGreaterThanOrEqual(1);
    expect((await business.sandbox.get(SALES)).body.pagination.total).toBe(11);
    const [books] = await platform.db.query(
      `SELECT count(*)::int AS unbalanced FROM (SELECT entry_id FROM journal_lines WHERE business_id = $1 GROUP BY entry_id HAVING sum(base_debit) <> sum(base_credit)) x`,
      [business.businessId],
    );
    expect(books.unbalanced).toBe(0);
    const [cash] = await platform.db.query(
      `SELECT balance::text AS balance FROM accounts WHERE business_id = $1 AND environment = 'sandbox' AND code = '1000'`,
      [business.businessId],
    );
    expect(cash.balance).toBe('11.0000');
  });

  it('sales of several businesses sent together share one statement, and each business keeps its numbers, entries and events in order', async () => {
    const businesses = await Promise.all([0, 1, 2].map(() => platform.createBusiness()));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => businesses[i % 3].sandbox.post(SALES, { lines: [line('Tea', 1, i + 1)] })));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(201));
    const ids = businesses.map((b) => b.businessId);
    // Sales written by one statement share its transaction id: fewer transactions than sales.
    const [{ transactions }] = await platform.db.query(
      'SELECT count(DISTINCT xmin::text)::int AS transactions FROM sales WHERE business_id = ANY($1::uuid[])',
      [ids],
    );
    expect(transactions).toBeLessThan(30);
    for (const [index, business] of businesses.entries()) {
      const sales = answers.filter((_, i) => i % 3 === index).map((r) => r.body.data as Sale);
      const numbers = sales.map((sale) => sale.number).sort();
      expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `SR-${String(i + 1).padStart(6, '0')}`));
      // Its events: gap-free from 1, in number order, each the sale as the API answered it.
      const events = await eventsOf(platform.db, business.businessId);
      expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(events.map((e) => e.data.number)).toEqual(numbers);
      for (const event of events) expect(event.data).toEqual(sales.find((sale) => sale.id === event.data.id));
      expect((await business.sandbox.get(`${SALES}/${sales[0].id}`)).body.data).toEqual(sales[0]);
      expect((await business.sandbox.get(SALES)).body.pagination.total).toBe(10);
    }
    // Each entry is named after its own sale, on its memo and on its first (deposit) line, and posts its own total.
    const [{ wrong }] = await platform.db.query(
      `SELECT count(*)::int AS wrong FROM sales s JOIN journal_entries e ON e.id = s.journal_entry_id JOIN journal_lines l ON l.entry_id = e.id AND l.line_no = 1
        WHERE s.business_id = ANY($1::uuid[]) AND (e.memo <> 'Sale ' || s.number OR l.description <> e.memo OR l.base_debit <> s.total OR e.source_id <> s.id OR e.business_id <> s.business_id)`,
      [ids],
    );
    expect(wrong).toBe(0);
  });

  it('a sale whose external_id is taken fails alone: the sales sent with it are recorded', async () => {
    const business = await platform.createBusiness();
    const taken = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)], external_id: 'order-1' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => business.sandbox.post(SALES, { lines: [line('Tea', 1, 1)], external_id: i === 10 ? 'order-1' : `order-${i + 2}` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, (_, i) => (i === 10 ? 409 : 201)));
    expect(answers[10].body).toMatchObject({ code: 'conflict', existing_id: taken.id });
    expect(
      answers
        .filter((r) => r.status === 201)
        .map((r) => r.body.data.number)
        .sort(),
    ).toEqual(Array.from({ length: 19 }, (_, i) => `SR-${String(i + 2).padStart(6, '0')}`));
    expect((await eventsOf(platform.db, business.businessId)).map((e) => e.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await storedBalance(platform.db, (await accountIdsIn(platform.db, business.businessId, 'code'))['1000'])).toBe('20.0000');
  });

  it('new sales, voids and invoice payments of one business run side by side: no deadlock, events gap-free in commit order', async () => {
    const books = await openBooks(platform);
    const invoices = [];
    for (let i = 0; i < 6; i++) invoices.push(await newInvoice(books, { status: 'open' }));
    const sales: Sale[] = [];
    for (let i = 0; i < 6; i++) sales.push(await created<Sale>(books.client, SALES, { lines: [line('Tea', 1, 10)] }));
    const before = await lastSequence(platform.db, books.business.businessId);
    const answers = await Promise.all([
      ...sales.map(() => books.client.post(SALES, { lines: [line('Tea', 1, 5)] })),
      ...sales.map((sale) => books.client.delete(`${SALES}/${sale.id}`)),
      ...invoices.map((invoice) => books.client.post(`/api/v1/invoices/${invoice.id}/payments`, { amount: '40.00' })),
    ]);
    expect(answers.map((r) => r.status)).toEqual([...Array(6).fill(201), ...Array(6).fill(200), ...Array(6).fill(201)]);
    const events = await eventsOf(platform.db, books.business.businessId, { after: before });
    // A sale, a void and a payment (with its invoice's change) each: 6 + 6 + 12 events, numbered on from `before`.
    expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 24 }, (_, i) => before + i + 1));
    expect((await books.client.get(SALES)).body.pagination.total).toBe(6);
    expect((await books.client.get(`${SALES}?status=void`)).body.pagination.total).toBe(6);
    expect(await balanceOf(books, 'Cash')).toBe('270.00');
  });

  it('re-posting PUTs and new sales on the same accounts run side by side without deadlocks', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIdsIn(platform.db, business.businessId, 'code');
    // A till created after the default chart has a larger id than Cash and Sales: a PUT moving a sale
    // from it to Cash reverses (Sales, Till) before posting to Cash, while a new sale locks Cash, then Sales.
    const till = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Till', type: 'asset', subtype: 'cash' });
    const sales: Sale[] = [];
    for (let i = 0; i < 10; i++) sales.push(await created<Sale>(business.sandbox, SALES, { deposit_account_id: till.id, lines: [line('Tea', 1, 10)] }));
    const answers = await Promise.all([
      ...sales.map((sale) =>
        business.sandbox.put(`${SALES}/${sale.id}`, { deposit_account_id: ids['1000'], lines: [line('Rent', 1, 20, { account_id: ids['4100'] })] }),
      ),
      ...sales.map(() => business.sandbox.post(SALES, { lines: [line('Tea', 1, 5)] })),
    ]);
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    expect([
      await storedBalance(platform.db, ids['1000']),
      await storedBalance(platform.db, till.id),
      await storedBalance(platform.db, ids['4000']),
      await storedBalance(platform.db, ids['4100']),
    ]).toEqual(['250.0000', '0.0000', '-50.0000', '-200.0000']);
  });
});
