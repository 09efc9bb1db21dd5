import { Decimal, roundMoney } from './money';

export const SOURCE_TYPES = ['manual', 'sale', 'invoice', 'payment'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** A line as a document states it, in the document currency. */
export interface DraftLine {
  accountId: string;
  debit: Decimal;
  credit: Decimal;
  description?: string | null;
}

export interface PostingLine extends DraftLine {
  baseDebit: Decimal;
  baseCredit: Decimal;
}

/** A balanced journal entry ready to be written: every line in document and base currency. */
export interface Posting {
  date: string;
  memo: string | null;
  currency: string;
  exchangeRate: Decimal;
  sourceType: SourceType;
  sourceId: string | null;
  /** The entry this one reverses, if it is a reversal. */
  reversesId?: string | null;
  lines: PostingLine[];
}

const ZERO = new Decimal(0);

export function sumOf(lines: DraftLine[], side: 'debit' | 'credit'): Decimal {
  return lines.reduce((sum, line) => sum.plus(line[side]), ZERO);
}

export function sumOfBase(lines: PostingLine[], side: 'baseDebit' | 'baseCredit'): Decimal {
  return lines.reduce((sum, line) => sum.plus(line[side]), ZERO);
}

export function isBalanced(lines: PostingLine[]): boolean {
  return sumOfBase(lines, 'baseDebit').equals(sumOfBase(lines, 'baseCredit'));
}

/** What an entry moves on `accountId` in base currency, debit positive (e.g. Accounts Receivable). */
export function baseNetOn(lines: PostingLine[], accountId: string): Decimal {
  return lines.filter((line) => line.accountId === accountId).reduce((sum, line) => sum.plus(line.baseDebit).minus(line.baseCredit), ZERO);
}

/** A base-currency difference as the line that balances it: a positive one is credited, a negative one debited. */
function balancingLine(accountId: string, difference: Decimal, description: string): PostingLine {
  return {
    accountId,
    debit: ZERO,
    credit: ZERO,
    baseDebit: difference.isNegative() ? difference.negated() : ZERO,
    baseCredit: difference.isPositive() ? difference : ZERO,
    description,
  };
}

/**
 * Converts balanced document-currency lines to base currency at `rate`, each line rounded
 * half-up; the rounding residue (a few minor units at most) goes to the Rounding account, so the
 * base-currency entry balances exactly as the database demands.
 */
export function toBaseLines(lines: DraftLine[], rate: Decimal, baseCurrency: string, roundingAccountId: string): PostingLine[] {
  const converted = lines.map((line) => ({
    ...line,
    baseDebit: roundMoney(line.debit.times(rate), baseCurrency),
    baseCredit: roundMoney(line.credit.times(rate), baseCurrency),
  }));
  const residue = sumOfBase(converted, 'baseDebit').minus(sumOfBase(converted, 'baseCredit'));
  return residue.isZero() ? converted : [...converted, balancingLine(roundingAccountId, residue, 'Currency conversion rounding')];
}

/** The entry that undoes `posting`: same lines, sides swapped. */
export function reversalOf(posting: Posting, entryId: string, date: string, memo: string): Posting {
  return {
    ...posting,
    date,
    memo,
    reversesId: entryId,
    lines: posting.lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit, baseDebit: line.baseCredit, baseCredit: line.baseDebit })),
  };
}

/** A priced document line as it posts: its income account, net amount and tax, and the account its tax is credited to. */
export interface PostableLine {
  description: string;
  accountId: string;
  amount: Decimal;
  tax: Decimal;
  taxAccountId: string | null;
}

/**
 * A sale or a finalized invoice: debit `debitAccountId` (the deposit account, or Accounts
 * Receivable) with the total; credit each line's account with its net amount and each tax
 * account with the tax of its lines. Zero amounts post nothing.
 */
export function documentPostingLines(lines: PostableLine[], debitAccountId: string, memo: string): DraftLine[] {
  const total = lines.reduce((sum, line) => sum.plus(line.amount).plus(line.tax), ZERO);
  const taxByAccount = new Map<string, Decimal>();
  for (const line of lines) {
    if (line.tax.isZero()) continue;
    if (!line.taxAccountId) throw new Error('a taxed line needs a tax account');
    taxByAccount.set(line.taxAccountId, (taxByAccount.get(line.taxAccountId) ?? ZERO).plus(line.tax));
  }
  return [
    { accountId: debitAccountId, debit: total, credit: ZERO, description: memo },
    ...lines
      .filter((line) => !line.amount.isZero())
      .map((line) => ({ accountId: line.accountId, debit: ZERO, credit: line.amount, description: line.description })),
    ...[...taxByAccount].map(([accountId, tax]) => ({ accountId, debit: ZERO, credit: tax, description: 'Sales tax' })),
  ].filter((line) => !(line.debit.isZero() && line.credit.isZero()));
}

/** What a sale or an invoice posts: its own id, memo, date, currency and rate, the account its total is debited to, and its priced lines. */
export interface DocumentPostingTerms {
  sourceType: 'sale' | 'invoice';
  sourceId: string;
  memo: string;
  date: string;
  currency: string;
  rate: Decimal;
  debitAccountId: string;
  lines: PostableLine[];
  baseCurrency: string;
  roundingAccountId: string;
}

/** A sale's or an invoice's entry: `documentPostingLines`, converted to base currency at the document's rate (`toBaseLines`). */
export function documentPosting(terms: DocumentPostingTerms): Posting {
  return {
    date: terms.date,
    memo: terms.memo,
    currency: terms.currency,
    exchangeRate: terms.rate,
    sourceType: terms.sourceType,
    sourceId: terms.sourceId,
    lines: toBaseLines(documentPostingLines(terms.lines, terms.debitAccountId, terms.memo), terms.rate, terms.baseCurrency, terms.roundingAccountId),
  };
}

export interface PaymentTerms {
  /** In the invoice currency. */
  amount: Decimal;
  paymentRate: Decimal;
  /** The base-currency amount of Accounts Receivable this payment settles (at the invoice's rate). */
  receivableBase: Decimal;
  depositAccountId: string;
  receivableAccountId: string;
  exchangeAccountId: string;
  baseCurrency: string;
}

/**
 * A payment against an invoice: debit the deposit account at the payment's rate, credit Accounts
 * Receivable with what it settles at the invoice's rate; a difference is a realised exchange
 * gain (credit) or loss (debit) on Exchange Gains/Losses.
 */
export function paymentPostingLines(terms: PaymentTerms): PostingLine[] {
  const depositBase = roundMoney(terms.amount.times(terms.paymentRate), terms.baseCurrency);
  const difference = depositBase.minus(terms.receivableBase);
  const lines: PostingLine[] = [
    { accountId: terms.depositAccountId, debit: terms.amount, credit: ZERO, baseDebit: depositBase, baseCredit: ZERO, description: 'Payment received' },
    {
      accountId: terms.receivableAccountId,
      debit: ZERO,
      credit: terms.amount,
      baseDebit: ZERO,
      baseCredit: terms.receivableBase,
      description: 'Payment received',
    },
  ];
  if (difference.isZero()) return lines;
  return [...lines, balancingLine(terms.exchangeAccountId, difference, difference.isPositive() ? 'Realised exchange gain' : 'Realised exchange loss')];
}
