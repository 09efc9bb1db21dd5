// Reading, changing and voiding a sale, its external_id and its events.
import { newId } from '@ledgerline/domain';
import {
  accountIdsIn,
  created,
  entriesOf,
  expectFieldError,
  insertTaxRate,
  SALES,
  storedBalance,
  storedEntry,
  TestClient,
  type Sale,
} from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { line } from './invoicing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('GET, PUT and DELETE /api/v1/sales/{id}', () => {
  let business: TestBusiness;
  let ids: Record<string, string>;
  let vat: string;

  beforeAll(async () => {
    business = await platform.createBusiness();
    ids = await accountIdsIn(platform.db, business.businessId, 'code');
    vat = await insertTaxRate(platform.db, business.businessId, '7.5', ids['2100']);
  });

  it('reads a sale by id with its ETag; unknown, malformed and other tenants’ ids are 404', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const response = await business.sandbox.get(`${SALES}/${sale.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.body.data).toEqual(sale);

    const other = await platform.createBusiness();
    for (const [client, id] of [
      [business.sandbox, newId()],
      [business.sandbox, 'not-an-id'],
      [business.production, sale.id],
      [other.sandbox, sale.id],
    ] as [TestClient, string][]) {
      for (const request of [client.get(`${SALES}/${id}`), client.put(`${SALES}/${id}`, { notes: 'x' }), client.delete(`${SALES}/${id}`)]) {
        const answer = await request;
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    }
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data.version).toBe(1);
  });

  it('PUT reverses the entry and posts a new one, keeping the history', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { date: '2026-05-01', lines: [line('Widget', 3, '19.99', { tax_rate_id: vat })] });
    const response = await business.sandbox.put(`${SALES}/${sale.id}`, {
      date: '2026-05-03',
      lines: [line('Widget', 2, '19.99', { tax_rate_id: vat }), line('Tea', 1, 5)],
    });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const updated: Sale = response.body.data;
    expect(updated).toMatchObject({ id: sale.id, number: sale.number, date: '2026-05-03', subtotal: '44.98', tax_total: '3.00', total: '47.98', version: 2 });
    expect(updated.lines.map((l) => l.description)).toEqual(['Widget', 'Tea']);
    expect(updated.journal_entry_id).not.toBe(sale.journal_entry_id);

    const entries = await entriesOf(platform.db, 'sale', sale.id);
    expect(entries).toEqual([
      { id: sale.journal_entry_id, reverses_id: null, date: '2026-05-01' },
      { id: expect.any(String), reverses_id: sale.journal_entry_id, date: '2026-05-01' },
      { id: updated.journal_entry_id, reverses_id: null, date: '2026-05-03' },
    ]);
    expect((await storedEntry(platform.db, entries[1].id)).lines).toEqual([
      [ids['1000'], '0.0000', '64.4700', '0.0000', '64.4700'],
      [ids['4000'], '59.9700', '0.0000', '59.9700', '0.0000'],
      [ids['2100'], '4.5000', '0.0000', '4.5000', '0.0000'],
    ]);
    const [stored] = await platform.db.query('SELECT count(*)::int AS n FROM sale_lines WHERE sale_id = $1', [sale.id]);
    expect(stored.n).toBe(2);
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data).toEqual(updated);
  });

  it('PUT re-prices the kept lines in a new currency, and moves the deposit', async () => {
    const fresh = await platform.createBusiness();
    const own = await accountIdsIn(platform.db, fresh.businessId, 'code');
    const sale = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Widget', 2, 10)] });
    expectFieldError(await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'EUR' }), 'exchange_rate');
    const updated = (await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'EUR', exchange_rate: '1.5', deposit_account_id: own['1010'] })).body
      .data as Sale;
    expect(updated).toMatchObject({ currency: 'EUR', exchange_rate: '1.5', total: '20.00', deposit_account_id: own['1010'], version: 2 });
    expect(await storedBalance(platform.db, own['1000'])).toBe('0.0000');
    expect(await storedBalance(platform.db, own['1010'])).toBe('30.0000');
    expect(await storedBalance(platform.db, own['4000'])).toBe('-30.0000');
    // Back to the base currency: the rate goes back to 1 unless given.
    const back = (await fresh.sandbox.put(`${SALES}/${sale.id}`, { currency: 'USD' })).body.data as Sale;
    expect(back).toMatchObject({ currency: 'USD', exchange_rate: '1', total: '20.00', version: 3 });
    expect(await storedBalance(platform.db, own['1010'])).toBe('20.0000');

    // Kept lines are priced again: tax-inclusive now, and in JPY.
    const vat7 = await insertTaxRate(platform.db, fresh.businessId, '7.5', own['2100']);
    const taxed = await created<Sale>(fresh.sandbox, SALES, { lines: [line('Boxed', 1, '107.50', { tax_rate_id: vat7 })] });
    const inclusive = (await fresh.sandbox.put(`${SALES}/${taxed.id}`, { amounts_are: 'inclusive' })).body.data as Sale;
    expect(inclusive).toMatchObject({ subtotal: '100.00', tax_total: '7.50', total: '107.50' });
    expect(inclusive.lines.map((l) => [l.description, l.unit_price, l.tax_rate_id, l.amount, l.tax_amount])).toEqual([
      ['Boxed', '107.5', vat7, '100.00', '7.50'],
    ]);
    const yen = (await fresh.sandbox.put(`${SALES}/${taxed.id}`, { currency: 'JPY', exchange_rate: '0.01', amounts_are: 'exclusive' })).body.data as Sale;
    // 107.5 JPY rounds to 108; tax 8.1 → 8.
    expect(yen).toMatchObject({ currency: 'JPY', subtotal: '108', tax_total: '8', total: '116' });
    expect(yen.lines.map((l) => [l.amount, l.tax_amount])).toEqual([['108', '8']]);
    expect((await fresh.sandbox.get(`${SALES}/${taxed.id}`)).body.data).toEqual(yen);
  });

  it('PUT of fields that post nothing changes no entry; a PUT that changes nothing keeps the version', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)], metadata: { a: '1', b: '2' } });
    const noted = (await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'Paid in coins', reference: 'R-9', payment_method: 'cash' })).body.data as Sale;
    expect(noted).toMatchObject({ notes: 'Paid in coins', reference: 'R-9', payment_method: 'cash', version: 2, journal_entry_id: sale.journal_entry_id });
    expect(await entriesOf(platform.db, 'sale', sale.id)).toHaveLength(1);

    const same = await business.sandbox.put(`${SALES}/${sale.id}`, {
      notes: 'Paid in coins',
      date: sale.date,
      currency: 'USD',
      lines: [line('Tea', 1, '1.00')],
      metadata: { b: '2', a: '1' },
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual(noted);
    expect(await entriesOf(platform.db, 'sale', sale.id)).toHaveLength(1);

    const cleared = (await business.sandbox.put(`${SALES}/${sale.id}`, { notes: null, reference: null })).body.data as Sale;
    expect(cleared).toMatchObject({ notes: null, reference: null, payment_method: 'cash', version: 3 });
  });

  it('PUT refuses what POST refuses', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [] }), 'lines');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Free', 1, 0)] }), 'lines');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { deposit_account_id: ids['4000'] }), 'deposit_account_id');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { customer_id: newId() }), 'customer_id');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { date: null }), 'date');
    expectFieldError(await business.sandbox.put(`${SALES}/${sale.id}`, { number: 'SR-9' }), 'number');
    expect((await business.sandbox.get(`${SALES}/${sale.id}`)).body.data.version).toBe(1);
    expect(await entriesOf(platform.db, 'sale', sale.id)).toHaveLength(1);
  });

  it('If-Match with a stale version is 412, with the current one goes through', async () => {
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v2' });
    for (const response of [
      await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v3' }, { headers: { 'if-match': '"1"' } }),
      await business.sandbox.delete(`${SALES}/${sale.id}`, { headers: { 'if-match': '"1"' } }),
    ]) {
      expect(response.status).toBe(412);
      expect(response.body.code).toBe('version_conflict');
      expect(response.headers.etag).toBe('"2"');
    }
    expect((await business.sandbox.put(`${SALES}/${sale.id}`, { notes: 'v3' }, { headers: { 'if-match': '"2"' } })).body.data.version).toBe(3);
    expect((await business.sandbox.delete(`${SALES}/${sale.id}`, { headers: { 'if-match': 'W/"3"' } })).body.data).toMatchObject({
      status: 'void',
      version: 4,
    });
  });

  it('DELETE voids: a reversing entry, status void, still readable; voiding twice or changing a void sale is 409', async () => {
    const fresh = await platform.createBusiness();
    const own = await accountIdsIn(platform.db, fresh.businessId, 'code');
    const sale = await created<Sale>(fresh.sandbox, SALES, { date: '2026-06-01', lines: [line('Tea', 4, '2.50')] });
    expect(await storedBalance(platform.db, own['1000'])).toBe('10.0000');
    const response = await fresh.sandbox.delete(`${SALES}/${sale.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'success',
      message: 'Sale voided',
      data: { id: sale.id, status: 'void', version: 2, total: '10.00', journal_entry_id: sale.journal_entry_id },
    });
    expect(await storedBalance(platform.db, own['1000'])).toBe('0.0000');
    expect(await storedBalance(platform.db, own['4000'])).toBe('0.0000');
    const entries = await entriesOf(platform.db, 'sale', sale.id);
    expect(entries).toEqual([
      { id: sale.journal_entry_id, reverses_id: null, date: '2026-06-01' },
      { id: expect.any(String), reverses_id: sale.journal_entry_id, date: '2026-06-01' },
    ]);
    expect((await fresh.sandbox.get(`${SALES}/${sale.id}`)).body.data.status).toBe('void');
    for (const again of [await fresh.sandbox.delete(`${SALES}/${sale.id}`), await fresh.sandbox.put(`${SALES}/${sale.id}`, { notes: 'x' })]) {
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conflict');
    }
    expect(await entriesOf(platform.db, 'sale', sale.id)).toHaveLength(2);
  });

  it('a sale dated on or before the lock date cannot be changed or voided (409)', async () => {
    const fresh = await platform.createBusiness();
    const sale = await created<Sale>(fresh.sandbox, SALES, { date: '2026-01-15', lines: [line('Tea', 1, 1)] });
    await platform.db.query("UPDATE business_environments SET lock_date = '2026-01-31' WHERE business_id = $1 AND environment = 'sandbox'", [fresh.businessId]);
    for (const response of [await fresh.sandbox.put(`${SALES}/${sale.id}`, { date: '2026-02-15' }), await fresh.sandbox.delete(`${SALES}/${sale.id}`)]) {
      expect(response.status).toBe(409);
    }
    expect((await fresh.sandbox.put(`${SALES}/${sale.id}`, { notes: 'still fine' })).status).toBe(200);
  });
});

