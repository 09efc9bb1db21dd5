import { exchangeRateFor } from './exchange-rate';
import { AMOUNT_DECIMALS, exceedsTotalLimit, MAX_DOCUMENT_TOTAL, MAX_EXCHANGE_RATE, MAX_LINES, MAX_TAX_PERCENT, RATE_DECIMALS } from './limits';
import { documentTotalErrors } from './lines';
import { Decimal } from './money';

describe('limits', () => {
  it.each([
    ['the largest document total (exclusive)', MAX_DOCUMENT_TOTAL.toFixed(), '1000000000000000'],
    ['the largest exchange rate (exclusive)', MAX_EXCHANGE_RATE.toFixed(), '100000000000000'],
    ['lines per document', MAX_LINES, 500],
    ['the largest tax percent', MAX_TAX_PERCENT, 100],
    ['decimals of an amount or a quantity', AMOUNT_DECIMALS, 4],
    ['decimals of a rate', RATE_DECIMALS, 6],
  ])('%s is %p', (_, limit, value) => {
    expect(limit).toBe(value);
  });

  it.each([
    ['0', '1', false],
    ['999999999999999.9999', '1', false],
    ['1000000000000000', '1', true],
    ['999999999999', '1000', false],
    ['1000000000000', '1000', true],
    ['1000000000000000', '0.5', true],
  ])('exceedsTotalLimit: %s at %s → %p', (total, rate, exceeds) => {
    expect(exceedsTotalLimit(new Decimal(total), new Decimal(rate))).toBe(exceeds);
  });

  it.each([
    ['a total just below the limit is taken', MAX_DOCUMENT_TOTAL.minus('0.0001'), 0],
    ['a total at the limit is refused', MAX_DOCUMENT_TOTAL, 1],
  ])('%s', (_, total, errors) => {
    expect(documentTotalErrors(total, new Decimal(1), true)).toHaveLength(errors);
  });

  it.each([
    ['a rate just below the limit is taken', MAX_EXCHANGE_RATE.minus('0.000001').toFixed(), 0],
    ['a rate at the limit is refused', MAX_EXCHANGE_RATE.toFixed(), 1],
  ])('%s', (_, rate, errors) => {
    expect(exchangeRateFor('EUR', 'USD', rate).errors).toHaveLength(errors);
  });
});
