import { daysBetween } from './dates';
import { Decimal, formatAmount } from './money';

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
  customer_name: string;
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

/** What each invoice owes after its movements (`ReceivableMovement`s carrying their invoice), in order of first movement. */
export function invoiceDues(movements: (ReceivableMovement & Omit<InvoiceDue, 'due'>)[]): InvoiceDue[] {
  const dues = new Map<string, InvoiceDue>();
  for (const { invoice_id, number, customer_id, customer_name, issue_date, due_date, amount } of movements) {
    const known = dues.get(invoice_id);
    const due = new Decimal(known?.due ?? 0).plus(amount).toString();
    dues.set(invoice_id, { invoice_id, number, customer_id, customer_name, issue_date, due_date, due });
  }
  return [...dues.values()];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Customers' names in the order people read them (one collator: `localeCompare` builds one per call). */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Invoices (of one customer or many) sorted into the buckets as of `asOf`: each bucket's invoices by due date, and its total. Nothing owed: left out. */
export function aging(invoices: InvoiceDue[], asOf: string, currency: string): Aging {
  const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, { total: new Decimal(0), invoices: [] as AgedInvoice[] }])) as Record<
    AgingBucket,
    { total: Decimal; invoices: AgedInvoice[] }
  >;
  const owing = invoices.map((invoice) => ({ invoice, due: new Decimal(invoice.due) })).filter(({ due }) => !due.isZero());
  owing.sort((a, b) => byText(a.invoice.due_date, b.invoice.due_date) || byText(a.invoice.number, b.invoice.number));
  for (const { invoice, due } of owing) {
    const days = daysBetween(invoice.due_date, asOf);
    const bucket = buckets[agingBucket(days)];
    bucket.total = bucket.total.plus(due);
    bucket.invoices.push({
      invoice_id: invoice.invoice_id,
      number: invoice.number,
      issue_date: invoice.issue_date,
      due_date: invoice.due_date,
      days_past_due: Math.max(days, 0),
      amount_due: formatAmount(due, currency),
    });
  }
  const total = AGING_BUCKETS.reduce((sum, bucket) => sum.plus(buckets[bucket].total), new Decimal(0));
  const shown = Object.fromEntries(
    AGING_BUCKETS.map((bucket) => [bucket, { total: formatAmount(buckets[bucket].total, currency), invoices: buckets[bucket].invoices }]),
  );
  return { ...(shown as Record<AgingBucket, { total: string; invoices: AgedInvoice[] }>), total: formatAmount(total, currency) };
}

/** The bucket totals of an aging, and their sum. */
export function agingTotals(agings: Aging[], currency: string): AgingTotals {
  const add = (pick: (aging: Aging) => string) =>
    formatAmount(
      agings.reduce((total, one) => total.plus(pick(one)), new Decimal(0)),
      currency,
    );
  return {
    ...(Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, add((one) => one[bucket].total)])) as Record<AgingBucket, string>),
    total: add((one) => one.total),
  };
}

/** Aged receivables: one aging per customer (by name), and the totals of every bucket. */
export function agedReceivables(
  invoices: InvoiceDue[],
  asOf: string,
  currency: string,
): { customers: ({ customer_id: string; name: string } & Aging)[]; totals: AgingTotals } {
  const byCustomer = new Map<string, InvoiceDue[]>();
  for (const invoice of invoices) {
    const list = byCustomer.get(invoice.customer_id);
    if (list) list.push(invoice);
    else byCustomer.set(invoice.customer_id, [invoice]);
  }
  const customers = [...byCustomer.values()]
    .map((list) => ({ customer_id: list[0].customer_id, name: list[0].customer_name, ...aging(list, asOf, currency) }))
    .filter((customer) => customer.total !== formatAmount('0', currency))
    .sort((a, b) => byName(a.name, b.name) || byText(a.customer_id, b.customer_id));
  return { customers, totals: agingTotals(customers, currency) };
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

/** A statement's lines in order, each with its type, its amount and the running balance after it, from `opening`. */
export function statementLines<Movement extends ReceivableMovement>(
  opening: string,
  movements: Movement[],
  currency: string,
): { lines: (Omit<Movement, 'reversal' | 'voids_invoice' | 'source_type'> & { type: StatementLineType; balance: string })[]; closing: string } {
  let balance = new Decimal(opening);
  const lines = movements.map(({ reversal: _, voids_invoice: __, source_type: ___, ...movement }, index) => {
    balance = balance.plus(movement.amount);
    return {
      ...movement,
      type: statementLineType(movements[index]),
      amount: formatAmount(movement.amount, currency),
      balance: formatAmount(balance, currency),
    };
  });
  return { lines, closing: formatAmount(balance, currency) };
}

/** A statement from a customer's movements up to its last day: the opening balance (before `from`), the lines from `from` on, and the closing balance. */
export function customerStatement<Movement extends ReceivableMovement>(movements: Movement[], from: string, currency: string) {
  const opening = movements.filter((movement) => movement.date < from).reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
  const { lines, closing } = statementLines(
    opening.toString(),
    movements.filter((movement) => movement.date >= from),
    currency,
  );
  return { opening: formatAmount(opening, currency), lines, closing };
}