describe('external_id', () => {
  it('is unique per business and environment: a taken one is 409 with the existing id', async () => {
    const business = await platform.createBusiness();
    const first = await created<Sale>(business.sandbox, SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] });
    const again = await business.sandbox.post(SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });
    const second = await created<Sale>(business.sandbox, SALES, { external_id: 'order-2', lines: [line('Tea', 1, 1)] });
    const taken = await business.sandbox.put(`${SALES}/${second.id}`, { external_id: 'order-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.existing_id).toBe(first.id);
    // Nothing of the refused sale remains: the next number follows on.
    expect((await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] })).number).toBe('SR-000003');
    expect((await created<Sale>(business.production, SALES, { external_id: 'order-1', lines: [line('Tea', 1, 1)] })).external_id).toBe('order-1');
    const listed = await business.sandbox.get(`${SALES}?external_id=order-2`);
    expect(listed.body.data.map((s: Sale) => s.id)).toEqual([second.id]);
    expect(listed.body.pagination.total).toBe(1);
  });
});

describe('events', () => {
  it('records sale.created, sale.updated and sale.voided in order, each with the sale as the API returned it', async () => {
    const business = await platform.createBusiness();
    const sale = await created<Sale>(business.sandbox, SALES, { lines: [line('Tea', 1, 1)] });
    const updated = (await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Tea', 2, 1)] })).body.data;
    await business.sandbox.put(`${SALES}/${sale.id}`, { lines: [line('Tea', 2, 1)] });
    const voided = (await business.sandbox.delete(`${SALES}/${sale.id}`)).body.data;
    const events: { sequence: string; type: string; data: Sale }[] = await platform.db.query(
      "SELECT sequence, type, data FROM events WHERE business_id = $1 AND environment = 'sandbox' AND type LIKE 'sale.%' ORDER BY sequence",
      [business.businessId],
    );
    expect(events.map((e) => e.type)).toEqual(['sale.created', 'sale.updated', 'sale.voided']);
    const sequences = events.map((e) => Number(e.sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(3);
    expect(events.map((e) => e.data)).toEqual([sale, updated, voided]);
  });
});
