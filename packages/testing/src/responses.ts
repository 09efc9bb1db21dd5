import type { ErrorCode, ErrorEnvelope, FieldError, ListEnvelope, Pagination, SuccessEnvelope } from '@ledgerline/envelope';
import type { TestResponse } from './client';

// The envelope is @ledgerline/envelope's own type; the records below are the API's response shapes
// (apps/api/src/modules/*/*.response.ts), written once here for every test.
export type { ErrorCode, ErrorEnvelope, FieldError, ListEnvelope, Pagination };
export type Envelope<T> = SuccessEnvelope<T>;

/** The fields every record carries. */
export interface RecordFields {
  metadata: Record<string, string>;
  external_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface Account extends RecordFields {
  id: string;
  code: string | null;
  name: string;
  description: string | null;
  type: string;
  subtype: string;
  currency: string;
  parent_id: string | null;
  archived: boolean;
  system: boolean;
  balance: string;
}

export type BillingAddress = Record<'line1' | 'line2' | 'city' | 'region' | 'postal_code' | 'country', string | null>;

export interface Customer extends RecordFields {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tax_number: string | null;
  currency: string | null;
  billing_address: BillingAddress;
  notes: string | null;
  archived: boolean;
  balance: string;
}

export interface Item extends RecordFields {
  id: string;
  name: string;
  sku: string | null;
  description: string | null;
  unit_price: string | null;
  income_account_id: string | null;
  tax_rate_id: string | null;
  archived: boolean;
}

export interface TaxRate extends RecordFields {
  id: string;
  name: string;
  rate: string;
  account_id: string;
  archived: boolean;
}

/** A line of a sale or an invoice. */
export interface DocumentLine {
  id: string;
  description: string;
  quantity: string;
  unit_price: string;
  account_id: string;
  item_id: string | null;
  tax_rate_id: string | null;
  tax_rate: string;
  amount: string;
  tax_amount: string;
}

/** What a sale and an invoice have in common. */
interface Document extends RecordFields {
  id: string;
  number: string;
  status: string;
  currency: string;
  exchange_rate: string;
  amounts_are: string;
  lines: DocumentLine[];
  subtotal: string;
  tax_total: string;
  total: string;
  reference: string | null;
  notes: string | null;
  journal_entry_id: string | null;
}

export interface Sale extends Document {
  /** Set on every sale recorded through the API. */
  journal_entry_id: string;
  customer_id: string | null;
  date: string;
  deposit_account_id: string;
  payment_method: string | null;
}

export interface Invoice extends Document {
  customer_id: string;
  issue_date: string;
  due_date: string;
  amount_paid: string;
  amount_due: string;
  overdue: boolean;
  finalized_at: string | null;
  voided_at: string | null;
}

export interface Payment extends RecordFields {
  id: string;
  invoice_id: string;
  status: string;
  currency: string;
  amount: string;
  date: string;
  exchange_rate: string;
  deposit_account_id: string;
  method: string | null;
  reference: string | null;
  journal_entry_id: string;
  voided_at: string | null;
}

export interface JournalLine {
  id: string;
  line_no: number;
  account_id: string;
  description: string | null;
  debit: string;
  credit: string;
  base_debit: string;
  base_credit: string;
}

export interface JournalEntry extends RecordFields {
  id: string;
  date: string;
  memo: string | null;
  currency: string;
  exchange_rate: string;
  source_type: string;
  source_id: string | null;
  reverses_id: string | null;
  reversed_by_id: string | null;
  total: string;
  lines: JournalLine[];
}

export interface Event {
  id: string;
  sequence: number;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}

/** The `data` of a success envelope, failing the test unless the answer is `status` (default: any 2xx). */
export function data<T>(response: TestResponse, status?: number): T {
  if (status !== undefined) expect(response.status).toBe(status);
  else expect(response.status).toBeLessThan(300);
  return (response.body as SuccessEnvelope<T>).data;
}

/** A `status` error envelope with `code` (and a message matching `message`, when given). */
export function expectError(response: TestResponse, status: number, code: ErrorCode, message?: string | RegExp): ErrorEnvelope {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status: 'error', code, data: null });
  if (message !== undefined) expect(response.body.message).toMatch(message);
  return response.body as ErrorEnvelope;
}

/** A 400 `validation_failed` error envelope whose `errors` name `field` (with `message`, when given). */
export function expectFieldError(response: TestResponse, field: string, message?: string | RegExp): void {
  const error = expectError(response, 400, 'validation_failed');
  expect(error.errors!.map((e) => e.field)).toContain(field);
  if (message !== undefined) expect(error.errors!.find((e) => e.field === field)!.message).toMatch(message);
}
