import { Inject, Injectable } from '@nestjs/common';
import { recordEvent } from '../../ledger/ledger';
import { Decimal, refusal } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { DataSource } from 'typeorm';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { invoiceView } from './invoice-helpers';
import { InvoicesRepository } from './invoices.repository';

/** `DELETE /invoices/{id}`: drafts only (nothing was posted); anything else is voided instead (409). */
@Injectable()
export class DeleteInvoiceUseCase {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly invoices: InvoicesRepository,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const invoice = await this.invoices.find(principal, id, tx, true);
      if (!invoice) throw DomainError.notFound('Invoice');
      if (expectedVersion !== undefined && expectedVersion !== invoice.version) throw versionConflict(invoice.version);
      const refused = refusal('delete', invoice.status, new Decimal(invoice.amountPaid));
      if (refused) throw new DomainError('conflict', refused);
      const record = await invoiceView(tx, principal, this.invoices, id, (await this.invoices.calendar(principal, tx)).today);
      await this.invoices.delete(principal, id, tx);
      await recordEvent(tx, principal, 'invoice.deleted', record);
    });
  }
}
