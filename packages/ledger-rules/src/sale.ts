import { accountErrors } from './chart';
import { customerErrors } from './customer';
import { exchangeRateFor } from './exchange-rate';
import type { FieldError } from './field-error';
import { documentTotalErrors, documentTotals, lineCurrencyErrors, priceLines, type DocumentLine, type LineTerms, type PricedLine, type Totals } from './lines';
import { lockDateErrors } from './lock-date';
import { moneyFieldErrors, type Decimal } from './money';
import { documentPosting, type Posting } from './posting';

/** What decides a sale's journal entry. */
export interface SaleTerms {
  date: string;
  currency: string;
  /** As given (or kept); checked against the currency. */
  exchangeRate: unknown;
  amountsAre: 'exclusive' | 'inclusive';
  lines: LineTerms[];
  /** The lines as the request gave them, whose unit prices must fit the currency. */
  givenLines?: DocumentLine[];
}

/** What the business has that a sale is checked against. */
export interface SaleFacts {
  baseCurrency: string;
  lockDate: string | null;
  /** The deposit account asked for (Cash when none was); null when the business has no such account. */
  deposit: { id: string; type: string; subtype: string; archived: boolean } | null;
  /** The customer named; null when the business has no such customer, undefined when none was named. */
  customer?: { archived: boolean } | null;
}

/** A sale checked and priced. */
export interface PricedSale {
  date: string;
  currency: string;
  rate: Decimal;
  depositAccountId: string;
  lines: PricedLine[];
  totals: Totals;
}

/** The number of the n-th sale of a business and environment: SR-000001, growing past six digits (SR-1000000). */
export function saleNumber(sequence: number): string {
  return `SR-${String(sequence).padStart(6, '0')}`;
}

/** A cash sale is money in a till or a bank: its deposit account is an active asset account of subtype cash or bank. */
export function saleDepositErrors(deposit: SaleFacts['deposit']): FieldError[] {
  return accountErrors('deposit_account_id', deposit, (account) =>
    account.type === 'asset' && ['cash', 'bank'].includes(account.subtype) ? undefined : 'must be an asset account of subtype cash or bank',
  );
}

/**
 * The unit prices a sale's request gives must fit the currency's minor unit (an item's own price
 * may have up to 4 decimals: the line amount is rounded). Invoices take any unit price and round.
 */
export function saleUnitPriceErrors(given: DocumentLine[], currency: string): FieldError[] {
  return moneyFieldErrors(currency, Object.fromEntries(given.map((line, index) => [`lines.${index}.unit_price`, line.unit_price])));
}

/**
 * Checks what a sale posts and prices it (docs/api.md, Money, dates, identifiers): the customer,
 * the date after the lock date, the rate against the currency, the deposit account, each line's
 * income account in the sale's or the base currency, unit prices within the currency's minor
 * unit, and a total above 0 and below the limit. The sale, or null with every problem found.
 */
export function priceSale(terms: SaleTerms, facts: SaleFacts): { sale: PricedSale | null; errors: FieldError[] } {
  const { rate, errors: rateErrors } = exchangeRateFor(terms.currency, facts.baseCurrency, terms.exchangeRate);
  const lines = priceLines(terms.lines, terms.currency, terms.amountsAre === 'inclusive');
  const totals = documentTotals(lines);
  const errors = [
    ...customerErrors(facts.customer),
    ...lockDateErrors(facts.lockDate, terms.date, 'date'),
    ...rateErrors,
    ...saleDepositErrors(facts.deposit),
    ...lineCurrencyErrors(terms.lines, terms.givenLines, terms.currency, facts.baseCurrency),
    ...saleUnitPriceErrors(terms.givenLines ?? [], terms.currency),
    ...documentTotalErrors(totals.total, rate, true),
  ];
  if (errors.length > 0 || !facts.deposit) return { sale: null, errors };
  return { sale: { date: terms.date, currency: terms.currency, rate, depositAccountId: facts.deposit.id, lines, totals }, errors };
}

/** Debit the deposit account, credit each line's income account and each tax rate's account; base amounts at the sale's rate. */
export function salePosting(sale: PricedSale, id: string, number: string, ledger: { baseCurrency: string; roundingAccountId: string }): Posting {
  return documentPosting({ ...sale, ...ledger, sourceType: 'sale', sourceId: id, memo: `Sale ${number}`, debitAccountId: sale.depositAccountId });
}

/** Why a sale in `status` cannot be `action` (changed, voided), or null when it can: a void sale is final. */
export function saleRefusal(status: 'completed' | 'void', action: string): string | null {
  return status === 'void' ? `This sale is void; it cannot be ${action}` : null;
}
