import fc from 'fast-check';
import { balanceSheet, cashBasisAllocation, profitAndLoss, type BalanceSheetAccount, type ProfitAndLossAccount } from './financial-statements';
import { Decimal } from './money';

const account = (code: string, type: string, subtype: string) => ({ account_id: `id-${code}`, code, name: `Account ${code}`, type, subtype });

describe('balanceSheet', () => {
  const books: BalanceSheetAccount[] = [
    { ...account('1000', 'asset', 'cash'), balance: '1250.00', before_year: '0' },
    { ...account('1100', 'asset', 'accounts_receivable'), balance: '300.00', before_year: '0' },
    { ...account('1200', 'asset', 'current_asset'), balance: '0', before_year: '0' },
    { ...account('2100', 'liability', 'sales_tax'), balance: '-75.00', before_year: '0' },
    { ...account('3000', 'equity', 'owners_equity'), balance: '-1000.00', before_year: '0' },
    { ...account('4000', 'income', 'sales'), balance: '-900.00', before_year: '-400.00' },
    { ...account('6000', 'expense', 'general_expense'), balance: '425.00', before_year: '100.00' },
  ];

  it('shows each account on its side, earnings of earlier years and of this year in equity, and balances', () => {
    expect(balanceSheet(books, 'USD', false)).toEqual({
      assets: {
        accounts: [
          { ...account('1000', 'asset', 'cash'), amount: '1250.00' },
          { ...account('1100', 'asset', 'accounts_receivable'), amount: '300.00' },
        ],
        total: '1550.00',
      },
      liabilities: { accounts: [{ ...account('2100', 'liability', 'sales_tax'), amount: '75.00' }], total: '75.00' },
      equity: {
        accounts: [{ ...account('3000', 'equity', 'owners_equity'), amount: '1000.00' }],
        prior_years_earnings: '300.00',
        current_year_earnings: '175.00',
        total: '1475.00',
      },
      liabilities_and_equity: '1550.00',
    });
  });

  it('lists zero accounts only when asked', () => {
    expect(balanceSheet(books, 'USD', true).assets.accounts.map((row) => [row.code, row.amount])).toEqual([
      ['1000', '1250.00'],
      ['1100', '300.00'],
      ['1200', '0.00'],
    ]);
  });

  it('always balances when the books net to zero', () => {
    const types = ['asset', 'liability', 'equity', 'income', 'expense'];
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 4 }), cents, cents), { minLength: 1, maxLength: 20 }), (rows) => {
        const accounts = rows.map(([type, balance, before], index) => ({
          ...account(String(index), types[type], 'x'),
          balance: new Decimal(balance).dividedBy(100).toString(),
          before_year: new Decimal(before).dividedBy(100).toString(),
        }));
        const net = accounts.reduce((total, row) => total.plus(row.balance), new Decimal(0));
        accounts.push({ ...account('plug', 'equity', 'x'), balance: net.negated().toString(), before_year: '0' });
        const sheet = balanceSheet(accounts, 'USD', false);
        expect(sheet.assets.total).toBe(sheet.liabilities_and_equity);
        const earnings = new Decimal(sheet.equity.prior_years_earnings).plus(sheet.equity.current_year_earnings);
        const shown = sheet.equity.accounts.reduce((total, row) => total.plus(row.amount), new Decimal(0));
        expect(shown.plus(earnings).toFixed(2)).toBe(new Decimal(sheet.equity.total).toFixed(2));
      }),
      { seed: 20261124 },
    );
  });
});

