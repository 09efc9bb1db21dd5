import { created, CUSTOMERS, expectFieldError, INVOICES, PAYMENTS } from '@ledgerline/testing';
import { addDays, aging, AGING_BUCKETS, agingTotals, Decimal } from '@ledgerline/ledger-rules';
import type { Sql } from '../src/database/sql';
import { ReportsRepository } from '../src/modules/reports/reports.repository';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { bookMarch, type March } from './reports-month';

// Aged receivables and customer statements of the hand-worked March (reports-month.ts): Ada's A1
// (550.00, due 03-17) paid 03-15, A2 (330.00, due 04-09) paid 110.00 on 03-20; Bruno's B1
// (EUR 1000 at 1.10 = 1100.00, due 03-26) paid 03-28.

const AGED = '/api/v1/reports/aged-receivables';
const STATEMENT = '/api/v1/reports/customer-statement';

interface Bucket {
  total: string;
  invoices: { number: string; days_past_due: number; amount_due: string }[];
}

describe('aged receivables and customer statements of a hand-worked month', () => {
  let platform: TestPlatform;
  let business: TestBusiness;
  let march: March;
  const aged = async (asOf: string) => (await march.client.get(`${AGED}?as_of=${asOf}`)).body.data;
  const invoices = (bucket: Bucket) => bucket.invoices.map((invoice) => [invoice.number, invoice.days_past_due, invoice.amount_due]);
  const number = async (invoiceId: string) => (await march.client.get(`${INVOICES}/${invoiceId}`)).body.data.number;
  /** A page's `limit` out of 1–100, a `page` of 0 and a `cursor` (these reports page by number alone) are each 400 on that parameter. */
  const expectPageRefusals = async (pathAndQuery: string) => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['cursor=abc', 'cursor'],
    ]) {
      expectFieldError(await march.client.get(`${pathAndQuery}${query}`), field);
    }
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    business = await platform.createBusiness({ baseCurrency: 'USD' });
    march = await bookMarch(business);
  });
  afterAll(() => platform.close());

  it('ages what each customer owes at the end of March: A2’s 220.00 not yet due', async () => {
    const report = await aged('2026-03-31');
    const a2 = await number(march.invoices.a2);
    expect(report.totals).toEqual({ current: '220.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '220.00' });
    expect(report.customers).toHaveLength(1);
    expect(report.customers[0]).toMatchObject({ customer_id: march.customers.ada, name: 'Ada', total: '220.00' });
    expect(report.customers[0].current.invoices).toEqual([
      { invoice_id: march.invoices.a2, number: a2, issue_date: '2026-03-10', due_date: '2026-04-09', days_past_due: 0, amount_due: '220.00' },
    ]);
  });

  it('ages as of earlier days from what had been posted by then', async () => {
    const on27th = await aged('2026-03-27');
    expect(on27th.totals).toMatchObject({ current: '220.00', days_1_30: '1100.00', total: '1320.00' });
    expect(invoices(on27th.customers[1].days_1_30)).toEqual([[await number(march.invoices.b1), 1, '1100.00']]);
    const on16th = await aged('2026-03-16');
    expect(on16th.customers.map((customer: { name: string; total: string }) => [customer.name, customer.total])).toEqual([
      ['Ada', '330.00'],
      ['Bruno', '1100.00'],
    ]);
    expect(on16th.totals).toMatchObject({ current: '1430.00', total: '1430.00' });
    expect((await aged('2026-03-02')).customers).toEqual([]);
  });

  it('moves an unpaid invoice through the buckets, and agrees whether or not anything was posted after the date', async () => {
    // A foreign-currency invoice still owing: EUR 200 at 1.20 (240.00), EUR 50 paid at 1.30 settles 60.00 of it.
    const eur = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: march.customers.bruno,
      issue_date: '2026-05-01',
      due_date: '2026-05-31',
      currency: 'EUR',
      exchange_rate: '1.20',
      status: 'open',
      lines: [{ description: 'Consulting', quantity: '1', unit_price: '200.00' }],
    });
    await created(march.client, `${INVOICES}/${eur.id}/payments`, { amount: '50.00', date: '2026-06-01', exchange_rate: '1.30' });
    const july = await aged('2026-07-15');
    expect(invoices(july.customers[0].days_over_90)).toEqual([[await number(march.invoices.a2), 97, '220.00']]);
    expect(invoices(july.customers[1].days_31_60)).toEqual([[eur.number, 45, '180.00']]);
    expect(july.totals.total).toBe('400.00');
    expect(invoices((await aged('2026-05-20')).customers[0].days_31_60)).toEqual([[await number(march.invoices.a2), 41, '220.00']]);
    // A payment dated after 15 July: the report for that day now reads every invoice's movements instead of those owing now.
    await created(march.client, `${INVOICES}/${march.invoices.a2}/payments`, { amount: '20.00', date: '2026-08-01' });
    expect(await aged('2026-07-15')).toEqual(july);
    expect((await aged('2026-08-01')).totals.total).toBe('380.00');
  });

  it('states Ada’s March: opening, each invoice and payment with the running balance, closing, and what she owes by age', async () => {
    const [a1, a2] = [await number(march.invoices.a1), await number(march.invoices.a2)];
    const response = await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-03-01&to=2026-03-31`);
    expect(response.status).toBe(200);
    const statement = response.body.data;
    expect(statement).toMatchObject({ customer_id: march.customers.ada, name: 'Ada', from: '2026-03-01', to: '2026-03-31', currency: 'USD' });
    expect(statement.opening_balance).toBe('0.00');
    expect(statement.lines.map((line: Record<string, string>) => [line.date, line.type, line.number, line.amount, line.balance])).toEqual([
      ['2026-03-03', 'invoice', a1, '550.00', '550.00'],
      ['2026-03-10', 'invoice', a2, '330.00', '880.00'],
      ['2026-03-15', 'payment', a1, '-550.00', '330.00'],
      ['2026-03-20', 'payment', a2, '-110.00', '220.00'],
    ]);
    expect(statement.lines[2]).toMatchObject({ invoice_id: march.invoices.a1, payment_id: march.payments.a1 });
    expect(statement.closing_balance).toBe('220.00');
    expect(statement.aging).toMatchObject({ current: { total: '220.00' }, total: '220.00' });
    const late = (await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-03-16&to=2026-03-31`)).body.data;
    expect([late.opening_balance, late.lines.length, late.closing_balance]).toEqual(['330.00', 1, '220.00']);
  });

  it('pages a statement by lines: the running balance carries on, and every page has the whole period’s opening, closing and aging', async () => {
    const page = async (query: string) =>
      (await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-03-01&to=2026-03-31&${query}`)).body;
    const pages = [await page('limit=3'), await page('limit=3&page=2'), await page('limit=3&page=3')];
    expect(
      pages.map(({ data }) => [data.opening_balance, data.lines.map((line: { balance: string }) => line.balance), data.closing_balance, data.aging.total]),
    ).toEqual([
      ['0.00', ['550.00', '880.00', '330.00'], '220.00', '220.00'],
      ['0.00', ['220.00'], '220.00', '220.00'],
      ['0.00', [], '220.00', '220.00'],
    ]);
    expect(pages.map(({ pagination }) => pagination)).toEqual(
      [1, 2, 3].map((number) => ({ page: number, limit: 3, total: 4, total_pages: 2, next_cursor: null })),
    );
    expect((await page('limit=2&page=2')).data.lines.map((line: { type: string; amount: string }) => [line.type, line.amount])).toEqual([
      ['payment', '-550.00'],
      ['payment', '-110.00'],
    ]);
    expect((await page('')).pagination).toMatchObject({ page: 1, limit: 10, total: 4 });
    await expectPageRefusals(`${STATEMENT}?customer_id=${march.customers.ada}&`);
  });

  it('shows voids on the dates they are posted (the dates of what they undo), and closes today at the customer’s balance', async () => {
    const grace = await created<{ id: string }>(march.client, CUSTOMERS, { name: 'Grace' });
    const invoice = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: grace.id,
      issue_date: '2026-04-01',
      status: 'open',
      lines: [{ description: 'Design', quantity: '1', unit_price: '40.00' }],
    });
    const paid = await created<{ id: string }>(march.client, `${INVOICES}/${invoice.id}/payments`, {
      amount: '15.00',
      date: '2026-04-02',
      reference: 'CHQ 1001',
    });
    expect((await march.client.delete(`${PAYMENTS}/${paid.id}`)).status).toBe(200);
    expect((await march.client.post(`${INVOICES}/${invoice.id}/void`)).status).toBe(200);
    const statement = (await march.client.get(`${STATEMENT}?customer_id=${grace.id}&from=2026-04-01`)).body.data;
    expect(statement.lines.map((line: Record<string, string>) => [line.date, line.type, line.amount, line.balance, line.reference])).toEqual([
      ['2026-04-01', 'invoice', '40.00', '40.00', null],
      ['2026-04-01', 'invoice_void', '-40.00', '0.00', null],
      ['2026-04-02', 'payment', '-15.00', '-15.00', 'CHQ 1001'],
      ['2026-04-02', 'payment_void', '15.00', '0.00', 'CHQ 1001'],
    ]);
    expect(statement.closing_balance).toBe((await march.client.get(`${CUSTOMERS}/${grace.id}`)).body.data.balance);
    const ada = (await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-01-01`)).body.data;
    expect(ada.closing_balance).toBe((await march.client.get(`${CUSTOMERS}/${march.customers.ada}`)).body.data.balance);
  });

  it('names an invoice moved to another customer on both statements: its first posting and reversal under the first, its posting under the second', async () => {
    const [hedy, ida] = [
      await created<{ id: string }>(march.client, CUSTOMERS, { name: 'Hedy' }),
      await created<{ id: string }>(march.client, CUSTOMERS, { name: 'Ida' }),
    ];
    const invoice = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: hedy.id,
      issue_date: '2026-04-03',
      status: 'open',
      lines: [{ description: 'Survey', quantity: '1', unit_price: '75.00' }],
    });
    expect((await march.client.put(`${INVOICES}/${invoice.id}`, { customer_id: ida.id, number: `${invoice.number}-M` })).status).toBe(200);
    const statement = async (customerId: string) => (await march.client.get(`${STATEMENT}?customer_id=${customerId}&from=2026-04-01&to=2026-04-30`)).body.data;
    const lines = (data: { lines: Record<string, string>[] }) => data.lines.map((line) => [line.type, line.invoice_id, line.number, line.amount, line.balance]);
    const hedys = await statement(hedy.id);
    expect(lines(hedys)).toEqual([
      ['invoice', invoice.id, `${invoice.number}-M`, '75.00', '75.00'],
      ['invoice_change', invoice.id, `${invoice.number}-M`, '-75.00', '0.00'],
    ]);
    expect(hedys.aging.total).toBe('0.00');
    const idas = await statement(ida.id);
    expect(lines(idas)).toEqual([['invoice', invoice.id, `${invoice.number}-M`, '75.00', '75.00']]);
    expect(idas.aging.current.invoices).toEqual([expect.objectContaining({ invoice_id: invoice.id, number: `${invoice.number}-M`, amount_due: '75.00' })]);
    // Voided (on its own date), it leaves the month's other figures as they were.
    expect((await march.client.post(`${INVOICES}/${invoice.id}/void`)).status).toBe(200);
  });

  it('answers CSV with marked rows and totals', async () => {
    const csv = await march.client.get(`${AGED}?as_of=2026-03-27`, { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [a2, b1] = [await number(march.invoices.a2), await number(march.invoices.b1)];
    expect(csv.text.split('\r\n')).toEqual([
      'row,customer_id,name,bucket,invoice_id,number,issue_date,due_date,days_past_due,amount_due',
      `invoice,${march.customers.ada},Ada,current,${march.invoices.a2},${a2},2026-03-10,2026-04-09,0,220.00`,
      `total,${march.customers.ada},Ada,,,,,,,220.00`,
      `invoice,${march.customers.bruno},Bruno,days_1_30,${march.invoices.b1},${b1},2026-03-12,2026-03-26,1,1100.00`,
      `total,${march.customers.bruno},Bruno,,,,,,,1100.00`,
      'total,,,current,,,,,,220.00',
      'total,,,days_1_30,,,,,,1100.00',
      'total,,,days_31_60,,,,,,0.00',
      'total,,,days_61_90,,,,,,0.00',
      'total,,,days_over_90,,,,,,0.00',
      'total,,,,,,,,,1320.00',
      '',
    ]);
    const statement = await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-03-16&to=2026-03-31`, {
      headers: { accept: 'text/csv' },
    });
    const lines = statement.text.split('\r\n');
    expect(lines[0]).toBe('row,date,type,invoice_id,number,payment_id,reference,journal_entry_id,amount,balance');
    expect(lines[1]).toBe('opening,2026-03-16,,,,,,,,330.00');
    expect(lines[2]).toMatch(new RegExp(`^line,2026-03-20,payment,${march.invoices.a2},${a2},${march.payments.a2},,[0-9a-f-]{36},-110.00,220.00$`));
    expect(lines[3]).toBe('closing,2026-03-31,,,,,,,,220.00');
  });

  it('pages aged receivables by customer name, with the totals and the count of customers owing on every page', async () => {
    const page = async (query: string) => (await march.client.get(`${AGED}?as_of=2026-03-27&${query}`)).body;
    const totals = { current: '220.00', days_1_30: '1100.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '1320.00' };
    const pages = [await page('limit=1'), await page('limit=1&page=2'), await page('limit=1&page=3')];
    expect(pages.map(({ data }) => [data.customers.map((customer: { name: string; total: string }) => [customer.name, customer.total]), data.totals])).toEqual([
      [[['Ada', '220.00']], totals],
      [[['Bruno', '1100.00']], totals],
      [[], totals],
    ]);
    expect(pages.map(({ pagination }) => pagination)).toEqual(
      [1, 2, 3].map((number) => ({ page: number, limit: 1, total: 2, total_pages: 2, next_cursor: null })),
    );
    expect(pages[1].data.customers[0].days_1_30.invoices.map((invoice: { invoice_id: string }) => invoice.invoice_id)).toEqual([march.invoices.b1]);
    expect((await page('')).pagination).toMatchObject({ page: 1, limit: 10, total: 2 });
    await expectPageRefusals(`${AGED}?`);

    // By name as the customers list sorts it, whatever the case, not in the order the customers were created;
    // a customer owing nothing (Betty, between alice and Bob) takes no place on a page.
    const { production: client } = await platform.createBusiness({ baseCurrency: 'USD' });
    await created(client, CUSTOMERS, { name: 'Betty' });
    for (const name of ['carol', 'Bob', 'alice']) {
      const customer = await created<{ id: string }>(client, CUSTOMERS, { name });
      await created(client, INVOICES, { customer_id: customer.id, status: 'open', lines: [{ description: 'Work', quantity: '1', unit_price: '10.00' }] });
    }
    const names = async (query: string) => (await client.get(`${AGED}?${query}`)).body.data.customers.map((customer: { name: string }) => customer.name);
    expect([await names('limit=2'), await names('limit=2&page=2')]).toEqual([['alice', 'Bob'], ['carol']]);
    const listed = (await client.get(`${CUSTOMERS}?sort=name`)).body.data.map((customer: { name: string }) => customer.name);
    expect(listed).toEqual(['alice', 'Betty', 'Bob', 'carol']);
    expect(await names('')).toEqual(listed.filter((name: string) => name !== 'Betty'));
  });

  it('answers a statement and aged receivables again from the read cache until the business records an event: then a renamed customer or a payment shows at once', async () => {
    const { production: client } = await platform.createBusiness({ baseCurrency: 'USD' });
    const hopper = await created<{ id: string }>(client, CUSTOMERS, { name: 'Hopper' });
    const invoice = await created<{ id: string }>(client, INVOICES, {
      customer_id: hopper.id,
      issue_date: '2026-04-01',
      status: 'open',
      lines: [{ description: 'Design', quantity: '1', unit_price: '40.00' }],
    });
    const statement = async () => {
      const { data } = (await client.get(`${STATEMENT}?customer_id=${hopper.id}&from=2026-04-01&to=2026-04-30`)).body;
      return [data.name, data.lines.map((line: Record<string, string>) => line.balance), data.closing_balance];
    };
    const owing = async () => {
      const { data } = (await client.get(`${AGED}?as_of=2026-04-30`)).body;
      return data.customers.map((customer: { name: string; total: string }) => [customer.name, customer.total]);
    };
    expect(await statement()).toEqual(['Hopper', ['40.00'], '40.00']);
    expect(await owing()).toEqual([['Hopper', '40.00']]);
    // Changed behind the API's back (no event): the answers read before are given again.
    await platform.db.query("UPDATE customers SET name = 'Hopper (SQL)' WHERE id = $1", [hopper.id]);
    expect(await statement()).toEqual(['Hopper', ['40.00'], '40.00']);
    expect(await owing()).toEqual([['Hopper', '40.00']]);
    await created(client, `${INVOICES}/${invoice.id}/payments`, { amount: '15.00', date: '2026-04-02' });
    expect(await statement()).toEqual(['Hopper (SQL)', ['40.00', '25.00'], '25.00']);
    expect(await owing()).toEqual([['Hopper (SQL)', '25.00']]);
  });

  it('refuses a missing or malformed customer with 400 and another business’s with 404', async () => {
    expectFieldError(await march.client.get(STATEMENT), 'customer_id');
    expectFieldError(await march.client.get(`${STATEMENT}?customer_id=ada`), 'customer_id');
    expectFieldError(await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-04-01&to=2026-03-01`), 'from');
    expectFieldError(await march.client.get(`${AGED}?as_of=yesterday`), 'as_of');
    const other = await platform.createBusiness({ baseCurrency: 'USD' });
    const response = await other.production.get(`${STATEMENT}?customer_id=${march.customers.ada}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 'error', code: 'not_found', message: 'Customer not found' });
    expect((await other.production.get(`${AGED}?as_of=2026-03-31`)).body.data.customers).toEqual([]);
  });
  it('reads what each invoice owed on every day as what the subledger held for it then, through changes and voids', async () => {
    // X: Bruno's EUR 60.00 at 1.25 (75.00) of 04-05, changed to Ada's USD 80.00 of 04-07 (its first posting reversed on 04-05);
    // Y: Ada's 60.00 of 04-10, renumbered and due on 04-30 instead (no posting), voided on 05-15.
    const x = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: march.customers.bruno,
      issue_date: '2026-04-05',
      due_date: '2026-04-20',
      currency: 'EUR',
      exchange_rate: '1.25',
      status: 'open',
      lines: [{ description: 'Repairs', quantity: '1', unit_price: '60.00' }],
    });
    const changed = await march.client.put(`${INVOICES}/${x.id}`, {
      customer_id: march.customers.ada,
      currency: 'USD',
      issue_date: '2026-04-07',
      lines: [{ description: 'Repairs', quantity: '1', unit_price: '80.00' }],
    });
    expect(changed.status).toBe(200);
    const createdY = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: march.customers.ada,
      issue_date: '2026-04-10',
      status: 'open',
      lines: [{ description: 'Parts', quantity: '3', unit_price: '20.00' }],
    });
    const y = { id: createdY.id, number: `${createdY.number}-R` };
    expect((await march.client.put(`${INVOICES}/${y.id}`, { number: y.number, due_date: '2026-04-30' })).status).toBe(200);

    const rows = (asOf: string) => async (report: Promise<{ customers: Record<string, Bucket | string>[] }>) =>
      (await report).customers.flatMap((customer) =>
        ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'].flatMap((bucket) =>
          (customer[bucket] as Bucket).invoices.map((invoice) => [asOf, customer.name, bucket, invoice.number, invoice.days_past_due, invoice.amount_due]),
        ),
      );
    const mine = (list: unknown[][]) => list.filter((row) => row[3] === x.number || row[3] === y.number);
    expect(mine(await rows('2026-04-06')(aged('2026-04-06')))).toEqual([]);
    expect(mine(await rows('2026-04-07')(aged('2026-04-07')))).toEqual([['2026-04-07', 'Ada', 'current', x.number, 0, '80.00']]);
    expect(mine(await rows('2026-05-14')(aged('2026-05-14')))).toEqual([
      ['2026-05-14', 'Ada', 'days_1_30', x.number, 24, '80.00'],
      ['2026-05-14', 'Ada', 'days_1_30', y.number, 14, '60.00'],
    ]);
    expect((await march.client.post(`${INVOICES}/${y.id}/void`, { date: '2026-05-15' })).status).toBe(200);
    expect(mine(await rows('2026-05-15')(aged('2026-05-15')))).toEqual([['2026-05-15', 'Ada', 'days_1_30', x.number, 25, '80.00']]);

    const statement = (await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-04-01&to=2026-05-31`)).body.data;
    expect(statement.opening_balance).toBe('220.00');
    // X was Bruno's until it changed hands: its first posting and that posting's reversal are on Bruno's statement, not Ada's.
    expect(statement.lines.map((line: Record<string, string>) => [line.date, line.type, line.number, line.amount, line.balance])).toEqual([
      ['2026-04-07', 'invoice', x.number, '80.00', '300.00'],
      ['2026-04-10', 'invoice', y.number, '60.00', '360.00'],
      ['2026-05-15', 'invoice_void', y.number, '-60.00', '300.00'],
    ]);
    expect(statement.closing_balance).toBe('300.00');
    expect(statement.aging).toMatchObject({ days_31_60: { total: '300.00' }, total: '300.00' });
    const bruno = (await march.client.get(`${STATEMENT}?customer_id=${march.customers.bruno}&from=2026-04-01&to=2026-04-30`)).body.data;
    expect(bruno.lines.map((line: Record<string, string>) => [line.date, line.type, line.number, line.amount, line.balance])).toEqual([
      ['2026-04-05', 'invoice', x.number, '75.00', '75.00'],
      ['2026-04-05', 'invoice_change', x.number, '-75.00', '0.00'],
    ]);
    expect([bruno.opening_balance, bruno.closing_balance, bruno.aging.total]).toEqual(['0.00', '0.00', '0.00']);

    // Every day from before the books to after the last posting, what each invoice owed (from the spans the database keeps) is what the
    // customer's own rows of the subledger up to that day add up to for it (X's first posting and its reversal are Bruno's): aged
    // receivables' page statement shows every such invoice under its customer, counts the customers owing, sums the buckets as the rules
    // package buckets them, and adds up to Accounts Receivable; a statement's dues give each customer's.
    const repository = new ReportsRepository();
    const db = { query: <Row>(text: string, sql?: Sql) => platform.db.query<Row[]>(text, sql?.values) };
    const scope = { businessId: business.businessId, environment: 'production' as const };
    const sorted = (dues: { customer_id: string; invoice_id: string; due: string }[]) =>
      dues.map((due) => `${due.customer_id} ${due.invoice_id} ${new Decimal(due.due).toFixed(2)}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const held = (day: string, customer?: string) =>
      platform.db.query<{ customer_id: string; invoice_id: string; due: string }[]>(
        `SELECT customer_id, invoice_id, sum(amount)::text AS due FROM receivable_movements
          WHERE business_id = $1 AND environment = 'production' AND date <= $2 AND ($3::uuid IS NULL OR customer_id = $3)
          GROUP BY customer_id, invoice_id HAVING sum(amount) <> 0`,
        [business.businessId, day, customer ?? null],
      );
    for (let day = '2026-02-28'; day <= '2026-08-02'; day = addDays(day, 1)) {
      const page = await repository.agedReceivablesPage(db, scope, day, { offset: 0, limit: 100 });
      // Each invoice under the customer it is shown under: the customer's id leads the compared text.
      const dues = page.shown.flatMap((shown) => shown.invoices.map((invoice) => ({ ...invoice, customer_id: shown.customer_id })));
      const owed = await held(day);
      expect([day, sorted(dues)]).toEqual([day, sorted(owed)]);
      const owing = [...new Set(owed.map((due) => due.customer_id))].sort();
      expect([day, page.customers, page.shown.map((shown) => shown.customer_id).sort()]).toEqual([day, owing.length, owing]);
      const aged = aging(dues, day, 'USD');
      const totals = { ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, aged[bucket].total])), total: aged.total };
      expect([day, agingTotals(page.buckets, 'USD')]).toEqual([day, totals]);
      const [{ balance }] = await platform.db.query(
        `SELECT (a.balance - coalesce((SELECT sum(d.debit - d.credit) FROM account_daily_balances d WHERE d.account_id = a.id AND d.date > $2), 0))::numeric(20, 2)::text AS balance
           FROM accounts a WHERE a.business_id = $1 AND a.environment = 'production' AND a.subtype = 'accounts_receivable'`,
        [business.businessId, day],
      );
      expect([day, dues.reduce((total, due) => total.plus(due.due), new Decimal(0)).toFixed(2)]).toEqual([day, balance]);
      for (const customer of [march.customers.ada, march.customers.bruno]) {
        const own = (await repository.dues(db, scope, day, customer)).map((due) => ({ ...due, customer_id: customer }));
        expect([day, customer, sorted(own)]).toEqual([day, customer, sorted(await held(day, customer))]);
      }
    }
    expect((await aged('2026-04-20')).totals).toMatchObject({ current: '140.00', days_1_30: '220.00', total: '360.00' });
  });

  it('finds a span of any length on each of its days: at both edges of every length class, beyond the last, and open', async () => {
    // Spans written straight into the kept table for one invoice of another business, one per length: 1 to 4,097 days (the
    // classes' edges, 2^k and 2^k + 1 days, the last beyond any class) and one still open. Aged receivables must show, on
    // each span's first and last days and the days either side, exactly the spans that day falls in.
    const other = await platform.createBusiness({ baseCurrency: 'USD' });
    const customer = await created<{ id: string }>(other.production, CUSTOMERS, { name: 'Long spans' });
    const invoice = await created<{ id: string }>(other.production, INVOICES, {
      customer_id: customer.id,
      issue_date: '2026-01-01',
      due_date: '2026-01-31',
      status: 'open',
      lines: [{ description: 'Work', quantity: '1', unit_price: '10.00' }],
    });
    const lengths = [1, 3, ...Array.from({ length: 13 }, (_, k) => [2 ** k, 2 ** k + 1]).flat(), null];
    const spans = lengths.map((length, i) => {
      const from = addDays('2001-01-01', 7 * i);
      return { from, to: length === null ? 'infinity' : addDays(from, length), due: `${i + 1}.00` };
    });
    await platform.db.query(`DELETE FROM receivable_dues WHERE business_id = $1`, [other.businessId]);
    for (const span of spans) {
      await platform.db.query(
        `INSERT INTO receivable_dues (business_id, environment, invoice_id, customer_id, from_date, to_date, due, number, issue_date, due_date)
         VALUES ($1, 'production', $2, $3, $4, $5, $6, 'N', '2026-01-01', '2026-01-31')`,
        [other.businessId, invoice.id, customer.id, span.from, span.to, span.due],
      );
    }
    const db = { query: <Row>(text: string, sql?: Sql) => platform.db.query<Row[]>(text, sql?.values) };
    const scope = { businessId: other.businessId, environment: 'production' as const };
    const days = spans.flatMap((span) => [span.from, span.to === 'infinity' ? '2060-01-01' : span.to].flatMap((day) => [addDays(day, -1), day]));
    for (const day of days) {
      const page = await new ReportsRepository().agedReceivablesPage(db, scope, day, { offset: 0, limit: 100 });
      const found = (page.shown[0]?.invoices ?? []).map((due) => new Decimal(due.due).toFixed(2)).sort();
      const holding = spans.filter((span) => span.from <= day && (span.to === 'infinity' || day < span.to)).map((span) => span.due);
      // The page's invoices are read by customer; the count of customers owing and the totals, by length class.
      const total = holding.reduce((sum, due) => sum.plus(due), new Decimal(0)).toFixed(2);
      expect([day, found, page.customers, agingTotals(page.buckets, 'USD').total]).toEqual([day, holding.sort(), holding.length > 0 ? 1 : 0, total]);
    }
  });
});
