import { incomeAccountCurrencyProblem } from './lines';

describe('incomeAccountCurrencyProblem', () => {
  it.each([
    // account, document, base
    ['USD', 'USD', 'USD', 'the base currency, a document in the base currency'],
    ['USD', 'EUR', 'USD', 'the base currency, a document in a foreign currency'],
    ['NGN', 'NGN', 'USD', "the account's own foreign currency"],
  ])('lets a line credit an income account in %s from a document in %s (base %s): %s', (account, document, base) => {
    expect(incomeAccountCurrencyProblem(account, document, base)).toBeUndefined();
  });

  it.each([
    ['NGN', 'USD', 'USD', 'names an income account in NGN: a line in USD may post only to income accounts in USD, the base currency'],
    ['NGN', 'EUR', 'USD', 'names an income account in NGN: a line in EUR may post only to income accounts in EUR or in the base currency USD'],
    ['EUR', 'GBP', 'USD', 'names an income account in EUR: a line in GBP may post only to income accounts in GBP or in the base currency USD'],
  ])('refuses an income account in %s for a document in %s (base %s)', (account, document, base, problem) => {
    expect(incomeAccountCurrencyProblem(account, document, base)).toBe(problem);
  });
});
