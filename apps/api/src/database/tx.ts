import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { Sql } from './sql';

/** What runs SQL: a transaction (`Tx`), or the pool outside one (`Db`, each statement its own transaction). */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, sql?: Sql): Promise<Row[]>;
}

/** One statement that starts a read-only transaction seeing one snapshot (rather than three: BEGIN and two SETs). */
const BEGIN_SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

export interface SnapshotOptions {
  /**
   * `custom`: the transaction's prepared statements are planned for each call's parameters
   * (`SET LOCAL plan_cache_mode`, sent in the same round trip as BEGIN; it ends with the
   * transaction), for statements whose best plan depends on them, which PostgreSQL would otherwise
   * stop planning after five calls (see docs/decisions.md).
   */
  plans?: 'custom';
}

/** The pool: each statement commits on its own. Reads that need no transaction use it. */
export class Db implements Queryable {
  constructor(readonly source: DataSource) {}

  async query<Row = Record<string, unknown>>(text: string, sql?: Sql): Promise<Row[]> {
    const runner = this.source.createQueryRunner();
    try {
      return await rowsOf<Row>(runner, text, sql);
    } finally {
      await runner.release();
    }
  }

  /**
   * `work`'s statements in one read-only transaction that sees one snapshot of the books
   * (REPEATABLE READ): for a read made of several statements, none of which may see a write the
   * others missed.
   */
  async snapshot<T>(work: (q: Queryable) => Promise<T>, { plans }: SnapshotOptions = {}): Promise<T> {
    const runner = this.source.createQueryRunner();
    try {
      await runner.query(plans ? `${BEGIN_SNAPSHOT}; SET LOCAL plan_cache_mode = force_${plans}_plan` : BEGIN_SNAPSHOT);
      try {
        return await work(new Reader(runner));
      } finally {
        // (After a failed statement, COMMIT ends the transaction as a rollback does.)
        await runner.query('COMMIT');
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * `snapshot` for a read too large to hold: `work` yields as it reads (`Reader.batches`), and
   * its connection is kept until the generator ends or is abandoned (`return()`, e.g. when the
   * client hangs up), then given back.
   */
  async *snapshotStream<T>(work: (reader: Reader) => AsyncGenerator<T>): AsyncGenerator<T> {
    const runner = this.source.createQueryRunner();
    let open = false;
    try {
      await runner.query(BEGIN_SNAPSHOT);
      open = true;
      yield* work(new Reader(runner));
      await runner.query('COMMIT');
      open = false;
    } finally {
      // Still open when the generator failed or was abandoned: a read-only transaction has nothing to undo.
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}

/** The statements of a `snapshotStream`: whole answers, or one statement's rows in batches through a server-side cursor. */
export class Reader implements Queryable {
  constructor(private readonly runner: QueryRunner) {}

  query<Row = Record<string, unknown>>(text: string, sql?: Sql): Promise<Row[]> {
    return rowsOf<Row>(this.runner, text, sql);
  }

  /**
   * The statement's rows, `size` at a time. Each batch is asked for before the one before it is
   * handed over, so PostgreSQL reads the next while the caller works on this one (on the ledger
   * export, the two overlap instead of taking turns). At most two batches are held.
   */
  async *batches<Row>(text: string, sql: Sql | undefined, size: number): AsyncGenerator<Row[]> {
    await this.runner.query(`DECLARE batches NO SCROLL CURSOR FOR ${text}`, sql?.values);
    // Each batch settles to its rows or its error: a batch read ahead that fails is never a rejected
    // promise left waiting for the caller (Node stops a process on an unhandled rejection).
    const fetch = (): Promise<{ rows: Row[] } | { error: unknown }> =>
      rowsOf<Row>(this.runner, `FETCH ${size} FROM batches`).then(
        (rows) => ({ rows }),
        (error: unknown) => ({ error }),
      );
    let next = fetch();
    try {
      for (;;) {
        const batch = await next;
        if ('error' in batch) throw batch.error;
        if (batch.rows.length === size) next = fetch();
        if (batch.rows.length) yield batch.rows;
        if (batch.rows.length < size) break;
      }
    } finally {
      // Abandoned with a batch still on its way: the connection takes its next statement only after it.
      await next;
    }
    await this.runner.query('CLOSE batches');
  }
}

/** The rows a statement answers (an UPDATE's or DELETE's RETURNING rows too, which TypeORM's plain `query` wraps with a count). */
async function rowsOf<Row>(runner: QueryRunner, text: string, sql?: Sql): Promise<Row[]> {
  const result = await runner.query(text, sql?.values, true);
  return result.records as Row[];
}

/**
 * A statement shared by the callers of one transaction: it takes one input per caller and answers
 * one output for each, in order (a multi-row insert, a read for many asks). One function for one
 * caller or many, so the shared statement is the single one run with more rows.
 */
export type Shared<In, Out> = (tx: Tx, inputs: In[]) => Promise<Out[]>;

interface Waiting {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The callers of one transaction and their shared statements. A statement runs once every caller
 * still working is waiting on one (at once, for a transaction of one caller); then the oldest
 * statement asked for runs for everyone waiting on it. Callers that took another branch are not
 * waited for beyond that: their statement runs next.
 */
class Callers {
  private waiting = 0;
  private running = false;
  private readonly pending = new Map<Shared<unknown, unknown>, Waiting[]>();

  constructor(
    private readonly tx: Tx,
    private working: number,
  ) {}

  async track<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.working--;
      this.next();
    }
  }

  share<In, Out>(shared: Shared<In, Out>, input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const key = shared as Shared<unknown, unknown>;
      const queue = this.pending.get(key) ?? [];
      queue.push({ input, resolve: resolve as (output: unknown) => void, reject });
      this.pending.set(key, queue);
      this.waiting++;
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.pending.size === 0 || this.waiting < this.working) return;
    const [shared, queue] = this.pending.entries().next().value as [Shared<unknown, unknown>, Waiting[]];
    this.pending.delete(shared);
    this.running = true;
    void this.run(shared, queue);
  }

  private async run(shared: Shared<unknown, unknown>, queue: Waiting[]): Promise<void> {
    let outcome: { outputs: unknown[] } | { error: unknown };
    try {
      const outputs = await shared(
        this.tx,
        queue.map((waiting) => waiting.input),
      );
      if (outputs.length !== queue.length) throw new Error(`a shared statement answered ${outputs.length} outputs for ${queue.length} inputs`);
      outcome = { outputs };
    } catch (error) {
      outcome = { error };
    }
    this.waiting -= queue.length;
    this.running = false;
    queue.forEach((waiting, index) => ('outputs' in outcome ? waiting.resolve(outcome.outputs[index]) : waiting.reject(outcome.error)));
    this.next();
  }
}

/**
 * One database transaction, handed to the work of a unit of work (`UnitOfWork.run`). Under group
 * commit several callers share it: `share` lets their statements of one kind run as one.
 */
export class Tx implements Queryable {
  private readonly callers: Callers;
  /** The statement asked for last: the connection takes one at a time, in order, though a group's callers ask at once. */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    readonly manager: EntityManager,
    callers = 1,
  ) {
    this.callers = new Callers(this, callers);
  }

  query<Row = Record<string, unknown>>(text: string, sql?: Sql): Promise<Row[]> {
    const rows = this.previous.then(() => rowsOf<Row>(this.manager.queryRunner!, text, sql));
    this.previous = rows.catch(() => undefined);
    return rows;
  }

  /**
   * Runs `shared` for `input`: alone, at once; under group commit, once for every caller of this
   * transaction that asks for it at the same point of its work (see `Callers`).
   */
  share<In, Out>(shared: Shared<In, Out>, input: In): Promise<Out> {
    return this.callers.share(shared, input);
  }

  /** Runs one caller's work on this transaction (GroupCommit: each caller of a shared transaction). */
  work<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.callers.track(() => work(this));
  }
}
