import type { LineTerms } from './lines';
import { Decimal } from './money';
import { isBalanced } from './posting';
import { priceSale, saleDepositErrors, saleNumber, salePosting, saleRefusal, saleUnitPriceErrors, type SaleFacts, type SaleTerms } from './sale';

const d = (value: string) => new Decimal(value);
const line = (unitPrice: string, taxRate = '0', accountCurrency = 'USD'): LineTerms => ({
  description: 'Tea',
  quantity: d('3'),
  unitPrice: d(unitPrice),
  accountId: 'sales',
  accountCurrency,
  itemId: null,
  taxRateId: taxRate === '0' ? null : 'vat-rate',
  taxRate: d(taxRate),
  taxAccountId: taxRate === '0' ? null : 'vat',
});
const cash = { id: 'cash', type: 'asset', subtype: 'cash', archived: false };
const facts: SaleFacts = { baseCurrency: 'USD', lockDate: '2026-01-31', deposit: cash };
const terms: SaleTerms = { date: '2026-02-01', currency: 'USD', exchangeRate: undefined, amountsAre: 'exclusive', lines: [line('19.99', '7.5')] };

describe('saleNumber', () => {
  it.each([
    [1, 'SR-000001'],
    [42, 'SR-000042'],
    [999_999, 'SR-999999'],
    [1_000_000, 'SR-1000000'],
    [12_345_678, 'SR-12345678'],
  ])('the sale numbered %d is %s', (sequence, number) => {
    expect(saleNumber(sequence)).toBe(number);
  });
});

describe('saleDepositErrors', () => {
  it.each([
    ['cash', cash, []],
    ['a bank account', { ...cash, subtype: 'bank' }, []],
    ['Accounts Receivable', { ...cash, subtype: 'accounts_receivable' }, ['must be an asset account of subtype cash or bank']],
    ['an income account', { ...cash, type: 'income', subtype: 'sales' }, ['must be an asset account of subtype cash or bank']],
    ['an archived bank account', { ...cash, subtype: 'bank', archived: true }, ['is archived']],
    ['no such account of the business', null, ['is not an account of this business']],
  ])('%s', (_, deposit, messages) => {
    expect(saleDepositErrors(deposit)).toEqual(messages.map((message) => ({ field: 'deposit_account_id', message })));
  });
});

describe('saleUnitPriceErrors', () => {
  it.each([
    ['USD', [{ quantity: 1, unit_price: '19.99' }, { quantity: 1 }], []],
    ['USD', [{ quantity: 1, unit_price: '19.999' }], ['lines.0.unit_price']],
    [
      'JPY',
      [
        { quantity: 1, unit_price: 100 },
        { quantity: 1, unit_price: '99.5' },
      ],
      ['lines.1.unit_price'],
    ],
  ])('in %s: %p', (currency, given, fields) => {
    expect(saleUnitPriceErrors(given, currency).map((error) => error.field)).toEqual(fields);
  });
});

