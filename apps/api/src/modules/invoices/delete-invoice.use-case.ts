import { Inject, Injectable } from '@nestjs/common';
import { Decimal, refusal } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { invoiceView } from './invoice-helpers';
import { InvoicesRepository } from './invoices.repository';

/** `DELETE /invoices/{id}`: drafts only (nothing was posted); anything else is voided instead (409). */
@Injectable()
export class DeleteInvoiceUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly invoices: InvoicesRepository,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<void> {
    return this.uow.run(async (tx) => {
      const invoice = await this.invoices.lock(tx, principal, id);
      if (!invoice) throw DomainError.notFound('Invoice');
      if (expectedVersion !== undefined && expectedVersion !== invoice.version) throw versionConflict(invoice.version);
      const refused = refusal('delete', invoice.status, new Decimal(invoice.amountPaid));
      if (refused) throw new DomainError('conflict', refused);
      const record = await invoiceView(tx, principal, this.invoices, id, (await this.invoices.calendar(tx, principal)).today);
      await this.invoices.delete(tx, principal, id);
      await recordEvent(tx, principal, 'invoice.deleted', record);
    });
  }
}
