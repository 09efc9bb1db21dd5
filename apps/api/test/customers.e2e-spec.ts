import { created, type Customer, CUSTOMERS, eventsOf, expectFieldError, insertDocument } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

const NO_ADDRESS = { line1: null, line2: null, city: null, region: null, postal_code: null, country: null };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('POST and GET /api/v1/customers', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness({ baseCurrency: 'USD' });
  });

  it('creates a customer with every field (201, ETag "1") and reads it back', async () => {
    const response = await business.sandbox.post(CUSTOMERS, {
      name: '  Ada Okafor ',
      email: 'ada@example.com',
      phone: '+234 800 000 0000',
      company: 'Okafor Ltd',
      tax_number: 'TIN-123',
      currency: 'ngn',
      billing_address: { line1: '1 Marina', line2: '', city: 'Lagos', region: 'Lagos', postal_code: '101001', country: 'ng' },
      notes: 'Pays on Fridays',
      metadata: { crm_id: '42' },
      external_id: 'crm-42',
    });
    expect(response.status).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    expect(response.body).toMatchObject({ status: 'success', message: 'Customer created' });
    const customer: Customer = response.body.data;
    expect(customer).toMatchObject({
      name: 'Ada Okafor',
      email: 'ada@example.com',
      phone: '+234 800 000 0000',
      company: 'Okafor Ltd',
      tax_number: 'TIN-123',
      currency: 'NGN',
      billing_address: { line1: '1 Marina', line2: null, city: 'Lagos', region: 'Lagos', postal_code: '101001', country: 'NG' },
      notes: 'Pays on Fridays',
      archived: false,
      balance: '0.00',
      metadata: { crm_id: '42' },
      external_id: 'crm-42',
      version: 1,
    });
    expect(customer.created_at).toBe(customer.updated_at);
    const fetched = await business.sandbox.get(`${CUSTOMERS}/${customer.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.etag).toBe('"1"');
    expect(fetched.body).toMatchObject({ message: 'Customer retrieved', data: customer });
  });

  it('needs only a name; everything else is null, the address has every key', async () => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Walk-in', email: null, notes: '' });
    expect(customer).toMatchObject({ email: null, phone: null, company: null, tax_number: null, currency: null, notes: null, metadata: {}, external_id: null });
    expect(customer.billing_address).toEqual(NO_ADDRESS);
  });

  it.each([
    ['name', {}],
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(201) }],
    ['name', { name: null }],
    ['email', { name: 'A', email: 'not-an-email' }],
    ['email', { name: 'A', email: 42 }],
    ['phone', { name: 'A', phone: '1'.repeat(51) }],
    ['currency', { name: 'A', currency: 'ABC' }],
    ['notes', { name: 'A', notes: 'n'.repeat(2001) }],
    ['billing_address', { name: 'A', billing_address: '1 Marina, Lagos' }],
    ['billing_address.country', { name: 'A', billing_address: { country: 'Nigeria' } }],
    ['billing_address.postal_code', { name: 'A', billing_address: { postal_code: 'p'.repeat(21) } }],
    ['billing_address.street', { name: 'A', billing_address: { street: 'Marina' } }],
    ['metadata', { name: 'A', metadata: { key: 1 } }],
    ['external_id', { name: 'A', external_id: '' }],
    ['balance', { name: 'A', balance: '10.00' }],
  ])('refuses an invalid %s with 400 naming it, and creates nothing', async (field, body) => {
    const before = (await business.sandbox.get(CUSTOMERS)).body.pagination.total;
    expectFieldError(await business.sandbox.post(CUSTOMERS, body), field);
    expect((await business.sandbox.get(CUSTOMERS)).body.pagination.total).toBe(before);
  });

  it.each([
    ['USD', '0.00', '1234.50'],
    ['JPY', '0', '1235'],
    ['KWD', '0.000', '1234.500'],
  ])('shows the balance in the base currency %s: %s, and what the invoices module maintains', async (baseCurrency, zero, owed) => {
    const other = await platform.createBusiness({ baseCurrency });
    const customer = await created<Customer>(other.production, CUSTOMERS, { name: 'Owes us' });
    expect(customer.balance).toBe(zero);
    await platform.db.query('UPDATE customers SET balance = 1234.5 WHERE id = $1', [customer.id]);
    expect((await other.production.get(`${CUSTOMERS}/${customer.id}`)).body.data.balance).toBe(owed);
  });
});

describe('PUT and DELETE /api/v1/customers/{id}', () => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await platform.createBusiness();
  });

  it('PUT changes only the fields given, bumps version and updated_at; null clears', async () => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, {
      name: 'Bola',
      email: 'bola@example.com',
      currency: 'USD',
      billing_address: { line1: '2 Broad St', country: 'NG' },
    });
    const response = await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { phone: '0800', email: null, billing_address: { city: 'Abuja' } });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const updated: Customer = response.body.data;
    expect(updated).toMatchObject({ name: 'Bola', phone: '0800', email: null, currency: 'USD', version: 2 });
    expect(updated.billing_address).toEqual({ ...NO_ADDRESS, city: 'Abuja' });
    expect(updated.updated_at > customer.updated_at).toBe(true);
    expect(updated.created_at).toBe(customer.created_at);

    const cleared = (await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { billing_address: null, currency: null })).body.data;
    expect(cleared).toMatchObject({ billing_address: NO_ADDRESS, currency: null, version: 3 });
  });

  it('PUT with no fields leaves the version alone', async () => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Unchanged' });
    expect((await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, {})).body.data).toEqual(customer);
  });

  it.each([
    ['name', { name: null }],
    ['name', { name: ' ' }],
    ['archived', { archived: null }],
    ['archived', { archived: 'yes' }],
    ['metadata', { metadata: null }],
    ['email', { email: 'nope' }],
    ['version', { version: 9 }],
  ])('PUT refuses an invalid %s with 400 and changes nothing', async (field, body) => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Steady' });
    expectFieldError(await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, body), field);
    expect((await business.sandbox.get(`${CUSTOMERS}/${customer.id}`)).body.data).toEqual(customer);
  });

  it('archives a customer and keeps it readable', async () => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Gone quiet' });
    const archived = await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { archived: true });
    expect(archived.body.data).toMatchObject({ archived: true, version: 2 });
    expect((await business.sandbox.get(`${CUSTOMERS}/${customer.id}`)).body.data.archived).toBe(true);
  });

  it('deletes a customer without documents: 200 {id, deleted: true}, then 404', async () => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Short-lived' });
    const response = await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', message: 'Customer deleted', data: { id: customer.id, deleted: true } });
    expect((await business.sandbox.get(`${CUSTOMERS}/${customer.id}`)).status).toBe(404);
    expect((await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`)).status).toBe(404);
  });

  it.each([
    ['a sale', 'sale' as const],
    ['an invoice', 'invoice' as const],
  ])('refuses to delete a customer with %s (409, archive instead) and keeps it', async (_, document) => {
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Has documents' });
    await insertDocument(platform.db, business.businessId, document, { customerId: customer.id });
    const response = await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 'error', code: 'conflict' });
    expect(response.body.message).toMatch(/archive/);
    expect((await business.sandbox.get(`${CUSTOMERS}/${customer.id}`)).body.data).toEqual(customer);
    expect((await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { archived: true })).body.data.archived).toBe(true);
  });

  it('answers 404 for an unknown id, a malformed id and an id of another business or environment', async () => {
    const other = await platform.createBusiness();
    const theirs = await created<Customer>(other.sandbox, CUSTOMERS, { name: 'Theirs' });
    const mine = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Mine' });
    for (const path of [`${CUSTOMERS}/0190c1c8-0000-7000-8000-000000000000`, `${CUSTOMERS}/not-an-id`, `${CUSTOMERS}/${theirs.id}`]) {
      expect((await business.sandbox.get(path)).status).toBe(404);
      expect((await business.sandbox.put(path, { name: 'Stolen' })).status).toBe(404);
      expect((await business.sandbox.delete(path)).status).toBe(404);
    }
    expect((await business.production.get(`${CUSTOMERS}/${mine.id}`)).status).toBe(404);
    expect((await business.production.delete(`${CUSTOMERS}/${mine.id}`)).status).toBe(404);
    expect((await business.production.get(CUSTOMERS)).body.data.map((c: Customer) => c.id)).not.toContain(mine.id);
    expect((await other.sandbox.get(`${CUSTOMERS}/${theirs.id}`)).body.data.name).toBe('Theirs');
  });
});

