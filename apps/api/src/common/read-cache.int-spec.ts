import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { Decimal } from '@ledgerline/ledger-rules';
import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { Db } from '../database/tx';
import { Transactions } from '../database/unit-of-work';
import { postEntry, recordEvent, systemAccountId } from '../ledger/ledger';
import { ReportsRepository } from '../modules/reports/reports.repository';
import { ReportContext, type CalendarScope } from '../modules/reports/report-context';
import { ReportsService } from '../modules/reports/reports.service';
import { ReadCache } from './read-cache';

// The read cache against PostgreSQL, around a real read (the trial balance): a repeated read is a
// hit while the business's event sequence has not moved; a write moves it, and the next read misses.

const database = useTestDatabase();
let source: DataSource;
let db: Db;
let uow: Transactions;

beforeAll(async () => {
  source = database.source;
  db = new Db(source);
  uow = new Transactions(source);
});

async function sandbox(): Promise<CalendarScope> {
  const { businessId } = await createBusiness(source, {
    name: 'Cache',
    email: `c-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return { businessId, environment: 'sandbox', calendar: { timeZone: 'UTC', fiscalYearStartMonth: 1 } };
}

/** A cash sale of `amount` posted with its event, in one transaction, as every write of the books is. */
async function sell(scope: Scope, amount: string): Promise<void> {
  const [cash, sales] = [await systemAccountId(db, scope, 'cash'), await systemAccountId(db, scope, 'sales')];
  const value = new Decimal(amount);
  const zero = new Decimal(0);
  await uow.run(async (tx) => {
    await postEntry(tx, scope, {
      date: '2026-01-10',
      memo: 'test',
      currency: 'USD',
      exchangeRate: new Decimal(1),
      sourceType: 'manual',
      sourceId: null,
      lines: [
        { accountId: cash, debit: value, credit: zero, baseDebit: value, baseCredit: zero },
        { accountId: sales, debit: zero, credit: value, baseDebit: zero, baseCredit: value },
      ],
    });
    await recordEvent(tx, scope, 'journal_entry.created', {});
  });
}

/** The trial balance service over a cache of `capacity` answers, counting the reads that reach the balances. */
function reports(capacity = 10) {
  const repository = new ReportsRepository();
  const reads = jest.spyOn(repository, 'balancesAsOf');
  return { service: new ReportsService(db, repository, new ReadCache(db, capacity), new ReportContext()), reads };
}

const debitOf = (rows: { name: string; debit: string }[], name: string) => rows.find((row) => row.name === name)?.debit;

describe('ReadCache', () => {
  it('answers a repeated read from the cache while the sequence has not moved; a write moves it and the next read misses', async () => {
    const scope = await sandbox();
    await sell(scope, '10.00');
    const { service, reads } = reports();

    const first = await service.trialBalance(scope, 'USD', '2026-12-31', false);
    expect(debitOf(first.rows, 'Cash')).toBe('10.00');
    expect(await service.trialBalance(scope, 'USD', '2026-12-31', false)).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);

    await sell(scope, '5.00');
    const after = await service.trialBalance(scope, 'USD', '2026-12-31', false);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(debitOf(after.rows, 'Cash')).toBe('15.00');
    expect(await service.trialBalance(scope, 'USD', '2026-12-31', false)).toBe(after);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps a hit when another business or the other environment writes (each has its own sequence)', async () => {
    const scope = await sandbox();
    await sell(scope, '1.00');
    const { service, reads } = reports();
    await service.trialBalance(scope, 'USD', '2026-12-31', false);
    await sell(await sandbox(), '2.00');
    await sell({ businessId: scope.businessId, environment: 'production' }, '3.00');
    await service.trialBalance(scope, 'USD', '2026-12-31', false);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('keys answers by what was asked: another date is its own read', async () => {
    const scope = await sandbox();
    await sell(scope, '1.00');
    const { service, reads } = reports();
    await service.trialBalance(scope, 'USD', '2026-12-31', false);
    expect((await service.trialBalance(scope, 'USD', '2025-12-31', false)).rows).toEqual([]);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('stores no answer that did not carry its sequence, and none at capacity 0', async () => {
    const empty = await sandbox();
    const cache = new ReadCache(db, 10);
    const load = jest.fn(async () => ({ answer: 'read in several statements', rows: 1 }));
    await cache.read(empty, 'key', load);
    await cache.read(empty, 'key', load);
    expect(load).toHaveBeenCalledTimes(2);

    const scope = await sandbox();
    await sell(scope, '1.00');
    const none = reports(0);
    await none.service.trialBalance(scope, 'USD', '2026-12-31', false);
    await none.service.trialBalance(scope, 'USD', '2026-12-31', false);
    expect(none.reads).toHaveBeenCalledTimes(2);
  });
});
