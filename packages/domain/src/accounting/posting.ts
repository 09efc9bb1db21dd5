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
  if (residue.isZero()) return converted;
  return [
    ...converted,
    {
      accountId: roundingAccountId,
      debit: ZERO,
      credit: ZERO,
      baseDebit: residue.isNegative() ? residue.negated() : ZERO,
      baseCredit: residue.isPositive() ? residue : ZERO,
      description: 'Currency conversion rounding',
    },
  ];
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

export function isBalanced(lines: PostingLine[]): boolean {
  return sumOfBase(lines, 'baseDebit').equals(sumOfBase(lines, 'baseCredit'));
}
