import { trialBalance } from './trial-balance';

describe('trialBalance', () => {
  it.each([
    // balance, currency, debit, credit
    ['150.5', 'USD', '150.50', '0.00'],
    ['-150.5', 'USD', '0.00', '150.50'],
    ['0', 'USD', '0.00', '0.00'],
    ['1200', 'JPY', '1200', '0'],
    ['-0.1235', 'KWD', '0.000', '0.124'],
    ['99999999999999.99', 'USD', '99999999999999.99', '0.00'],
  ])('puts a balance of %s %s on the debit side as %s and on the credit side as %s', (balance, currency, debit, credit) => {
    expect(trialBalance([{ id: 'a', balance }], currency, true).rows).toEqual([{ id: 'a', debit, credit }]);
  });

  it('keeps each account’s other fields and its order, and totals each side', () => {
    const accounts = [
      { account_id: '1', name: 'Cash', balance: '100.10' },
      { account_id: '2', name: 'Receivables', balance: '0.20' },
      { account_id: '3', name: 'Sales', balance: '-100.30' },
    ];
    expect(trialBalance(accounts, 'USD', false)).toEqual({
      rows: [
        { account_id: '1', name: 'Cash', debit: '100.10', credit: '0.00' },
        { account_id: '2', name: 'Receivables', debit: '0.20', credit: '0.00' },
        { account_id: '3', name: 'Sales', debit: '0.00', credit: '100.30' },
      ],
      totals: { debit: '100.30', credit: '100.30' },
    });
  });

  it('leaves out accounts with a zero balance unless asked to include them', () => {
    const accounts = [
      { account_id: '1', balance: '0.0000' },
      { account_id: '2', balance: '-0.01' },
    ];
    expect(trialBalance(accounts, 'USD', false).rows.map((row) => row.account_id)).toEqual(['2']);
    expect(trialBalance(accounts, 'USD', true).rows.map((row) => row.account_id)).toEqual(['1', '2']);
  });

  it('totals no accounts as zero on both sides', () => {
    expect(trialBalance([], 'NGN', false)).toEqual({ rows: [], totals: { debit: '0.00', credit: '0.00' } });
  });
});
