import { ACCOUNTS, created, expectFieldError, SALES_ACCOUNTS, type TestClient, type TestResponse, type Account } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

const LISTS = [ACCOUNTS, SALES_ACCOUNTS];

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function listed(client: TestClient, path: string): Promise<TestResponse> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return response;
}

/** A business with 12 default accounts plus `extra` created ones (every other one a sales account). */
async function businessWith(extra: number): Promise<TestBusiness> {
  const business = await platform.createBusiness();
  for (let i = 0; i < extra; i++) {
    await created<Account>(business.sandbox, i % 2 === 0 ? SALES_ACCOUNTS : ACCOUNTS, {
      name: `Extra ${String(i).padStart(2, '0')}`,
      type: i % 2 === 0 ? undefined : 'expense',
    });
  }
  return business;
}

/** Every id of a list, page by page through `page=`. */
async function byPage(client: TestClient, path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await listed(client, `${path}${path.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`);
    if (response.body.data.length === 0) return ids;
    ids.push(...response.body.data.map((a: Account) => a.id));
  }
}

describe('page-number paging', () => {
  it('defaults to limit 10, page 1 and describes the list in `pagination`', async () => {
    const business = await platform.createBusiness();
    const first = await listed(business.sandbox, ACCOUNTS);
    expect(first.body.status).toBe('success');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 12, total_pages: 2, next_cursor: expect.any(String) });

    const second = await listed(business.sandbox, `${ACCOUNTS}?page=2`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.pagination).toEqual({ page: 2, limit: 10, total: 12, total_pages: 2, next_cursor: null });
    const ids = [...first.body.data, ...second.body.data].map((a: Account) => a.id);
    expect(new Set(ids).size).toBe(12);

    const sales = await listed(business.sandbox, SALES_ACCOUNTS);
    expect(sales.body.pagination).toEqual({ page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null });
  });

  it('returns at most `limit` records of the page asked for', async () => {
    const business = await platform.createBusiness();
    const all = (await listed(business.sandbox, `${ACCOUNTS}?limit=100`)).body.data.map((a: Account) => a.id);
    expect(all).toHaveLength(12);
    const third = await listed(business.sandbox, `${ACCOUNTS}?limit=5&page=3`);
    expect(third.body.data.map((a: Account) => a.id)).toEqual(all.slice(10, 12));
    expect(third.body.pagination).toMatchObject({ page: 3, limit: 5, total: 12, total_pages: 3, next_cursor: null });
    const one = await listed(business.sandbox, `${ACCOUNTS}?limit=1&page=4`);
    expect(one.body.data.map((a: Account) => a.id)).toEqual([all[3]]);
    expect(one.body.pagination).toMatchObject({ page: 4, limit: 1, total: 12, total_pages: 12 });
    // A numbered page past the first offers the cursor of the next one too.
    const next = await listed(business.sandbox, `${ACCOUNTS}?limit=1&cursor=${one.body.pagination.next_cursor}`);
    expect(next.body.data.map((a: Account) => a.id)).toEqual([all[4]]);
  });

  it.each(LISTS)('answers a page past the end of %s with 200 and no data', async (path) => {
    const business = await platform.createBusiness();
    const response = await listed(business.sandbox, `${path}?page=50`);
    expect(response.body.data).toEqual([]);
    expect(response.body.pagination).toMatchObject({ page: 50, limit: 10, total: path === SALES_ACCOUNTS ? 1 : 12, next_cursor: null });
  });

  it.each(
    LISTS.flatMap((path) => [
      [path, 'limit=0', 'limit'],
      [path, 'limit=101', 'limit'],
      [path, 'limit=abc', 'limit'],
      [path, 'limit=1.5', 'limit'],
      [path, 'limit=-5', 'limit'],
      [path, 'limit=', 'limit'],
      [path, 'page=0', 'page'],
      [path, 'page=abc', 'page'],
      [path, 'page=-1', 'page'],
      [path, 'page=2.5', 'page'],
      [path, 'colour=blue', 'colour'],
      [path, 'sort=balance', 'sort'],
      [path, 'sort=--name', 'sort'],
      [path, 'archived=maybe', 'archived'],
      [path, 'updated_since=yesterday', 'updated_since'],
    ]),
  )('answers %s?%s with 400 validation_failed on field %s', async (path, query, field) => {
    const business = await platform.createBusiness();
    expectFieldError(await business.sandbox.get(`${path}?${query}`), field);
  });

  it('accepts limit 1 and limit 100', async () => {
    const business = await platform.createBusiness();
    expect((await listed(business.sandbox, `${ACCOUNTS}?limit=1`)).body.data).toHaveLength(1);
    expect((await listed(business.sandbox, `${ACCOUNTS}?limit=100`)).body.data).toHaveLength(12);
  });

  it('refuses filters a list does not have (type on the sales list)', async () => {
    const business = await platform.createBusiness();
    expectFieldError(await business.sandbox.get(`${SALES_ACCOUNTS}?type=income`), 'type');
    expectFieldError(await business.sandbox.get(`${ACCOUNTS}?type=revenue`), 'type');
  });
});

