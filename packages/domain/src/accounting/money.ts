import Decimal from 'decimal.js';
import { minorUnits } from './currency';

export { Decimal };

const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * An amount, quantity or rate from a request: a decimal string, or a JSON number (which the JSON
 * parser already made a double; its shortest round-trip text is exact for up to 15 significant
 * digits, so longer numbers must be sent as strings). Anything else is undefined.
 */
export function toDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    return DECIMAL_TEXT.test(text) && text.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15 ? new Decimal(text) : undefined;
  }
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return new Decimal(value.trim());
  return undefined;
}

/** Digits after the decimal point as written. */
export function decimalPlaces(value: Decimal): number {
  return value.decimalPlaces();
}

/** Half-up rounding to the currency's minor unit. */
export function roundMoney(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(minorUnits(currency) ?? 2, Decimal.ROUND_HALF_UP);
}

export interface LineInput {
  quantity: Decimal;
  unitPrice: Decimal;
  /** Percent, e.g. 7.5 for 7.5 %. */
  taxRate: Decimal;
}

export interface LineAmounts {
  /** Net of tax. */
  amount: Decimal;
  tax: Decimal;
}

/**
 * One document line (docs/api.md, Money, dates, identifiers): quantity × unit price rounded half-up to the minor
 * unit, tax computed and rounded per line; with tax-inclusive prices the tax is backed out of the
 * rounded gross, so net + tax always equals what the customer pays for the line.
 */
export function lineAmounts(line: LineInput, currency: string, inclusive: boolean): LineAmounts {
  const gross = roundMoney(line.quantity.times(line.unitPrice), currency);
  if (inclusive) {
    const tax = roundMoney(gross.times(line.taxRate).dividedBy(line.taxRate.plus(100)), currency);
    return { amount: gross.minus(tax), tax };
  }
  return { amount: gross, tax: roundMoney(gross.times(line.taxRate).dividedBy(100), currency) };
}

export interface Totals {
  subtotal: Decimal;
  taxTotal: Decimal;
  total: Decimal;
}

/** Totals are sums of the rounded lines. */
export function documentTotals(lines: LineAmounts[]): Totals {
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const taxTotal = lines.reduce((sum, line) => sum.plus(line.tax), new Decimal(0));
  return { subtotal, taxTotal, total: subtotal.plus(taxTotal) };
}
