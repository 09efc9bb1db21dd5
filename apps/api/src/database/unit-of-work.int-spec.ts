import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { Sql } from './sql';
import type { Tx } from './tx';
import { GroupCommit, Transactions, type UnitOfWork } from './unit-of-work';

// The unit of work against a real PostgreSQL: one transaction per work, and group commit (many
// works, one transaction, shared statements, one commit), on a table of this file's own.

const database = useTestDatabase();
let source: DataSource;

beforeAll(async () => {
  source = database.source;
  await source.query('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL UNIQUE, author text)');
});
beforeEach(() => source.query('TRUNCATE notes'));

const stored = async () => (await source.query<{ text: string }[]>('SELECT text FROM notes ORDER BY text')).map((row) => row.text);

/** The shared statement under test: one INSERT for every text asked for, answering the ids in order. */
const calls: string[][] = [];
async function insertNotes(tx: Tx, texts: string[]): Promise<number[]> {
  calls.push(texts);
  const q = new Sql();
  const rows = await tx.query<{ id: number; text: string }>(`INSERT INTO notes (text) SELECT unnest(${q.param(texts)}::text[]) RETURNING id, text`, q);
  return texts.map((text) => rows.find((row) => row.text === text)!.id);
}
const insertNote = (tx: Tx, text: string) => tx.share(insertNotes, text);
beforeEach(() => (calls.length = 0));

describe('Transactions', () => {
  let uow: UnitOfWork;
  beforeAll(() => (uow = new Transactions(source)));

  it('commits what the work wrote, and answers what it answered', async () => {
    const id = await uow.run(async (tx) => {
      await insertNote(tx, 'a');
      return insertNote(tx, 'b');
    });
    expect(typeof id).toBe('number');
    expect(await stored()).toEqual(['a', 'b']);
  });

  it('writes nothing of a work that fails after writing', async () => {
    await expect(
      uow.run(async (tx) => {
        await insertNote(tx, 'a');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await stored()).toEqual([]);
  });
});

describe('GroupCommit', () => {
  let uow: GroupCommit;
  beforeEach(() => (uow = new GroupCommit(source)));

  /** Holds the group runner busy with a first work until `release`, so the next works queue up and run as one group. */
  function holdFirstGroup(): { release: () => void; done: Promise<unknown> } {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done = uow.run(async (tx) => {
      await gate;
      return insertNote(tx, 'first');
    });
    return { release, done };
  }

  it('runs works handed over together in one transaction: one statement for their inserts, each caller its own answer', async () => {
    const first = holdFirstGroup();
    const works = ['a', 'b', 'c'].map((text) => uow.run((tx) => insertNote(tx, text)));
    first.release();
    const ids = await Promise.all(works);
    await first.done;
    expect(calls).toEqual([['first'], ['a', 'b', 'c']]);
    const rows = await source.query<{ id: number; text: string }[]>('SELECT id, text FROM notes');
    expect(ids).toEqual(['a', 'b', 'c'].map((text) => rows.find((row) => row.text === text)!.id));
  });

  it('shares each statement among callers that reach it, whatever other statements they ran before', async () => {
    const first = holdFirstGroup();
    const works = ['a', 'b', 'c'].map((text, index) =>
      uow.run(async (tx) => {
        if (index === 1) await tx.query('SELECT pg_sleep(0.05)'); // one caller takes longer to get there
        const id = await insertNote(tx, text);
        await insertNote(tx, `${text}2`);
        return id;
      }),
    );
    first.release();
    await Promise.all([first.done, ...works]);
    // In the order the callers got there; all three each time.
    expect(calls.map((texts) => [...texts].sort())).toEqual([['first'], ['a', 'b', 'c'], ['a2', 'b2', 'c2']]);
  });

  it("sends callers' own statements, asked for at once, to the connection one at a time in the order asked", async () => {
    // pg queues a query sent while its client is busy, but warns that its next major refuses it.
    let running = 0;
    let most = 0;
    const createQueryRunner = source.createQueryRunner.bind(source);
    const spy = jest.spyOn(source, 'createQueryRunner').mockImplementation(() => {
      const runner = createQueryRunner();
      const query = runner.query.bind(runner);
      runner.query = async (...args: Parameters<typeof query>) => {
        most = Math.max(most, ++running);
        try {
          return await query(...args);
        } finally {
          running--;
        }
      };
      return runner;
    });
    try {
      const first = holdFirstGroup();
      const works = ['a', 'b', 'c'].map((text) =>
        uow.run(async (tx) => {
          const q = new Sql();
          await tx.query(`INSERT INTO notes (text, author) VALUES (${q.param(text)}, 'own statement')`, q);
          return text;
        }),
      );
      first.release();
      expect(await Promise.all(works)).toEqual(['a', 'b', 'c']);
      await first.done;
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(1);
    // Ids are taken as the statements run: in the order asked for.
    const rows = await source.query<{ text: string }[]>("SELECT text FROM notes WHERE author = 'own statement' ORDER BY id");
    expect(rows.map((row) => row.text)).toEqual(['a', 'b', 'c']);
  });

  it('answers no caller before the commit', async () => {
    const first = holdFirstGroup();
    const seen: string[][] = [];
    const works = ['a', 'b'].map((text) => uow.run((tx) => insertNote(tx, text)).then(async () => seen.push(await stored())));
    first.release();
    await Promise.all([first.done, ...works]);
    // Whichever caller heard first already saw both rows committed.
    expect(seen[0]).toEqual(['a', 'b', 'first']);
  });

  it('runs every work of a group again on its own when one fails, so each caller gets its own answer and the failed one writes nothing', async () => {
    const first = holdFirstGroup();
    const works = ['a', 'bad', 'c'].map((text) =>
      uow.run(async (tx) => {
        const id = await insertNote(tx, text);
        if (text === 'bad') throw new Error('refused after writing');
        return id;
      }),
    );
    first.release();
    const outcomes = await Promise.allSettled(works);
    await first.done;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored()).toEqual(['a', 'c', 'first']);
    expect(calls.slice(0, 2)).toEqual([['first'], ['a', 'bad', 'c']]);
    expect(calls.slice(2).sort()).toEqual([['a'], ['bad'], ['c']]);
  });

  it('when the shared statement fails for one caller (a taken unique value), the others still succeed', async () => {
    await source.query("INSERT INTO notes (text) VALUES ('taken')");
    const first = holdFirstGroup();
    const works = ['a', 'taken', 'c'].map((text) => uow.run((tx) => insertNote(tx, text)));
    first.release();
    const outcomes = await Promise.allSettled(works);
    await first.done;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.driverError.code).toBe('23505');
    expect(await stored()).toEqual(['a', 'c', 'first', 'taken']);
  });

  it('runs a work alone at once when nothing else is running', async () => {
    await uow.run((tx) => insertNote(tx, 'alone'));
    expect(calls).toEqual([['alone']]);
  });
});
