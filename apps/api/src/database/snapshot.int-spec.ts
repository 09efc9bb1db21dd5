import { useTestDatabase } from '@ledgerline/testing';
import { Sql } from './sql';
import { Db, Reader, type Queryable } from './tx';

// Reads made of several statements against a real PostgreSQL: each sees one snapshot, and a
// streamed read gives its connection back however it ends.

const database = useTestDatabase(2);
let db: Db;

beforeAll(async () => {
  db = new Db(database.source);
  await database.source.query('CREATE TABLE numbers (n int PRIMARY KEY)');
  await database.source.query('INSERT INTO numbers SELECT generate_series(1, 10)');
});

const count = async (q: { query: Db['query'] }) => Number((await q.query<{ n: string }>('SELECT count(*) AS n FROM numbers'))[0].n);
const insert = (n: number) => database.source.query('INSERT INTO numbers VALUES ($1)', [n]);
/** Connections of this database still in a transaction (a leaked snapshot). */
const inTransaction = async () =>
  Number(
    (await database.source.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'"))[0].n,
  );

describe('Db.snapshot', () => {
  it('sees none of what commits between its statements, and refuses to write', async () => {
    const seen = await db.snapshot(async (q) => {
      const before = await count(q);
      await insert(100);
      return [before, await count(q)];
    });
    expect(seen).toEqual([10, 10]);
    expect(await count(db)).toBe(11);
    await expect(db.snapshot((q) => q.query('INSERT INTO numbers VALUES (101)'))).rejects.toThrow(/read-only transaction/);
  });
});

describe('Db.snapshot with custom plans', () => {
  const mode = async (q: Queryable) => (await q.query<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`))[0].mode;

  it('sets plan_cache_mode for its own transaction only', async () => {
    expect(await db.snapshot(mode, { plans: 'custom' })).toBe('force_custom_plan');
    // Both pooled connections, afterwards: PostgreSQL's own choice again.
    expect(await Promise.all([0, 1].map(() => db.snapshot(mode)))).toEqual(['auto', 'auto']);
  });

  it('plans every call for its parameters with custom plans, where PostgreSQL switches to the generic plan after five', async () => {
    /** Eight calls of a statement of its own, and how many of each plan the connection made for them. */
    const eightCalls = async (q: Queryable) => {
      const planned = async () =>
        (
          await q.query<{ generic: string; custom: string }>(
            `SELECT coalesce(sum(generic_plans), 0) AS generic, coalesce(sum(custom_plans), 0) AS custom
               FROM pg_prepared_statements WHERE statement LIKE '%FROM numbers WHERE n < $1%'`,
          )
        )[0];
      const before = await planned();
      for (let call = 0; call < 8; call++) await q.query('SELECT count(*) FROM numbers WHERE n < $1', sqlOf(call));
      const after = await planned();
      return { generic: Number(after.generic) - Number(before.generic), custom: Number(after.custom) - Number(before.custom) };
    };
    expect(await db.snapshot(eightCalls)).toEqual({ generic: 3, custom: 5 });
    expect(await db.snapshot(eightCalls, { plans: 'custom' })).toEqual({ generic: 0, custom: 8 });
  });
});

describe('Db.snapshotStream', () => {
  it('reads one statement in batches from one snapshot', async () => {
    const batches: number[][] = [];
    for await (const batch of db.snapshotStream((reader) => reader.batches<{ n: number }>('SELECT n FROM numbers WHERE n <= $1 ORDER BY n', sqlOf(7), 3)))
      batches.push(batch.map((row) => row.n));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('asks for the next batch before handing over the current one, holding at most two', async () => {
    const runner = database.source.createQueryRunner();
    const sent: string[] = [];
    const query = runner.query.bind(runner);
    runner.query = ((text: string, ...rest: unknown[]) => {
      sent.push(text);
      return (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    }) as typeof runner.query;
    try {
      await runner.query('BEGIN');
      const stream = new Reader(runner).batches<{ n: number }>('SELECT n FROM numbers WHERE n <= 7 ORDER BY n', undefined, 3);
      expect((await stream.next()).value).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(sent.filter((text) => text.startsWith('FETCH'))).toHaveLength(2);
      expect((await stream.next()).value).toEqual([{ n: 4 }, { n: 5 }, { n: 6 }]);
      expect((await stream.next()).value).toEqual([{ n: 7 }]);
      expect((await stream.next()).done).toBe(true);
      expect(sent.filter((text) => text.startsWith('FETCH'))).toHaveLength(3);
      expect(sent.at(-1)).toBe('CLOSE batches');
    } finally {
      await runner.query('ROLLBACK');
      await runner.release();
    }
  });

  it('fails with the error of a batch read ahead when the caller reaches it, after the batches before it', async () => {
    const batches: number[][] = [];
    const read = async () => {
      for await (const batch of db.snapshotStream((reader) =>
        reader.batches<{ n: number }>('SELECT 10 / (5 - g) AS n FROM generate_series(1, 8) g', undefined, 2),
      )) {
        batches.push(batch.map((row) => row.n));
        // The failing batch is read ahead while the caller still holds this one.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await expect(read()).rejects.toThrow(/division by zero/);
    expect(batches).toEqual([
      [2, 3],
      [5, 10],
    ]);
    expect(await inTransaction()).toBe(0);
  });

  it('gives its connection back when abandoned after the first batch, so a pool of two serves on', async () => {
    for (let i = 0; i < 3; i += 1) {
      const stream = db.snapshotStream((reader) => reader.batches<{ n: number }>('SELECT n FROM numbers ORDER BY n', undefined, 2));
      expect((await stream.next()).value).toEqual([{ n: 1 }, { n: 2 }]);
      await stream.return(undefined);
    }
    expect(await inTransaction()).toBe(0);
    expect(await count(db)).toBeGreaterThan(0);
  });
});

function sqlOf(value: number): Sql {
  const q = new Sql();
  q.param(value);
  return q;
}
