import fc from 'fast-check';
import { AmountSum } from './amount-sum';
import { Decimal, formatAmount } from './money';

/** decimal.js with room for every digit of the sums below (its default keeps 20 significant digits). */
const Exact = Decimal.clone({ precision: 60 });

describe('AmountSum', () => {
  it('adds amounts of any scale exactly', () => {
    const sum = new AmountSum('10.5').add('-0.125').add('3').add('0.0000');
    expect(sum.toString()).toBe('13.375');
    expect(sum.format('USD')).toBe('13.38');
    expect(sum.format('KWD')).toBe('13.375');
    expect(sum.format('JPY')).toBe('13');
    expect(new AmountSum('-1.005').format('USD')).toBe('-1.01');
    expect(new AmountSum().toString()).toBe('0');
    expect(new AmountSum('-0.00').isZero()).toBe(true);
    expect(new AmountSum('99999999999999999.9999').add('0.0001').toString()).toBe('100000000000000000');
    expect(new AmountSum('1e-3').add(new AmountSum('2')).toString()).toBe('2.001');
    expect(new AmountSum('10.5').subtract('0.125').subtract('-3').toString()).toBe('13.375');
  });

  it('refuses what is not an amount', () => {
    expect(() => new AmountSum('ten')).toThrow();
  });

  it('agrees with decimal.js on every sum, and formats as formatAmount does', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => new Exact(units.toString()).dividedBy(new Exact(10).pow(scale)).toFixed(scale));
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), fc.array(amount, { maxLength: 5 }), fc.constantFrom('USD', 'JPY', 'KWD'), (amounts, taken, currency) => {
        const sum = amounts.reduce((total, value) => total.add(value), new AmountSum());
        const expected = amounts.reduce((total, value) => total.plus(value), new Exact(0));
        expect(sum.toString()).toBe(expected.toFixed());
        expect(sum.format(currency)).toBe(formatAmount(expected, currency));
        expect(sum.isZero()).toBe(expected.isZero());
        const rest = taken.reduce((total, value) => total.subtract(value), sum);
        expect(rest.toString()).toBe(taken.reduce((total, value) => total.minus(value), expected).toFixed());
      }),
      { seed: 20261124 },
    );
  });
});
