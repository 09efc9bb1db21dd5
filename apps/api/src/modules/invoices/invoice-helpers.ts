import { type Scope } from '@ledgerline/domain';
import {
  documentTotalErrors,
  documentTotals,
  invoiceNumber,
  resolveLineTerms,
  type Decimal,
  type LineTerms,
  type PricedLine,
  type Totals,
} from '@ledgerline/ledger-rules';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import type { EventType } from '../events/event.response';
import type { Queryable, Tx } from '../../database/tx';
import { bumpCounter } from '../../ledger/ledger';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { readLineReferences } from '../documents/document-lines';
import { toInvoiceResponse, type InvoiceResponse } from './invoice.response';
import type { InvoicesRepository } from './invoices.repository';

/** Resolves the lines, adding their problems to `errors` (so one 400 names every field). */
export async function lineTermsInto(db: Queryable, scope: Scope, lines: DocumentLineDto[], errors: FieldError[]): Promise<LineTerms[]> {
  const resolved = resolveLineTerms(await readLineReferences(db, scope, lines), lines);
  errors.push(...resolved.errors);
  return resolved.terms;
}

/** Totals of priced lines; 400 when `documentTotalErrors` finds them too large, or (to post) zero. */
export function checkedTotals(lines: PricedLine[], rate: Decimal, posting: boolean): Totals {
  const totals = documentTotals(lines);
  const errors = documentTotalErrors(totals.total, rate, posting);
  if (errors.length > 0) throw DomainError.validation(errors);
  return totals;
}

/** The next free number in sequence (numbers given by callers are skipped). */
export async function nextInvoiceNumber(tx: Tx, scope: Scope, invoices: InvoicesRepository): Promise<string> {
  for (;;) {
    const number = invoiceNumber(await bumpCounter(tx, scope, 'invoice_number'));
    if (!(await invoices.numberTaken(tx, scope, number))) return number;
  }
}

/** The invoice as the API shows it, read inside the transaction that changed it. */
export async function invoiceView(db: Queryable, scope: Scope, invoices: InvoicesRepository, id: string, today: string): Promise<InvoiceResponse> {
  const invoice = (await invoices.find(db, scope, id))!;
  return toInvoiceResponse(invoice, (await invoices.lines(db, scope, [id])).get(id)!, today);
}

/** The invoice event after a payment or a payment void: named after the status it leaves the invoice in. */
export function invoiceEventFor(status: string): EventType {
  return status === 'paid' ? 'invoice.paid' : status === 'partially_paid' ? 'invoice.partially_paid' : 'invoice.updated';
}
