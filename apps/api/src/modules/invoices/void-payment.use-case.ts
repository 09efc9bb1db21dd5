import { Inject, Injectable } from '@nestjs/common';
import { Decimal, lockedRefusal, paymentVoidRefusal, statusForPaid } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { invoiceEventFor, invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { toPaymentResponse, type PaymentResponse } from './payment.response';
import { PaymentsRepository } from './payments.repository';

/**
 * `DELETE /payments/{id}`: voids the payment with an entry reversing its posting (on the
 * payment's own date); the invoice's amount paid and status follow. Locks the invoice, then the
 * payment, in the same order as recording a payment does.
 */
@Injectable()
export class VoidPaymentUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<PaymentResponse> {
    return this.uow.run(async (tx) => {
      const unlocked = await this.payments.find(tx, principal, id);
      if (!unlocked) throw DomainError.notFound('Payment');
      const invoice = (await this.invoices.lock(tx, principal, unlocked.invoiceId))!;
      const payment = (await this.payments.lock(tx, principal, id))!;
      if (expectedVersion !== undefined && expectedVersion !== payment.version) throw versionConflict(payment.version);
      const calendar = await this.invoices.calendar(tx, principal);
      const refused = paymentVoidRefusal(payment.status) ?? lockedRefusal(calendar.lockDate, payment.date, 'payment', 'voided');
      if (refused) throw new DomainError('conflict', refused);

      await this.ledger.reverse(tx, principal, payment.journalEntryId, `Payment for invoice ${invoice.number} voided`, {
        customerId: invoice.customerId,
        invoiceId: invoice.id,
        reference: payment.reference,
      });
      await this.payments.markVoid(tx, principal, id);
      const paid = new Decimal(invoice.amountPaid).minus(payment.amount);
      const status = statusForPaid(new Decimal(invoice.total), paid);
      await this.invoices.update(tx, principal, invoice.id, { amountPaid: paid.toString(), status });
      await this.ledger.deriveCashBasis(tx, principal, invoice.id);

      const record = toPaymentResponse((await this.payments.find(tx, principal, id))!, invoice.currency);
      await recordEvent(tx, principal, 'payment.voided', record);
      await recordEvent(tx, principal, invoiceEventFor(status), await invoiceView(tx, principal, this.invoices, invoice.id, calendar.today));
      return record;
    });
  }
}
