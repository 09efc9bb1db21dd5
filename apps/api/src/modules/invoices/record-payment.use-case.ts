import { Inject, Injectable } from '@nestjs/common';
import { newId } from '@ledgerline/domain';
import { recordEvent, systemAccountId } from '../../ledger/ledger';
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
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../../common/principal';
import { uniqueViolation } from '../../database/errors';
import type { CreatePaymentDto } from './dto/payment.dto';
import { invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { toPaymentResponse, type PaymentResponse } from './payment.response';
import { PaymentsRepository } from './payments.repository';

/** The invoice event after a payment or a payment void: named after the status it leaves the invoice in. */
export function invoiceEventFor(status: string): string {
  return status === 'paid' ? 'invoice.paid' : status === 'partially_paid' ? 'invoice.partially_paid' : 'invoice.updated';
}

/**
 * `POST /invoices/{id}/payments`. The invoice row is locked first (`FOR UPDATE`), so payments
 * on one invoice run one after another and each checks the amount due left by the previous one:
 * concurrent payments can never over-pay an invoice, and none is lost.
 */
@Injectable()
export class RecordPaymentUseCase {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  async execute(principal: Principal, invoiceId: string, input: CreatePaymentDto): Promise<PaymentResponse> {
    try {
      return await this.db.transaction((tx) => this.record(tx, principal, invoiceId, input));
    } catch (error) {
      if (uniqueViolation(error) !== 'payments_external_id_key') throw error;
      throw new DomainError('conflict', 'Another payment already has this external id', {
        errors: [{ field: 'external_id', message: 'is already used by another payment' }],
        details: { existing_id: (await this.payments.idByExternalId(principal, input.external_id!)) ?? null },
      });
    }
  }

  private async record(tx: EntityManager, principal: Principal, invoiceId: string, input: CreatePaymentDto): Promise<PaymentResponse> {
    const invoice = await this.invoices.find(principal, invoiceId, tx, true);
    if (!invoice) throw DomainError.notFound('Invoice');
    const total = new Decimal(invoice.total);
    const paid = new Decimal(invoice.amountPaid);
    const refused = refusal('pay', invoice.status, paid);
    if (refused) throw new DomainError('conflict', refused);

    const calendar = await this.invoices.calendar(principal, tx);
    const amount = toDecimal(input.amount)!;
    const amountDue = total.minus(paid);
    const date = input.date ?? calendar.today;
    const invoiceRate = new Decimal(invoice.exchangeRate);
    // The payment's rate defaults to the invoice's.
    const { rate, errors: rateErrors } = exchangeRateFor(invoice.currency, principal.baseCurrency, input.exchange_rate ?? invoice.exchangeRate);
    const errors = [
      ...paymentErrors({ amount: input.amount, date, rate }, { currency: invoice.currency, issueDate: invoice.issueDate, amountDue }, calendar.lockDate),
      ...rateErrors,
      ...(input.deposit_account_id ? paymentDepositErrors((await this.payments.account(principal, input.deposit_account_id, tx)) ?? null) : []),
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
    const journalEntryId = await this.ledger.post(tx, principal, posting, invoice.customerId);
    await this.payments.insert(
      principal,
      {
        id,
        invoiceId,
        amount: amount.toString(),
        date,
        exchangeRate: rate.toString(),
        depositAccountId,
        method: input.method ?? null,
        reference: input.reference || null,
        journalEntryId,
        metadata: input.metadata ?? {},
        externalId: input.external_id ?? null,
      },
      tx,
    );
    const status = statusForPaid(total, paid.plus(amount));
    await this.invoices.update(principal, invoiceId, { amountPaid: paid.plus(amount).toString(), status }, tx);

    const payment = toPaymentResponse((await this.payments.find(principal, id, tx))!, invoice.currency);
    await recordEvent(tx, principal, 'payment.created', payment);
    await recordEvent(tx, principal, invoiceEventFor(status), await invoiceView(tx, principal, this.invoices, invoiceId, calendar.today));
    return payment;
  }
}