describe('priceSale', () => {
  it('prices a sale in the base currency', () => {
    const { sale, errors } = priceSale(terms, facts);
    expect(errors).toEqual([]);
    expect(sale).toMatchObject({ date: '2026-02-01', currency: 'USD', depositAccountId: 'cash' });
    expect([sale!.rate, sale!.totals.subtotal, sale!.totals.taxTotal, sale!.totals.total].map((value) => value.toFixed())).toEqual([
      '1',
      '59.97',
      '4.5',
      '64.47',
    ]);
    expect(sale!.lines.map((priced) => [priced.amount.toFixed(), priced.tax.toFixed()])).toEqual([['59.97', '4.5']]);
  });

  it('prices a sale in a foreign currency at its rate, with tax-inclusive prices', () => {
    const { sale } = priceSale({ ...terms, currency: 'EUR', exchangeRate: '1.1', amountsAre: 'inclusive', lines: [line('10.75', '7.5', 'EUR')] }, facts);
    expect([sale!.rate, sale!.totals.subtotal, sale!.totals.taxTotal, sale!.totals.total].map((value) => value.toFixed())).toEqual([
      '1.1',
      '30',
      '2.25',
      '32.25',
    ]);
  });

  it.each([
    ['no such customer', {}, { customer: null }, [['customer_id', 'is not a customer of this business']]],
    ['an archived customer', {}, { customer: { archived: true } }, [['customer_id', 'is archived']]],
    ['dated on the lock date', { date: '2026-01-31' }, {}, [['date', 'must be after the lock date 2026-01-31']]],
    [
      'a foreign currency without a rate',
      { currency: 'EUR', lines: [line('1', '0', 'EUR')] },
      {},
      [['exchange_rate', 'is required when the currency is not the base currency (USD)']],
    ],
    [
      'a rate of 10^14',
      { currency: 'EUR', exchangeRate: '100000000000000', lines: [line('1', '0', 'EUR')] },
      {},
      [['exchange_rate', 'must be greater than 0 and less than 10^14']],
    ],
    [
      'a rate other than 1 in the base currency',
      { exchangeRate: '1.2' },
      {},
      [['exchange_rate', 'must be absent or 1 when the currency is the base currency (USD)']],
    ],
    ['no deposit account', {}, { deposit: null }, [['deposit_account_id', 'is not an account of this business']]],
    [
      'an income account to deposit in',
      {},
      { deposit: { ...cash, type: 'income' } },
      [['deposit_account_id', 'must be an asset account of subtype cash or bank']],
    ],
    [
      'a line on an income account in another currency',
      { currency: 'EUR', exchangeRate: '1.1', lines: [line('1', '0', 'NGN')] },
      {},
      [['lines.0.account_id', 'names an income account in NGN: a line in EUR may post only to income accounts in EUR or in the base currency USD']],
    ],
    [
      'a unit price finer than the currency',
      { givenLines: [{ quantity: 3, unit_price: '19.999' }], lines: [line('19.999')] },
      {},
      [['lines.0.unit_price', 'must have at most 2 decimals in USD']],
    ],
    ['a total of 0', { lines: [line('0')] }, {}, [['lines', 'add up to 0; a document must total more than 0 to be posted']]],
    [
      'a total of 10^15 in base currency',
      { currency: 'EUR', exchangeRate: '1000', lines: [line('333333333333.34', '0', 'EUR')] },
      {},
      [['lines', 'add up to more than a document may total (below 10^15, in its currency and in the base currency)']],
    ],
  ])('refuses %s', (_, change, factChange, expected) => {
    const { sale, errors } = priceSale({ ...terms, ...change }, { ...facts, ...factChange });
    expect(sale).toBeNull();
    expect(errors).toEqual(expected.map(([field, message]) => ({ field, message })));
  });

  it('reports every problem at once, the customer first', () => {
    const { errors } = priceSale({ ...terms, date: '2026-01-01', exchangeRate: '2', lines: [line('0')] }, { ...facts, deposit: null, customer: null });
    expect(errors.map((error) => error.field)).toEqual(['customer_id', 'date', 'exchange_rate', 'deposit_account_id', 'lines']);
  });
});

describe('salePosting', () => {
  it('debits the deposit account, credits income and tax, in base currency at the sale rate, as `Sale <number>`', () => {
    const { sale } = priceSale({ ...terms, currency: 'EUR', exchangeRate: '1.105', lines: [line('0.05', '0', 'EUR'), line('0.05', '0', 'EUR')] }, facts);
    const posting = salePosting(sale!, 'sale-1', 'SAL-000009', { baseCurrency: 'USD', roundingAccountId: 'rounding' });
    expect(posting).toMatchObject({ date: '2026-02-01', memo: 'Sale SAL-000009', currency: 'EUR', sourceType: 'sale', sourceId: 'sale-1' });
    expect(
      posting.lines.map((l) => [l.accountId, l.debit.toFixed(), l.credit.toFixed(), l.baseDebit.toFixed(), l.baseCredit.toFixed(), l.description]),
    ).toEqual([
      ['cash', '0.3', '0', '0.33', '0', 'Sale SAL-000009'],
      ['sales', '0', '0.15', '0', '0.17', 'Tea'],
      ['sales', '0', '0.15', '0', '0.17', 'Tea'],
      ['rounding', '0', '0', '0.01', '0', 'Currency conversion rounding'],
    ]);
    expect(isBalanced(posting.lines)).toBe(true);
  });
});

describe('saleRefusal', () => {
  it.each([
    ['completed', 'changed', null],
    ['void', 'changed', 'This sale is void; it cannot be changed'],
    ['void', 'voided', 'This sale is void; it cannot be voided'],
  ] as const)('a %s sale to be %s: %p', (status, action, refusal) => {
    expect(saleRefusal(status, action)).toBe(refusal);
  });
});
