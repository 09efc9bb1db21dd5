import { Inject, Injectable } from '@nestjs/common';
import { Decimal, refusal, voidDateErrors } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import type { InvoiceResponse } from './invoice.response';
import { InvoicesRepository } from './invoices.repository';

/**
 * `POST /invoices/{id}/void`: open and nothing paid (an invoice whose payments were all voided
 * is open again) → void, with an entry reversing its posting, dated as the posting unless
 * `date` says otherwise. A draft is deleted instead; an invoice with payments needs them voided first.
 */
@Injectable()
export class VoidInvoiceUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly invoices: InvoicesRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, id: string, date: string | undefined, expectedVersion?: number): Promise<InvoiceResponse> {
    return this.uow.run(async (tx) => {
      const invoice = await this.invoices.lock(tx, principal, id);
      if (!invoice) throw DomainError.notFound('Invoice');
      if (expectedVersion !== undefined && expectedVersion !== invoice.version) throw versionConflict(invoice.version);
      const refused = refusal('void', invoice.status, new Decimal(invoice.amountPaid));
      if (refused) throw new DomainError('conflict', refused);

      const calendar = await this.invoices.calendar(tx, principal);
      const postedOn = await this.ledger.entryDate(tx, principal, invoice.journalEntryId!);
      const errors = voidDateErrors(postedOn, date, calendar.lockDate);
      if (errors.length > 0) throw DomainError.validation(errors);
      const reversalDate = date ?? postedOn;

      await this.ledger.reverse(
        tx,
        principal,
        invoice.journalEntryId!,
        `Invoice ${invoice.number} voided`,
        { customerId: invoice.customerId, invoiceId: id },
        reversalDate,
      );
      await this.invoices.update(tx, principal, id, { status: 'void', voidedAt: true });
      await this.ledger.deriveCashBasis(tx, principal, id);
      const record = await invoiceView(tx, principal, this.invoices, id, calendar.today);
      await recordEvent(tx, principal, 'invoice.voided', record);
      return record;
    });
  }
}
