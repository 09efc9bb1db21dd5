// Recording a sale: pricing, posting, validation, currencies and item defaults.
import { newId } from '@ledgerline/domain';
import { accountIdsIn, created, expectFieldError, insertCustomer, insertTaxRate, SALES, storedBalance, storedEntry, type Sale } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { line } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

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

    const posted = await storedEntry(platform.db, sale.journal_entry_id);
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
    expect((await storedEntry(platform.db, sale.journal_entry_id)).lines).toEqual([
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
    expect((await storedEntry(platform.db, bank.journal_entry_id)).lines[0]).toEqual([ids['1010'], '10.0000', '0.0000', '10.0000', '0.0000']);
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
    expect((await storedEntry(platform.db, sale.journal_entry_id)).lines[1]).toEqual([ids['4100'], '0.0000', '50.0000', '0.0000', '50.0000']);
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
    const posted = await storedEntry(platform.db, eur.journal_entry_id);
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
    expect((await storedEntry(platform.db, odd.journal_entry_id)).lines).toEqual([
      [ids['1000'], '20.0000', '0.0000', '26.6700', '0.0000'],
      [ids['4000'], '0.0000', '10.0000', '0.0000', '13.3300'],
      [ids['4000'], '0.0000', '10.0000', '0.0000', '13.3300'],
      [ids['7100'], '0.0000', '0.0000', '0.0000', '0.0100'],
    ]);

    const jpy = await created<Sale>(business.sandbox, SALES, { currency: 'JPY', exchange_rate: '0.0067', lines: [line('Bento', 3, 1999)] });
    expect(jpy).toMatchObject({ currency: 'JPY', exchange_rate: '0.0067', total: '5997' });
    expect((await storedEntry(platform.db, jpy.journal_entry_id)).lines[0]).toEqual([ids['1000'], '5997.0000', '0.0000', '40.1800', '0.0000']);

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