describe('profitAndLoss', () => {
  const accounts: ProfitAndLossAccount[] = [
    { ...account('4000', 'income', 'sales'), nets: ['-1000.00', '-800.00'] },
    { ...account('4100', 'income', 'other_income'), nets: ['0', '0'] },
    { ...account('5000', 'expense', 'cost_of_sales'), nets: ['400.00', '300.00'] },
    { ...account('6000', 'expense', 'general_expense'), nets: ['150.00', '0'] },
    { ...account('7000', 'expense', 'exchange_gain_loss'), nets: ['-10.00', '5.00'] },
  ];

  it('sections income, cost of sales and expenses, one amount per column, with gross profit and net income', () => {
    expect(profitAndLoss(accounts, 2, 'USD', false)).toEqual({
      income: { accounts: [{ ...account('4000', 'income', 'sales'), amounts: ['1000.00', '800.00'] }], total: ['1000.00', '800.00'] },
      cost_of_sales: { accounts: [{ ...account('5000', 'expense', 'cost_of_sales'), amounts: ['400.00', '300.00'] }], total: ['400.00', '300.00'] },
      expenses: {
        accounts: [
          { ...account('6000', 'expense', 'general_expense'), amounts: ['150.00', '0.00'] },
          { ...account('7000', 'expense', 'exchange_gain_loss'), amounts: ['-10.00', '5.00'] },
        ],
        total: ['140.00', '5.00'],
      },
      gross_profit: ['600.00', '500.00'],
      net_income: ['460.00', '495.00'],
    });
    expect(profitAndLoss(accounts, 2, 'USD', true).income.accounts.map((row) => row.code)).toEqual(['4000', '4100']);
  });

  it('net income is what the income and expense accounts moved, credit-positive', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.integer({ min: -1e9, max: 1e9 })), { maxLength: 15 }), (rows) => {
        const list = rows.map(([income, costOfSales, cents], index) => ({
          ...account(String(index), income ? 'income' : 'expense', costOfSales ? 'cost_of_sales' : 'general_expense'),
          nets: [new Decimal(cents).dividedBy(100).toString()],
        }));
        const moved = list.reduce((total, row) => total.plus(row.nets[0]), new Decimal(0));
        expect(profitAndLoss(list, 1, 'USD', false).net_income).toEqual([moved.negated().toFixed(2)]);
      }),
      { seed: 20261124 },
    );
  });
});

describe('cashBasisAllocation', () => {
  const invoice = { total: '107.50', nets: new Map([['sales', '-100.00']]) };

  it('counts income in proportion to each payment, exactly the whole once paid in full', () => {
    const counted = cashBasisAllocation(invoice, ['43.00', '64.50'], 'USD');
    expect(counted.get('sales')!.map((value) => value.toFixed(2))).toEqual(['-40.00', '-60.00']);
  });

  it('takes back exactly what a voided payment counted', () => {
    const counted = cashBasisAllocation({ total: '3.00', nets: new Map([['sales', '-1.00']]) }, ['1.00', '1.00', '-1.00'], 'USD');
    // Income is credit (negative): after 1/3, −0.33; after 2/3, −0.67 (−0.34 more); back to 1/3, −0.33 (+0.34).
    expect(counted.get('sales')!.map((value) => value.toFixed(2))).toEqual(['-0.33', '-0.34', '0.34']);
  });

  it('counts nothing of an invoice whose total is zero', () => {
    expect(cashBasisAllocation({ total: '0.00', nets: new Map([['sales', '-1.00']]) }, ['1.00'], 'USD').size).toBe(0);
  });

  it('counts every line exactly once over payments that add up to the total, whatever their split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (totalCents, lineCents, weights) => {
          const weightSum = weights.reduce((a, b) => a + b, 0);
          const parts = weights.map((weight) => Math.floor((totalCents * weight) / weightSum));
          parts[parts.length - 1] += totalCents - parts.reduce((a, b) => a + b, 0);
          const nets = new Map(lineCents.map((cents, index) => [`a${index}`, new Decimal(cents).dividedBy(100).toString()]));
          const counted = cashBasisAllocation(
            { total: new Decimal(totalCents).dividedBy(100).toString(), nets },
            parts.map((cents) => new Decimal(cents).dividedBy(100).toString()),
            'USD',
          );
          for (const [accountId, net] of nets) {
            const amounts = counted.get(accountId)!;
            expect(amounts).toHaveLength(parts.length);
            expect(amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(net).toFixed(2));
          }
        },
      ),
      { seed: 20261124 },
    );
  });
});
