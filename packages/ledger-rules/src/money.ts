import Decimal from 'decimal.js';
import { code as lookup } from 'currency-codes';
import type { FieldError } from './field-error';

export { Decimal };

/** ISO 4217 codes that name no money to keep books in: precious metals, bond units, SDRs, test codes. */
const NOT_MONEY = new Set(['XAG', 'XAU', 'XPD', 'XPT', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XSU', 'XUA', 'XTS', 'XXX']);

/** Minor digits of an ISO 4217 currency, from the maintained `currency-codes` data set. */
const cache = new Map<string, number | undefined>();

export function minorUnits(currency: string): number | undefined {
  const code = currency.toUpperCase();
  if (!cache.has(code)) {
    const entry = NOT_MONEY.has(code) ? undefined : lookup(code);
    cache.set(code, entry && Number.isInteger(entry.digits) ? entry.digits : undefined);
  }
  return cache.get(code);
}

export function isCurrency(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) && minorUnits(value) !== undefined;
}

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

/** Half-up rounding to the currency's minor unit. */
export function roundMoney(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(minorUnits(currency) ?? 2, Decimal.ROUND_HALF_UP);
}

/** Amounts a request gives (by field) must fit the currency's minor unit (JPY: none, KWD: three). */
export function moneyFieldErrors(currency: string, fields: Record<string, unknown>): FieldError[] {
  const digits = minorUnits(currency) ?? 2;
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && (toDecimal(value)?.decimalPlaces() ?? 0) > digits)
    .map(([field]) => ({ field, message: `must have at most ${digits} decimals in ${currency}` }));
}

/** A plain decimal string as PostgreSQL writes a numeric: sign, integer without leading zeros, fraction. */
const PLAIN = /^(-?(?:0|[1-9]\d*))(?:\.(\d+))?$/;

/**
 * A stored numeric as the API's decimal string with exactly the currency's minor digits. A
 * stored amount ('69.0000') whose decimals beyond the currency's are zeros needs no rounding: its
 * text is cut or padded (about ten times cheaper than a Decimal, and every amount of every answer
 * comes here); anything else is rounded half up by decimal.js.
 */
export function formatAmount(value: string | Decimal, currency: string): string {
  const digits = minorUnits(currency);
  if (digits === undefined) throw new Error(`unknown currency ${currency}`);
  const plain = typeof value === 'string' ? PLAIN.exec(value) : null;
  if (plain && plain[1] !== '-0') {
    const [, integer, fraction = ''] = plain;
    if (fraction.length <= digits || /^0+$/.test(fraction.slice(digits)))
      return digits === 0 ? integer : `${integer}.${fraction.slice(0, digits).padEnd(digits, '0')}`;
  }
  return (value instanceof Decimal ? value : new Decimal(value)).toFixed(digits, Decimal.ROUND_HALF_UP);
}

/**
 * A stored numeric (a quantity, a rate) as its shortest exact decimal string: '1.5000' → '1.5',
 * '2.000000' → '2', never in exponent notation. Plain text is trimmed as text; anything else goes
 * through decimal.js.
 */
export function trimDecimal(value: string): string {
  const plain = PLAIN.exec(value);
  if (!plain || plain[1] === '-0') return new Decimal(value).toFixed();
  const fraction = (plain[2] ?? '').replace(/0+$/, '');
  return fraction ? `${plain[1]}.${fraction}` : plain[1];
}
