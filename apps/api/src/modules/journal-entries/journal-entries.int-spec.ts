import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { scoped } from '../../database/sql';
import { Db } from '../../database/tx';
import { Transactions, type UnitOfWork } from '../../database/unit-of-work';
import { CreateJournalEntry } from './create-journal-entry.use-case';
import { JournalEntriesRepository } from './journal-entries.repository';
import type { CreateJournalEntryDto } from './journal-entry.dto';
import { ReverseJournalEntry } from './reverse-journal-entry.use-case';

// Posting and reversing manual journal entries against a real PostgreSQL, without HTTP: each write
// and its events commit together or not at all, and the rules' refusals write nothing.

const database = useTestDatabase();
let source: DataSource;
let db: Db;
let uow: Transactions;
const entries = new JournalEntriesRepository();

beforeAll(async () => {
  source = database.source;
  db = new Db(source);
  uow = new Transactions(source);
});

const create = (principal: Principal, input: CreateJournalEntryDto, unit: UnitOfWork = uow) =>
  new CreateJournalEntry(db, unit, entries).execute(principal, input);
const reverse = (principal: Principal, id: string, date?: string) => new ReverseJournalEntry(uow, entries).execute(principal, id, date);

/** A USD business's sandbox as a caller, and its accounts by code. */
async function business(): Promise<{ principal: Principal; accounts: Record<string, string> }> {
  const { businessId } = await createBusiness(source, {
    name: 'Journal',
    email: `j-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  const principal: Principal = sandboxCaller(businessId);
  const q = scoped(principal);
  const rows = await db.query<{ code: string; id: string }>(`SELECT code, id FROM accounts WHERE ${q.tenant()}`, q);
  return { principal, accounts: Object.fromEntries(rows.map((row) => [row.code, row.id])) };
}

/** What a user sees of the tenant's books: entries, account balances, events. */
async function books(scope: Scope) {
  const q = scoped(scope);
  const [counts] = await db.query<{ entries: number; lines: number }>(
    `SELECT (SELECT count(*)::int FROM journal_entries WHERE ${q.tenant()}) AS entries, (SELECT count(*)::int FROM journal_lines WHERE ${q.tenant()}) AS lines`,
    q,
  );
  const balances = await db.query<{ code: string; balance: string }>(
    `SELECT code, balance::text AS balance FROM accounts WHERE ${q.tenant()} AND balance <> 0`,
    q,
  );
  const events = await db.query<{ sequence: string; type: string; data: { id: string } }>(
    `SELECT sequence::text AS sequence, type, data FROM events WHERE ${q.tenant()} ORDER BY sequence`,
    q,
  );
  return { ...counts, balances: Object.fromEntries(balances.map((row) => [row.code, Number(row.balance)])), events };
}

const deposit = (accounts: Record<string, string>, amount = '250.00'): CreateJournalEntryDto => ({
  date: '2026-02-01',
  memo: 'Owner deposit',
  lines: [
    { account_id: accounts['1010'], debit: amount },
    { account_id: accounts['3000'], credit: amount },
  ],
});

describe('CreateJournalEntry', () => {
  it('posts a balanced entry, moves its accounts and records journal_entry.created', async () => {
    const { principal, accounts } = await business();
    const created = await create(principal, { ...deposit(accounts), external_id: 'je-1' });

    expect(created).toMatchObject({ memo: 'Owner deposit', source_type: 'manual', external_id: 'je-1', total: '250.00' });
    const after = await books(principal);
    expect(after).toMatchObject({ entries: 1, lines: 2, balances: { '1010': 250, '3000': -250 } });
    expect(after.events).toEqual([{ sequence: '1', type: 'journal_entry.created', data: created }]);
  });

  it('writes neither the entry nor its event when the transaction fails after them', async () => {
    const { principal, accounts } = await business();
    const failing: UnitOfWork = {
      run: (work) =>
        uow.run(async (tx) => {
          await work(tx);
          throw new Error('the commit is refused');
        }),
    };
    await expect(create(principal, deposit(accounts), failing)).rejects.toThrow('the commit is refused');
    expect(await books(principal)).toEqual({ entries: 0, lines: 0, balances: {}, events: [] });
  });

  it('refuses unbalanced lines with a 400 on lines and writes nothing', async () => {
    const { principal, accounts } = await business();
    const unbalanced = {
      date: '2026-02-01',
      lines: [
        { account_id: accounts['1010'], debit: '100.00' },
        { account_id: accounts['3000'], credit: '99.99' },
      ],
    };
    await expect(create(principal, unbalanced)).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'lines', message: 'must balance: debits 100 ≠ credits 99.99' }],
    });
    expect(await books(principal)).toEqual({ entries: 0, lines: 0, balances: {}, events: [] });
  });

  it('refuses an entry on or before the lock date and one to Accounts Receivable, every problem at once', async () => {
    const { principal, accounts } = await business();
    const q = scoped(principal);
    await db.query(`UPDATE business_environments SET lock_date = '2026-03-31' WHERE ${q.tenant()}`, q);
    const toReceivable = {
      ...deposit(accounts),
      lines: [
        { account_id: accounts['1100'], debit: '5' },
        { account_id: accounts['3000'], credit: '5' },
      ],
    };
    await expect(create(principal, toReceivable)).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'date' }, { field: 'lines.0.account_id' }],
    });
    expect((await books(principal)).entries).toBe(0);
  });

  it('answers a taken external_id with 409 and the id of the entry holding it, and writes nothing more', async () => {
    const { principal, accounts } = await business();
    const first = await create(principal, { ...deposit(accounts), external_id: 'bank-77' });
    await expect(create(principal, { ...deposit(accounts, '9.00'), external_id: 'bank-77' })).rejects.toMatchObject({
      code: 'conflict',
      details: { existing_id: first.id },
      errors: [{ field: 'external_id', message: 'is already used by another journal entry' }],
    });
    const after = await books(principal);
    expect(after).toMatchObject({ entries: 1, lines: 2, balances: { '1010': 250, '3000': -250 } });
    expect(after.events).toHaveLength(1);
  });
});

describe('ReverseJournalEntry', () => {
  it('posts the mirror entry, so the accounts net to zero, and records journal_entry.created and journal_entry.reversed', async () => {
    const { principal, accounts } = await business();
    const original = await create(principal, deposit(accounts));
    const reversal = await reverse(principal, original.id, '2026-02-05');

    expect(reversal).toMatchObject({ reverses_id: original.id, date: '2026-02-05', memo: 'Reversal of Owner deposit', total: '250.00' });
    expect(reversal.lines.map((line) => [line.account_id, line.debit, line.credit])).toEqual(
      original.lines.map((line) => [line.account_id, line.credit, line.debit]),
    );
    const after = await books(principal);
    expect(after).toMatchObject({ entries: 2, lines: 4 });
    expect(after.balances).toEqual({});
    expect(after.events.map((event) => [event.type, event.data.id])).toEqual([
      ['journal_entry.created', original.id],
      ['journal_entry.created', reversal.id],
      ['journal_entry.reversed', original.id],
    ]);
    expect(after.events[2].data).toMatchObject({ reversed_by_id: reversal.id });
  });

  it('refuses a second reversal with 409 naming the first, and a reversal of the reversal, writing nothing', async () => {
    const { principal, accounts } = await business();
    const original = await create(principal, deposit(accounts));
    const reversal = await reverse(principal, original.id);
    const before = await books(principal);

    await expect(reverse(principal, original.id)).rejects.toMatchObject({ code: 'conflict', details: { reversed_by_id: reversal.id } });
    await expect(reverse(principal, reversal.id)).rejects.toMatchObject({ code: 'conflict', message: 'This entry is itself a reversal' });
    expect(await books(principal)).toEqual(before);
  });

  it('reverses once when two reversals of one entry race: the other is 409', async () => {
    const { principal, accounts } = await business();
    const original = await create(principal, deposit(accounts));
    const outcomes = await Promise.allSettled([reverse(principal, original.id), reverse(principal, original.id)]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(rejected.reason).toMatchObject({ code: 'conflict' });
    const after = await books(principal);
    expect(after.entries).toBe(2);
    expect(after.balances).toEqual({});
  });

  it('is 404 for an entry of another business and 400 on date at or before the lock date', async () => {
    const [{ principal }, other] = [await business(), await business()];
    const original = await create(other.principal, deposit(other.accounts));
    await expect(reverse(principal, original.id)).rejects.toMatchObject({ code: 'not_found' });

    const q = scoped(other.principal);
    await db.query(`UPDATE business_environments SET lock_date = '2026-02-10' WHERE ${q.tenant()}`, q);
    await expect(reverse(other.principal, original.id, '2026-02-10')).rejects.toMatchObject({ code: 'validation_failed', errors: [{ field: 'date' }] });
    expect((await books(other.principal)).entries).toBe(1);
  });
});
