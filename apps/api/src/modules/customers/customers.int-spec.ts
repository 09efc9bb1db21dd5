import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { scoped } from '../../database/sql';
import { Db } from '../../database/tx';
import { Transactions, type UnitOfWork } from '../../database/unit-of-work';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AccountsService } from '../accounts/accounts.service';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';

// Creating records with their events against a real PostgreSQL, without HTTP: a customer or an
// account and its event commit together or not at all, and a taken unique value is a 409 naming
// the record that holds it.

const database = useTestDatabase();
let source: DataSource;
let db: Db;
let uow: Transactions;

beforeAll(async () => {
  source = database.source;
  db = new Db(source);
  uow = new Transactions(source);
});

const customers = (unit: UnitOfWork = uow) => new CustomersService(db, unit, unit, new CustomersRepository(db));
const accounts = (unit: UnitOfWork = uow) => new AccountsService(db, unit, unit, new AccountsRepository(db));

/** A unit of work whose transaction fails once the work is done, so that it rolls back. */
const failing: UnitOfWork = {
  run: (work) =>
    uow.run(async (tx) => {
      await work(tx);
      throw new Error('the commit is refused');
    }),
};

async function business(): Promise<Principal> {
  const { businessId } = await createBusiness(source, {
    name: 'Records',
    email: `r-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return sandboxCaller(businessId);
}

/** The tenant's rows of `table` (ids) and its events (type and the record's id). */
async function stored(scope: Scope, table: 'customers' | 'accounts') {
  const q = scoped(scope);
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE ${q.tenant()} ORDER BY created_at, id`, q);
  const events = await db.query<{ type: string; id: string }>(`SELECT type, data->>'id' AS id FROM events WHERE ${q.tenant()} ORDER BY sequence`, q);
  return { ids: rows.map((row) => row.id), events: events.map((event) => [event.type, event.id]) };
}

describe('creating a customer', () => {
  it('stores the customer and records customer.created with it', async () => {
    const principal = await business();
    const created = await customers().create(principal, {
      name: 'Ada Okafor',
      email: 'ada@example.test',
      billing_address: { city: 'Lagos' },
      external_id: 'crm-1',
    });

    expect(created).toMatchObject({ name: 'Ada Okafor', email: 'ada@example.test', balance: '0.00', external_id: 'crm-1', version: 1 });
    expect(created.billing_address).toEqual({ line1: null, line2: null, city: 'Lagos', region: null, postal_code: null, country: null });
    expect(await customers().get(principal, created.id)).toEqual(created);
    expect(await stored(principal, 'customers')).toEqual({ ids: [created.id], events: [['customer.created', created.id]] });
  });

  it('answers a taken external_id with 409 and the id of the customer holding it, writing no row and no event', async () => {
    const principal = await business();
    const first = await customers().create(principal, { name: 'First', external_id: 'crm-7' });
    await expect(customers().create(principal, { name: 'Second', external_id: 'crm-7' })).rejects.toMatchObject({
      code: 'conflict',
      details: { existing_id: first.id },
      errors: [{ field: 'external_id', message: 'is already used by another customer' }],
    });
    expect(await stored(principal, 'customers')).toEqual({ ids: [first.id], events: [['customer.created', first.id]] });
  });

  it('leaves no row and no event when its transaction fails', async () => {
    const principal = await business();
    await expect(customers(failing).create(principal, { name: 'Lost' })).rejects.toThrow('the commit is refused');
    expect(await stored(principal, 'customers')).toEqual({ ids: [], events: [] });
  });

  it('refuses a change at a stale version (412) and changes nothing', async () => {
    const principal = await business();
    const created = await customers().create(principal, { name: 'Versioned' });
    const updated = await customers().update(principal, created.id, { name: 'Renamed' }, 1);
    expect(updated).toMatchObject({ name: 'Renamed', version: 2 });

    await expect(customers().update(principal, created.id, { name: 'Stale' }, 1)).rejects.toMatchObject({
      code: 'version_conflict',
      details: { current_version: 2 },
    });
    expect(await customers().get(principal, created.id)).toEqual(updated);
  });
});

describe('creating an account', () => {
  it('stores the account and records account.created with it', async () => {
    const principal = await business();
    const before = await stored(principal, 'accounts');
    const created = await accounts().create(principal, { name: 'Online sales', code: '4200', external_id: 'shop-1' }, 'sales');

    expect(created).toMatchObject({ name: 'Online sales', code: '4200', type: 'income', subtype: 'sales', currency: 'USD', system: false, version: 1 });
    expect(await stored(principal, 'accounts')).toEqual({ ids: [...before.ids, created.id], events: [['account.created', created.id]] });
  });

  it('answers a taken name, in any case, with 409 and the id of the account holding it, writing nothing', async () => {
    const principal = await business();
    const before = await stored(principal, 'accounts');
    const q = scoped(principal);
    const [cash] = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE ${q.tenant()} AND name = 'Cash'`, q);
    await expect(accounts().create(principal, { name: 'CASH', type: 'asset' }, 'any')).rejects.toMatchObject({
      code: 'conflict',
      details: { existing_id: cash.id },
      errors: [{ field: 'name', message: 'is already used by another account' }],
    });
    expect(await stored(principal, 'accounts')).toEqual(before);
  });

  it('answers a taken external_id with 409 and the existing id', async () => {
    const principal = await business();
    const first = await accounts().create(principal, { name: 'Synced', external_id: 'erp-100' }, 'sales');
    await expect(accounts().create(principal, { name: 'Synced again', external_id: 'erp-100' }, 'sales')).rejects.toMatchObject({
      code: 'conflict',
      details: { existing_id: first.id },
      errors: [{ field: 'external_id' }],
    });
  });

  it('refuses a parent of another type (400) and leaves no row and no event when its transaction fails', async () => {
    const principal = await business();
    const before = await stored(principal, 'accounts');
    const sales = await accounts().list(principal, { limit: 1 }, 'sales');
    await expect(accounts().create(principal, { name: 'Petty cash', type: 'asset', parent_id: sales.rows[0].id }, 'any')).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'parent_id', message: 'must be an account of the same type (asset)' }],
    });

    await expect(accounts(failing).create(principal, { name: 'Lost', type: 'asset' }, 'any')).rejects.toThrow('the commit is refused');
    expect(await stored(principal, 'accounts')).toEqual(before);
  });
});
