// Manual journal entries, their events, and the lock date set through PUT /api/v1/business.
import { accountBalance, accountIds, created, expectFieldError, JOURNALS, type JournalEntry } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('manual journal entries', () => {
  let business: TestBusiness;
  let accounts: Record<string, string>;
  beforeAll(async () => {
    business = await platform.createBusiness({ baseCurrency: 'USD' });
    accounts = await accountIds(business.sandbox, 'code');
  });

  it('posts a balanced entry (201) and moves the balances of its accounts', async () => {
    const entry = await created<JournalEntry>(business.sandbox, JOURNALS, {
      date: '2026-03-01',
      memo: 'Owner investment',
      lines: [
        { account_id: accounts['1010'], debit: '1000.00', description: 'Deposit' },
        { account_id: accounts['3000'], credit: 1000 },
      ],
    });
    expect(entry).toMatchObject({ date: '2026-03-01', total: '1000.00', reverses_id: null, reversed_by_id: null });
    expect(entry.lines).toEqual([
      expect.objectContaining({ account_id: accounts['1010'], debit: '1000.00', credit: '0.00', base_debit: '1000.00', description: 'Deposit' }),
      expect.objectContaining({ account_id: accounts['3000'], debit: '0.00', credit: '1000.00', base_credit: '1000.00' }),
    ]);
    expect(await accountBalance(business.sandbox, accounts['1010'])).toBe('1000.00');
    expect(await accountBalance(business.sandbox, accounts['3000'])).toBe('-1000.00');
    const fetched = await business.sandbox.get(`${JOURNALS}/${entry.id}`);
    expect(fetched.body.data).toEqual(entry);
    expect(fetched.headers.etag).toBe('"1"');
  });

  it.each([
    ['unbalanced', [{ debit: '10' }, { credit: '9' }], 'lines'],
    ['a line with both sides', [{ debit: '10', credit: '10' }, { credit: '10' }], 'lines.0'],
    ['a line with neither side', [{ debit: '10' }, { credit: '10' }, {}], 'lines.2'],
    ['a zero line', [{ debit: '10' }, { credit: '10' }, { debit: '0' }], 'lines.2'],
    ['a negative amount', [{ debit: '-10' }, { credit: '-10' }], 'lines.0.debit'],
    ['too many decimals for USD', [{ debit: '10.001' }, { credit: '10.001' }], 'lines.0.debit'],
  ])('refuses %s with 400 on the offending field, writing nothing', async (_, sides, field) => {
    const before = await platform.db.query('SELECT count(*)::int AS n FROM journal_entries');
    const lines = (sides as object[]).map((side, index) => ({ account_id: index % 2 === 0 ? accounts['1000'] : accounts['4000'], ...side }));
    expectFieldError(await business.sandbox.post(JOURNALS, { date: '2026-03-02', lines }), field);
    expect(await platform.db.query('SELECT count(*)::int AS n FROM journal_entries')).toEqual(before);
  });

  it('refuses fewer than two lines', async () => {
    expectFieldError(await business.sandbox.post(JOURNALS, { date: '2026-03-02', lines: [{ account_id: accounts['1000'], debit: '0' }] }), 'lines');
  });

  it("refuses an unknown account, another business's account and an archived account", async () => {
    const other = await platform.createBusiness();
    const otherCash = (await accountIds(other.sandbox, 'code'))['1000'];
    const archived = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Old bank', type: 'asset', subtype: 'bank' });
    await business.sandbox.put(`/api/v1/coa/accounts/${archived.id}`, { archived: true });
    for (const accountId of ['01a1fd73-0000-7000-8000-000000000000', otherCash, archived.id]) {
      expectFieldError(
        await business.sandbox.post(JOURNALS, {
          date: '2026-03-02',
          lines: [
            { account_id: accountId, debit: '5' },
            { account_id: accounts['4000'], credit: '5' },
          ],
        }),
        'lines.0.account_id',
      );
    }
  });

  it('refuses the Accounts Receivable control account (it moves only with invoices and payments)', async () => {
    expectFieldError(
      await business.sandbox.post(JOURNALS, {
        date: '2026-03-02',
        lines: [
          { account_id: accounts['1000'], debit: '5' },
          { account_id: accounts['1100'], credit: '5' },
        ],
      }),
      'lines.1.account_id',
    );
  });

  it('takes the exchange rate every document takes: above 0 and below 10^14 for a foreign currency, absent or 1 for the base currency', async () => {
    const entry = (body: object) => ({
      date: '2026-03-03',
      lines: [
        { account_id: accounts['1010'], debit: '1' },
        { account_id: accounts['4100'], credit: '1' },
      ],
      ...body,
    });
    const rate = async (body: object, message: string | RegExp) =>
      expectFieldError(await business.sandbox.post(JOURNALS, entry(body)), 'exchange_rate', message);
    await rate({ currency: 'EUR', exchange_rate: '100000000000000' }, 'must be greater than 0 and less than 10^14');
    await rate({ currency: 'EUR', exchange_rate: '0' }, 'must be greater than 0 and less than 10^14');
    await rate({ currency: 'EUR', exchange_rate: '-2' }, /non-negative/);
    await rate({ currency: 'EUR' }, 'is required when the currency is not the base currency (USD)');
    await rate({ exchange_rate: '2' }, 'must be absent or 1 when the currency is the base currency (USD)');
  });

  it('refuses an entry adding up to 10^15 or more, in its currency or in the base currency (400 on lines)', async () => {
    const entry = (amount: string, body: object = {}) => ({
      date: '2026-03-03',
      lines: [
        { account_id: accounts['1010'], debit: amount },
        { account_id: accounts['4100'], credit: amount },
      ],
      ...body,
    });
    const tooLarge = 'add up to more than a document may total (below 10^15, in its currency and in the base currency)';
    const halves = ['1010', '1010', '4100', '4100'].map((code, index) => ({ account_id: accounts[code], [index < 2 ? 'debit' : 'credit']: '500000000000000' }));
    expectFieldError(await business.sandbox.post(JOURNALS, { date: '2026-03-03', lines: halves }), 'lines', tooLarge);
    expectFieldError(await business.sandbox.post(JOURNALS, entry('1000000000000', { currency: 'EUR', exchange_rate: '1000' })), 'lines', tooLarge);
    expectFieldError(await business.sandbox.post(JOURNALS, entry('10000000000000', { currency: 'EUR', exchange_rate: '1000' })), 'lines', tooLarge);
    const largest = await created<JournalEntry>(business.sandbox, JOURNALS, entry('999999999999.99', { currency: 'EUR', exchange_rate: '1000' }));
    expect(largest.total).toBe('999999999999990.00');
  });

  it('a foreign-currency entry needs an exchange rate and posts base amounts, rounding residue to Rounding', async () => {
    expectFieldError(
      await business.sandbox.post(JOURNALS, {
        date: '2026-03-03',
        currency: 'EUR',
        lines: [
          { account_id: accounts['1010'], debit: '1' },
          { account_id: accounts['4100'], credit: '1' },
        ],
      }),
      'exchange_rate',
    );
    expectFieldError(
      await business.sandbox.post(JOURNALS, {
        date: '2026-03-03',
        exchange_rate: '2',
        lines: [
          { account_id: accounts['1010'], debit: '1' },
          { account_id: accounts['4100'], credit: '1' },
        ],
      }),
      'exchange_rate',
    );
    const entry = await created<JournalEntry>(business.sandbox, JOURNALS, {
      date: '2026-03-03',
      currency: 'eur',
      exchange_rate: '1.105',
      lines: [
        { account_id: accounts['1010'], debit: '0.10' },
        { account_id: accounts['4100'], credit: '0.05' },
        { account_id: accounts['4100'], credit: '0.05' },
      ],
    });
    // 0.10 × 1.105 = 0.1105 → 0.11; each 0.05 × 1.105 = 0.05525 → 0.06; residue 0.01 credit side → Rounding debit 0.01.
    expect(entry.lines.map((l) => [l.account_id, l.debit, l.credit, l.base_debit, l.base_credit])).toEqual([
      [accounts['1010'], '0.10', '0.00', '0.11', '0.00'],
      [accounts['4100'], '0.00', '0.05', '0.00', '0.06'],
      [accounts['4100'], '0.00', '0.05', '0.00', '0.06'],
      [accounts['7100'], '0.00', '0.00', '0.01', '0.00'],
    ]);
    expect(entry.total).toBe('0.12');
  });

  it('reverses a manual entry once; posted entries cannot be changed or deleted (405 with Allow)', async () => {
    const entry = await created<JournalEntry>(business.sandbox, JOURNALS, {
      date: '2026-04-01',
      lines: [
        { account_id: accounts['6000'], debit: '75.50' },
        { account_id: accounts['1000'], credit: '75.50' },
      ],
    });
    const expensesBefore = await accountBalance(business.sandbox, accounts['6000']);
    const reversal = await created<JournalEntry>(business.sandbox, `${JOURNALS}/${entry.id}/reverse`, { date: '2026-04-05' });
    expect(reversal).toMatchObject({ date: '2026-04-05', reverses_id: entry.id, total: '75.50' });
    expect(reversal.lines.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [accounts['6000'], '0.00', '75.50'],
      [accounts['1000'], '75.50', '0.00'],
    ]);
    expect((await business.sandbox.get(`${JOURNALS}/${entry.id}`)).body.data.reversed_by_id).toBe(reversal.id);
    expect(Number(await accountBalance(business.sandbox, accounts['6000']))).toBeCloseTo(Number(expensesBefore) - 75.5);

    for (const response of [
      await business.sandbox.post(`${JOURNALS}/${entry.id}/reverse`, {}),
      await business.sandbox.post(`${JOURNALS}/${reversal.id}/reverse`, {}),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('conflict');
    }
    for (const response of [await business.sandbox.put(`${JOURNALS}/${entry.id}`, {}), await business.sandbox.delete(`${JOURNALS}/${entry.id}`)]) {
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).toMatchObject({ status: 'error', code: 'method_not_allowed', data: null });
    }
    expect((await business.sandbox.get(`${JOURNALS}/${entry.id}`)).body.data).toMatchObject({ id: entry.id, total: '75.50' });
  });

  it('lists with filters by account, source type and dates, newest first', async () => {
    const fresh = await platform.createBusiness();
    const ids = await accountIds(fresh.sandbox, 'code');
    const march = await created<JournalEntry>(fresh.sandbox, JOURNALS, {
      date: '2026-03-10',
      lines: [
        { account_id: ids['1000'], debit: '1' },
        { account_id: ids['4100'], credit: '1' },
      ],
    });
    const may = await created<JournalEntry>(fresh.sandbox, JOURNALS, {
      date: '2026-05-10',
      lines: [
        { account_id: ids['1010'], debit: '2' },
        { account_id: ids['4100'], credit: '2' },
      ],
    });
    const all = await fresh.sandbox.get(JOURNALS);
    expect(all.body.data.map((e: JournalEntry) => e.id)).toEqual([may.id, march.id]);
    expect(all.body.pagination).toMatchObject({ total: 2, page: 1 });
    expect((await fresh.sandbox.get(`${JOURNALS}?account_id=${ids['1000']}`)).body.data.map((e: JournalEntry) => e.id)).toEqual([march.id]);
    expect((await fresh.sandbox.get(`${JOURNALS}?date_from=2026-04-01`)).body.data.map((e: JournalEntry) => e.id)).toEqual([may.id]);
    expect((await fresh.sandbox.get(`${JOURNALS}?date_to=2026-04-01&source_type=manual`)).body.data.map((e: JournalEntry) => e.id)).toEqual([march.id]);
    expect((await fresh.sandbox.get(`${JOURNALS}?source_type=sale`)).body.data).toEqual([]);
    expectFieldError(await fresh.sandbox.get(`${JOURNALS}?date_from=2026-02-30`), 'date_from');
    const cursor = (await fresh.sandbox.get(`${JOURNALS}?limit=1`)).body.pagination.next_cursor;
    expect((await fresh.sandbox.get(`${JOURNALS}?limit=1&cursor=${cursor}`)).body.data.map((e: JournalEntry) => e.id)).toEqual([march.id]);
    expect((await platform.production.as(fresh.keys.production).get(`${JOURNALS}/${march.id}`)).status).toBe(404);

    // An entry with two lines on the account is listed, and counted, once.
    const june = await created<JournalEntry>(fresh.sandbox, JOURNALS, {
      date: '2026-06-10',
      lines: [
        { account_id: ids['1010'], debit: '3' },
        { account_id: ids['4100'], credit: '1' },
        { account_id: ids['4100'], credit: '2' },
      ],
    });
    const onSales = await fresh.sandbox.get(`${JOURNALS}?account_id=${ids['4100']}`);
    expect(onSales.body.data.map((e: JournalEntry) => e.id)).toEqual([june.id, may.id, march.id]);
    expect(onSales.body.pagination).toMatchObject({ total: 3, total_pages: 1 });
  });
});

