import { randomBytes } from 'node:crypto';
import { createBusiness, newId, type Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { scoped, type ScopedSql } from '../../database/sql';
import { Db } from '../../database/tx';
import { GroupCommit, Transactions, type UnitOfWork } from '../../database/unit-of-work';
import { CreateSaleUseCase } from './create-sale.use-case';
import type { CreateSaleDto } from './dto/sale.dto';
import type { SaleResponse } from './sale.response';

// The create-sale use case and its repository against a real PostgreSQL, under group commit (the
// sales of the moment share one transaction and its statements) and with one transaction each.

const database = useTestDatabase(8);
let source: DataSource;

beforeAll(async () => {
  source = database.source;
});

async function business(): Promise<Principal> {
  const { businessId } = await createBusiness(source, {
    name: 'Shop',
    email: `s-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return sandboxCaller(businessId);
}

const sale = (cents: number, extra: Partial<CreateSaleDto> = {}): CreateSaleDto => ({
  date: '2026-03-02',
  lines: [{ description: 'Tea', quantity: '2', unit_price: (cents / 100).toFixed(2) }],
  ...extra,
});

/** What a call answered: the sale, or the error it was refused with. */
const outcome = (answer: Promise<SaleResponse>) => answer.catch((error: unknown) => error as DomainError);

/** The rows of a statement about the tenant `scope` (its predicate written by `q.tenant`). */
const about = <Row>(scope: Scope, text: (q: ScopedSql) => string) => {
  const q = scoped(scope);
  return new Db(source).query<Row>(text(q), q);
};

/** The tenant's stored sales (number order) with their entries' debits and credits, in base currency. */
const storedSales = (scope: Scope) =>
  about<{ id: string; number: string; total: string; created_at: Date; debits: string; credits: string; lines: number; entry_lines: number }>(
    scope,
    (q) => `SELECT s.id, s.number, s.total::text, s.created_at, sum(l.base_debit)::text AS debits, sum(l.base_credit)::text AS credits,
            (SELECT count(*)::int FROM sale_lines x WHERE x.sale_id = s.id) AS lines, count(l.id)::int AS entry_lines
       FROM sales s JOIN journal_lines l ON l.entry_id = s.journal_entry_id
      WHERE ${q.tenant('s')} GROUP BY s.business_id, s.environment, s.id ORDER BY s.number`,
  );

const events = (scope: Scope) =>
  about<{ sequence: number; type: string; data: SaleResponse }>(
    scope,
    (q) => `SELECT sequence::int AS sequence, type, data FROM events WHERE ${q.tenant()} ORDER BY sequence`,
  );

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `SR-${String(i + 1).padStart(6, '0')}`);

describe.each([
  ['group commit', (source: DataSource): UnitOfWork => new GroupCommit(source)],
  ['one transaction each', (source: DataSource): UnitOfWork => new Transactions(source)],
])('CreateSaleUseCase, %s', (mode, unitOfWork) => {
  let create: (principal: Principal, input: CreateSaleDto) => Promise<SaleResponse>;

  beforeAll(() => {
    const useCase = new CreateSaleUseCase(unitOfWork(source), new Db(source));
    create = (principal, input) => useCase.execute(principal, input);
  });

  it('stores concurrent sales of several businesses: numbers and event sequences gap-free per business, entries balanced', async () => {
    const shops = [await business(), await business(), await business()];
    const asked = Array.from({ length: 75 }, (_, i) => ({ shop: shops[i % shops.length], cents: 100 + i }));
    const answers = await Promise.all(asked.map(({ shop, cents }) => create(shop, sale(cents, { metadata: { n: String(cents) } }))));

    for (const shop of shops) {
      const mine = answers.filter((_, i) => asked[i].shop === shop);
      const stored = await storedSales(shop);
      expect(stored.map((row) => row.number)).toEqual(numbers(25));
      expect(stored.map((row) => row.id).sort()).toEqual(mine.map((answer) => answer.id).sort());
      for (const row of stored) {
        const answer = mine.find((one) => one.id === row.id)!;
        expect(row).toMatchObject({ number: answer.number, debits: row.credits, lines: 1, entry_lines: 2 });
        expect(Number(row.debits)).toBe(Number(answer.total));
      }
      const recorded = await events(shop);
      expect(recorded.map((event) => event.sequence)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(recorded.map((event) => event.type)).toEqual(Array(25).fill('sale.created'));
      expect(recorded.map((event) => event.data).sort((a, b) => a.number.localeCompare(b.number))).toEqual(
        [...mine].sort((a, b) => a.number.localeCompare(b.number)),
      );
      const [counter] = await about<{ value: number }>(shop, (q) => `SELECT value::int AS value FROM counters WHERE ${q.tenant()} AND name = 'sale_number'`);
      expect(counter.value).toBe(25);
    }
    // Under group commit the sales shared a few transactions (created_at is the transaction's time).
    const times = new Set(answers.map((answer) => answer.created_at));
    if (mode === 'group commit') expect(times.size).toBeLessThanOrEqual(3);
  });

  it('refuses a bad sale among good ones alone, with its 400, and stores the others', async () => {
    const shop = await business();
    await about(shop, (q) => `UPDATE business_environments SET lock_date = '2026-01-31' WHERE ${q.tenant()}`);
    const archived = newId();
    await about(
      shop,
      (q) =>
        `INSERT INTO customers (id, business_id, environment, name, archived) VALUES (${q.param(archived)}, ${q.business}, ${q.environment}, 'Gone', true)`,
    );
    const bad: [CreateSaleDto, object][] = [
      [sale(500, { customer_id: archived }), { field: 'customer_id' }],
      [{ date: '2026-03-02', lines: [{ item_id: newId() }] } as CreateSaleDto, { field: 'lines.0.item_id' }],
      [sale(500, { date: '2026-01-31' }), { field: 'date', message: 'must be after the lock date 2026-01-31' }],
    ];
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => outcome(create(shop, sale(200 + i)))),
      ...bad.map(([input]) => outcome(create(shop, input))),
      ...Array.from({ length: 10 }, (_, i) => outcome(create(shop, sale(300 + i)))),
    ]);

    const refused = answers.slice(10, 13);
    refused.forEach((answer, i) => {
      expect(answer).toBeInstanceOf(DomainError);
      expect(answer).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining(bad[i][1])] });
    });
    const stored = await storedSales(shop);
    expect(stored.map((row) => row.number)).toEqual(numbers(20));
    expect(stored.map((row) => row.id).sort()).toEqual([...answers.slice(0, 10), ...answers.slice(13)].map((answer) => (answer as SaleResponse).id).sort());
    expect((await events(shop)).map((event) => event.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('answers a taken external_id with 409 naming the sale that holds it, and stores the others', async () => {
    const shop = await business();
    const first = await create(shop, sale(100, { external_id: 'order-1' }));
    const answers = await Promise.all([
      outcome(create(shop, sale(101))),
      outcome(create(shop, sale(102, { external_id: 'order-1' }))),
      outcome(create(shop, sale(103, { external_id: 'order-2' }))),
      outcome(create(shop, sale(104, { external_id: 'order-2' }))),
      outcome(create(shop, sale(105))),
    ]);

    const conflict = { code: 'conflict', errors: [{ field: 'external_id', message: 'is already used by another sale' }] };
    expect(answers[1]).toBeInstanceOf(DomainError);
    expect(answers[1]).toMatchObject({ ...conflict, details: { existing_id: first.id } });
    // Of two new sales asking for one external_id, the first one written keeps it.
    const [kept, taken] = answers[2] instanceof DomainError ? [answers[3], answers[2]] : [answers[2], answers[3]];
    expect(taken).toMatchObject({ ...conflict, details: { existing_id: (kept as SaleResponse).id } });
    expect(answers[0]).toMatchObject({ external_id: null });
    expect(answers[4]).toMatchObject({ external_id: null });
    expect((await storedSales(shop)).map((row) => row.number)).toEqual(numbers(4));
    expect((await events(shop)).map((event) => event.sequence)).toEqual([1, 2, 3, 4]);
  });
});
