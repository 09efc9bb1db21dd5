import { Decimal, formatAmount } from './money';

/** The sides of a trial balance, as amounts of the base currency. */
export interface TrialBalanceSides {
  debit: string;
  credit: string;
}

/**
 * A trial balance from accounts' debit-positive balances in the base currency `currency`: a
 * positive balance on the debit side, a negative one on the credit side, the other side zero; the
 * totals add each side's rounded amounts, so they equal the sum of the rows as shown. Accounts
 * with a zero balance are left out unless `includeZero`.
 */
export function trialBalance<Account extends { balance: string }>(
  accounts: Account[],
  currency: string,
  includeZero: boolean,
): { rows: (Omit<Account, 'balance'> & TrialBalanceSides)[]; totals: TrialBalanceSides } {
  const zero = formatAmount('0', currency);
  const listed = includeZero ? accounts : accounts.filter((account) => !new Decimal(account.balance).isZero());
  const rows = listed.map(({ balance, ...account }) => {
    const amount = new Decimal(balance);
    return {
      ...account,
      debit: amount.isPositive() ? formatAmount(amount, currency) : zero,
      credit: amount.isNegative() ? formatAmount(amount.negated(), currency) : zero,
    };
  });
  const total = (side: keyof TrialBalanceSides) =>
    formatAmount(
      rows.reduce((sum, row) => sum.plus(row[side]), new Decimal(0)),
      currency,
    );
  return { rows, totals: { debit: total('debit'), credit: total('credit') } };
}
