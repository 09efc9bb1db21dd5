import type { FieldError } from './field-error';
import type { PricedLine } from './lines';
import { isLocked, lockDateErrors } from './lock-date';
import type { Decimal } from './money';
import { documentPosting, type Posting } from './posting';

/** Invoice lifecycle (docs/api.md, Resources): draft → open → partially_paid → paid; void from open. */
export const INVOICE_STATUSES = ['draft', 'open', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Payment terms when an invoice gives no due date: due this many days after its issue date. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** The default number of the n-th invoice of a business and environment: INV-000001. */
export function invoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}

/** The status of a finalized invoice for what has been paid on it. */
export function statusForPaid(total: Decimal, amountPaid: Decimal): 'open' | 'partially_paid' | 'paid' {
  if (amountPaid.isZero()) return 'open';
  return amountPaid.greaterThanOrEqualTo(total) ? 'paid' : 'partially_paid';
}

export interface OverdueFacts {
  status: InvoiceStatus;
  dueDate: string;
  total: Decimal;
  amountPaid: Decimal;
}

/** Derived, never stored: past its due date (in the business's own day) with something still owed. */
export function isOverdue(invoice: OverdueFacts, today: string): boolean {
  return (invoice.status === 'open' || invoice.status === 'partially_paid') && invoice.dueDate < today && invoice.total.greaterThan(invoice.amountPaid);
}

/**
 * Why an invoice in `status` cannot take the action, or null when it can. `amountPaid` is what
 * its completed payments add up to (voided payments no longer count).
 */
export function refusal(action: 'edit' | 'delete' | 'finalize' | 'void' | 'pay', status: InvoiceStatus, amountPaid: Decimal): string | null {
  switch (action) {
    case 'edit':
      if (status === 'draft' || (status === 'open' && amountPaid.isZero())) return null;
      return status === 'void' ? 'A void invoice cannot be changed' : 'An invoice with payments cannot be changed; void its payments first';
    case 'delete':
      return status === 'draft' ? null : 'Only draft invoices can be deleted; void this invoice instead';
    case 'finalize':
      return status === 'draft' ? null : `Only draft invoices can be finalized; this one is ${status}`;
    case 'void':
      if (status === 'open' && amountPaid.isZero()) return null;
      if (status === 'draft') return 'A draft invoice is not posted; delete it instead';
      if (status === 'void') return 'This invoice is already void';
      return 'An invoice with payments cannot be voided; void its payments first';
    case 'pay':
      if (status === 'open' || status === 'partially_paid') return null;
      if (status === 'draft') return 'A draft invoice cannot take payments; finalize it first';
      return status === 'paid' ? 'This invoice is already paid in full' : 'A void invoice cannot take payments';
  }
}

/** The invoice's own due date must not come before its issue date: the problem on the field the request `changed` (create: `due_date`). */
export function dueDateErrors(issueDate: string, dueDate: string, changed: 'issue_date' | 'due_date'): FieldError[] {
  if (dueDate >= issueDate) return [];
  return [
    changed === 'due_date'
      ? { field: 'due_date', message: 'must be on or after issue_date' }
      : { field: 'issue_date', message: `must be on or before due_date ${dueDate}` },
  ];
}

/**
 * The date of the entry that voids an invoice: the `given` one, or by default the date of the
 * entry it reverses (`postedOn`), so the invoice never counted; never earlier than that, and after the lock date.
 */
export function voidDateErrors(postedOn: string, given: string | undefined, lockDate: string | null): FieldError[] {
  if (given === undefined)
    return isLocked(lockDate, postedOn)
      ? [{ field: 'date', message: `defaults to ${postedOn}, on or before the lock date ${lockDate}; give a later date` }]
      : [];
  if (given < postedOn) return [{ field: 'date', message: `must be on or after ${postedOn}, the date the invoice is posted on` }];
  return lockDateErrors(lockDate, given, 'date');
}

/**
 * A draft's stored lines post only while their income and tax accounts are active: the lines
 * naming an account archived since the draft was written (`archived`: those accounts' ids).
 */
export function archivedAccountErrors(lines: Pick<PricedLine, 'accountId' | 'taxAccountId'>[], archived: Set<string>): FieldError[] {
  return lines.flatMap((line, index) => [
    ...(archived.has(line.accountId) ? [{ field: `lines.${index}.account_id`, message: 'is archived' }] : []),
    ...(line.taxAccountId && archived.has(line.taxAccountId) ? [{ field: `lines.${index}.tax_rate_id`, message: 'has an archived tax account' }] : []),
  ]);
}

/** What an invoice posts as: its id, number, issue date, currency and rate. */
export interface InvoiceHeader {
  id: string;
  number: string;
  issueDate: string;
  currency: string;
  exchangeRate: Decimal;
}

/** Debit Accounts Receivable with the total, credit each line's income account and the tax accounts; base amounts at the invoice's rate. */
export function invoicePosting(
  invoice: InvoiceHeader,
  lines: PricedLine[],
  ledger: { baseCurrency: string; receivableAccountId: string; roundingAccountId: string },
): Posting {
  return documentPosting({
    sourceType: 'invoice',
    sourceId: invoice.id,
    memo: `Invoice ${invoice.number}`,
    date: invoice.issueDate,
    currency: invoice.currency,
    rate: invoice.exchangeRate,
    debitAccountId: ledger.receivableAccountId,
    lines,
    baseCurrency: ledger.baseCurrency,
    roundingAccountId: ledger.roundingAccountId,
  });
}
