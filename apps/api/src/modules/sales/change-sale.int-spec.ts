import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { scoped, type ScopedSql } from '../../database/sql';
import { Db } from '../../database/tx';
import { Transactions } from '../../database/unit-of-work';
import { CreateSaleUseCase } from './create-sale.use-case';
import { SalesRepository } from './sales.repository';
import { UpdateSaleUseCase } from './update-sale.use-case';
import { VoidSaleUseCase } from './void-sale.use-case';

// The update and void use cases against a real PostgreSQL: each one transaction that locks the sale
// row first, reverses the sale's entry and posts anew, and records its event.

const database = useTestDatabase(6);
let source: DataSource;
let create: CreateSaleUseCase;
let update: UpdateSaleUseCase;
let voidSale: VoidSaleUseCase;

beforeAll(async () => {
  source = database.source;
  const [uow, db] = [new Transactions(source), new Db(source)];
  const sales = new SalesRepository(db);
  create = new CreateSaleUseCase(uow, db);
  update = new UpdateSaleUseCase(uow, db, sales);
  voidSale = new VoidSaleUseCase(uow, sales);
});

async function business(): Promise<Principal> {
  const { businessId } = await createBusiness(source, {
    name: 'Shop',
    email: `c-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return sandboxCaller(businessId);
}

/** The rows of a statement about the tenant `scope` (its predicate written by `q.tenant`). */
const about = <Row>(scope: Scope, text: (q: ScopedSql) => string) => {
  const q = scoped(scope);
  return new Db(source).query<Row>(text(q), q);
};
const balance = async (scope: Scope, subtype: string) =>
  (await about<{ balance: string }>(scope, (q) => `SELECT balance::text AS balance FROM accounts WHERE ${q.tenant()} AND subtype = ${q.param(subtype)}`))[0]
    .balance;
const eventTypes = async (scope: Scope) =>
  (await about<{ type: string }>(scope, (q) => `SELECT type FROM events WHERE ${q.tenant()} ORDER BY sequence`)).map((e) => e.type);
const tea = (unitPrice: string) => [{ description: 'Tea', quantity: '1', unit_price: unitPrice }];

describe('UpdateSaleUseCase', () => {
  it('reverses the entry and posts the new one when the lines change, writing the lines anew', async () => {
    const shop = await business();
    const sale = await create.execute(shop, { date: '2026-03-02', lines: tea('10.00') });
    const updated = await update.execute(shop, sale.id, { lines: tea('25.00'), notes: 'more tea' }, 1);

    expect(updated).toMatchObject({ total: '25.00', notes: 'more tea', version: 2, lines: [{ unit_price: '25', amount: '25.00' }] });
    expect(updated.journal_entry_id).not.toBe(sale.journal_entry_id);
    expect(updated.lines[0].id).not.toBe(sale.lines[0].id);
    const entries = await about(shop, (q) => `SELECT id, reverses_id, memo FROM journal_entries WHERE ${q.tenant()} AND source_id = ${q.param(sale.id)}`);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        { id: sale.journal_entry_id, reverses_id: null, memo: `Sale ${sale.number}` },
        { id: expect.any(String), reverses_id: sale.journal_entry_id, memo: `Reversal of sale ${sale.number} (changed)` },
        { id: updated.journal_entry_id, reverses_id: null, memo: `Sale ${sale.number}` },
      ]),
    );
    expect(await balance(shop, 'cash')).toBe('25.0000');
    expect((await source.query('SELECT id FROM sale_lines WHERE sale_id = $1', [sale.id])).map((l: { id: string }) => l.id)).toEqual([updated.lines[0].id]);
    expect(await eventTypes(shop)).toEqual(['sale.created', 'sale.updated']);
  });

  it('refuses a stale version with 412 and changes nothing', async () => {
    const shop = await business();
    const sale = await create.execute(shop, { date: '2026-03-02', lines: tea('10.00') });
    await expect(update.execute(shop, sale.id, { lines: tea('11.00') }, 2)).rejects.toMatchObject({
      code: 'version_conflict',
      details: { current_version: 1 },
    });
    expect(await balance(shop, 'cash')).toBe('10.0000');
    expect(await eventTypes(shop)).toEqual(['sale.created']);
  });
});

describe('VoidSaleUseCase', () => {
  it('voids a sale once under concurrent voids: one reversal, the books back to zero, the list count one fewer', async () => {
    const shop = await business();
    const sale = await create.execute(shop, { date: '2026-03-02', lines: tea('10.00') });
    const answers = await Promise.all(Array.from({ length: 4 }, () => voidSale.execute(shop, sale.id).catch((error: unknown) => error)));

    expect(answers.filter((answer) => !(answer instanceof DomainError))).toEqual([expect.objectContaining({ id: sale.id, status: 'void', version: 2 })]);
    expect(answers.filter((answer) => answer instanceof DomainError)).toEqual(Array(3).fill(expect.objectContaining({ code: 'conflict' })));
    expect(await balance(shop, 'cash')).toBe('0.0000');
    expect(await balance(shop, 'sales')).toBe('0.0000');
    const [voided] = await about<{ value: number }>(shop, (q) => `SELECT value::int AS value FROM counters WHERE ${q.tenant()} AND name = 'sales_voided'`);
    expect(voided.value).toBe(1);
    expect(await eventTypes(shop)).toEqual(['sale.created', 'sale.voided']);
  });
});
