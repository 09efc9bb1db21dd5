import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { useTestDatabase } from '@ledgerline/testing';
import { Db } from '../database/tx';
import { CustomersRepository } from '../modules/customers/customers.repository';
import { COUNT_CAP } from './pagination';

// A list's total against PostgreSQL: the rows matching its filters, counted up to COUNT_CAP, so
// that a page costs the same on a list of any length; the pages go on past the capped total.

const database = useTestDatabase();
let db: Db;
let customers: CustomersRepository;
let scope: Scope;

beforeAll(async () => {
  db = new Db(database.source);
  customers = new CustomersRepository(db);
  const { businessId } = await createBusiness(database.source, {
    name: 'Many customers',
    email: `p-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  scope = { businessId, environment: 'sandbox' };
  // COUNT_CAP + 5 customers, three of them archived.
  await database.source.query(
    `INSERT INTO customers (id, business_id, environment, name, archived, created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'sandbox', 'Customer ' || g, g <= 3, now() - g * interval '1 second', now() - g * interval '1 second'
       FROM generate_series(1, $2::int) g`,
    [businessId, COUNT_CAP + 5],
  );
});

it(`counts a list up to ${COUNT_CAP} records: that total means "that many or more"`, async () => {
  const page = await customers.list(db, scope, { limit: 10 });
  expect(page.rows).toHaveLength(10);
  expect(page.pagination).toMatchObject({ page: 1, limit: 10, total: COUNT_CAP, total_pages: COUNT_CAP / 10 });
});

it('answers the pages past the capped total while records remain', async () => {
  const last = await customers.list(db, scope, { limit: 10, page: COUNT_CAP / 10 + 1 });
  expect(last.rows.map((row) => row.name)).toEqual(['Customer 10001', 'Customer 10002', 'Customer 10003', 'Customer 10004', 'Customer 10005']);
  expect(last.pagination).toMatchObject({ total: COUNT_CAP, next_cursor: null });
  expect((await customers.list(db, scope, { limit: 10, page: COUNT_CAP / 10 + 2 })).rows).toEqual([]);
});

it('counts exactly below the cap, with the same filters as the page', async () => {
  const archived = await customers.list(db, scope, { limit: 2, archived: true });
  expect(archived.rows.map((row) => row.name)).toEqual(['Customer 1', 'Customer 2']);
  expect(archived.pagination).toMatchObject({ total: 3, total_pages: 2 });
});
