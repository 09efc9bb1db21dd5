import { Decimal } from './money';
import { paymentDepositErrors, paymentErrors, paymentVoidRefusal, receivableSettled } from './payment';

const d = (value: string) => new Decimal(value);

describe('paymentErrors (an invoice issued 2026-03-10 with 100.00 USD due)', () => {
  const invoice = { currency: 'USD', issueDate: '2026-03-10', amountDue: d('100.00') };
  it.each([
    ['part of what is due', '40.00', '2026-03-10', null, []],
    ['all that is due, as a number', 100, '2026-04-01', '2026-03-31', []],
    ['nothing', '0', '2026-03-10', null, [['amount', 'must be more than zero']]],
    ['a negative amount', '-5', '2026-03-10', null, [['amount', 'must be more than zero']]],
    ['more than is due', '100.01', '2026-03-10', null, [['amount', 'must not exceed the amount due, 100 USD']]],
    ['finer than the currency', '10.001', '2026-03-10', null, [['amount', 'must have at most 2 decimals in USD']]],
    ['dated before the issue date', '10', '2026-03-09', null, [['date', "must be on or after the invoice's issue date 2026-03-10"]]],
    ['dated on the lock date', '10', '2026-03-31', '2026-03-31', [['date', 'must be after the lock date 2026-03-31']]],
    [
      'everything wrong at once',
      '100.001',
      '2026-03-01',
      '2026-03-31',
      [
        ['amount', 'must have at most 2 decimals in USD'],
        ['amount', 'must not exceed the amount due, 100 USD'],
        ['date', "must be on or after the invoice's issue date 2026-03-10"],
        ['date', 'must be after the lock date 2026-03-31'],
      ],
    ],
  ])('%s', (_, amount, date, lockDate, expected) => {
    expect(paymentErrors({ amount, date, rate: d('1') }, invoice, lockDate)).toEqual(expected.map(([field, message]) => ({ field, message })));
  });

  it('takes amounts in the invoice currency (JPY: no minor unit)', () => {
    const yen = { currency: 'JPY', issueDate: '2026-03-10', amountDue: d('5000') };
    expect(paymentErrors({ amount: '10', date: '2026-03-10', rate: d('0.0067') }, yen, null)).toEqual([]);
    expect(paymentErrors({ amount: '10.5', date: '2026-03-10', rate: d('0.0067') }, yen, null)).toEqual([
      { field: 'amount', message: 'must have at most 0 decimals in JPY' },
    ]);
  });
});

describe('paymentErrors: the base-currency limit', () => {
  const invoice = { currency: 'EUR', issueDate: '2026-03-10', amountDue: d('1000000') };
  it.each([
    ['just below 10^15 in base', '1000000', '999999999.999999', []],
    ['10^15 in base', '1000000', '1000000000', ['is worth 10^15 or more in the base currency at this exchange rate (a payment must be worth less)']],
    ['far beyond it', '1000000', '99999999999999', ['is worth 10^15 or more in the base currency at this exchange rate (a payment must be worth less)']],
  ])('%s', (_, amount, rate, messages) => {
    expect(paymentErrors({ amount, date: '2026-03-10', rate: d(rate) }, invoice, null)).toEqual(messages.map((message) => ({ field: 'amount', message })));
  });
});

describe('paymentDepositErrors', () => {
  const account = (type: string, subtype: string, archived = false) => ({ type, subtype, archived });
  it.each([
    ['cash', account('asset', 'cash'), []],
    ['a bank account', account('asset', 'bank'), []],
    ['any other asset', account('asset', 'inventory'), []],
    ['Accounts Receivable', account('asset', 'accounts_receivable'), ['must be an asset account such as cash or bank (not Accounts Receivable)']],
    ['an income account', account('income', 'sales'), ['must be an asset account such as cash or bank (not Accounts Receivable)']],
    ['an archived bank account', account('asset', 'bank', true), ['is archived']],
    ['no account of the business', null, ['is not an account of this business']],
  ])('%s', (_, deposit, messages) => {
    expect(paymentDepositErrors(deposit)).toEqual(messages.map((message) => ({ field: 'deposit_account_id', message })));
  });
});

describe('paymentVoidRefusal', () => {
  it.each([
    ['completed', null],
    ['void', 'This payment is already void'],
  ] as const)('a %s payment: %p', (status, refusal) => {
    expect(paymentVoidRefusal(status)).toBe(refusal);
  });
});

describe('receivableSettled (an invoice of 100.00 EUR at 1.1 USD, 110.00 USD receivable)', () => {
  const facts = { invoiceRate: d('1.1'), baseCurrency: 'USD', amountDue: d('100.00'), openReceivableBase: d('110.00') };
  it.each([
    ['part of it: the payment at the invoice rate', '40', '100', '110', '44'],
    ['part of it, rounded half up', '33.33', '100', '110', '36.66'],
    ['the payment that clears it: exactly what is open', '33.34', '33.34', '36.68', '36.68'],
    ['never more than is open', '0.01', '0.02', '0', '0'],
  ])('%s', (_, amount, amountDue, open, settled) => {
    expect(receivableSettled({ ...facts, amount: d(amount), amountDue: d(amountDue), openReceivableBase: d(open) }).toFixed()).toBe(settled);
  });
});
