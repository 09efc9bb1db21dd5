import { type Scope } from '@ledgerline/domain';
import { bumpCounter } from '../../ledger/ledger';
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
import type { EntityManager } from 'typeorm';
import { uniqueViolation } from '../../database/errors';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { readLineReferences } from '../documents/document-lines';
import { toInvoiceResponse, type InvoiceResponse } from './invoice.response';
import type { InvoicesRepository } from './invoices.repository';

/** Resolves the lines, adding their problems to `errors` (so one 400 names every field). */
export async function lineTermsInto(tx: EntityManager, scope: Scope, lines: DocumentLineDto[], errors: FieldError[]): Promise<LineTerms[]> {
  const resolved = resolveLineTerms(await readLineReferences(tx, scope, lines), lines);
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
export async function nextInvoiceNumber(tx: EntityManager, scope: Scope, invoices: InvoicesRepository): Promise<string> {
  for (;;) {
    const number = invoiceNumber(await bumpCounter(tx, scope, 'invoice_number'));
    if (!(await invoices.idBy(scope, 'number', number, tx))) return number;
  }
}

/** The invoice as the API shows it, read inside the transaction that changed it. */
export async function invoiceView(tx: EntityManager, scope: Scope, invoices: InvoicesRepository, id: string, today: string): Promise<InvoiceResponse> {
  const invoice = (await invoices.find(scope, id, tx))!;
  return toInvoiceResponse(invoice, (await invoices.lines(scope, [id], tx)).get(id)!, today);
}

const UNIQUE_FIELDS: Record<string, 'number' | 'external_id'> = {
  invoices_business_id_environment_number_key: 'number',
  invoices_external_id_key: 'external_id',
};

/** A taken number or external_id becomes 409 naming the field and the invoice holding it. */
export async function translateInvoiceConflicts<T>(
  scope: Scope,
  invoices: InvoicesRepository,
  values: { number?: string | null; external_id?: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const field = constraint ? UNIQUE_FIELDS[constraint] : undefined;
    if (!field) throw error;
    const value = values[field];
    const existing = value ? await invoices.idBy(scope, field, value) : undefined;
    throw new DomainError('conflict', `Another invoice already has this ${field.replace('_', ' ')}`, {
      errors: [{ field, message: 'is already used by another invoice' }],
      details: { existing_id: existing ?? null },
    });
  }
}
