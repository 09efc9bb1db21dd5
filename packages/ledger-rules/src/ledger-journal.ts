import { formatAmount } from './money';

// The ledger as a plain-text journal that hledger and ledger both read (docs/reports.md, Ledger
// export): one transaction per journal entry, account names `Type:CODE Name`, amounts with the
// currency's code in front.

const TOP_LEVEL: Record<string, string> = { asset: 'Assets', liability: 'Liabilities', equity: 'Equity', income: 'Income', expense: 'Expenses' };

/**
 * Text the tools read as it stands, on one line: every character either tool gives a meaning
 * inside a name or a description (`:` separates accounts, `;` starts a comment, two spaces or a
 * tab end an account name, brackets and parentheses mark virtual postings, `@` a price, `|` a
 * payee's note, `*`/`!` a status, `=` an assertion) becomes `-`; runs of spaces and control
 * characters become one space.
 */
export function journalText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .replace(/[:;()[\]{}@|*!=]/g, '-')
    .trim();
}

/**
 * An account's name in the journal: its type's top-level account, then its code and name
 * (`Assets:1000 Cash`). Codes are unique in a business and made only of letters, digits, dots,
 * dashes and underscores, so coded accounts never share a name. An account without a code is its
 * name followed by its whole id in parentheses (`Assets:Petty cash (01a2…)`): unique by the id, and
 * never a coded account's name, whose name part has no parentheses left after `journalText`.
 */
export function journalAccountName(account: { id: string; code: string | null; name: string; type: string }): string {
  const top = TOP_LEVEL[account.type];
  if (!top) throw new Error(`unknown account type ${account.type}`);
  const name = journalText(account.name) || '-';
  return account.code ? `${top}:${account.code} ${name}` : `${top}:${name} (${account.id})`;
}

/** A debit-positive base amount as the journal writes it: `USD 107.50`, `USD -100.00`, `JPY 1250`. */
export function journalAmount(value: string, currency: string): string {
  return `${currency} ${formatAmount(value, currency)}`;
}

export interface JournalPosting {
  account: string;
  /** Debit-positive, in `currency`. */
  amount: string;
  /**
   * The same amount in the currency its entry was made in, when that is another: the posting is
   * then written in it, priced at `amount` in total (`EUR 1000.00 @@ USD 1100.00`), so the tools
   * balance the transaction at its base amounts and report it in either currency. Still written in
   * `currency` when either amount is nothing at its minor digits (an exchange difference has no
   * amount in the entry's currency).
   */
  original?: { currency: string; amount: string };
}

/** The tags a transaction may carry, all declared by `journalDeclarations`. */
export const JOURNAL_TAGS = ['journal_entry_id', 'source', 'reverses'] as const;
export type JournalTag = (typeof JOURNAL_TAGS)[number];

export interface JournalTransaction {
  date: string;
  description: string;
  /** Comment lines under the header, e.g. `journal_entry_id: …`. */
  tags: [JournalTag, string][];
  postings: JournalPosting[];
}

/**
 * What the journal declares before its first transaction: its commodities (the base currency
 * first), each with the format its amounts are shown in (`format USD 1000.00`, `format JPY 1000.`:
 * a currency the tools meet only in prices, as the base currency of a book whose entries are all in
 * another, would otherwise be shown in whole units, `USD5634`), every account (in the order given,
 * which hledger keeps in its reports) and every tag, then a blank line. Both tools read a journal
 * without them; with them it passes their strict checks too (`hledger check --strict`,
 * `ledger --pedantic`), which refuse what was never declared.
 */
export function journalDeclarations(currencies: string[], accounts: string[]): string {
  const lines = [
    ...currencies.map((currency) => `commodity ${currency}\n    format ${commodityFormat(currency)}`),
    ...accounts.map((account) => `account ${account}`),
    ...JOURNAL_TAGS.map((tag) => `tag ${tag}`),
  ];
  return `${lines.join('\n')}\n\n`;
}

/** A thousand in the currency's format; hledger wants a decimal point even with no decimals after it (`JPY 1000.`). */
function commodityFormat(currency: string): string {
  const sample = journalAmount('1000', currency);
  return sample.includes('.') ? sample : `${sample}.`;
}

/** One transaction's text, a blank line after it. Account names are padded so amounts line up; two spaces at least always part them. */
export function journalTransaction(transaction: JournalTransaction, currency: string): string {
  const width = Math.max(40, ...transaction.postings.map((posting) => posting.account.length + 2));
  const header = `${transaction.date} * ${journalText(transaction.description) || '-'}\n`;
  const tags = transaction.tags.map(([key, value]) => `    ; ${key}: ${journalText(value)}\n`).join('');
  const postings = transaction.postings.map((posting) => `    ${posting.account.padEnd(width)}${postingAmount(posting, currency)}\n`).join('');
  return `${header}${tags}${postings}\n`;
}

/**
 * A posting's amount: in `currency`, or in its entry's own currency priced at its total in
 * `currency` (a total price is written positive; both tools give the cost the amount's sign).
 */
function postingAmount(posting: JournalPosting, currency: string): string {
  const base = journalAmount(posting.amount, currency);
  const original = posting.original && journalAmount(posting.original.amount, posting.original.currency);
  if (!original || isZero(original) || isZero(base)) return base;
  return `${original} @@ ${base.replace(' -', ' ')}`;
}

/** Whether a written amount (`EUR -0.00`, `JPY 0`) is zero. */
const isZero = (amount: string) => / -?[0.]+$/.test(amount);