describe('events', () => {
  it('records every change in a gap-free sequence and replays it after a given sequence', async () => {
    const business = await platform.createBusiness();
    const ids = await accountIds(business.sandbox, 'code');
    const account = await created<{ id: string }>(business.sandbox, '/api/v1/coa/sales/account', { name: 'Events sales' });
    const entry = await created<JournalEntry>(business.sandbox, JOURNALS, {
      date: '2026-06-01',
      lines: [
        { account_id: ids['1000'], debit: '3' },
        { account_id: account.id, credit: '3' },
      ],
    });
    await created(business.sandbox, `${JOURNALS}/${entry.id}/reverse`, {});

    const all = await business.sandbox.get('/api/v1/events?limit=100');
    const journalEvents = all.body.data.filter((e: { type: string }) => e.type.startsWith('journal_entry.'));
    expect(journalEvents.map((e: { type: string }) => e.type)).toEqual(['journal_entry.created', 'journal_entry.created', 'journal_entry.reversed']);
    expect(journalEvents[0].data).toMatchObject({ id: entry.id, total: '3.00' });
    const sequences = all.body.data.map((e: { sequence: number }) => e.sequence);
    expect(sequences).toEqual(sequences.map((_: number, i: number) => i + 1));
    expect(all.body.pagination).toMatchObject({ total: sequences.length, next_cursor: null });

    const page = await business.sandbox.get('/api/v1/events?limit=1&after=1');
    expect(page.body.data.map((e: { sequence: number }) => e.sequence)).toEqual([2]);
    expect(page.body.pagination.next_cursor).toBe('2');
    expect((await business.production.get('/api/v1/events')).body.data).toEqual([]);
    expectFieldError(await business.sandbox.get('/api/v1/events?after=-1'), 'after');
  });
});

