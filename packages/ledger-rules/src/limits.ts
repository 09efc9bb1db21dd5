import { Decimal } from './money';

/**
 * The largest document total, exclusive, in the document's currency and in the base currency
 * alike: amounts are numeric(20, 4), which holds less than 10^16, and documents stay well inside it.
 */
export const MAX_DOCUMENT_TOTAL = new Decimal('1e15');

/**
 * Whether `total`, in its currency or at `rate` in the base currency, reaches MAX_DOCUMENT_TOTAL:
 * a sale, an invoice, a payment or a journal entry that large is refused.
 */
export function exceedsTotalLimit(total: Decimal, rate: Decimal): boolean {
  return total.gte(MAX_DOCUMENT_TOTAL) || total.times(rate).gte(MAX_DOCUMENT_TOTAL);
}

/** Exchange rates are numeric(20, 6): a rate must be less than 10^14. */
export const MAX_EXCHANGE_RATE = new Decimal('1e14');

/** Lines of one sale, invoice or journal entry. */
export const MAX_LINES = 500;

/** A tax rate is a percent from 0 to this. */
export const MAX_TAX_PERCENT = 100;

/** Decimals a request may give for an amount or a quantity (numeric(20, 4)); an amount must also fit its currency (`moneyFieldErrors`). */
export const AMOUNT_DECIMALS = 4;

/** Decimals a request may give for a rate: an exchange rate or a tax percentage (numeric(20, 6)). */
export const RATE_DECIMALS = 6;
