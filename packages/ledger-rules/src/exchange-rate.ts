import type { FieldError } from './field-error';
import { MAX_EXCHANGE_RATE } from './limits';
import { Decimal, toDecimal } from './money';

export interface CheckedRate {
  /** The rate to post at: 1 for the base currency, and while the rate given is refused. */
  rate: Decimal;
  errors: FieldError[];
}

/**
 * A document's exchange rate (base currency per unit of `currency`) against its currency: for the
 * base currency absent or exactly 1; for any other currency required, greater than 0 and less than
 * 10^14. The one rule of sales, invoices, payments and journal entries; problems are on `exchange_rate`.
 */
export function exchangeRateFor(currency: string, baseCurrency: string, given: unknown): CheckedRate {
  const rate = given === undefined ? undefined : toDecimal(given);
  const problem = (message: string): CheckedRate => ({ rate: new Decimal(1), errors: [{ field: 'exchange_rate', message }] });
  if (currency === baseCurrency) {
    return !rate || rate.equals(1)
      ? { rate: new Decimal(1), errors: [] }
      : problem(`must be absent or 1 when the currency is the base currency (${baseCurrency})`);
  }
  if (!rate) return problem(`is required when the currency is not the base currency (${baseCurrency})`);
  if (rate.lte(0) || rate.gte(MAX_EXCHANGE_RATE)) return problem('must be greater than 0 and less than 10^14');
  return { rate, errors: [] };
}