describe('external_id and If-Match', () => {
  it('a taken external_id is 409 with the existing id, on create and on update; other tenants may reuse it', async () => {
    const business = await platform.createBusiness();
    const first = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Synced', external_id: 'shop-1' });
    const again = await business.sandbox.post(CUSTOMERS, { name: 'Synced twice', external_id: 'shop-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', existing_id: first.id, errors: [{ field: 'external_id' }] });

    const second = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Second', external_id: 'shop-2' });
    const moved = await business.sandbox.put(`${CUSTOMERS}/${second.id}`, { external_id: 'shop-1' });
    expect(moved.status).toBe(409);
    expect(moved.body.existing_id).toBe(first.id);

    expect((await business.sandbox.get(`${CUSTOMERS}?external_id=shop-1`)).body.data.map((c: Customer) => c.id)).toEqual([first.id]);
    expect((await created<Customer>(business.production, CUSTOMERS, { name: 'Synced', external_id: 'shop-1' })).external_id).toBe('shop-1');
    const other = await platform.createBusiness();
    expect((await created<Customer>(other.sandbox, CUSTOMERS, { name: 'Synced', external_id: 'shop-1' })).external_id).toBe('shop-1');
  });

  it('refuses PUT and DELETE with a stale If-Match (412) and accepts the current one', async () => {
    const business = await platform.createBusiness();
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Contended' });
    const current = (await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { notes: 'v2' })).body.data;

    const put = await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { name: 'Lost update' }, { headers: { 'if-match': '"1"' } });
    expect(put.status).toBe(412);
    expect(put.body.code).toBe('version_conflict');
    expect(put.headers.etag).toBe('"2"');
    const deleted = await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`, { headers: { 'if-match': '"1"' } });
    expect(deleted.status).toBe(412);
    expect((await business.sandbox.get(`${CUSTOMERS}/${customer.id}`)).body.data).toEqual(current);

    const accepted = await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { name: 'Won' }, { headers: { 'if-match': '"2"' } });
    expect(accepted.body.data).toMatchObject({ name: 'Won', version: 3 });
    expect((await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`, { headers: { 'if-match': accepted.headers.etag } })).status).toBe(200);
  });
});

