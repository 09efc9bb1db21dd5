import { accountIds, created, createTaxRate, eventsOf, expectFieldError, insertDocument, type Item, ITEMS } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('POST and GET /api/v1/items', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('creates an item with every field (201, ETag "1") and reads it back', async () => {
    const incomeAccountId = (await accountIds(business.sandbox))['Other Income'];
    const taxRate = (await createTaxRate(business.sandbox)).id;
    const response = await business.sandbox.post(ITEMS, {
      name: ' Consulting hour ',
      sku: 'CONS-1',
      description: 'One hour of consulting',
      unit_price: '150.00',
      income_account_id: incomeAccountId,
      tax_rate_id: taxRate,
      metadata: { erp: 'x1' },
      external_id: 'erp-item-1',
    });
    expect(response.status).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const item: Item = response.body.data;
    expect(item).toMatchObject({
      name: 'Consulting hour',
      sku: 'CONS-1',
      description: 'One hour of consulting',
      unit_price: '150',
      income_account_id: incomeAccountId,
      tax_rate_id: taxRate,
      archived: false,
      metadata: { erp: 'x1' },
      external_id: 'erp-item-1',
      version: 1,
    });
    const fetched = await business.sandbox.get(`${ITEMS}/${item.id}`);
    expect(fetched.headers.etag).toBe('"1"');
    expect(fetched.body).toMatchObject({ message: 'Item retrieved', data: item });
  });

  it('needs only a name', async () => {
    expect(await created<Item>(business.sandbox, ITEMS, { name: 'Plain', description: '' })).toMatchObject({
      sku: null,
      description: null,
      unit_price: null,
      income_account_id: null,
      tax_rate_id: null,
      metadata: {},
      external_id: null,
    });
  });

  it.each([
    [19.99, '19.99'],
    ['0.1234', '0.1234'],
    ['0', '0'],
    ['1250.50', '1250.5'],
  ])('takes the unit price %p and answers %p (no currency: a line uses it in its document’s)', async (unitPrice, shown) => {
    expect((await created<Item>(business.sandbox, ITEMS, { name: 'Priced', unit_price: unitPrice })).unit_price).toBe(shown);
  });

  it.each([
    ['name', {}],
    ['name', { name: 'n'.repeat(201) }],
    ['sku', { name: 'I', sku: '' }],
    ['sku', { name: 'I', sku: 's'.repeat(101) }],
    ['description', { name: 'I', description: 'd'.repeat(501) }],
    ['unit_price', { name: 'I', unit_price: '-1' }],
    ['unit_price', { name: 'I', unit_price: '1.23456' }],
    ['unit_price', { name: 'I', unit_price: 'free' }],
    ['income_account_id', { name: 'I', income_account_id: 'sales' }],
    ['income_account_id', { name: 'I', income_account_id: '0190c1c8-0000-7000-8000-000000000000' }],
    ['tax_rate_id', { name: 'I', tax_rate_id: '0190c1c8-0000-7000-8000-000000000000' }],
    ['archived', { name: 'I', archived: false }],
  ])('refuses an invalid %s with 400 naming it', async (field, body) => {
    expectFieldError(await business.sandbox.post(ITEMS, body), field);
  });

  it('refuses an income account that is not income, is archived, or is another tenant’s; and such tax rates', async () => {
    const other = await platform.createBusiness();
    const archivedIncome = await created<{ id: string }>(business.sandbox, '/api/v1/coa/accounts', { name: 'Old income', type: 'income' });
    await business.sandbox.put(`/api/v1/coa/accounts/${archivedIncome.id}`, { archived: true });
    const archivedRate = (await createTaxRate(business.sandbox, { rate: '3' })).id;
    await business.sandbox.put(`/api/v1/tax-rates/${archivedRate}`, { archived: true });
    const before = (await business.sandbox.get(ITEMS)).body.pagination.total;
    for (const id of [
      (await accountIds(business.sandbox))['Cost of Sales'],
      archivedIncome.id,
      (await accountIds(other.sandbox))['Sales'],
      (await accountIds(business.production))['Sales'],
    ]) {
      expectFieldError(await business.sandbox.post(ITEMS, { name: 'Misfiled', income_account_id: id }), 'income_account_id');
    }
    for (const id of [archivedRate, (await createTaxRate(other.sandbox)).id, (await createTaxRate(business.production)).id]) {
      expectFieldError(await business.sandbox.post(ITEMS, { name: 'Mistaxed', tax_rate_id: id }), 'tax_rate_id');
    }
    const both = await business.sandbox.post(ITEMS, { name: 'Both wrong', income_account_id: archivedIncome.id, tax_rate_id: archivedRate });
    expect(both.body.errors.map((e: { field: string }) => e.field)).toEqual(['income_account_id', 'tax_rate_id']);
    expect((await business.sandbox.get(ITEMS)).body.pagination.total).toBe(before);
  });

  it('keeps sku unique per business and environment: 409 with the existing id, on create and update', async () => {
    const first = await created<Item>(business.sandbox, ITEMS, { name: 'Widget', sku: 'W-1' });
    const again = await business.sandbox.post(ITEMS, { name: 'Widget again', sku: 'W-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'sku' }] });
    const second = await created<Item>(business.sandbox, ITEMS, { name: 'Gadget', sku: 'G-1' });
    const moved = await business.sandbox.put(`${ITEMS}/${second.id}`, { sku: 'W-1' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ existing_id: first.id, errors: [{ field: 'sku' }] });
    expect((await created<Item>(business.production, ITEMS, { name: 'Widget', sku: 'W-1' })).sku).toBe('W-1');
    expect((await created<Item>((await platform.createBusiness()).sandbox, ITEMS, { name: 'Widget', sku: 'W-1' })).sku).toBe('W-1');
  });

  it('keeps external_id unique: 409 with the existing id', async () => {
    const first = await created<Item>(business.sandbox, ITEMS, { name: 'Synced', external_id: 'item-1' });
    const again = await business.sandbox.post(ITEMS, { name: 'Synced again', external_id: 'item-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });
  });
});

describe('PUT and DELETE /api/v1/items/{id}', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('PUT changes only the fields given and bumps the version; null clears', async () => {
    const taxRate = (await createTaxRate(business.sandbox)).id;
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Box', sku: 'BOX', unit_price: '12', tax_rate_id: taxRate, description: 'A box' });
    const response = await business.sandbox.put(`${ITEMS}/${item.id}`, {
      unit_price: '13.50',
      income_account_id: (await accountIds(business.sandbox))['Sales'],
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.body.data).toMatchObject({ name: 'Box', sku: 'BOX', unit_price: '13.5', tax_rate_id: taxRate, description: 'A box', version: 2 });
    const cleared = (
      await business.sandbox.put(`${ITEMS}/${item.id}`, {
        sku: null,
        unit_price: null,
        income_account_id: null,
        tax_rate_id: null,
        description: null,
        external_id: null,
      })
    ).body.data;
    expect(cleared).toMatchObject({
      sku: null,
      unit_price: null,
      income_account_id: null,
      tax_rate_id: null,
      description: null,
      external_id: null,
      version: 3,
    });
    expect((await business.sandbox.put(`${ITEMS}/${item.id}`, {})).body.data).toEqual(cleared);
  });

  it.each([
    ['name', { name: null }],
    ['unit_price', { unit_price: '0.00001' }],
    ['archived', { archived: null }],
    ['income_account_id', { income_account_id: '0190c1c8-0000-7000-8000-000000000000' }],
  ])('PUT refuses an invalid %s with 400 and changes nothing', async (field, body) => {
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Steady' });
    expectFieldError(await business.sandbox.put(`${ITEMS}/${item.id}`, body), field);
    expect((await business.sandbox.get(`${ITEMS}/${item.id}`)).body.data).toEqual(item);
  });

  it('archives an item', async () => {
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Discontinued' });
    expect((await business.sandbox.put(`${ITEMS}/${item.id}`, { archived: true })).body.data).toMatchObject({ archived: true, version: 2 });
  });

  it('deletes an unused item: 200 {id, deleted: true}, then 404', async () => {
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Short-lived', sku: 'TMP' });
    const response = await business.sandbox.delete(`${ITEMS}/${item.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Item deleted', data: { id: item.id, deleted: true } });
    expect((await business.sandbox.get(`${ITEMS}/${item.id}`)).status).toBe(404);
    expect((await created<Item>(business.sandbox, ITEMS, { name: 'Reuses the sku', sku: 'TMP' })).sku).toBe('TMP');
  });

  it.each(['sale', 'invoice'] as const)('refuses to delete an item on a %s line (409, archive instead)', async (document) => {
    const item = await created<Item>(business.sandbox, ITEMS, { name: `Sold on a ${document}` });
    await insertDocument(platform.db, business.businessId, document, { itemId: item.id });
    const response = await business.sandbox.delete(`${ITEMS}/${item.id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
    expect(response.body.message).toMatch(/archive/);
    expect((await business.sandbox.get(`${ITEMS}/${item.id}`)).body.data).toEqual(item);
  });

  it('refuses PUT and DELETE with a stale If-Match (412) and accepts the current one', async () => {
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Contended' });
    await business.sandbox.put(`${ITEMS}/${item.id}`, { name: 'Contended v2' });
    const put = await business.sandbox.put(`${ITEMS}/${item.id}`, { name: 'Lost' }, { headers: { 'if-match': '"1"' } });
    expect(put.status).toBe(412);
    expect(put.body.code).toBe('version_conflict');
    expect((await business.sandbox.delete(`${ITEMS}/${item.id}`, { headers: { 'if-match': '"1"' } })).status).toBe(412);
    expect((await business.sandbox.get(`${ITEMS}/${item.id}`)).body.data.name).toBe('Contended v2');
    expect((await business.sandbox.delete(`${ITEMS}/${item.id}`, { headers: { 'if-match': '"2"' } })).status).toBe(200);
  });

  it('answers 404 for an unknown id, a malformed id and an id of another business or environment', async () => {
    const other = await platform.createBusiness();
    const theirs = await created<Item>(other.sandbox, ITEMS, { name: 'Theirs' });
    const mine = await created<Item>(business.sandbox, ITEMS, { name: 'Mine' });
    for (const path of [`${ITEMS}/0190c1c8-0000-7000-8000-000000000000`, `${ITEMS}/abc`, `${ITEMS}/${theirs.id}`]) {
      expect((await business.sandbox.get(path)).status).toBe(404);
      expect((await business.sandbox.put(path, { name: 'Stolen' })).status).toBe(404);
      expect((await business.sandbox.delete(path)).status).toBe(404);
    }
    expect((await business.production.get(`${ITEMS}/${mine.id}`)).status).toBe(404);
    expect((await business.production.delete(`${ITEMS}/${mine.id}`)).status).toBe(404);
    expect((await other.sandbox.get(`${ITEMS}/${theirs.id}`)).body.data.name).toBe('Theirs');
  });
});

describe('GET /api/v1/items (list)', () => {
  it('pages newest first, sorts by name and filters by archived, sku, name, external_id and updated_since', async () => {
    const business = await platform.createBusiness();
    const items: Item[] = [];
    for (const [name, sku] of [
      ['Widget small', 'W-S'],
      ['widget large', 'W-L'],
      ['Gadget', 'G'],
    ])
      items.push(await created<Item>(business.sandbox, ITEMS, { name, sku, external_id: `x-${sku}` }));
    const archived = (await business.sandbox.put(`${ITEMS}/${items[1].id}`, { archived: true })).body.data;

    const page = await business.sandbox.get(`${ITEMS}?limit=2`);
    expect(page.body).toMatchObject({ message: 'Items retrieved', pagination: { page: 1, limit: 2, total: 3, total_pages: 2 } });
    expect(page.body.data.map((i: Item) => i.name)).toEqual(['Gadget', 'widget large']);
    expect((await business.sandbox.get(`${ITEMS}?limit=2&page=2`)).body.data.map((i: Item) => i.name)).toEqual(['Widget small']);

    const names = async (query: string) => (await business.sandbox.get(`${ITEMS}?${query}`)).body.data.map((i: Item) => i.name);
    expect(await names('sort=name')).toEqual(['Gadget', 'widget large', 'Widget small']);
    expect(await names('archived=true')).toEqual(['widget large']);
    expect(await names('archived=false&sort=-created_at')).toEqual(['Gadget', 'Widget small']);
    expect(await names('sku=W-S')).toEqual(['Widget small']);
    expect(await names('sku=w-s')).toEqual([]);
    expect(await names('name=WIDGET&sort=name')).toEqual(['widget large', 'Widget small']);
    expect(await names('external_id=x-G')).toEqual(['Gadget']);
    expect(await names(`updated_since=${encodeURIComponent(archived.updated_at)}`)).toEqual(['widget large']);
    expect((await business.production.get(ITEMS)).body.data).toEqual([]);
    expect((await business.sandbox.get(`${ITEMS}?sort=price`)).status).toBe(400);
  });
});

describe('item events', () => {
  it('records item.created, .updated and .deleted with the record as the API returns it, and nothing for refused writes', async () => {
    const business = await platform.createBusiness();
    const item = await created<Item>(business.sandbox, ITEMS, { name: 'Evented', sku: 'EV', unit_price: '9.90' });
    expect((await business.sandbox.post(ITEMS, { name: 'Clash', sku: 'EV' })).status).toBe(409);
    const updated = (await business.sandbox.put(`${ITEMS}/${item.id}`, { unit_price: '10' })).body.data;
    expectFieldError(
      await business.sandbox.put(`${ITEMS}/${item.id}`, { income_account_id: (await accountIds(business.sandbox))['Cash'] }),
      'income_account_id',
    );
    expect((await business.sandbox.delete(`${ITEMS}/${item.id}`)).status).toBe(200);
    expect((await eventsOf(platform.db, business.businessId, { type: 'item.' })).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'item.created', data: item },
      { type: 'item.updated', data: updated },
      { type: 'item.deleted', data: updated },
    ]);
  });
});