describe('order', () => {
  it.each(LISTS)('lists %s by code by default, as a chart reads: accounts without a code last, by name', async (path) => {
    const business = await platform.createBusiness();
    const income = path === SALES_ACCOUNTS ? '' : '&type=income';
    for (const [name, code] of [
      ['zulu', null],
      ['Counter', '4030'],
      ['Alpha', null],
      ['Wholesale', '4010'],
      ['mike', null],
    ]) {
      await created<Account>(business.sandbox, path, { name, ...(code ? { code } : {}), ...(path === SALES_ACCOUNTS ? {} : { type: 'income' }) });
    }
    const response = await listed(business.sandbox, `${path}?limit=100${income}`);
    // Among them the default chart's 4000 Sales, and 4100 Other Income on the accounts list.
    expect(response.body.data.map((a: Account) => [a.code, a.name])).toEqual([
      ['4000', 'Sales'],
      ['4010', 'Wholesale'],
      ['4030', 'Counter'],
      ...(path === SALES_ACCOUNTS ? [] : [['4100', 'Other Income']]),
      [null, 'Alpha'],
      [null, 'mike'],
      [null, 'zulu'],
    ]);
    expect((await listed(business.sandbox, `${path}?limit=100${income}&sort=code`)).body.data).toEqual(response.body.data);
    const reversed = await listed(business.sandbox, `${path}?limit=100${income}&sort=-code`);
    expect(reversed.body.data.map((a: Account) => a.id)).toEqual(response.body.data.map((a: Account) => a.id).reverse());
  });

  it.each(LISTS)('sorts %s by creation time on request', async (path) => {
    const business = await platform.createBusiness();
    const made = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      made.push(await created<Account>(business.sandbox, path, path === SALES_ACCOUNTS ? { name } : { name, type: 'asset' }));
    }
    const newest = await listed(business.sandbox, `${path}?limit=100&sort=-created_at`);
    const ids = newest.body.data.map((a: Account) => a.id);
    expect(ids.slice(0, 4)).toEqual(made.map((a) => a.id).reverse());
    const oldest = await listed(business.sandbox, `${path}?limit=100&sort=created_at`);
    expect(oldest.body.data.map((a: Account) => a.id)).toEqual([...ids].reverse());
  });

  it('sorts by name (case-insensitively), by -name and by code', async () => {
    const business = await platform.createBusiness();
    for (const [name, code] of [
      ['Delta', '2400'],
      ['alpha', '2200'],
      ['Charlie', '2300'],
      ['bravo', '2500'],
    ]) {
      await created<Account>(business.sandbox, ACCOUNTS, { name, code, type: 'liability' });
    }
    const names = async (query: string) => (await listed(business.sandbox, `${ACCOUNTS}?type=liability&${query}`)).body.data.map((a: Account) => a.name);
    expect(await names('sort=name')).toEqual(['alpha', 'bravo', 'Charlie', 'Delta', 'Sales Tax Payable']);
    expect(await names('sort=-name')).toEqual(['Sales Tax Payable', 'Delta', 'Charlie', 'bravo', 'alpha']);
    expect(await names('sort=code')).toEqual(['Sales Tax Payable', 'alpha', 'Charlie', 'Delta', 'bravo']);
    expect(await names('sort=-code')).toEqual(['bravo', 'Delta', 'Charlie', 'alpha', 'Sales Tax Payable']);

    const everything = (await listed(business.sandbox, `${ACCOUNTS}?limit=100&sort=code`)).body.data.map((a: Account) => a.code);
    expect(everything).toEqual([...everything].sort());
  });
});