describe('GET /api/v1/customers (list)', () => {
  let business: TestBusiness;
  let customers: Customer[];
  beforeAll(async () => {
    business = await platform.createBusiness();
    customers = [];
    for (const [name, email] of [
      ['Zeta Stores', 'orders@zeta.example'],
      ['alpha_and_co', 'Hello@Alpha.example'],
      ['Beta 100% Foods', null],
      ['Gamma', null],
    ]) {
      customers.push(await created<Customer>(business.sandbox, CUSTOMERS, { name, email }));
    }
    await business.sandbox.put(`${CUSTOMERS}/${customers[3].id}`, { archived: true });
  });

  it('pages newest first with the pagination object, and follows the cursor', async () => {
    const first = await business.sandbox.get(`${CUSTOMERS}?limit=3`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).toMatchObject({ message: 'Customers retrieved', pagination: { page: 1, limit: 3, total: 4, total_pages: 2 } });
    expect(first.body.data.map((c: Customer) => c.name)).toEqual(['Gamma', 'Beta 100% Foods', 'alpha_and_co']);
    const second = await business.sandbox.get(`${CUSTOMERS}?limit=3&page=2`);
    expect(second.body.data.map((c: Customer) => c.name)).toEqual(['Zeta Stores']);
    const next = await business.sandbox.get(`${CUSTOMERS}?limit=3&cursor=${first.body.pagination.next_cursor}`);
    expect(next.body.data.map((c: Customer) => c.name)).toEqual(['Zeta Stores']);
    expect((await business.sandbox.get(`${CUSTOMERS}?page=9`)).body.data).toEqual([]);
  });

  it('sorts by name, case-insensitively, either way', async () => {
    expect((await business.sandbox.get(`${CUSTOMERS}?sort=name`)).body.data.map((c: Customer) => c.name)).toEqual([
      'alpha_and_co',
      'Beta 100% Foods',
      'Gamma',
      'Zeta Stores',
    ]);
    expect((await business.sandbox.get(`${CUSTOMERS}?sort=-name`)).body.data.map((c: Customer) => c.name)).toEqual([
      'Zeta Stores',
      'Gamma',
      'Beta 100% Foods',
      'alpha_and_co',
    ]);
  });

  it('filters by archived, email (exact, any case), name (contains, any case, wildcards literal) and updated_since', async () => {
    const names = async (query: string) => (await business.sandbox.get(`${CUSTOMERS}?${query}`)).body.data.map((c: Customer) => c.name).sort();
    expect(await names('archived=true')).toEqual(['Gamma']);
    expect(await names('archived=false')).toEqual(['Beta 100% Foods', 'Zeta Stores', 'alpha_and_co']);
    expect(await names('email=hello@alpha.EXAMPLE')).toEqual(['alpha_and_co']);
    expect(await names('email=alpha.example')).toEqual([]);
    expect(await names('name=STORE')).toEqual(['Zeta Stores']);
    expect(await names(`name=${encodeURIComponent('100%')}`)).toEqual(['Beta 100% Foods']);
    expect(await names('name=a_S')).toEqual([]);
    expect(await names('name=alpha_')).toEqual(['alpha_and_co']);
    expect(await names('name=%25')).toEqual(['Beta 100% Foods']);
    const archivedAt = (await business.sandbox.get(`${CUSTOMERS}/${customers[3].id}`)).body.data.updated_at;
    expect(await names(`updated_since=${encodeURIComponent(archivedAt)}`)).toEqual(['Gamma']);
  });

  it.each(['sort=balance', 'archived=maybe', 'limit=0', 'email=', 'colour=red'])('refuses %s with 400', async (query) => {
    const response = await business.sandbox.get(`${CUSTOMERS}?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });
});

describe('customer events', () => {
  it('records customer.created, .updated (also for archiving) and .deleted with the record as the API returns it', async () => {
    const business = await platform.createBusiness();
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Evented', billing_address: { city: 'Accra' } });
    const updated = (await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { name: 'Evented twice' })).body.data;
    const archived = (await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { archived: true })).body.data;
    await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, {});
    await business.sandbox.post(CUSTOMERS, { name: 'Refused', external_id: 'x', metadata: 'no' });
    expect((await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`)).status).toBe(200);

    expect((await eventsOf(platform.db, business.businessId, { type: 'customer.' })).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'customer.created', data: customer },
      { type: 'customer.updated', data: updated },
      { type: 'customer.updated', data: archived },
      { type: 'customer.deleted', data: archived },
    ]);
    expect(await eventsOf(platform.db, business.businessId, { type: 'customer.', environment: 'production' })).toEqual([]);
  });

  it('records nothing when the write is refused', async () => {
    const business = await platform.createBusiness();
    const customer = await created<Customer>(business.sandbox, CUSTOMERS, { name: 'Only event', external_id: 'e-1' });
    await insertDocument(platform.db, business.businessId, 'invoice', { customerId: customer.id });
    expect((await business.sandbox.post(CUSTOMERS, { name: 'Clash', external_id: 'e-1' })).status).toBe(409);
    expect((await business.sandbox.delete(`${CUSTOMERS}/${customer.id}`)).status).toBe(409);
    expect((await business.sandbox.put(`${CUSTOMERS}/${customer.id}`, { name: 'Stale' }, { headers: { 'if-match': '"9"' } })).status).toBe(412);
    expect((await eventsOf(platform.db, business.businessId, { type: 'customer.' })).map((event) => event.type)).toEqual(['customer.created']);
  });
});
