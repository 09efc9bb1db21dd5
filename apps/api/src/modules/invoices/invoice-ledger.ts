import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import {
  archivedAccountErrors,
  baseNetOn,
  Decimal,
  invoicePosting,
  reversalOf,
  type InvoiceHeader,
  type PricedLine,
  type Posting,
} from '@ledgerline/ledger-rules';
import { loadPosting, postEntry, systemAccountId } from '../../ledger/ledger';
import { DomainError } from '@ledgerline/envelope';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/principal';
import { InvoicesRepository } from './invoices.repository';

/**
 * How invoices and payments reach the ledger. Every posting on an invoice's receivable moves its
 * customer's balance by the same base-currency amount, in the same transaction, so
 * `customers.balance` is always the receivable still open on the customer's invoices.
 */
@Injectable()
export class InvoiceLedger {
  constructor(private readonly invoices: InvoicesRepository) {}

  async post(tx: EntityManager, principal: Principal, posting: Posting, customerId: string): Promise<string> {
    const receivable = await systemAccountId(tx, principal, 'accounts_receivable');
    const entryId = await postEntry(tx, principal, posting);
    await this.invoices.addToCustomerBalance(principal, customerId, baseNetOn(posting.lines, receivable), tx);
    return entryId;
  }

  /** The invoice's entry (`invoicePosting`), with the business's Accounts Receivable and Rounding accounts. */
  async invoicePosting(tx: EntityManager, principal: Principal, invoice: InvoiceHeader, lines: PricedLine[]): Promise<Posting> {
    return invoicePosting(invoice, lines, {
      baseCurrency: principal.baseCurrency,
      receivableAccountId: await systemAccountId(tx, principal, 'accounts_receivable'),
      roundingAccountId: await systemAccountId(tx, principal, 'rounding'),
    });
  }

  /** Posts the mirror image of `entryId`, dated `date` (default: the entry's own date). */
  async reverse(tx: EntityManager, principal: Principal, entryId: string, memo: string, customerId: string, date?: string): Promise<string> {
    const original = await loadPosting(tx, principal, entryId);
    if (!original) throw new Error(`journal entry ${entryId} not found`);
    return this.post(tx, principal, reversalOf(original, entryId, date ?? original.date, memo), customerId);
  }

  async entryDate(tx: EntityManager, scope: Scope, entryId: string): Promise<string> {
    const [row] = await tx.query('SELECT date::text AS date FROM journal_entries WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      entryId,
    ]);
    return row.date;
  }

  /** The base-currency receivable still open on one invoice: its own entries and its payments' on Accounts Receivable. */
  async openReceivableBase(tx: EntityManager, scope: Scope, invoiceId: string): Promise<Decimal> {
    const receivable = await systemAccountId(tx, scope, 'accounts_receivable');
    const [row] = await tx.query(
      `SELECT coalesce(sum(l.base_debit - l.base_credit), 0)::text AS open
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
        WHERE e.business_id = $1 AND e.environment = $2 AND l.account_id = $4
          AND ((e.source_type = 'invoice' AND e.source_id = $3)
            OR (e.source_type = 'payment' AND e.source_id IN (SELECT p.id FROM payments p WHERE p.business_id = $1 AND p.environment = $2 AND p.invoice_id = $3)))`,
      [scope.businessId, scope.environment, invoiceId, receivable],
    );
    return new Decimal(row.open);
  }

  /** Lines whose income or tax account has been archived since the draft was written. */
  async archivedLineErrors(tx: EntityManager, scope: Scope, lines: PricedLine[]): Promise<DomainError | null> {
    const ids = [...new Set(lines.flatMap((line) => [line.accountId, line.taxAccountId]).filter((id): id is string => Boolean(id)))];
    const rows: { id: string }[] = await tx.query('SELECT id FROM accounts WHERE business_id = $1 AND environment = $2 AND id = ANY($3::uuid[]) AND archived', [
      scope.businessId,
      scope.environment,
      ids,
    ]);
    const errors = archivedAccountErrors(lines, new Set(rows.map((row) => row.id)));
    return errors.length > 0 ? DomainError.validation(errors) : null;
  }
}
