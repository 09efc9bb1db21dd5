import { AmountSum } from './amount-sum';
import { daysBetween } from './dates';
import { formatAmount } from './money';

// Aged receivables and customer statements (docs/reports.md) from what Accounts Receivable holds
// for each invoice, in the base currency.

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * How many days past due each bucket after `current` starts at: an amount `AGING_STARTS[i]` days
 * or more past due, and fewer than the next start, is in `AGING_BUCKETS[i + 1]`. The database
 * buckets aged receivables' totals by these too (`width_bucket(days past due, AGING_STARTS)` counts
 * the starts reached, as `agingBucket` does).
 */
export const AGING_STARTS = [1, 31, 61, 91] as const;

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not yet due): the one after each start it has reached. */
export function agingBucket(daysPastDue: number): AgingBucket {
  let reached = 0;
  while (reached < AGING_STARTS.length && daysPastDue >= AGING_STARTS[reached]) reached++;
  return AGING_BUCKETS[reached];
}

/** An invoice with what it still owes at the report's date (its customer is the one it is aged under). */
export interface InvoiceDue {
  invoice_id: string;
  number: string;
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
  const totals = formatted(sums, currency);
  const bucket = (name: AgingBucket) => ({ total: totals[name], invoices: lists[name] });
  return {
    current: bucket('current'),
    days_1_30: bucket('days_1_30'),
    days_31_60: bucket('days_31_60'),
    days_61_90: bucket('days_61_90'),
    days_over_90: bucket('days_over_90'),
    total: totals.total,
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

function formatted(sums: AgingSums, currency: string): AgingTotals {
  return {
    current: sums.current.format(currency),
    days_1_30: sums.days_1_30.format(currency),
    days_31_60: sums.days_31_60.format(currency),
    days_61_90: sums.days_61_90.format(currency),
    days_over_90: sums.days_over_90.format(currency),
    total: sums.total.format(currency),
  };
}

/** What the invoices owe together in one bucket (its index in `AGING_BUCKETS`) at the report's date, base currency. */
export interface BucketDue {
  bucket: number;
  due: string;
}

/** Aged receivables' totals, from what the invoices owe in each bucket (`buckets`; a bucket owing nothing may be left out), as exact sums. */
export function agingTotals(buckets: BucketDue[], currency: string): AgingTotals {
  const sums = newSums();
  for (const { bucket, due } of buckets) {
    sums[AGING_BUCKETS[bucket]].add(due);
    sums.total.add(due);
  }
  return formatted(sums, currency);
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
