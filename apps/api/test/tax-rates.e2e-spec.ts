import { accountIds, created, eventsOf, expectFieldError, insertDocument, TAX_RATES, type TaxRate } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('POST and GET /api/v1/tax-rates', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('creates a tax rate crediting Sales Tax Payable by default (201, ETag "1") and reads it back', async () => {
    const response = await business.sandbox.post(TAX_RATES, { name: ' VAT ', rate: '7.50', metadata: { region: 'NG' }, external_id: 'vat-ng' });
    expect(response.status).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const taxRate: TaxRate = response.body.data;
    expect(taxRate).toMatchObject({
      name: 'VAT',
      rate: '7.5',
      account_id: (await accountIds(business.sandbox))['Sales Tax Payable'],
      archived: false,
      metadata: { region: 'NG' },
      external_id: 'vat-ng',
      version: 1,
    });
    const fetched = await business.sandbox.get(`${TAX_RATES}/${taxRate.id}`);
    expect(fetched.headers.etag).toBe('"1"');
    expect(fetched.body).toMatchObject({ message: 'Tax rate retrieved', data: taxRate });
  });

  it.each([
    [7.5, '7.5'],
    ['0', '0'],
    [0, '0'],
    ['100', '100'],
    ['12.345678', '12.345678'],
    ['20.000000', '20'],
  ])('takes the rate %p and answers %p', async (rate, shown) => {
    expect((await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Rate', rate })).rate).toBe(shown);
  });

  it('takes another liability account of the business', async () => {
    const liability = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Levy payable', type: 'liability' });
    expect((await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Levy', rate: 2, account_id: liability.id })).account_id).toBe(liability.id);
  });

  it.each([
    ['name', { rate: '5' }],
    ['name', { name: '', rate: '5' }],
    ['name', { name: 'n'.repeat(101), rate: '5' }],
    ['rate', { name: 'R' }],
    ['rate', { name: 'R', rate: null }],
    ['rate', { name: 'R', rate: '-1' }],
    ['rate', { name: 'R', rate: '100.000001' }],
    ['rate', { name: 'R', rate: 101 }],
    ['rate', { name: 'R', rate: '1.1234567' }],
    ['rate', { name: 'R', rate: 'ten' }],
    ['rate', { name: 'R', rate: '7,5' }],
    ['account_id', { name: 'R', rate: '5', account_id: 'payable' }],
    ['account_id', { name: 'R', rate: '5', account_id: '0190c1c8-0000-7000-8000-000000000000' }],
    ['archived', { name: 'R', rate: '5', archived: true }],
  ])('refuses an invalid %s with 400 naming it', async (field, body) => {
    expectFieldError(await business.sandbox.post(TAX_RATES, body), field);
  });

  it('refuses an account that is not a liability, is archived, or is another business’s or environment’s (400 account_id)', async () => {
    const archived = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Old levy', type: 'liability' });
    await business.sandbox.put(`/api/v1/coa/accounts/${archived.id}`, { archived: true });
    const other = await platform.createBusiness();
    const before = (await business.sandbox.get(TAX_RATES)).body.pagination.total;
    for (const id of [
      (await accountIds(business.sandbox))['Cash'],
      archived.id,
      (await accountIds(other.sandbox))['Sales Tax Payable'],
      (await accountIds(business.production))['Sales Tax Payable'],
    ]) {
      expectFieldError(await business.sandbox.post(TAX_RATES, { name: 'Misfiled', rate: '5', account_id: id }), 'account_id');
    }
    expect((await business.sandbox.get(TAX_RATES)).body.pagination.total).toBe(before);
  });
});

describe('PUT and DELETE /api/v1/tax-rates/{id}', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('PUT changes only the fields given and bumps the version; an unused rate may change', async () => {
    const taxRate = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'GST', rate: '5' });
    const response = await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, { rate: '5.5', archived: true });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.body.data).toMatchObject({ name: 'GST', rate: '5.5', archived: true, account_id: taxRate.account_id, version: 2 });
    expect((await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, {})).body.data.version).toBe(2);
  });

  it.each([
    ['name', { name: null }],
    ['rate', { rate: null }],
    ['rate', { rate: '150' }],
    ['account_id', { account_id: null }],
    ['archived', { archived: 'no' }],
  ])('PUT refuses an invalid %s with 400 and changes nothing', async (field, body) => {
    const taxRate = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Steady', rate: '3' });
    expectFieldError(await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, body), field);
    expect((await business.sandbox.get(`${TAX_RATES}/${taxRate.id}`)).body.data).toEqual(taxRate);
  });

  it('keeps the rate of a tax rate that document lines use (409 on rate), while name, account and archiving may change', async () => {
    const taxRate = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'VAT', rate: '7.5' });
    await insertDocument(platform.db, business.businessId, 'sale', { taxRateId: taxRate.id });
    const refused = await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, { rate: '8', name: 'VAT new' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict', errors: [{ field: 'rate' }] });
    expect(refused.body.message).toMatch(/create a new tax rate/);
    expect((await business.sandbox.get(`${TAX_RATES}/${taxRate.id}`)).body.data).toEqual(taxRate);

    const liability = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'VAT control', type: 'liability' });
    const renamed = await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, { rate: '7.500', name: 'VAT (old)', account_id: liability.id, archived: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'VAT (old)', rate: '7.5', account_id: liability.id, archived: true, version: 2 });
  });

  it('deletes an unused tax rate: 200 {id, deleted: true}, then 404', async () => {
    const taxRate = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Temporary', rate: '1' });
    const response = await business.sandbox.delete(`${TAX_RATES}/${taxRate.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Tax rate deleted', data: { id: taxRate.id, deleted: true } });
    expect((await business.sandbox.get(`${TAX_RATES}/${taxRate.id}`)).status).toBe(404);
  });

  it('refuses to delete a tax rate used by a document line or by an item (409, archive instead)', async () => {
    const onLine = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'On a line', rate: '7.5' });
    await insertDocument(platform.db, business.businessId, 'sale', { taxRateId: onLine.id });
    const onItem = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'On an item', rate: '10' });
    await created(business.sandbox, '/api/v1/items', { name: 'Taxed thing', tax_rate_id: onItem.id });
    for (const taxRate of [onLine, onItem]) {
      const response = await business.sandbox.delete(`${TAX_RATES}/${taxRate.id}`);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'conflict' });
      expect(response.body.message).toMatch(/archive/);
      expect((await business.sandbox.get(`${TAX_RATES}/${taxRate.id}`)).body.data).toEqual(taxRate);
    }
  });

  it('answers 404 for an unknown id, a malformed id and an id of another business or environment', async () => {
    const other = await platform.createBusiness();
    const theirs = await created<TaxRate>(other.sandbox, TAX_RATES, { name: 'Theirs', rate: '5' });
    const mine = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Mine', rate: '5' });
    for (const path of [`${TAX_RATES}/0190c1c8-0000-7000-8000-000000000000`, `${TAX_RATES}/5`, `${TAX_RATES}/${theirs.id}`]) {
      expect((await business.sandbox.get(path)).status).toBe(404);
      expect((await business.sandbox.put(path, { name: 'Stolen' })).status).toBe(404);
      expect((await business.sandbox.delete(path)).status).toBe(404);
    }
    expect((await business.production.get(`${TAX_RATES}/${mine.id}`)).status).toBe(404);
    expect((await business.production.put(`${TAX_RATES}/${mine.id}`, { rate: '1' })).status).toBe(404);
    expect((await other.sandbox.get(`${TAX_RATES}/${theirs.id}`)).body.data.name).toBe('Theirs');
  });

  it('a taken external_id is 409 with the existing id; a stale If-Match is 412', async () => {
    const first = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Synced', rate: '5', external_id: 'tax-1' });
    const again = await business.sandbox.post(TAX_RATES, { name: 'Synced again', rate: '5', external_id: 'tax-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });
    const second = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Second', rate: '5' });
    expect((await business.sandbox.put(`${TAX_RATES}/${second.id}`, { external_id: 'tax-1' })).body.existing_id).toBe(first.id);
    expect((await created<TaxRate>(business.production, TAX_RATES, { name: 'Synced', rate: '5', external_id: 'tax-1' })).external_id).toBe('tax-1');

    await business.sandbox.put(`${TAX_RATES}/${first.id}`, { name: 'Synced v2' });
    const stale = await business.sandbox.put(`${TAX_RATES}/${first.id}`, { rate: '6' }, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('version_conflict');
    expect((await business.sandbox.delete(`${TAX_RATES}/${first.id}`, { headers: { 'if-match': 'W/"1"' } })).status).toBe(412);
    expect((await business.sandbox.put(`${TAX_RATES}/${first.id}`, { rate: '6' }, { headers: { 'if-match': '"2"' } })).body.data).toMatchObject({
      rate: '6',
      version: 3,
    });
    expect((await business.sandbox.delete(`${TAX_RATES}/${first.id}`, { headers: { 'if-match': '"3"' } })).status).toBe(200);
  });
});

describe('GET /api/v1/tax-rates (list)', () => {
  it('pages newest first, sorts by name and filters by archived, external_id and updated_since', async () => {
    const business = await platform.createBusiness();
    const rates: TaxRate[] = [];
    for (const [name, rate] of [
      ['Zero', '0'],
      ['reduced', '5'],
      ['Standard', '20'],
    ])
      rates.push(await created<TaxRate>(business.sandbox, TAX_RATES, { name, rate, external_id: `t-${name}` }));
    const archived = (await business.sandbox.put(`${TAX_RATES}/${rates[0].id}`, { archived: true })).body.data;

    const page = await business.sandbox.get(`${TAX_RATES}?limit=2`);
    expect(page.body).toMatchObject({ message: 'Tax rates retrieved', pagination: { page: 1, limit: 2, total: 3, total_pages: 2 } });
    expect(page.body.data.map((t: TaxRate) => t.name)).toEqual(['Standard', 'reduced']);
    expect((await business.sandbox.get(`${TAX_RATES}?limit=2&cursor=${page.body.pagination.next_cursor}`)).body.data).toEqual([archived]);

    const names = async (query: string) => (await business.sandbox.get(`${TAX_RATES}?${query}`)).body.data.map((t: TaxRate) => t.name);
    expect(await names('sort=name')).toEqual(['reduced', 'Standard', 'Zero']);
    expect(await names('archived=true')).toEqual(['Zero']);
    expect(await names('archived=false&sort=-name')).toEqual(['Standard', 'reduced']);
    expect(await names('external_id=t-reduced')).toEqual(['reduced']);
    expect(await names(`updated_since=${encodeURIComponent(archived.updated_at)}`)).toEqual(['Zero']);
    expect((await business.production.get(TAX_RATES)).body.data).toEqual([]);
    expect((await business.sandbox.get(`${TAX_RATES}?sort=rate`)).status).toBe(400);
  });
});

describe('tax rate events', () => {
  it('records tax_rate.created, .updated and .deleted with the record as the API returns it, and nothing for refused writes', async () => {
    const business = await platform.createBusiness();
    const taxRate = await created<TaxRate>(business.sandbox, TAX_RATES, { name: 'Evented', rate: '5' });
    const updated = (await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, { archived: true })).body.data;
    expectFieldError(await business.sandbox.put(`${TAX_RATES}/${taxRate.id}`, { account_id: (await accountIds(business.sandbox))['Cash'] }), 'account_id');
    expect((await business.sandbox.delete(`${TAX_RATES}/${taxRate.id}`)).status).toBe(200);
    expect((await eventsOf(platform.db, business.businessId, { type: 'tax_rate.' })).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'tax_rate.created', data: taxRate },
      { type: 'tax_rate.updated', data: updated },
      { type: 'tax_rate.deleted', data: updated },
    ]);
  });
});
