import { Decimal, lineAmounts, roundMoney } from './money';
import type { DraftLine, PostingLine } from './posting';

/** A document line with everything resolved (item defaults applied, tax rate looked up). */
export interface LineTerms {
  description: string;
  quantity: Decimal;
  unitPrice: Decimal;
  accountId: string;
  /** The currency of that income account (`incomeAccountCurrencyProblem`). */
  accountCurrency: string;
  itemId: string | null;
  taxRateId: string | null;
  /** Percent; 0 without a tax rate. */
  taxRate: Decimal;
  /** The liability account the line's tax is credited to (the tax rate's account). */
  taxAccountId: string | null;
}

export interface PricedLine extends LineTerms {
  amount: Decimal;
  tax: Decimal;
}

/**
 * A document line may credit an income account only in the document's currency or in the base
 * currency (QuickBooks' rule): an income account kept in a foreign currency takes only documents in
 * that currency, and one in the base currency takes any. Answers why not, or undefined when it may.
 */
export function incomeAccountCurrencyProblem(accountCurrency: string, documentCurrency: string, baseCurrency: string): string | undefined {
  if (accountCurrency === documentCurrency || accountCurrency === baseCurrency) return undefined;
  const allowed = documentCurrency === baseCurrency ? `${baseCurrency}, the base currency` : `${documentCurrency} or in the base currency ${baseCurrency}`;
  return `names an income account in ${accountCurrency}: a line in ${documentCurrency} may post only to income accounts in ${allowed}`;
}

export function priceLines(lines: LineTerms[], currency: string, inclusive: boolean): PricedLine[] {
  return lines.map((line) => ({ ...line, ...lineAmounts(line, currency, inclusive) }));
}

const ZERO = new Decimal(0);

/**
 * A sale or a finalized invoice: debit `debitAccountId` (the deposit account, or Accounts
 * Receivable) with the total; credit each line's account with its net amount and each tax
 * account with the tax of its lines. Zero amounts post nothing.
 */
export function documentPostingLines(lines: PricedLine[], debitAccountId: string, memo: string): DraftLine[] {
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
  if (!difference.isZero()) {
    lines.push({
      accountId: terms.exchangeAccountId,
      debit: ZERO,
      credit: ZERO,
      baseDebit: difference.isNegative() ? difference.negated() : ZERO,
      baseCredit: difference.isPositive() ? difference : ZERO,
      description: difference.isPositive() ? 'Realised exchange gain' : 'Realised exchange loss',
    });
  }
  return lines;
}
