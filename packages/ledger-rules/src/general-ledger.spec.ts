import fc from 'fast-check';
import { addDays } from './dates';
import { locateInDays, locateLine, netBefore, pageAccounts, type LedgerDay } from './general-ledger';
import { Decimal } from './money';

describe('general ledger paging', () => {
  it('locates a line among accounts by their line counts', () => {
    expect(locateLine([2, 0, 3], 0)).toEqual({ account: 0, offset: 0 });
    expect(locateLine([2, 0, 3], 2)).toEqual({ account: 2, offset: 0 });
    expect(locateLine([2, 0, 3], 4)).toEqual({ account: 2, offset: 2 });
    expect(locateLine([2, 0, 3], 5)).toBeNull();
  });

  it('locates a line among an account’s days, with what the days before moved', () => {
    const days: LedgerDay[] = [
      { date: '2026-03-01', lines: 1, net: '5000' },
      { date: '2026-03-15', lines: 2, net: '600' },
      { date: '2026-03-25', lines: 1, net: '-80' },
    ];
    expect(locateInDays(days, 0)).toEqual({ date: '2026-03-01', skip: 0, before: new Decimal(0) });
    expect(locateInDays(days, 2)).toEqual({ date: '2026-03-15', skip: 1, before: new Decimal(5000) });
    expect(locateInDays(days, 3)).toEqual({ date: '2026-03-25', skip: 0, before: new Decimal(5600) });
    expect(() => locateInDays(days, 4)).toThrow();
    expect(netBefore(days, '2026-03-25').toString()).toBe('5600');
  });

  it('shows accounts with only a balance once, on the page where they fall', () => {
    // Accounts: 0 quiet, 1 with lines, 2 quiet, 3 with lines, 4 quiet.
    expect(pageAccounts(null, 1, 1, true, 5)).toEqual({ from: 0, to: 1 });
    expect(pageAccounts(1, 1, 3, true, 5)).toEqual({ from: 1, to: 3 });
    expect(pageAccounts(1, 3, 3, false, 5)).toEqual({ from: 2, to: 4 });
    expect(pageAccounts(null, null, null, false, 3)).toEqual({ from: 0, to: 2 });
  });

  it('pages through every line once, in order, with running balances equal to a plain running sum, for any limit', () => {
    const account = fc.array(fc.tuple(fc.nat({ max: 3 }), fc.integer({ min: -1000, max: 1000 })), { maxLength: 6 });
    fc.assert(
      fc.property(fc.array(account, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 7 }), (accounts, limit) => {
        // Each account: days with `lines` lines of `amount` cents each.
        const lines = accounts.map((days) =>
          days.flatMap(([count, cents], day) => Array.from({ length: count }, () => ({ date: addDays('2026-01-01', day), amount: new Decimal(cents) }))),
        );
        const ledgerDays = accounts.map((days) =>
          days
            .map(([count, cents], day) => ({ date: addDays('2026-01-01', day), lines: count, net: new Decimal(cents).times(count).toString() }))
            .filter((day) => day.lines > 0),
        );
        const expected = lines.flatMap((list, index) => {
          let running = new Decimal(0);
          return list.map((line) => ({ index, balance: (running = running.plus(line.amount)).toString() }));
        });
        const seen: { index: number; balance: string }[] = [];
        for (let offset = 0; offset < expected.length; offset += limit) {
          let at = locateLine(
            lines.map((list) => list.length),
            offset,
          );
          while (at && seen.length < Math.min(offset + limit, expected.length)) {
            const list = lines[at.account];
            const start = locateInDays(ledgerDays[at.account], at.offset);
            let running = start.before;
            const firstOfDay = list.findIndex((line) => line.date === start.date);
            for (let i = firstOfDay; i < list.length && seen.length < offset + limit; i += 1) {
              running = running.plus(list[i].amount);
              if (i >= firstOfDay + start.skip) seen.push({ index: at.account, balance: running.toString() });
            }
            const next = at.account + lines.slice(at.account + 1).findIndex((other) => other.length > 0) + 1;
            at = next > at.account ? { account: next, offset: 0 } : null;
          }
        }
        expect(seen).toEqual(expected);
      }),
      { seed: 20261124 },
    );
  });
});
