import { Decimal, documentTotals, invoiceNumber, toDecimal, type LineTerms, type PricedLine, type Scope, type Totals } from '@ledgerline/domain';
import { bumpCounter } from '../../ledger/ledger';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import type { EntityManager } from 'typeorm';
import { uniqueViolation } from '../../database/errors';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { readLineReferences, resolveLineTerms } from '../documents/document-lines';
import { toInvoiceResponse, type InvoiceResponse } from './invoice.response';
import type { CustomerRow, InvoicesRepository } from './invoices.repository';

/** numeric(20, 4) holds less than 10^16; documents stay well inside it, in their currency and in base. */
const MAX_AMOUNT = new Decimal('1e15');

/** The rate of a document in `currency`: 1 for the base currency, else given and positive. */
export function exchangeRateFor(currency: string, baseCurrency: string, given: string | number | undefined, errors: FieldError[]): Decimal {
  const rate = given === undefined ? undefined : toDecimal(given);
  if (currency === baseCurrency) {
    if (rate && !rate.equals(1)) errors.push({ field: 'exchange_rate', message: 'must be 1 (or left out) for the base currency' });
    return new Decimal(1);
  }
  if (!rate || rate.isZero()) errors.push({ field: 'exchange_rate', message: `is required for ${currency}: base currency per unit, more than zero` });
  return rate && !rate.isZero() ? rate : new Decimal(1);
}

export function customerErrors(customer: CustomerRow | undefined): FieldError[] {
  if (!customer) return [{ field: 'customer_id', message: 'is not a customer of this business' }];
  return customer.archived ? [{ field: 'customer_id', message: 'is archived' }] : [];
}

export function lockDateErrors(lockDate: string | null, date: string, field: string): FieldError[] {
  return lockDate && date <= lockDate ? [{ field, message: `must be after the lock date ${lockDate}` }] : [];
}

/** Resolves the lines, adding their problems to `errors` (so one 400 names every field). */
export async function lineTermsInto(tx: EntityManager, scope: Scope, lines: DocumentLineDto[], errors: FieldError[]): Promise<LineTerms[]> {
  try {
    return resolveLineTerms(await readLineReferences(tx, scope, lines), lines);
  } catch (error) {
    if (!(error instanceof DomainError) || !error.errors) throw error;
    errors.push(...error.errors);
    return [];
  }
}

/** Totals of priced lines, refusing documents too large to keep, and (to post) totals of zero. */
export function checkedTotals(lines: PricedLine[], rate: Decimal, posting: boolean): Totals {
  const totals = documentTotals(lines);
  if (totals.total.greaterThanOrEqualTo(MAX_AMOUNT) || totals.total.times(rate).greaterThanOrEqualTo(MAX_AMOUNT)) {
    throw DomainError.validation([{ field: 'lines', message: 'add up to more than an invoice can hold (10^15)' }]);
  }
  if (posting && !totals.total.greaterThan(0))
    throw DomainError.validation([{ field: 'lines', message: 'must add up to more than zero for the invoice to be finalized' }]);
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
