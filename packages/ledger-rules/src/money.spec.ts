import Decimal from 'decimal.js';
import fc from 'fast-check';
import { formatAmount, isCurrency, minorUnits, moneyFieldErrors, roundMoney, toDecimal, trimDecimal } from './money';

/** Decimal strings as PostgreSQL writes numerics, often with zeros past the significant decimals. */
const storedDecimal = (maxDecimals: number) =>
  fc
    .tuple(fc.boolean(), fc.stringMatching(/^(0|[1-9]\d{0,19})$/), fc.stringMatching(new RegExp(`^\\d{0,${maxDecimals}}$`)), fc.nat(4))
    .map(([negative, whole, fraction, zeros]) => {
      const decimals = fraction + '0'.repeat(zeros);
      return `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
    });

describe('minorUnits', () => {
  it.each([
    ['USD', 2],
    ['NGN', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i minor digits', (code, digits) => {
    expect(minorUnits(code)).toBe(digits);
  });

  it('is case-insensitive', () => {
    expect(minorUnits('usd')).toBe(2);
    expect(minorUnits('Kwd')).toBe(3);
  });

  it.each(['XXX', 'XAU', 'XDR', 'ABC', ''])('knows no minor digits for %p', (code) => {
    expect(minorUnits(code)).toBeUndefined();
  });
});

describe('isCurrency', () => {
  it.each(['USD', 'usd', 'jpy', 'KwD'])('accepts %p', (code) => {
    expect(isCurrency(code)).toBe(true);
  });

  it.each(['XXX', 'XAU', 'ABC', 'US', 'USDX', ' USD', 840, null, undefined])('rejects %p', (value) => {
    expect(isCurrency(value)).toBe(false);
  });
});

describe('formatAmount', () => {
  it.each([
    ['1250', 'USD', '1250.00'],
    ['1.005', 'USD', '1.01'],
    ['1.004', 'USD', '1.00'],
    ['2.675', 'USD', '2.68'],
    ['0.1', 'usd', '0.10'],
    ['0', 'JPY', '0'],
    ['1250.5', 'JPY', '1251'],
    ['1.25', 'KWD', '1.250'],
    ['1.0005', 'KWD', '1.001'],
    ['-12.5', 'USD', '-12.50'],
    ['123456789012345678901234.56', 'USD', '123456789012345678901234.56'],
  ])('%s %s → %s', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(expected);
  });

  it('accepts a Decimal', () => {
    expect(formatAmount(new Decimal('0.1').plus('0.2'), 'USD')).toBe('0.30');
  });

  it('refuses an unknown currency', () => {
    expect(() => formatAmount('1', 'XXX')).toThrow('unknown currency XXX');
  });

  it('writes any decimal string exactly as decimal.js rounds it, stored amounts (zeros past the minor digits) included', () => {
    fc.assert(
      fc.property(storedDecimal(4), fc.constantFrom('USD', 'JPY', 'KWD', 'BHD', 'CLF'), (value, currency) => {
        expect(formatAmount(value, currency)).toBe(new Decimal(value).toFixed(minorUnits(currency)!, Decimal.ROUND_HALF_UP));
      }),
      { numRuns: 5000 },
    );
  });

  it('never loses precision: exact when it fits, else the nearest minor unit, half up', () => {
    const decimalString = fc
      .tuple(fc.boolean(), fc.stringMatching(/^(0|[1-9]\d{0,29})$/), fc.stringMatching(/^\d{0,8}$/))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
    fc.assert(
      fc.property(decimalString, fc.constantFrom('USD', 'JPY', 'KWD'), (value, currency) => {
        const digits = minorUnits(currency)!;
        const formatted = formatAmount(value, currency);
        expect(formatted).toMatch(digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`));

        const exact = new Decimal(value);
        const error = new Decimal(formatted).minus(exact).abs();
        const halfUnit = new Decimal(10).pow(-digits).div(2);
        if (exact.decimalPlaces() <= digits) expect(error.isZero()).toBe(true);
        expect(error.lte(halfUnit)).toBe(true);
        // a tie goes away from zero
        if (error.eq(halfUnit)) expect(new Decimal(formatted).abs().gt(exact.abs())).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('trimDecimal', () => {
  it.each([
    ['1.5000', '1.5'],
    ['2.000000', '2'],
    ['0.0000', '0'],
    ['-0.0000', '0'],
    ['-12.3400', '-12.34'],
    ['150', '150'],
  ])('%s → %s', (value, expected) => {
    expect(trimDecimal(value)).toBe(expected);
  });

  it('writes any decimal string exactly as decimal.js does, in plain notation', () => {
    fc.assert(
      fc.property(storedDecimal(6), (value) => {
        expect(trimDecimal(value)).toBe(new Decimal(value).toFixed());
      }),
      { numRuns: 5000 },
    );
  });
});

describe('toDecimal', () => {
  it.each([
    ['19.99', '19.99'],
    [' 19.99 ', '19.99'],
    ['-3', '-3'],
    [19.99, '19.99'],
    [0.1, '0.1'],
    [123456789012345, '123456789012345'],
    ['123456789012345.123456789012345', '123456789012345.123456789012345'],
  ])('reads %p as %s', (value, expected) => {
    expect(toDecimal(value)?.toFixed()).toBe(expected);
  });

  it.each([
    ['1e5'],
    ['1,5'],
    ['.5'],
    ['5.'],
    [''],
    ['1234567890123456'],
    [1234567890123456],
    [0.1 + 0.2],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [true],
    [{}],
  ])('refuses %p', (value) => {
    expect(toDecimal(value)).toBeUndefined();
  });
});

describe('roundMoney', () => {
  it.each([
    ['1.005', 'USD', '1.01'],
    ['1.004', 'USD', '1'],
    ['-1.005', 'USD', '-1.01'],
    ['2.5', 'JPY', '3'],
    ['1.0005', 'KWD', '1.001'],
    ['1.23456', 'XXX', '1.23'],
  ])('%s %s → %s (half up, to the minor unit; 2 digits for an unknown code)', (value, currency, expected) => {
    expect(roundMoney(new Decimal(value), currency).toFixed()).toBe(expected);
  });
});

describe('moneyFieldErrors', () => {
  it.each([
    ['USD', { amount: '10.25' }, []],
    ['USD', { amount: 10.25, fee: undefined }, []],
    ['USD', { amount: '10.255' }, [{ field: 'amount', message: 'must have at most 2 decimals in USD' }]],
    ['JPY', { amount: '10' }, []],
    ['JPY', { amount: '10.5', 'lines.1.debit': 3 }, [{ field: 'amount', message: 'must have at most 0 decimals in JPY' }]],
    ['KWD', { amount: '1.125', other: '1.1255' }, [{ field: 'other', message: 'must have at most 3 decimals in KWD' }]],
  ])('in %s, %p → %p', (currency, fields, expected) => {
    expect(moneyFieldErrors(currency, fields)).toEqual(expected);
  });
});
