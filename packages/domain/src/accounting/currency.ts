import Decimal from 'decimal.js';
import { code as lookup } from 'currency-codes';

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
