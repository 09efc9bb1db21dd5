import { Injectable } from '@nestjs/common';
import { deriveCashBasis, type Scope } from '@ledgerline/domain';
import {
  archivedAccountErrors,
  baseNetOn,
  Decimal,
  type FieldError,
  invoicePosting,
  reversalOf,
  type InvoiceHeader,
  type PricedLine,
  type Posting,
} from '@ledgerline/ledger-rules';
import type { Principal } from '../../common/principal';
import { scoped } from '../../database/sql';
import type { Queryable, Tx } from '../../database/tx';
import { loadPosting, postEntries, postEntry, systemAccountId } from '../../ledger/ledger';
import { InvoicesRepository } from './invoices.repository';

/**
 * A posting on an invoice's receivable: the customer whose balance it moves, and the invoice (its
 * own entry's, or a payment's, with the payment's reference).
 */
export interface ReceivablePosting {
  posting: Posting;
  customerId: string;
  invoiceId: string;
  reference?: string | null;
}

/**
 * How invoices and payments reach the ledger. Every posting on an invoice's receivable is recorded
 * in the receivable subledger (`receivable_movements`: the entry, its customer, invoice and payment,
 * date and base-currency amount) and moves its customer's balance by that amount, in the same
 * transaction, so `customers.balance` is always the receivable still open on the customer's
 * invoices, and statements and aged receivables read what Accounts Receivable holds per customer
 * and invoice from the subledger.
 */
@Injectable()
export class InvoiceLedger {
  constructor(private readonly invoices: InvoicesRepository) {}

  /** Posts one entry and answers its id. */
  async post(tx: Tx, principal: Principal, receivable: ReceivablePosting): Promise<string> {
    const entryId = await postEntry(tx, principal, receivable.posting);
    await this.moveReceivables(tx, principal, [receivable], [entryId]);
    return entryId;
  }

  /**
   * Posts the reversal of an entry and the entry replacing it in one statement, which takes every
   * balance lock of both at once, in account id order (as every posting does), so it cannot
   * deadlock with other postings. Answers the replacing entry's id.
   */
  async repost(tx: Tx, principal: Principal, reversal: ReceivablePosting, replacement: ReceivablePosting): Promise<string> {
    const entryIds = await postEntries(tx, [
      { scope: principal, posting: reversal.posting },
      { scope: principal, posting: replacement.posting },
    ]);
    await this.moveReceivables(tx, principal, [reversal, replacement], entryIds);
    return entryIds[1];
  }

  /** The invoice's entry (`invoicePosting`), with the business's Accounts Receivable and Rounding accounts. */
  async invoicePosting(db: Queryable, principal: Principal, invoice: InvoiceHeader, lines: PricedLine[]): Promise<Posting> {
    return invoicePosting(invoice, lines, {
      baseCurrency: principal.baseCurrency,
      receivableAccountId: await systemAccountId(db, principal, 'accounts_receivable'),
      roundingAccountId: await systemAccountId(db, principal, 'rounding'),
    });
  }

  /** The mirror image of posted entry `entryId`, dated `date` (default: the entry's own date). */
  async reversal(db: Queryable, scope: Scope, entryId: string, memo: string, date?: string): Promise<Posting> {
    const original = await loadPosting(db, scope, entryId);
    if (!original) throw new Error(`journal entry ${entryId} not found`);
    return reversalOf(original, entryId, date ?? original.date, memo);
  }

  /** Posts the reversal of `entryId` (see `reversal`) for the invoice's customer and answers its id. */
  async reverse(tx: Tx, principal: Principal, entryId: string, memo: string, of: Omit<ReceivablePosting, 'posting'>, date?: string): Promise<string> {
    return this.post(tx, principal, { ...of, posting: await this.reversal(tx, principal, entryId, memo, date) });
  }

  /** Derives the invoice's rows of the cash-basis projection again (`deriveCashBasis`): after the last write of each change that posts for it. */
  deriveCashBasis(tx: Tx, principal: Principal, invoiceId: string): Promise<void> {
    return deriveCashBasis(tx, principal, principal.baseCurrency, [invoiceId]);
  }

  async entryDate(db: Queryable, scope: Scope, entryId: string): Promise<string> {
    const q = scoped(scope);
    const [row] = await db.query<{ date: string }>(`SELECT date::text AS date FROM journal_entries WHERE ${q.tenant()} AND id = ${q.param(entryId)}`, q);
    return row.date;
  }

  /**
   * The base-currency receivable still open on one invoice: what its own entries and its payments'
   * moved on Accounts Receivable, as the subledger holds it (one row per entry, written with it),
   * read through the subledger's invoice index rather than by finding those entries' lines.
   */
  async openReceivableBase(db: Queryable, scope: Scope, invoiceId: string): Promise<Decimal> {
    const q = scoped(scope);
    const [row] = await db.query<{ open: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS open FROM receivable_movements WHERE ${q.tenant()} AND invoice_id = ${q.param(invoiceId)}`,
      q,
    );
    return new Decimal(row.open);
  }

  /** The problems of lines whose income or tax account has been archived since the draft was written (`archivedAccountErrors`). */
  async archivedLineErrors(db: Queryable, scope: Scope, lines: PricedLine[]): Promise<FieldError[]> {
    const ids = [...new Set(lines.flatMap((line) => [line.accountId, line.taxAccountId]).filter((id): id is string => Boolean(id)))];
    const q = scoped(scope);
    const rows = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE ${q.tenant()} AND id = ANY(${q.param(ids)}::uuid[]) AND archived`, q);
    return archivedAccountErrors(lines, new Set(rows.map((row) => row.id)));
  }

  /** Records each posting that has a line on Accounts Receivable (posted as entry `entryIds[i]`) in the subledger and in its customer's balance. */
  private async moveReceivables(tx: Tx, principal: Principal, postings: ReceivablePosting[], entryIds: string[]): Promise<void> {
    const receivable = await systemAccountId(tx, principal, 'accounts_receivable');
    for (const [index, { posting, customerId, invoiceId, reference }] of postings.entries()) {
      if (!posting.lines.some((line) => line.accountId === receivable)) continue;
      await this.invoices.moveReceivable(tx, principal, {
        entryId: entryIds[index],
        date: posting.date,
        customerId,
        invoiceId,
        paymentId: posting.sourceType === 'payment' ? posting.sourceId : null,
        reference: reference ?? null,
        reversesId: posting.reversesId ?? null,
        amount: baseNetOn(posting.lines, receivable),
      });
    }
  }
}
