import { AmountSum } from './amount-sum';
import { daysBetween } from './dates';
import { formatAmount } from './money';

// Aged receivables and customer statements (docs/reports.md) from what Accounts Receivable holds
// for each invoice, in the base currency.

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not yet due). */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  return daysPastDue <= 90 ? 'days_61_90' : 'days_over_90';
}

/** An invoice with what it still owes at the report's date. */
export interface InvoiceDue {
  invoice_id: string;
  number: string;
  customer_id: string;
  issue_date: string;
  due_date: string;
  /** What Accounts Receivable holds for it, base currency. */
  due: string;
}

export interface AgedInvoice {
  invoice_id: string;
  number: string;
  issue_date: string;
  due_date: string;
  days_past_due: number;
  amount_due: string;
}

export type AgingTotals = Record<AgingBucket | 'total', string>;
export type Aging = Record<AgingBucket, { total: string; invoices: AgedInvoice[] }> & { total: string };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Customers' names in the order people read them (one collator: `localeCompare` builds one per call). */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Invoices (of one customer or many) sorted into the buckets as of `asOf`: each bucket's invoices by due date, and its total. Nothing owed: left out. */
export function aging(invoices: InvoiceDue[], asOf: string, currency: string): Aging {
  const sums = newSums();
  const lists: Record<AgingBucket, AgedInvoice[]> = { current: [], days_1_30: [], days_31_60: [], days_61_90: [], days_over_90: [] };
  const owing = invoices.map((invoice) => ({ invoice, due: new AmountSum(invoice.due) })).filter(({ due }) => !due.isZero());
  if (owing.length > 1) owing.sort((a, b) => byText(a.invoice.due_date, b.invoice.due_date) || byText(a.invoice.number, b.invoice.number));
  for (const { invoice, due } of owing) {
    const days = daysBetween(invoice.due_date, asOf);
    const bucket = agingBucket(days);
    sums[bucket].add(due);
    sums.total.add(due);
    lists[bucket].push({
      invoice_id: invoice.invoice_id,
      number: invoice.number,
      issue_date: invoice.issue_date,
      due_date: invoice.due_date,
      days_past_due: Math.max(days, 0),
      amount_due: formatAmount(invoice.due, currency),
    });
  }
  const bucket = (name: AgingBucket) => ({ total: sums[name].format(currency), invoices: lists[name] });
  return {
    current: bucket('current'),
    days_1_30: bucket('days_1_30'),
    days_31_60: bucket('days_31_60'),
    days_61_90: bucket('days_61_90'),
    days_over_90: bucket('days_over_90'),
    total: sums.total.format(currency),
  };
}

/** Each bucket's total and the total, as exact sums. */
type AgingSums = Record<AgingBucket | 'total', AmountSum>;

function newSums(): AgingSums {
  return {
    current: new AmountSum(),
    days_1_30: new AmountSum(),
    days_31_60: new AmountSum(),
    days_61_90: new AmountSum(),
    days_over_90: new AmountSum(),
    total: new AmountSum(),
  };
}

/** What a customer owes at the report's date, base currency. */
export interface CustomerDue {
  customer_id: string;
  name: string;
  due: string;
}

/** What the invoices due on one day owe together at the report's date, base currency. */
export interface DayDue {
  due_date: string;
  due: string;
}

/**
 * Aged receivables without the invoices: the customers owing anything, by name (then id), and
 * each bucket's total from what the invoices due on each day owe (`days`), as exact sums. Only
 * the customers a page shows are aged invoice by invoice (`aging`). Invoices never owe less than
 * nothing, so a customer owing nothing has no invoice in the buckets.
 */
export function agedReceivables(customers: CustomerDue[], days: DayDue[], asOf: string, currency: string): { customers: CustomerDue[]; totals: AgingTotals } {
  const sums = newSums();
  for (const day of days) {
    const due = new AmountSum(day.due);
    sums[agingBucket(daysBetween(day.due_date, asOf))].add(due);
    sums.total.add(due);
  }
  return {
    customers: customers
      .filter((customer) => !new AmountSum(customer.due).isZero())
      .sort((a, b) => byName(a.name, b.name) || byText(a.customer_id, b.customer_id)),
    totals: {
      current: sums.current.format(currency),
      days_1_30: sums.days_1_30.format(currency),
      days_31_60: sums.days_31_60.format(currency),
      days_61_90: sums.days_61_90.format(currency),
      days_over_90: sums.days_over_90.format(currency),
      total: sums.total.format(currency),
    },
  };
}

export const STATEMENT_LINE_TYPES = ['invoice', 'invoice_change', 'invoice_void', 'payment', 'payment_void'] as const;
export type StatementLineType = (typeof STATEMENT_LINE_TYPES)[number];

/** A movement of what a customer owes: an invoice's or a payment's entry on Accounts Receivable. */
export interface ReceivableMovement {
  date: string;
  source_type: 'invoice' | 'payment';
  /** The entry reverses another (a void, or an invoice's change). */
  reversal: boolean;
  /** For an invoice's reversal: the invoice is void and this reverses its last posting. */
  voids_invoice: boolean;
  /** Debit-positive base amount. */
  amount: string;
}

/** What a statement line is: an invoice posted, changed or voided, a payment or its void. */
export function statementLineType(movement: ReceivableMovement): StatementLineType {
  if (movement.source_type === 'payment') return movement.reversal ? 'payment_void' : 'payment';
  if (!movement.reversal) return 'invoice';
  return movement.voids_invoice ? 'invoice_void' : 'invoice_change';
}

/** A line of a statement: the movement behind it, what it is, its amount and what is owed after it. */
export interface StatementLine<Movement extends ReceivableMovement> {
  movement: Movement;
  type: StatementLineType;
  amount: string;
  balance: string;
}

/**
 * A page of a statement's lines, each with its type, its amount and the running balance after it.
 * The statement closes at what the invoices owe at the period's end (`dues`) and opens at that
 * less what every line of the period moved (`moved`); each line's balance is the opening plus what
 * the period's lines moved up to and including it (`through`), so a page needs no line before it,
 * and what was owed before the period is never added up from the rows before it.
 */
export function statementLines<Movement extends ReceivableMovement & { through: string }>(
  dues: Pick<InvoiceDue, 'due'>[],
  moved: string,
  movements: Movement[],
  currency: string,
): { opening: string; lines: StatementLine<Movement>[]; closing: string } {
  const closing = new AmountSum();
  for (const { due } of dues) closing.add(due);
  const opening = new AmountSum().add(closing).subtract(moved);
  const lines = movements.map((movement) => ({
    movement,
    type: statementLineType(movement),
    amount: formatAmount(movement.amount, currency),
    balance: new AmountSum().add(opening).add(movement.through).format(currency),
  }));
  return { opening: opening.format(currency), lines, closing: closing.format(currency) };
}
