import { Decimal } from './money';

// The general ledger's paging (docs/reports.md, General ledger): the lines of the listed
// accounts, account after account, each account's in date order, are one sequence paged by
// `limit`. Where a page starts is found from line counts per account and per day, never by
// reading the lines before it.

/** Where line `offset` (0-based) of the sequence is: its account's index and its offset within that account; null past the end. */
export function locateLine(lineCounts: number[], offset: number): { account: number; offset: number } | null {
  let before = 0;
  for (const [account, lines] of lineCounts.entries()) {
    if (offset < before + lines) return { account, offset: offset - before };
    before += lines;
  }
  return null;
}

/** One day of an account in the period: its line count and its debit-positive net. */
export interface LedgerDay {
  date: string;
  lines: number;
  net: string;
}

/**
 * Where an account's line `offset` is among its days (in date order): the day, the lines of that
 * day before it, and what the days before moved the account (debit-positive). The running
 * balance of a line is then the opening balance + that + the day's lines up to it.
 */
export function locateInDays(days: LedgerDay[], offset: number): { date: string; skip: number; before: Decimal } {
  let lines = 0;
  let before = new Decimal(0);
  for (const day of days) {
    if (offset < lines + day.lines) return { date: day.date, skip: offset - lines, before };
    lines += day.lines;
    before = before.plus(day.net);
  }
  throw new Error(`the account has ${lines} lines in the period, not ${offset + 1}`);
}

/** What an account's days before `date` moved it, debit-positive. */
export function netBefore(days: LedgerDay[], date: string): Decimal {
  return days.filter((day) => day.date < date).reduce((total, day) => total.plus(day.net), new Decimal(0));
}

/**
 * Which listed accounts (by index) a page shows: from the account of its first line — or, when
 * that line starts an account, from the one after the previous line's account, so accounts with
 * no lines in the period (only a balance) are shown once, on the page where they fall — to the
 * account of its last line, or to the end of the list on the last page.
 */
export function pageAccounts(
  previousLineAccount: number | null,
  firstLineAccount: number | null,
  lastLineAccount: number | null,
  more: boolean,
  accounts: number,
): { from: number; to: number } {
  const from = firstLineAccount !== null && firstLineAccount === previousLineAccount ? firstLineAccount : (previousLineAccount ?? -1) + 1;
  const to = more && lastLineAccount !== null ? lastLineAccount : accounts - 1;
  return { from, to };
}
