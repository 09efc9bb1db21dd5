import { Inject, Injectable } from '@nestjs/common';
import { recordEvent } from '../../ledger/ledger';
import { Decimal, lockedRefusal, paymentVoidRefusal, statusForPaid } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { DataSource } from 'typeorm';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { toPaymentResponse, type PaymentResponse } from './payment.response';
import { PaymentsRepository } from './payments.repository';
import { invoiceEventFor } from './record-payment.use-case';

/**
 * `DELETE /payments/{id}`: voids the payment with an entry reversing its posting (on the
 * payment's own date); the invoice's amount paid and status follow. Locks the invoice, then the
 * payment, in the same order as recording a payment does.
 */
@Injectable()
export class VoidPaymentUseCase {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<PaymentResponse> {
    return this.db.transaction(async (tx) => {
      const unlocked = await this.payments.find(principal, id, tx);
      if (!unlocked) throw DomainError.notFound('Payment');
      const invoice = (await this.invoices.find(principal, unlocked.invoiceId, tx, true))!;
      const payment = (await this.payments.find(principal, id, tx, true))!;
      if (expectedVersion !== undefined && expectedVersion !== payment.version) throw versionConflict(payment.version);
      const calendar = await this.invoices.calendar(principal, tx);
      const refused = paymentVoidRefusal(payment.status) ?? lockedRefusal(calendar.lockDate, payment.date, 'payment', 'voided');
      if (refused) throw new DomainError('conflict', refused);

      await this.ledger.reverse(tx, principal, payment.journalEntryId, `Payment for invoice ${invoice.number} voided`, invoice.customerId);
      await this.payments.markVoid(principal, id, tx);
      const paid = new Decimal(invoice.amountPaid).minus(payment.amount);
      const status = statusForPaid(new Decimal(invoice.total), paid);
      await this.invoices.update(principal, invoice.id, { amountPaid: paid.toString(), status }, tx);

      const record = toPaymentResponse((await this.payments.find(principal, id, tx))!, invoice.currency);
      await recordEvent(tx, principal, 'payment.voided', record);
      await recordEvent(tx, principal, invoiceEventFor(status), await invoiceView(tx, principal, this.invoices, invoice.id, calendar.today));
      return record;
    });
  }
}
