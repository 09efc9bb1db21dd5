import { created, CUSTOMERS, expectFieldError, INVOICES, PAYMENTS } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
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
  let march: March;
  const aged = async (asOf: string) => (await march.client.get(`${AGED}?as_of=${asOf}`)).body.data;
  const invoices = (bucket: Bucket) => bucket.invoices.map((invoice) => [invoice.number, invoice.days_past_due, invoice.amount_due]);
  const number = async (invoiceId: string) => (await march.client.get(`${INVOICES}/${invoiceId}`)).body.data.number;

  beforeAll(async () => {
    platform = await startTestPlatform();
    march = await bookMarch(await platform.createBusiness({ baseCurrency: 'USD' }));
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

  it('shows voids on the dates they are posted (the dates of what they undo), and closes today at the customer’s balance', async () => {
    const grace = await created<{ id: string }>(march.client, CUSTOMERS, { name: 'Grace' });
    const invoice = await created<{ id: string; number: string }>(march.client, INVOICES, {
      customer_id: grace.id,
      issue_date: '2026-04-01',
      status: 'open',
      lines: [{ description: 'Design', quantity: '1', unit_price: '40.00' }],
    });
    const paid = await created<{ id: string }>(march.client, `${INVOICES}/${invoice.id}/payments`, { amount: '15.00', date: '2026-04-02' });
    expect((await march.client.delete(`${PAYMENTS}/${paid.id}`)).status).toBe(200);
    expect((await march.client.post(`${INVOICES}/${invoice.id}/void`)).status).toBe(200);
    const statement = (await march.client.get(`${STATEMENT}?customer_id=${grace.id}&from=2026-04-01`)).body.data;
    expect(statement.lines.map((line: Record<string, string>) => [line.date, line.type, line.amount, line.balance])).toEqual([
      ['2026-04-01', 'invoice', '40.00', '40.00'],
      ['2026-04-01', 'invoice_void', '-40.00', '0.00'],
      ['2026-04-02', 'payment', '-15.00', '-15.00'],
      ['2026-04-02', 'payment_void', '15.00', '0.00'],
    ]);
    expect(statement.closing_balance).toBe((await march.client.get(`${CUSTOMERS}/${grace.id}`)).body.data.balance);
    const ada = (await march.client.get(`${STATEMENT}?customer_id=${march.customers.ada}&from=2026-01-01`)).body.data;
    expect(ada.closing_balance).toBe((await march.client.get(`${CUSTOMERS}/${march.customers.ada}`)).body.data.balance);
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
});