describe('keyset paging', () => {
  it.each([
    [ACCOUNTS, ''],
    [ACCOUNTS, 'sort=name'],
    [ACCOUNTS, 'sort=-code'],
    [ACCOUNTS, 'sort=-created_at'],
    [ACCOUNTS, 'sort=updated_at'],
    [SALES_ACCOUNTS, ''],
    [SALES_ACCOUNTS, 'sort=-name'],
  ])('walks %s?%s by cursor: every record once, in page order, ending with next_cursor null', async (path, sort) => {
    const business = await businessWith(13);
    const base = sort ? `${path}?${sort}` : path;
    const pages = await byPage(business.sandbox, base, 3);
    const total = path === SALES_ACCOUNTS ? 8 : 25;
    expect(pages).toHaveLength(total);

    const walked: string[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const query: string = `${base}${sort ? '&' : '?'}limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await listed(business.sandbox, query);
      expect(response.body.data.length).toBeLessThanOrEqual(3);
      expect(response.body.pagination).toMatchObject({ limit: 3, total, page: cursor ? null : 1 });
      walked.push(...response.body.data.map((a: Account) => a.id));
      cursor = response.body.pagination.next_cursor;
      requests++;
    } while (cursor && requests < 50);

    expect(cursor).toBeNull();
    expect(requests).toBe(Math.ceil(total / 3));
    expect(walked).toEqual(pages);
    expect(new Set(walked).size).toBe(total);
  });

  it('picks up records created behind the cursor without repeating or skipping older ones', async () => {
    const business = await businessWith(3);
    const first = await listed(business.sandbox, `${ACCOUNTS}?limit=5`);
    // Code 0500 sorts before every account of the first page (the default order is by code).
    await created<Account>(business.sandbox, ACCOUNTS, { name: 'Late arrival', code: '0500', type: 'asset' });
    const rest: string[] = [];
    let cursor: string | null = first.body.pagination.next_cursor;
    while (cursor) {
      const response = await listed(business.sandbox, `${ACCOUNTS}?limit=5&cursor=${cursor}`);
      rest.push(...response.body.data.map((a: Account) => a.name));
      cursor = response.body.pagination.next_cursor;
    }
    const names = [...first.body.data.map((a: Account) => a.name), ...rest];
    expect(names).toHaveLength(15);
    expect(new Set(names).size).toBe(15);
    expect(names).not.toContain('Late arrival');
  });

  it('refuses a tampered cursor, a cursor of another sort and a cursor together with page (400)', async () => {
    const business = await businessWith(2);
    const cursor: string = (await listed(business.sandbox, `${ACCOUNTS}?limit=3`)).body.pagination.next_cursor;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const forge = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      `${cursor.slice(0, 5)}${cursor[5] === 'A' ? 'B' : 'A'}${cursor.slice(6)}`,
      cursor.slice(0, -4),
      'not-a-cursor',
      'a!b',
      forge({ ...decoded, k: 'not a time' }),
      forge({ ...decoded, id: 'not-an-id' }),
      forge({ ...decoded, k: 42 }),
      forge([]),
    ];
    for (const bad of tampered) {
      expectFieldError(await business.sandbox.get(`${ACCOUNTS}?limit=3&cursor=${encodeURIComponent(bad)}`), 'cursor');
    }
    expectFieldError(await business.sandbox.get(`${ACCOUNTS}?limit=3&sort=name&cursor=${cursor}`), 'cursor');
    expectFieldError(await business.sandbox.get(`${ACCOUNTS}?limit=3&page=2&cursor=${cursor}`), 'page');
    expectFieldError(await business.sandbox.get(`${ACCOUNTS}?limit=3&page=1&cursor=${cursor}`), 'page');
  });
});

describe('filters', () => {
  it('filters by type, with total counting only the matches', async () => {
    const business = await platform.createBusiness();
    await created<Account>(business.sandbox, ACCOUNTS, { name: 'Loan', type: 'liability', subtype: 'long_term_liability' });
    const expected: Record<string, number> = { asset: 3, liability: 2, equity: 2, income: 2, expense: 4 };
    for (const [type, count] of Object.entries(expected)) {
      const response = await listed(business.sandbox, `${ACCOUNTS}?type=${type}&limit=1`);
      expect(response.body.pagination).toMatchObject({ total: count, total_pages: count });
      const all = await listed(business.sandbox, `${ACCOUNTS}?type=${type}&limit=100`);
      expect(all.body.data).toHaveLength(count);
      expect(all.body.data.every((a: Account) => a.type === type)).toBe(true);
    }
  });

  it('filters by archived=true and archived=false', async () => {
    const business = await platform.createBusiness();
    const online = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Online' });
    const all: Account[] = (await listed(business.sandbox, `${ACCOUNTS}?limit=100`)).body.data;
    const toArchive = [online, all.find((a) => a.name === 'Bank')!, all.find((a) => a.name === 'Other Income')!];
    for (const account of toArchive) {
      expect((await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { archived: true })).status).toBe(200);
    }
    const archived = await listed(business.sandbox, `${ACCOUNTS}?archived=true`);
    expect(archived.body.data.map((a: Account) => a.id).sort()).toEqual(toArchive.map((a) => a.id).sort());
    expect(archived.body.pagination.total).toBe(3);
    const active = await listed(business.sandbox, `${ACCOUNTS}?archived=false&limit=100`);
    expect(active.body.pagination.total).toBe(10);
    expect(active.body.data.some((a: Account) => a.archived)).toBe(false);

    const archivedSales = await listed(business.sandbox, `${SALES_ACCOUNTS}?archived=true`);
    expect(archivedSales.body.data.map((a: Account) => a.id)).toEqual([online.id]);
    expect((await listed(business.sandbox, `${SALES_ACCOUNTS}?archived=false`)).body.data.map((a: Account) => a.name)).toEqual(['Sales']);
  });

  it('filters by external_id', async () => {
    const business = await platform.createBusiness();
    const synced = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Synced', type: 'asset', external_id: 'erp-7' });
    await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Also synced', external_id: 'erp-8' });
    const response = await listed(business.sandbox, `${ACCOUNTS}?external_id=erp-7`);
    expect(response.body.data.map((a: Account) => a.id)).toEqual([synced.id]);
    expect(response.body.pagination.total).toBe(1);
    expect((await listed(business.sandbox, `${SALES_ACCOUNTS}?external_id=erp-7`)).body.pagination.total).toBe(0);
    expect((await listed(business.sandbox, `${SALES_ACCOUNTS}?external_id=erp-8`)).body.pagination.total).toBe(1);
    expect((await listed(business.sandbox, `${ACCOUNTS}?external_id=nobody`)).body).toMatchObject({ data: [], pagination: { total: 0, total_pages: 0 } });
  });

  it('filters by updated_since: only records updated at or after the timestamp', async () => {
    const business = await platform.createBusiness();
    const untouched = await created<Account>(business.sandbox, ACCOUNTS, { name: 'Untouched', type: 'asset' });
    await listed(business.sandbox, ACCOUNTS);
    const bank = (await listed(business.sandbox, `${ACCOUNTS}?type=asset`)).body.data.find((a: Account) => a.name === 'Bank');
    const touched: Account = (await business.sandbox.put(`${ACCOUNTS}/${bank.id}`, { description: 'Main account' })).body.data;
    const since = touched.updated_at;

    const first = await listed(business.sandbox, `${ACCOUNTS}?updated_since=${encodeURIComponent(since)}`);
    expect(first.body.data.map((a: Account) => a.id)).toEqual([bank.id]);
    expect(first.body.pagination.total).toBe(1);

    const later = await created<Account>(business.sandbox, SALES_ACCOUNTS, { name: 'Later' });
    const second = await listed(business.sandbox, `${ACCOUNTS}?updated_since=${encodeURIComponent(since)}`);
    expect(second.body.data.map((a: Account) => a.id)).toEqual([bank.id, later.id]);
    expect(second.body.pagination.total).toBe(2);
    expect(second.body.data.map((a: Account) => a.id)).not.toContain(untouched.id);
    expect((await listed(business.sandbox, `${SALES_ACCOUNTS}?updated_since=${encodeURIComponent(since)}`)).body.data.map((a: Account) => a.id)).toEqual([
      later.id,
    ]);

    const future = new Date(Date.parse(since) + 24 * 3600 * 1000).toISOString();
    expect((await listed(business.sandbox, `${ACCOUNTS}?updated_since=${encodeURIComponent(future)}`)).body.pagination.total).toBe(0);
  });

  it('combines filters with paging', async () => {
    const business = await businessWith(6);
    const response = await listed(business.sandbox, `${ACCOUNTS}?type=expense&limit=2&page=2`);
    expect(response.body.pagination).toMatchObject({ page: 2, limit: 2, total: 7, total_pages: 4 });
    expect(response.body.data).toHaveLength(2);
    expect(response.body.data.every((a: Account) => a.type === 'expense')).toBe(true);
  });
});
