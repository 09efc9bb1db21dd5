// The general ledger's paging (docs/reports.md, General ledger): the lines of the listed
// accounts, account after account, each account's in date order, are one sequence paged by
// `limit`. Where a page starts is found from each account's line count (and, in the query that
// reads it, from each day's), never by reading the lines before it.

/** Where line `offset` (0-based) of the sequence is: its account's index and its offset within that account; null past the end. */
export function locateLine(lineCounts: number[], offset: number): { account: number; offset: number } | null {
  let before = 0;
  for (const [account, lines] of lineCounts.entries()) {
    if (offset < before + lines) return { account, offset: offset - before };
    before += lines;
  }
  return null;
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
