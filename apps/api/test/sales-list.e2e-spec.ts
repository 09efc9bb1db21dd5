// Listing sales: order, paging, filters, counts and the read cache.
import { created, expectFieldError, insertCustomer, SALES, TestClient, type Sale, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { line } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

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