describe('PUT /api/v1/business', () => {
  it('updates fields, sets a lock date that refuses earlier postings, and guards the base currency', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'USD' });
    const ids = await accountIds(business.sandbox, 'code');
    const updated = await business.production.put('/api/v1/business', { name: 'Renamed', timezone: 'Africa/Lagos', country: 'ng', base_currency: 'ngn' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Renamed', timezone: 'Africa/Lagos', country: 'NG', base_currency: 'NGN', version: 2 });
    expect((await business.sandbox.get(`/api/v1/coa/accounts/${ids['1000']}`)).body.data.currency).toBe('NGN');

    expect((await business.sandbox.put('/api/v1/business', { lock_date: '2026-06-30' })).body.data.lock_date).toBe('2026-06-30');
    expect((await business.production.get('/api/v1/business')).body.data.lock_date).toBeNull();
    const lines = [
      { account_id: ids['1000'], debit: '1' },
      { account_id: ids['4100'], credit: '1' },
    ];
    expectFieldError(await business.sandbox.post(JOURNALS, { date: '2026-06-30', lines }), 'date');
    const entry = await created<JournalEntry>(business.sandbox, JOURNALS, { date: '2026-07-01', lines });
    expectFieldError(await business.sandbox.post(`${JOURNALS}/${entry.id}/reverse`, { date: '2026-06-01' }), 'date');

    const refused = await business.production.put('/api/v1/business', { base_currency: 'USD' });
    expect(refused.status).toBe(409);
    expectFieldError(await business.production.put('/api/v1/business', { timezone: 'Mars/Olympus' }), 'timezone');
    const stale = await business.production.put('/api/v1/business', { name: 'Stale' }, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
  });
});
