import { accountIds, created, expectFieldError, JOURNALS } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { bookMarch, type March } from './reports-month';

// The general ledger of the hand-worked March (reports-month.ts). Its 27 lines, account by
// account: Cash 2, Bank 5, Accounts Receivable 6, Sales Tax 4, Accrued Liabilities 1, Owner's
// Equity 1, Sales 5, General Expenses 2, Exchange Gains/Losses 1.

const GL = '/api/v1/reports/general-ledger';

interface Line {
  date: string;
  source_type: string;
  source_id: string;
  journal_entry_id: string;
  memo: string | null;
  debit: string;
  credit: string;
  balance: string;
}
interface Block {
  code: string;
  opening_balance: string;
  debit: string;
  credit: string;
  closing_balance: string;
  lines: Line[];
}

describe('GET /api/v1/reports/general-ledger', () => {
  let platform: TestPlatform;
  let march: March;
  const ledger = async (query: string) => {
    const response = await march.client.get(`${GL}?${query}`);
    expect(response.status).toBe(200);
    return response.body as {
      data: { accounts: Block[] };
      pagination: { page: number | null; total: number; total_pages: number; next_cursor: string | null };
    };
  };
  const flat = (blocks: Block[]) => blocks.flatMap((block) => block.lines.map((line) => [block.code, line.date, line.balance]));

  beforeAll(async () => {
    platform = await startTestPlatform();
    march = await bookMarch(await platform.createBusiness({ baseCurrency: 'USD' }));
  });
  afterAll(() => platform.close());

  it('lists March account by account: opening, lines with running balances, period totals, closing', async () => {
    const { data, pagination } = await ledger('from=2026-03-01&to=2026-03-31&limit=100');
    expect(pagination).toEqual({ page: 1, limit: 100, total: 27, total_pages: 1, next_cursor: null });
    expect(data.accounts.map((block) => [block.code, block.opening_balance, block.debit, block.credit, block.closing_balance, block.lines.length])).toEqual([
      ['1000', '0.00', '330.00', '0.00', '330.00', 2],
      ['1010', '0.00', '6710.00', '80.00', '6630.00', 5],
      ['1100', '0.00', '1980.00', '1760.00', '220.00', 6],
      ['2100', '0.00', '0.00', '110.00', '-110.00', 4],
      ['2200', '0.00', '0.00', '120.00', '-120.00', 1],
      ['3000', '0.00', '0.00', '5000.00', '-5000.00', 1],
      ['4000', '0.00', '0.00', '2200.00', '-2200.00', 5],
      ['6000', '0.00', '200.00', '0.00', '200.00', 2],
      ['7000', '0.00', '50.00', '0.00', '50.00', 1],
    ]);
    const bank = data.accounts[1];
    expect(bank).toMatchObject({ account_id: march.accounts['1010'], name: 'Bank', type: 'asset', subtype: 'bank' });
    expect(bank.lines.map((line) => [line.date, line.source_type, line.source_id, line.memo, line.debit, line.credit, line.balance])).toEqual([
      ['2026-03-01', 'manual', march.journals.invest, 'Owner invests', '5000.00', '0.00', '5000.00'],
      ['2026-03-15', 'payment', march.payments.a1, expect.any(String), '550.00', '0.00', '5550.00'],
      ['2026-03-20', 'payment', march.payments.a2, expect.any(String), '110.00', '0.00', '5660.00'],
      ['2026-03-25', 'manual', march.journals.supplies, 'Office supplies', '0.00', '80.00', '5580.00'],
      ['2026-03-28', 'payment', march.payments.b1, expect.any(String), '1050.00', '0.00', '6630.00'],
    ]);
    expect(bank.lines[0].journal_entry_id).toBe(march.journals.invest);
    expect(data.accounts[0].lines.map((line) => [line.source_type, line.source_id])).toEqual([
      ['sale', march.sales.s1],
      ['sale', march.sales.s2],
    ]);
  });

  it('pages by lines, by page number or cursor, carrying the running balance across pages', async () => {
    const first = await ledger('from=2026-03-01&to=2026-03-31&limit=3');
    expect(first.pagination).toMatchObject({ page: 1, total: 27, total_pages: 9 });
    expect(flat(first.data.accounts)).toEqual([
      ['1000', '2026-03-02', '110.00'],
      ['1000', '2026-03-05', '330.00'],
      ['1010', '2026-03-01', '5000.00'],
    ]);
    const second = await ledger('from=2026-03-01&to=2026-03-31&limit=3&page=2');
    expect(flat(second.data.accounts)).toEqual([
      ['1010', '2026-03-15', '5550.00'],
      ['1010', '2026-03-20', '5660.00'],
      ['1010', '2026-03-25', '5580.00'],
    ]);
    expect(second.data.accounts.map((block) => [block.code, block.opening_balance, block.closing_balance])).toEqual([['1010', '0.00', '6630.00']]);
    const byCursor = await ledger(`from=2026-03-01&to=2026-03-31&limit=3&cursor=${first.pagination.next_cursor}`);
    expect(byCursor.data).toEqual(second.data);
    expect(byCursor.pagination.page).toBeNull();
    // Walk every page by cursor: every line once, in order, ending with no cursor.
    const walked = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await ledger(`from=2026-03-01&to=2026-03-31&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...flat(page.data.accounts));
      cursor = page.pagination.next_cursor;
    }
    expect(walked).toEqual(flat((await ledger('from=2026-03-01&to=2026-03-31&limit=100')).data.accounts));
    const last = await ledger('from=2026-03-01&to=2026-03-31&limit=3&page=9');
    expect(flat(last.data.accounts)).toEqual([
      ['6000', '2026-03-25', '80.00'],
      ['6000', '2026-03-31', '200.00'],
      ['7000', '2026-03-28', '50.00'],
    ]);
    expect((await ledger('from=2026-03-01&to=2026-03-31&limit=3&page=10')).data.accounts).toEqual([]);
  });

  it('lists accounts with a balance but no line in the period, and keeps one account with account_id', async () => {
    const april = await ledger('from=2026-04-01&to=2026-04-30&limit=100');
    expect(april.pagination.total).toBe(2);
    expect(april.data.accounts.map((block) => [block.code, block.opening_balance, block.lines.length, block.closing_balance])).toEqual([
      ['1000', '330.00', 0, '330.00'],
      ['1010', '6630.00', 0, '6630.00'],
      ['1100', '220.00', 0, '220.00'],
      ['2100', '-110.00', 0, '-110.00'],
      ['2200', '-120.00', 1, '0.00'],
      ['3000', '-5000.00', 0, '-5000.00'],
      ['4000', '-2200.00', 0, '-2200.00'],
      ['6000', '200.00', 1, '80.00'],
      ['7000', '50.00', 0, '50.00'],
    ]);
    expect(april.data.accounts[4].lines[0]).toMatchObject({ date: '2026-04-01', journal_entry_id: march.journals.reversal, debit: '120.00', balance: '0.00' });
    const bank = await ledger(`from=2026-03-16&to=2026-03-31&account_id=${march.accounts['1010']}`);
    expect(bank.data.accounts.map((block) => [block.code, block.opening_balance, block.closing_balance])).toEqual([['1010', '5550.00', '6630.00']]);
    expect(flat(bank.data.accounts)).toEqual([
      ['1010', '2026-03-20', '5660.00'],
      ['1010', '2026-03-25', '5580.00'],
      ['1010', '2026-03-28', '6630.00'],
    ]);
    const quiet = await ledger(`from=2026-04-01&to=2026-04-30&account_id=${march.accounts['3100']}`);
    expect(quiet.data.accounts.map((block) => [block.code, block.opening_balance, block.lines.length])).toEqual([['3100', '0.00', 0]]);
  });

  it('answers CSV: opening, line and closing rows', async () => {
    const csv = await march.client.get(`${GL}?from=2026-03-16&to=2026-03-31&account_id=${march.accounts['1010']}`, { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('row,account_id,code,name,type,subtype,line_id,journal_entry_id,date,source_type,source_id,memo,description,debit,credit,balance');
    expect(rows[1]).toBe(`opening,${march.accounts['1010']},1010,Bank,asset,bank,,,,,,,,,,5550.00`);
    expect(rows[3]).toMatch(
      new RegExp(
        `^line,${march.accounts['1010']},1010,Bank,asset,bank,[0-9a-f-]{36},${march.journals.supplies},2026-03-25,manual,${march.journals.supplies},Office supplies,.*,0.00,80.00,5580.00$`,
      ),
    );
    expect(rows[5]).toBe(`closing,${march.accounts['1010']},1010,Bank,asset,bank,,,,,,,,1160.00,80.00,6630.00`);
    expect(rows).toHaveLength(6);
  });

  it('answers a page again from the read cache until the business records an event: then a renamed account or a new line shows at once', async () => {
    const { production: client } = await platform.createBusiness({ baseCurrency: 'USD' });
    const ids = await accountIds(client, 'code');
    const post = (date: string, amount: string) =>
      created(client, JOURNALS, {
        date,
        lines: [
          { account_id: ids['1010'], debit: amount },
          { account_id: ids['3000'], credit: amount },
        ],
      });
    const bank = async () => {
      const response = await client.get(`${GL}?from=2026-01-01&to=2026-12-31&account_id=${ids['1010']}`);
      const [block] = (response.body.data as { accounts: (Block & { name: string })[] }).accounts;
      return [block.name, block.lines.map((line) => line.balance), block.closing_balance];
    };
    await post('2026-01-15', '5');
    expect(await bank()).toEqual(['Bank', ['5.00'], '5.00']);
    // Changed behind the API's back (no event): the page read before is answered again.
    await platform.db.query("UPDATE accounts SET name = 'Bank (SQL)' WHERE id = $1", [ids['1010']]);
    expect(await bank()).toEqual(['Bank', ['5.00'], '5.00']);
    await post('2026-02-15', '2');
    expect(await bank()).toEqual(['Bank (SQL)', ['5.00', '7.00'], '7.00']);
  });

  it('refuses bad parameters with 400 and another business’s account with 404', async () => {
    expectFieldError(await march.client.get(`${GL}?from=2026-04-01&to=2026-03-01`), 'from');
    expectFieldError(await march.client.get(`${GL}?account_id=bank`), 'account_id');
    expectFieldError(await march.client.get(`${GL}?limit=101`), 'limit');
    expectFieldError(await march.client.get(`${GL}?page=0`), 'page');
    expectFieldError(await march.client.get(`${GL}?cursor=not-ours`), 'cursor');
    const first = await ledger('from=2026-03-01&to=2026-03-31&limit=3');
    expectFieldError(await march.client.get(`${GL}?from=2026-03-02&to=2026-03-31&limit=3&cursor=${first.pagination.next_cursor}`), 'cursor');
    expectFieldError(await march.client.get(`${GL}?page=2&cursor=${first.pagination.next_cursor}`), 'page');
    // A cursor of the right shape naming a day or a line that cannot exist is refused as one, never read.
    const spring = 'from=2026-02-01&to=2026-03-31&limit=3';
    const issued = (await ledger(spring)).pagination.next_cursor!;
    const forged = JSON.parse(Buffer.from(issued, 'base64url').toString('utf8')) as Record<string, string>;
    for (const change of [{ d: '2026-02-30' }, { i: '-'.repeat(36) }, { a: '-'.repeat(36) }]) {
      const cursor = Buffer.from(JSON.stringify({ ...forged, ...change })).toString('base64url');
      expectFieldError(await march.client.get(`${GL}?${spring}&cursor=${cursor}`), 'cursor');
    }
    const other = await platform.createBusiness({ baseCurrency: 'USD' });
    const response = await other.production.get(`${GL}?account_id=${march.accounts['1010']}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found', message: 'Account not found' });
  });
});
