import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { Page } from '../../common/pagination';
import { Db } from '../../database/tx';
import type { ListInvoicesQueryDto } from './dto/invoice.dto';
import type { ListInvoicePaymentsQueryDto, ListPaymentsQueryDto } from './dto/payment.dto';
import { toInvoiceResponse, type InvoiceResponse } from './invoice.response';
import { InvoicesRepository } from './invoices.repository';
import { toPaymentResponse, type PaymentResponse } from './payment.response';
import { PaymentsRepository } from './payments.repository';

/** The read side of invoices and payments (the writes are one use case each). */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly db: Db,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
  ) {}

  async list(scope: Scope, query: ListInvoicesQueryDto): Promise<Page<InvoiceResponse>> {
    const { today } = await this.invoices.calendar(this.db, scope);
    const page = await this.invoices.list(this.db, scope, query, today);
    return { rows: page.rows.map((invoice) => toInvoiceResponse(invoice, invoice.lines, today)), pagination: page.pagination };
  }

  async get(scope: Scope, id: string): Promise<InvoiceResponse> {
    const invoice = await this.invoices.find(this.db, scope, id);
    if (!invoice) throw DomainError.notFound('Invoice');
    const { today } = await this.invoices.calendar(this.db, scope);
    return toInvoiceResponse(invoice, (await this.invoices.lines(this.db, scope, [id])).get(id)!, today);
  }

  async listPayments(scope: Scope, query: ListPaymentsQueryDto): Promise<Page<PaymentResponse>> {
    const page = await this.payments.list(this.db, scope, query);
    const currencies = await this.payments.currencies(
      this.db,
      scope,
      page.rows.map((payment) => payment.invoiceId),
    );
    return { rows: page.rows.map((payment) => toPaymentResponse(payment, currencies.get(payment.invoiceId)!)), pagination: page.pagination };
  }

  async listInvoicePayments(scope: Scope, invoiceId: string, query: ListInvoicePaymentsQueryDto): Promise<Page<PaymentResponse>> {
    if (!(await this.invoices.find(this.db, scope, invoiceId))) throw DomainError.notFound('Invoice');
    return this.listPayments(scope, { ...query, invoice_id: invoiceId });
  }

  async getPayment(scope: Scope, id: string): Promise<PaymentResponse> {
    const payment = await this.payments.find(this.db, scope, id);
    if (!payment) throw DomainError.notFound('Payment');
    return toPaymentResponse(payment, (await this.payments.currencies(this.db, scope, [payment.invoiceId])).get(payment.invoiceId)!);
  }
}
