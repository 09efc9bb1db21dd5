import type { AccountType } from './chart';
import { Decimal, formatAmount, roundMoney } from './money';

// The arithmetic of the balance sheet and the profit and loss (docs/reports.md). Balances come in
// debit-positive, in the base currency; each statement shows an account on its natural side:
// assets and expenses debit-positive, liabilities, equity and income credit-positive.

const ZERO = new Decimal(0);

/** What identifies an account on a report row. */
export interface ReportAccountFields {
  account_id: string;
  code: string | null;
  name: string;
  type: string;
  subtype: string;
}

/** `balance` seen from the side `type` is shown on. */
function natural(type: string, balance: Decimal): Decimal {
  return type === 'asset' || type === 'expense' ? balance : balance.negated();
}

const sum = (values: Decimal[]) => values.reduce((total, value) => total.plus(value), ZERO);

export interface BalanceSheetAccount extends ReportAccountFields {
  /** Debit-positive balance at the end of `as_of`. */
  balance: string;
  /** Income and expense accounts: debit-positive balance at the end of the day before the fiscal year starts. */
  before_year: string;
}

export interface StatementRow extends ReportAccountFields {
  amount: string;
}

export interface BalanceSheet {
  assets: { accounts: StatementRow[]; total: string };
  liabilities: { accounts: StatementRow[]; total: string };
  equity: { accounts: StatementRow[]; prior_years_earnings: string; current_year_earnings: string; total: string };
  liabilities_and_equity: string;
}

/**
 * A balance sheet from every account's balance: asset, liability and equity accounts in their
 * sections; income and expenses (never closed into Retained Earnings by an entry) shown in equity
 * as the earnings of the years before the fiscal year and the current year's. Every account of
 * the books is in exactly one of those places, and the books net to zero, so assets always equal
 * liabilities plus equity. `includeZero`: list accounts whose amount is zero too.
 */
export function balanceSheet(accounts: BalanceSheetAccount[], currency: string, includeZero: boolean): BalanceSheet {
  const section = (type: AccountType) => {
    const rows = accounts
      .filter((account) => account.type === type)
      .map(({ balance, before_year: _, ...account }) => ({ ...account, value: natural(type, new Decimal(balance)) }));
    const total = sum(rows.map((row) => row.value));
    return {
      accounts: rows.filter((row) => includeZero || !row.value.isZero()).map(({ value, ...row }) => ({ ...row, amount: formatAmount(value, currency) })),
      total,
    };
  };
  const earnings = accounts.filter((account) => account.type === 'income' || account.type === 'expense');
  const priorYears = sum(earnings.map((account) => new Decimal(account.before_year))).negated();
  const untilAsOf = sum(earnings.map((account) => new Decimal(account.balance))).negated();
  const currentYear = untilAsOf.minus(priorYears);
  const assets = section('asset');
  const liabilities = section('liability');
  const equity = section('equity');
  const equityTotal = equity.total.plus(untilAsOf);
  const money = (value: Decimal) => formatAmount(value, currency);
  return {
    assets: { accounts: assets.accounts, total: money(assets.total) },
    liabilities: { accounts: liabilities.accounts, total: money(liabilities.total) },
    equity: {
      accounts: equity.accounts,
      prior_years_earnings: money(priorYears),
      current_year_earnings: money(currentYear),
      total: money(equityTotal),
    },
    liabilities_and_equity: money(liabilities.total.plus(equityTotal)),
  };
}

export interface ProfitAndLossAccount extends ReportAccountFields {
  /** Debit-positive net movement in each column's period. */
  nets: string[];
}

export interface ProfitAndLossRow extends ReportAccountFields {
  /** One per column, in the columns' order. */
  amounts: string[];
}

export interface ProfitAndLossSection {
  accounts: ProfitAndLossRow[];
  total: string[];
}

export interface ProfitAndLoss {
  income: ProfitAndLossSection;
  cost_of_sales: ProfitAndLossSection;
  expenses: ProfitAndLossSection;
  gross_profit: string[];
  net_income: string[];
}

/** The section of the profit and loss an income or expense account belongs to. */
export function profitAndLossSection(account: { type: string; subtype: string }): keyof Pick<ProfitAndLoss, 'income' | 'cost_of_sales' | 'expenses'> {
  if (account.type === 'income') return 'income';
  return account.subtype === 'cost_of_sales' ? 'cost_of_sales' : 'expenses';
}

/**
 * A profit and loss over `columns` periods from each income and expense account's net movement
 * in each: income (credit-positive), cost of sales and expenses (debit-positive); gross profit =
 * income − cost of sales; net income = gross profit − expenses. `includeZero`: list accounts
 * whose amounts are all zero too.
 */
export function profitAndLoss(accounts: ProfitAndLossAccount[], columns: number, currency: string, includeZero: boolean): ProfitAndLoss {
  const section = (name: keyof Pick<ProfitAndLoss, 'income' | 'cost_of_sales' | 'expenses'>) => {
    const rows = accounts
      .filter((account) => profitAndLossSection(account) === name)
      .map(({ nets, ...account }) => ({ ...account, values: nets.map((net) => natural(account.type, new Decimal(net))) }));
    const totals = Array.from({ length: columns }, (_, column) => sum(rows.map((row) => row.values[column])));
    return {
      rows: rows.filter((row) => includeZero || row.values.some((value) => !value.isZero())),
      totals,
    };
  };
  const money = (values: Decimal[]) => values.map((value) => formatAmount(value, currency));
  const shown = (part: ReturnType<typeof section>): ProfitAndLossSection => ({
    accounts: part.rows.map(({ values, ...row }) => ({ ...row, amounts: money(values) })),
    total: money(part.totals),
  });
  const income = section('income');
  const costOfSales = section('cost_of_sales');
  const expenses = section('expenses');
  const grossProfit = income.totals.map((value, column) => value.minus(costOfSales.totals[column]));
  return {
    income: shown(income),
    cost_of_sales: shown(costOfSales),
    expenses: shown(expenses),
    gross_profit: money(grossProfit),
    net_income: money(grossProfit.map((value, column) => value.minus(expenses.totals[column]))),
  };
}

/**
 * Cash basis: what an invoice's income and expense lines (`nets`, debit-positive base amounts by
 * account) count at each of its settlements (`settlements`: a payment positive, its void negative,
 * in the invoice's currency, in the order they were posted). A payment counts each line in
 * proportion to the part of the invoice's `total` it pays: after the k-th settlement the invoice
 * has counted round(line × paid so far / total) of each line, so a paid invoice counts exactly its
 * lines, and a voided payment takes back exactly what it counted. Answers, by account, what each
 * settlement counts (one amount per settlement, in their order).
 */
export function cashBasisAllocation(invoice: { total: string; nets: Map<string, string> }, settlements: string[], currency: string): Map<string, Decimal[]> {
  const total = new Decimal(invoice.total);
  const counted = new Map<string, Decimal[]>();
  if (total.isZero()) return counted;
  for (const [accountId, net] of invoice.nets) {
    const line = new Decimal(net);
    let paid = ZERO;
    let before = ZERO;
    counted.set(
      accountId,
      settlements.map((amount) => {
        paid = paid.plus(amount);
        const after = roundMoney(line.times(paid).dividedBy(total), currency);
        const step = after.minus(before);
        before = after;
        return step;
      }),
    );
  }
  return counted;
}
