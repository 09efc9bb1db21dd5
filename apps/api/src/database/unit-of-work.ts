import type { DataSource } from 'typeorm';
import { Tx } from './tx';

/** Runs a use case's work in one database transaction: everything it writes commits together, or nothing does. */
export interface UnitOfWork {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** Each work in a transaction of its own. */
export class Transactions implements UnitOfWork {
  constructor(private readonly source: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.source.transaction((manager) => new Tx(manager).work(work));
  }
}

interface Queued {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** At most this many works share one transaction. */
const MAX_GROUP = 50;

/**
 * Group commit, a wrapper around `Transactions` with the same contract. One group at a time runs
 * per process; works handed over meanwhile wait, then run together (at most 50) in one transaction,
 * their statements of one kind shared (`Tx.share`) and one commit for all; an idle process runs a
 * work at once, alone. Each caller gets its answer only once the commit has succeeded. A group is
 * all or nothing: if any of its works fails, or the commit does, the transaction is rolled back and
 * each work runs again alone, so every caller gets the answer it would have had on its own.
 *
 * Only for works whose checks the database itself upholds within one statement (unique keys,
 * foreign keys, counters taken by the statement that writes): works sharing a transaction do not
 * wait on each other's row locks.
 */
export class GroupCommit implements UnitOfWork {
  private readonly queue: Queued[] = [];
  private running = false;

  constructor(
    private readonly source: DataSource,
    private readonly alone: UnitOfWork = new Transactions(source),
  ) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    void this.runGroup(this.queue.splice(0, MAX_GROUP)).finally(() => {
      this.running = false;
      this.next();
    });
  }

  private async runGroup(group: Queued[]): Promise<void> {
    if (group.length === 1 || !(await this.together(group))) {
      await Promise.all(group.map(({ work, resolve, reject }) => this.alone.run(work).then(resolve, reject)));
    }
  }

  /** Runs the group in one transaction; false (rolled back) when any work or the commit failed. */
  private async together(group: Queued[]): Promise<boolean> {
    const runner = this.source.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
      const tx = new Tx(runner.manager, group.length);
      const outcomes = await Promise.allSettled(group.map(({ work }) => tx.work(work)));
      if (outcomes.some((outcome) => outcome.status === 'rejected')) {
        await runner.rollbackTransaction();
        return false;
      }
      await runner.commitTransaction();
      outcomes.forEach((outcome, index) => group[index].resolve((outcome as PromiseFulfilledResult<unknown>).value));
      return true;
    } catch {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      return false;
    } finally {
      await runner.release();
    }
  }
}
