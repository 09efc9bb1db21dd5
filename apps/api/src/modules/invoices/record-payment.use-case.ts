import { Inject, Injectable } from '@nestjs/common';
import { newId } from '@ledgerline/domain';
import {
  Decimal,
  exchangeRateFor,
  paymentDepositErrors,
  paymentErrors,
  paymentPostingLines,
  receivableSettled,
  refusal,
  statusForPaid,
  toDecimal,
  type Posting,
} from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent, systemAccountId } from '../../ledger/ledger';
import type { CreatePaymentDto } from './dto/payment.dto';
import { invoiceEventFor, invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { toPaymentResponse, type PaymentResponse } from './payment.response';
import { PAYMENT_KEYS, PaymentsRepository } from './payments.repository';

/**
 * `POST /invoices/{id}/payments`. The invoice row is locked first (`FOR UPDATE`), so payments
 * on one invoice run one after another and each checks the amount due left by the previous one:
 * concurrent payments can never over-pay an invoice, and none is lost.
 */
@Injectable()
export class RecordPaymentUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, invoiceId: string, input: CreatePaymentDto): Promise<PaymentResponse> {
    return uniqueConflicts(this.db, principal, PAYMENT_KEYS, { external_id: input.external_id }, () =>
      this.uow.run((tx) => this.record(tx, principal, invoiceId, input)),
    );
  }

  private async record(tx: Tx, principal: Principal, invoiceId: string, input: CreatePaymentDto): Promise<PaymentResponse> {
    const invoice = await this.invoices.lock(tx, principal, invoiceId);
    if (!invoice) throw DomainError.notFound('Invoice');
    const total = new Decimal(invoice.total);
    const paid = new Decimal(invoice.amountPaid);
    const refused = refusal('pay', invoice.status, paid);
    if (refused) throw new DomainError('conflict', refused);

    const calendar = await this.invoices.calendar(tx, principal);
    const amount = toDecimal(input.amount)!;
    const amountDue = total.minus(paid);
    const date = input.date ?? calendar.today;
    const invoiceRate = new Decimal(invoice.exchangeRate);
    // The payment's rate defaults to the invoice's.
    const { rate, errors: rateErrors } = exchangeRateFor(invoice.currency, principal.baseCurrency, input.exchange_rate ?? invoice.exchangeRate);
    const errors = [
      ...paymentErrors({ amount: input.amount, date, rate }, { currency: invoice.currency, issueDate: invoice.issueDate, amountDue }, calendar.lockDate),
      ...rateErrors,
      ...(input.deposit_account_id ? paymentDepositErrors((await this.payments.account(tx, principal, input.deposit_account_id)) ?? null) : []),
    ];
    const depositAccountId = input.deposit_account_id ?? (await systemAccountId(tx, principal, 'cash'));
    if (errors.length > 0) throw DomainError.validation(errors);

    const id = newId();
    const receivableBase = receivableSettled({
      amount,
      amountDue,
      invoiceRate,
      openReceivableBase: await this.ledger.openReceivableBase(tx, principal, invoiceId),
      baseCurrency: principal.baseCurrency,
    });
    const posting: Posting = {
      date,
      memo: `Payment for invoice ${invoice.number}`,
      currency: invoice.currency,
      exchangeRate: rate,
      sourceType: 'payment',
      sourceId: id,
      lines: paymentPostingLines({
        amount,
        paymentRate: rate,
        receivableBase,
        depositAccountId,
        receivableAccountId: await systemAccountId(tx, principal, 'accounts_receivable'),
        exchangeAccountId: await systemAccountId(tx, principal, 'exchange_gain_loss'),
        baseCurrency: principal.baseCurrency,
      }),
    };
    // The payment's row and its receivable movement name one reference.
    const reference = input.reference || null;
    const journalEntryId = await this.ledger.post(tx, principal, { posting, customerId: invoice.customerId, invoiceId, reference });
    await this.payments.insert(tx, principal, {
      id,
      invoiceId,
      amount: amount.toString(),
      date,
      exchangeRate: rate.toString(),
      depositAccountId,
      method: input.method ?? null,
      reference,
      journalEntryId,
      metadata: input.metadata ?? {},
      externalId: input.external_id ?? null,
    });
    const status = statusForPaid(total, paid.plus(amount));
    await this.invoices.update(tx, principal, invoiceId, { amountPaid: paid.plus(amount).toString(), status });
    await this.ledger.deriveCashBasis(tx, principal, invoiceId);

    const payment = toPaymentResponse((await this.payments.find(tx, principal, id))!, invoice.currency);
    await recordEvent(tx, principal, 'payment.created', payment);
    await recordEvent(tx, principal, invoiceEventFor(status), await invoiceView(tx, principal, this.invoices, invoiceId, calendar.today));
    return payment;
  }
}
