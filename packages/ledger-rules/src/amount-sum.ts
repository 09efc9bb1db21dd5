import { Decimal, formatAmount } from './money';

/** A plain decimal, as PostgreSQL writes a numeric: sign, digits, fraction. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

const TENS = [1n];
function ten(power: number): bigint {
  while (TENS.length <= power) TENS.push(TENS[TENS.length - 1] * 10n);
  return TENS[power];
}

/**
 * An exact sum of decimal amounts, kept as a whole number of 10^-scale units, the scale growing
 * with the longest fraction added. Adding is one BigInt addition: about a hundred times cheaper
 * than decimal.js's `plus`, which counts where a report adds up thousands of stored amounts
 * (aged receivables, statements). Reads any decimal text `Decimal` reads.
 */
export class AmountSum {
  private units = 0n;
  private scale = 0;

  constructor(amount?: string) {
    if (amount !== undefined) this.add(amount);
  }

  add(amount: string | AmountSum): this {
    if (amount instanceof AmountSum) return this.addUnits(amount.units, amount.scale);
    const plain = PLAIN.exec(amount) ?? PLAIN.exec(new Decimal(amount).toFixed());
    if (!plain) throw new Error(`not an amount: ${amount}`);
    const [, sign, integer, fraction = ''] = plain;
    return this.addUnits(BigInt(`${sign}${integer}${fraction}`), fraction.length);
  }

  /** Takes `amount` away. */
  subtract(amount: string): this {
    const taken = new AmountSum(amount);
    return this.addUnits(-taken.units, taken.scale);
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  /** The sum as a plain decimal, exactly, without trailing fractional zeros ('-12.5', '0'). */
  toString(): string {
    const plain = this.plain();
    if (this.scale === 0) return plain;
    const trimmed = plain.replace(/0+$/, '');
    return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
  }

  /** The sum as the API writes an amount of `currency` (`formatAmount`, whose quick path takes the plain text as it is). */
  format(currency: string): string {
    return formatAmount(this.plain(), currency);
  }

  /** Every digit of the scale: '-12.500', '0.000'. */
  private plain(): string {
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, '0');
    const sign = negative ? '-' : '';
    return this.scale === 0 ? sign + digits : `${sign}${digits.slice(0, -this.scale)}.${digits.slice(-this.scale)}`;
  }

  private addUnits(units: bigint, scale: number): this {
    if (scale > this.scale) {
      this.units *= ten(scale - this.scale);
      this.scale = scale;
    }
    this.units += scale < this.scale ? units * ten(this.scale - scale) : units;
    return this;
  }
}
