import { deriveEveryCashBasis } from '@ledgerline/domain';
import { BUSINESS, expectFieldError, PAYMENTS } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { newInvoice, openBooks, pay } from './invoicing';
import { bookMarch, MARCH_TIME_ZONE, type March } from './reports-month';

// The trial balance, balance sheet and profit and loss of the hand-worked March in reports-month.ts:
// every figure below was worked out by hand from the table there.

const BS = '/api/v1/reports/balance-sheet';
const PL = '/api/v1/reports/profit-and-loss';
const TB = '/api/v1/reports/trial-balance';

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe('financial statements of a hand-worked month', () => {
  let platform: TestPlatform;
  let march: March;
  const row = (code: string, amount: string) => expect.objectContaining({ account_id: march.accounts[code], code, amount });
  const amounts = (rows: { code: string; amounts: string[] }[]) => rows.map((account) => [account.code, ...account.amounts]);

  beforeAll(async () => {
    platform = await startTestPlatform();
    march = await bookMarch(await platform.createBusiness({ baseCurrency: 'USD' }));
  });
  afterAll(() => platform.close());

  it('trial balance at the end of March: each account on its side, netting to zero', async () => {
    const report = (await march.client.get(`${TB}?as_of=2026-03-31`)).body.data;
    expect(report.rows.map((r: { code: string; debit: string; credit: string }) => [r.code, r.debit, r.credit])).toEqual([
      ['1000', '330.00', '0.00'],
      ['1010', '6630.00', '0.00'],
      ['1100', '220.00', '0.00'],
      ['2100', '0.00', '110.00'],
      ['2200', '0.00', '120.00'],
      ['3000', '0.00', '5000.00'],
      ['4000', '0.00', '2200.00'],
      ['6000', '200.00', '0.00'],
      ['7000', '50.00', '0.00'],
    ]);
    expect(report.totals).toEqual({ debit: '7430.00', credit: '7430.00' });
    expect(report.rows[0]).toEqual({
      account_id: march.accounts['1000'],
      code: '1000',
      name: 'Cash',
      type: 'asset',
      subtype: 'cash',
      debit: '330.00',
      credit: '0.00',
    });
  });

  it('balance sheet at the end of March: assets = liabilities + equity, March’s earnings in equity', async () => {
    const response = await march.client.get(`${BS}?as_of=2026-03-31`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      as_of: '2026-03-31',
      fiscal_year_start: '2026-01-01',
      currency: 'USD',
      assets: { accounts: [row('1000', '330.00'), row('1010', '6630.00'), row('1100', '220.00')], total: '7180.00' },
      liabilities: { accounts: [row('2100', '110.00'), row('2200', '120.00')], total: '230.00' },
      equity: { accounts: [row('3000', '5000.00')], prior_years_earnings: '0.00', current_year_earnings: '1950.00', total: '6950.00' },
      liabilities_and_equity: '7180.00',
    });
    expect(response.body.data.liabilities.accounts[1]).toEqual({
      account_id: march.accounts['2200'],
      code: '2200',
      name: 'Accrued Liabilities',
      type: 'liability',
      subtype: 'current_liability',
      amount: '120.00',
    });
  });

  it('balance sheet on 1 April: the accrual reversed out of liabilities and back into earnings', async () => {
    const sheet = (await march.client.get(`${BS}?as_of=2026-04-01`)).body.data;
    expect(sheet.liabilities).toEqual({ accounts: [row('2100', '110.00')], total: '110.00' });
    expect(sheet.equity).toMatchObject({ prior_years_earnings: '0.00', current_year_earnings: '2070.00', total: '7070.00' });
    expect(sheet.assets.total).toBe('7180.00');
    expect(sheet.liabilities_and_equity).toBe('7180.00');
  });

  it('lists zero-balance accounts only with include_zero=true; before any entry everything is zero', async () => {
    const empty = (await march.client.get(`${BS}?as_of=2026-02-28`)).body.data;
    expect(empty).toMatchObject({ assets: { accounts: [], total: '0.00' }, liabilities_and_equity: '0.00' });
    const all = (await march.client.get(`${BS}?as_of=2026-03-31&include_zero=true`)).body.data;
    expect(all.assets.accounts.map((a: { code: string }) => a.code)).toEqual(['1000', '1010', '1100']);
    expect(all.equity.accounts.map((a: { code: string; amount: string }) => [a.code, a.amount])).toEqual([
      ['3000', '5000.00'],
      ['3100', '0.00'],
    ]);
  });

  it('profit and loss for March, accrual basis', async () => {
    const response = await march.client.get(`${PL}?from=2026-03-01&to=2026-03-31`);
    expect(response.status).toBe(200);
    const report = response.body.data;
    expect(report).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      basis: 'accrual',
      currency: 'USD',
      columns: [{ from: '2026-03-01', to: '2026-03-31' }],
    });
    expect(amounts(report.income.accounts)).toEqual([['4000', '2200.00']]);
    expect(report.income.total).toEqual(['2200.00']);
    expect(report.cost_of_sales).toEqual({ accounts: [], total: ['0.00'] });
    expect(amounts(report.expenses.accounts)).toEqual([
      ['6000', '200.00'],
      ['7000', '50.00'],
    ]);
    expect(report.expenses.total).toEqual(['250.00']);
    expect(report.gross_profit).toEqual(['2200.00']);
    expect(report.net_income).toEqual(['1950.00']);
    expect(report.income.accounts[0]).toEqual({
      account_id: march.accounts['4000'],
      code: '4000',
      name: 'Sales',
      type: 'income',
      subtype: 'sales',
      amounts: ['2200.00'],
    });
  });

  it('profit and loss for March, cash basis: invoices count as paid, the part-paid one a third', async () => {
    const report = (await march.client.get(`${PL}?from=2026-03-01&to=2026-03-31&basis=cash`)).body.data;
    // Cash sales 300 + A1 paid in full 500 + A2 paid 110 of 330 → 100 + B1 paid in full 1100.
    expect(amounts(report.income.accounts)).toEqual([['4000', '2000.00']]);
    expect(report.expenses.total).toEqual(['250.00']);
    expect(report.net_income).toEqual(['1750.00']);
    expect(report.basis).toBe('cash');
    // Once A2 is paid in full in April, the rest of its income counts then.
    await march.client.post(`/api/v1/invoices/${march.invoices.a2}/payments`, {
      amount: '220.00',
      date: '2026-04-05',
      deposit_account_id: march.accounts['1010'],
    });
    const april = (await march.client.get(`${PL}?from=2026-04-01&to=2026-04-30&basis=cash&compare=previous_period`)).body.data;
    expect(amounts(april.income.accounts)).toEqual([['4000', '200.00', '2000.00']]);
    expect(amounts(april.expenses.accounts)).toEqual([
      ['6000', '-120.00', '200.00'],
      ['7000', '0.00', '50.00'],
    ]);
    expect(april.net_income).toEqual(['320.00', '1750.00']);
    const accrualApril = (await march.client.get(`${PL}?from=2026-04-01&to=2026-04-30`)).body.data;
    expect(accrualApril.income).toEqual({ accounts: [], total: ['0.00'] });
    expect(accrualApril.net_income).toEqual(['120.00']);
  });

  it('cash basis: a voided payment stops counting in its own period, the other payments still count in theirs', async () => {
    const books = await openBooks(platform);
    const invoice = await newInvoice(books, { status: 'open', issue_date: '2026-05-02', due_date: '2026-06-01' });
    const deposit = { deposit_account_id: books.accounts['Cash'] };
    const first = await pay(books, invoice.id, { amount: '40.00', date: '2026-05-10', ...deposit });
    await pay(books, invoice.id, { amount: '60.00', date: '2026-06-05', ...deposit });
    const juneAndMay = async () => (await books.client.get(`${PL}?from=2026-06-01&to=2026-06-30&basis=cash&compare=previous_period`)).body.data.income.total;
    expect(await juneAndMay()).toEqual(['60.00', '40.00']);
    expect((await books.client.delete(`${PAYMENTS}/${first.id}`)).status).toBe(200);
    // The void is dated as the payment was: May counts nothing of the invoice, June its 60 of 100.
    expect(await juneAndMay()).toEqual(['60.00', '0.00']);
  });

  it('cash basis: deriving the projection from the books alone (as its migration does) gives the rows and daily totals the writes left', async () => {
    const rows = async () => ({
      invoices: await platform.db.query(
        'SELECT business_id, environment, invoice_id, account_id, date::text, amount::text FROM cash_basis_movements ORDER BY 1, 2, 3, 4, 5',
      ),
      days: await platform.db.query(
        'SELECT business_id, environment, account_id, date::text, amount::text FROM cash_basis_daily WHERE amount <> 0 ORDER BY 1, 2, 3, 4',
      ),
    });
    const written = await rows();
    expect(written.invoices.length).toBeGreaterThan(5);
    expect(written.days.length).toBeGreaterThan(5);
    await platform.db.query('DELETE FROM cash_basis_movements');
    await platform.db.query('DELETE FROM cash_basis_daily');
    await deriveEveryCashBasis(platform.db);
    expect(await rows()).toEqual(written);
  });

  it('compares with previous periods and previous years, one amount per column', async () => {
    const report = (await march.client.get(`${PL}?from=2026-04-01&to=2026-04-30&compare=previous_period&periods=2`)).body.data;
    expect(report.columns).toEqual([
      { from: '2026-04-01', to: '2026-04-30' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ]);
    expect(amounts(report.income.accounts)).toEqual([['4000', '0.00', '2200.00', '0.00']]);
    expect(report.net_income).toEqual(['120.00', '1950.00', '0.00']);
    const yearly = (await march.client.get(`${PL}?from=2027-03-01&to=2027-03-31&compare=previous_year&periods=1`)).body.data;
    expect(yearly.columns[1]).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(yearly.net_income).toEqual(['0.00', '1950.00']);
  });

  it('starts the current year at the fiscal year’s first month: earlier months become prior years’ earnings', async () => {
    expect((await march.client.put(BUSINESS, { fiscal_year_start_month: 4 })).status).toBe(200);
    try {
      const sheet = (await march.client.get(`${BS}?as_of=2026-04-01`)).body.data;
      expect(sheet).toMatchObject({
        fiscal_year_start: '2026-04-01',
        equity: { prior_years_earnings: '1950.00', current_year_earnings: '120.00', total: '7070.00' },
      });
      // The profit and loss defaults to the fiscal year to date: from 1 April.
      const yearToDate = (await march.client.get(`${PL}?to=2026-04-30`)).body.data;
      expect(yearToDate).toMatchObject({ from: '2026-04-01', to: '2026-04-30', net_income: ['120.00'] });
    } finally {
      await march.client.put(BUSINESS, { fiscal_year_start_month: 1 });
    }
  });

  it('defaults as_of and to to today in the business’s time zone', async () => {
    const before = todayIn(MARCH_TIME_ZONE);
    const sheet = (await march.client.get(BS)).body.data;
    const pl = (await march.client.get(PL)).body.data;
    expect([before, todayIn(MARCH_TIME_ZONE)]).toContain(sheet.as_of);
    expect([before, todayIn(MARCH_TIME_ZONE)]).toContain(pl.to);
    expect(pl.from).toBe(`${pl.to.slice(0, 4)}-01-01`);
  });

  it('answers CSV with a header, one row per data row and marked totals', async () => {
    const sheet = await march.client.get(`${BS}?as_of=2026-03-31`, { headers: { accept: 'text/csv' } });
    expect(sheet.headers['content-type']).toMatch(/^text\/csv/);
    const ids = march.accounts;
    expect(sheet.text.split('\r\n')).toEqual([
      'row,section,account_id,code,name,type,subtype,amount',
      `account,assets,${ids['1000']},1000,Cash,asset,cash,330.00`,
      `account,assets,${ids['1010']},1010,Bank,asset,bank,6630.00`,
      `account,assets,${ids['1100']},1100,Accounts Receivable,asset,accounts_receivable,220.00`,
      'total,assets,,,Total assets,,,7180.00',
      `account,liabilities,${ids['2100']},2100,Sales Tax Payable,liability,sales_tax,110.00`,
      `account,liabilities,${ids['2200']},2200,Accrued Liabilities,liability,current_liability,120.00`,
      'total,liabilities,,,Total liabilities,,,230.00',
      `account,equity,${ids['3000']},3000,Owner's Equity,equity,owners_equity,5000.00`,
      'earnings,equity,,,Prior years’ earnings,,,0.00',
      'earnings,equity,,,Current year earnings,,,1950.00',
      'total,equity,,,Total equity,,,6950.00',
      'total,,,,Total liabilities and equity,,,7180.00',
      '',
    ]);
    const pl = await march.client.get(`${PL}?from=2026-03-01&to=2026-03-31&compare=previous_period`, { headers: { accept: 'text/csv' } });
    expect(pl.text.split('\r\n')).toEqual([
      'row,section,account_id,code,name,type,subtype,2026-03-01..2026-03-31,2026-02-01..2026-02-28',
      `account,income,${ids['4000']},4000,Sales,income,sales,2200.00,0.00`,
      'total,income,,,Total income,,,2200.00,0.00',
      'total,cost_of_sales,,,Total cost of sales,,,0.00,0.00',
      'total,,,,Gross profit,,,2200.00,0.00',
      `account,expenses,${ids['6000']},6000,General Expenses,expense,general_expense,200.00,0.00`,
      `account,expenses,${ids['7000']},7000,Exchange Gains/Losses,expense,exchange_gain_loss,50.00,0.00`,
      'total,expenses,,,Total expenses,,,250.00,0.00',
      'total,,,,Net income,,,1950.00,0.00',
      '',
    ]);
  });

  it('refuses bad dates, a from after to, and bad comparison parameters with 400 naming the parameter', async () => {
    expectFieldError(await march.client.get(`${BS}?as_of=2026-02-30`), 'as_of');
    expectFieldError(await march.client.get(`${PL}?from=2026-04-01&to=2026-03-31`), 'from');
    expectFieldError(await march.client.get(`${PL}?from=March`), 'from');
    expectFieldError(await march.client.get(`${PL}?basis=cashflow`), 'basis');
    expectFieldError(await march.client.get(`${PL}?compare=last_week`), 'compare');
    expectFieldError(await march.client.get(`${PL}?compare=previous_period&periods=13`), 'periods');
    expectFieldError(await march.client.get(`${PL}?compare=previous_period&periods=1.5`), 'periods');
    expectFieldError(await march.client.get(`${PL}?periods=2`), 'periods');
    expectFieldError(await march.client.get(`${BS}?include_zero=yes`), 'include_zero');
  });

  it('shows another business none of these books', async () => {
    const other = await platform.createBusiness({ baseCurrency: 'USD' });
    const sheet = (await other.production.get(`${BS}?as_of=2026-03-31`)).body.data;
    expect(sheet.assets).toEqual({ accounts: [], total: '0.00' });
    expect((await other.production.get(`${PL}?from=2026-03-01&to=2026-03-31&basis=cash`)).body.data.net_income).toEqual(['0.00']);
  });
});
