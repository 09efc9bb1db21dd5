// Sales under load: concurrent writes, group commit across businesses, no deadlocks.
import { accountIdsIn, created, eventsOf, insertCustomer, lastSequence, SALES, storedBalance, type Sale } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { balanceOf, line, newInvoice, openBooks } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  // The reads below run in a loop for as long as the writes take, so how many they send depends on the
  // machine's speed: a fast one went past the default 500 a minute and got 429s. Limits have their own tests.
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => platform.close());

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
        for (const read of await reads()) expect([read.status, read.body.pagination?.total, read.body.data?.[0]?.id]).toEqual([200, total, sale.id]);
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
