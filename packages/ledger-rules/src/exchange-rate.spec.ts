import { exchangeRateFor } from './exchange-rate';

describe('exchangeRateFor (base currency USD)', () => {
  it.each([
    // currency, given, rate
    ['USD', undefined, '1'],
    ['USD', '1', '1'],
    ['USD', 1, '1'],
    ['USD', '1.000000', '1'],
    ['EUR', '1.1', '1.1'],
    ['EUR', 1.1, '1.1'],
    ['JPY', '0.0067', '0.0067'],
    ['EUR', '0.000001', '0.000001'],
    ['EUR', '99999999999999.999999', '99999999999999.999999'],
  ])('%s at %p posts at %s', (currency, given, rate) => {
    const checked = exchangeRateFor(currency, 'USD', given);
    expect(checked.errors).toEqual([]);
    expect(checked.rate.toFixed()).toBe(rate);
  });

  it.each([
    ['USD', '2', 'must be absent or 1 when the currency is the base currency (USD)'],
    ['USD', '0', 'must be absent or 1 when the currency is the base currency (USD)'],
    ['EUR', undefined, 'is required when the currency is not the base currency (USD)'],
    ['EUR', 'abc', 'is required when the currency is not the base currency (USD)'],
    ['EUR', '0', 'must be greater than 0 and less than 10^14'],
    ['EUR', '-1.1', 'must be greater than 0 and less than 10^14'],
    ['EUR', -0.5, 'must be greater than 0 and less than 10^14'],
    ['EUR', '100000000000000', 'must be greater than 0 and less than 10^14'],
    ['EUR', '123456789012345', 'must be greater than 0 and less than 10^14'],
  ])('%s at %p is refused on exchange_rate: %s, and posts at 1 meanwhile', (currency, given, message) => {
    const checked = exchangeRateFor(currency, 'USD', given);
    expect(checked.errors).toEqual([{ field: 'exchange_rate', message }]);
    expect(checked.rate.toFixed()).toBe('1');
  });
});
