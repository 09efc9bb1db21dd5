import fc from 'fast-check';
import { locateLine, pageAccounts } from './general-ledger';

describe('general ledger paging', () => {
  it('locates a line among accounts by their line counts', () => {
    expect(locateLine([2, 0, 3], 0)).toEqual({ account: 0, offset: 0 });
    expect(locateLine([2, 0, 3], 2)).toEqual({ account: 2, offset: 0 });
    expect(locateLine([2, 0, 3], 4)).toEqual({ account: 2, offset: 2 });
    expect(locateLine([2, 0, 3], 5)).toBeNull();
  });

  it('shows accounts with only a balance once, on the page where they fall', () => {
    // Accounts: 0 quiet, 1 with lines, 2 quiet, 3 with lines, 4 quiet.
    expect(pageAccounts(null, 1, 1, true, 5)).toEqual({ from: 0, to: 1 });
    expect(pageAccounts(1, 1, 3, true, 5)).toEqual({ from: 1, to: 3 });
    expect(pageAccounts(1, 3, 3, false, 5)).toEqual({ from: 2, to: 4 });
    expect(pageAccounts(null, null, null, false, 3)).toEqual({ from: 0, to: 2 });
  });

  it('pages through every line once and every account once, in order, for any limit', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 7 }), (counts, limit) => {
        const all = counts.flatMap((count, account) => Array.from({ length: count }, (_, line) => `${account}.${line}`));
        const seenLines: string[] = [];
        const seenAccounts: number[] = [];
        let previous: number | null = null;
        const pages = Math.max(1, Math.ceil(all.length / limit));
        for (let page = 0; page < pages; page += 1) {
          const lines: string[] = [];
          let at = locateLine(counts, page * limit);
          while (at && lines.length < limit) {
            for (let line = at.offset; line < counts[at.account] && lines.length < limit; line += 1) lines.push(`${at.account}.${line}`);
            const next: number = counts.findIndex((count, index) => index > at!.account && count > 0);
            at = next >= 0 ? { account: next, offset: 0 } : null;
          }
          const account = (line?: string) => (line === undefined ? null : Number(line.split('.')[0]));
          const more = (page + 1) * limit < all.length;
          const range = pageAccounts(previous, account(lines[0]), account(lines.at(-1)), more, counts.length);
          for (let index = range.from; index <= range.to; index += 1) if (seenAccounts.at(-1) !== index) seenAccounts.push(index);
          seenLines.push(...lines);
          previous = account(lines.at(-1)) ?? previous;
        }
        expect(seenLines).toEqual(all);
        expect(seenAccounts).toEqual(counts.map((_, index) => index));
      }),
      { seed: 20261124 },
    );
  });
});
