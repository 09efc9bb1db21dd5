import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { Decimal, type Posting } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { Db } from '../database/tx';
import { GroupCommit, Transactions } from '../database/unit-of-work';
import { addToCounters, bumpCounter, postEntries, postEntry, recordEvent, recordEvents, systemAccountId } from './ledger';

// The ledger's writers against a real PostgreSQL: each is one statement for any number of entries,
// events or counter steps, of any businesses, and the database's own guards stay in force.

const database = useTestDatabase();
let source: DataSource;
let uow: Transactions;
let db: Db;

beforeAll(async () => {
  source = database.source;
  uow = new Transactions(source);
  db = new Db(source);
});

async function business(): Promise<{ sandbox: Scope; production: Scope }> {
  const { businessId } = await createBusiness(source, {
    name: 'Ledger',
    email: `l-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return { sandbox: { businessId, environment: 'sandbox' }, production: { businessId, environment: 'production' } };
}

/** A cash sale of `amount` in the base currency: debit Cash, credit Sales. */
async function cashSale(scope: Scope, amount: string, date = '2026-01-10'): Promise<Posting> {
  const [cash, sales] = [await systemAccountId(db, scope, 'cash'), await systemAccountId(db, scope, 'sales')];
  const value = new Decimal(amount);
  const zero = new Decimal(0);
  return {
    date,
    memo: 'test',
    currency: 'USD',
    exchangeRate: new Decimal(1),
    sourceType: 'manual',
    sourceId: null,
    lines: [
      { accountId: cash, debit: value, credit: zero, baseDebit: value, baseCredit: zero },
      { accountId: sales, debit: zero, credit: value, baseDebit: zero, baseCredit: value },
    ],
  };
}

const balance = async (scope: Scope, subtype: string) =>
  (
    await source.query('SELECT balance::text AS balance FROM accounts WHERE business_id = $1 AND environment = $2 AND subtype = $3', [
      scope.businessId,
      scope.environment,
      subtype,
    ])
  )[0].balance;

describe('postEntries', () => {
  it('writes entries of several businesses and environments in one statement, each with its lines, and moves their balances', async () => {
    const [a, b] = [await business(), await business()];
    const entries = [
      { scope: a.sandbox, posting: await cashSale(a.sandbox, '10.00') },
      { scope: b.production, posting: await cashSale(b.production, '2.50') },
      { scope: a.sandbox, posting: await cashSale(a.sandbox, '1.25') },
    ];
    const ids = await uow.run((tx) => postEntries(tx, entries));
    expect(new Set(ids).size).toBe(3);
    const lines = await source.query(
      'SELECT entry_id, business_id, environment, count(*)::int AS lines FROM journal_lines WHERE entry_id = ANY($1) GROUP BY 1, 2, 3',
      [ids],
    );
    expect(lines).toHaveLength(3);
    expect(await balance(a.sandbox, 'cash')).toBe('11.2500');
    expect(await balance(b.production, 'sales')).toBe('-2.5000');
    expect(await balance(a.production, 'cash')).toBe('0');
  });

  it('refuses an unbalanced entry before sending anything', async () => {
    const { sandbox } = await business();
    const posting = await cashSale(sandbox, '5.00');
    posting.lines[1].baseCredit = new Decimal('4.99');
    await expect(uow.run((tx) => postEntry(tx, sandbox, posting))).rejects.toThrow('unbalanced');
    expect(await balance(sandbox, 'cash')).toBe('0');
  });

  it('turns the database refusing a date on or before the lock date into a 400 on date', async () => {
    const { sandbox } = await business();
    await source.query("UPDATE business_environments SET lock_date = '2026-01-31' WHERE business_id = $1 AND environment = 'sandbox'", [sandbox.businessId]);
    const refused = await uow.run(async (tx) => postEntry(tx, sandbox, await cashSale(sandbox, '5.00', '2026-01-31'))).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'validation_failed', errors: [{ field: 'date', message: 'must be after the lock date' }] });
  });
});

describe('recordEvents', () => {
  const sequences = (scope: Scope) =>
    source.query<{ sequence: number; type: string }[]>(
      'SELECT sequence::int AS sequence, type FROM events WHERE business_id = $1 AND environment = $2 ORDER BY sequence',
      [scope.businessId, scope.environment],
    );

  it('gives each event the next sequence of its own business and environment, in the order given', async () => {
    const [a, b] = [await business(), await business()];
    await uow.run((tx) =>
      recordEvents(tx, [
        { scope: a.sandbox, type: 'one', data: {} },
        { scope: b.sandbox, type: 'x', data: {} },
        { scope: a.sandbox, type: 'two', data: {} },
        { scope: a.production, type: 'p', data: {} },
        { scope: a.sandbox, type: 'three', data: {} },
      ]),
    );
    expect(await sequences(a.sandbox)).toEqual([
      { sequence: 1, type: 'one' },
      { sequence: 2, type: 'two' },
      { sequence: 3, type: 'three' },
    ]);
    expect(await sequences(b.sandbox)).toEqual([{ sequence: 1, type: 'x' }]);
    expect(await sequences(a.production)).toEqual([{ sequence: 1, type: 'p' }]);
  });

  it('keeps sequences gap-free and unique under concurrent transactions and group commit', async () => {
    const { sandbox } = await business();
    const grouped = new GroupCommit(source);
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => uow.run((tx) => recordEvent(tx, sandbox, 'customer.created', { id: i }))),
      ...Array.from({ length: 20 }, (_, i) => grouped.run((tx) => recordEvent(tx, sandbox, 'customer.updated', { id: i }))),
    ]);
    expect((await sequences(sandbox)).map((event) => event.sequence)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('addToCounters', () => {
  it('answers each step the counter value just after it, counters of businesses and names apart', async () => {
    const [a, b] = [await business(), await business()];
    const values = await uow.run((tx) =>
      addToCounters(tx, [
        { scope: a.sandbox, name: 'n', delta: 1 },
        { scope: b.sandbox, name: 'n', delta: 1 },
        { scope: a.sandbox, name: 'n', delta: 1 },
        { scope: a.sandbox, name: 'm', delta: 5 },
        { scope: a.sandbox, name: 'n', delta: 1 },
      ]),
    );
    expect(values).toEqual([1, 1, 2, 5, 3]);
    expect(await uow.run((tx) => bumpCounter(tx, a.sandbox, 'n'))).toBe(4);
  });

  it("queues a counter's writers on its advisory lock, held until the transaction ends", async () => {
    const { sandbox } = await business();
    const advisoryLocks = (pid: number) =>
      source.query<{ granted: boolean }[]>("SELECT granted FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2 AND pid = $1", [pid]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first!: number;
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = uow.run(async (tx) => {
      [{ pid: first }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await bumpCounter(tx, sandbox, 'queued');
      taken();
      await held;
    });
    await lockTaken; // the second writer starts only once the first holds the lock
    let second!: number;
    const waiter = uow.run(async (tx) => {
      [{ pid: second }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return bumpCounter(tx, sandbox, 'queued');
    });
    for (let attempt = 0; (await advisoryLocks(second ?? 0)).length === 0; attempt++) {
      if (attempt === 500) throw new Error('the second writer never asked for the lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await advisoryLocks(first)).toEqual([{ granted: true }]);
    expect(await advisoryLocks(second)).toEqual([{ granted: false }]);
    release();
    await holder;
    expect(await waiter).toBe(2);
  });
});
