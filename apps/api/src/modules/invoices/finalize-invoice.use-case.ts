import { Inject, Injectable } from '@nestjs/common';
import { customerErrors, Decimal, lineCurrencyErrors, lockDateErrors, refusal } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { checkedTotals, invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import type { InvoiceResponse } from './invoice.response';
import { InvoicesRepository } from './invoices.repository';

/** `POST /invoices/{id}/finalize`: draft → open; posts debit Accounts Receivable, credit income and tax. */
@Injectable()
export class FinalizeInvoiceUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly invoices: InvoicesRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<InvoiceResponse> {
    return this.uow.run(async (tx) => {
      const invoice = await this.invoices.lock(tx, principal, id);
      if (!invoice) throw DomainError.notFound('Invoice');
      if (expectedVersion !== undefined && expectedVersion !== invoice.version) throw versionConflict(invoice.version);
      const refused = refusal('finalize', invoice.status, new Decimal(invoice.amountPaid));
      if (refused) throw new DomainError('conflict', refused);

      const calendar = await this.invoices.calendar(tx, principal);
      const lines = await this.invoices.pricedLines(tx, principal, id);
      const errors = [
        ...customerErrors((await this.invoices.customer(tx, principal, invoice.customerId)) ?? null),
        ...lockDateErrors(calendar.lockDate, invoice.issueDate, 'issue_date'),
        // An income account's currency may have changed since the draft was written.
        ...lineCurrencyErrors(lines, undefined, invoice.currency, principal.baseCurrency),
      ];
      if (errors.length > 0) throw DomainError.validation(errors);
      const archived = await this.ledger.archivedLineErrors(tx, principal, lines);
      if (archived.length > 0) throw DomainError.validation(archived);
      const rate = new Decimal(invoice.exchangeRate);
      checkedTotals(lines, rate, true);

      const header = { id, number: invoice.number, issueDate: invoice.issueDate, currency: invoice.currency, exchangeRate: rate };
      const posting = await this.ledger.invoicePosting(tx, principal, header, lines);
      const journalEntryId = await this.ledger.post(tx, principal, { posting, customerId: invoice.customerId, invoiceId: id });
      await this.invoices.update(tx, principal, id, { status: 'open', journalEntryId, finalizedAt: true });
      await this.ledger.deriveCashBasis(tx, principal, id);
      const record = await invoiceView(tx, principal, this.invoices, id, calendar.today);
      await recordEvent(tx, principal, 'invoice.finalized', record);
      return record;
    });
  }
}
