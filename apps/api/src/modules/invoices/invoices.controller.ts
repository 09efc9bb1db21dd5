import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { CreateInvoiceUseCase } from './create-invoice.use-case';
import { DeleteInvoiceUseCase } from './delete-invoice.use-case';
import { CreateInvoiceDto, ListInvoicesQueryDto, UpdateInvoiceDto, VoidInvoiceDto } from './dto/invoice.dto';
import { CreatePaymentDto, ListInvoicePaymentsQueryDto } from './dto/payment.dto';
import { FinalizeInvoiceUseCase } from './finalize-invoice.use-case';
import { DeletedResponse } from '../accounts/account.response';
import { InvoiceResponse } from './invoice.response';
import { InvoicesService } from './invoices.service';
import { PaymentResponse } from './payment.response';
import { RecordPaymentUseCase } from './record-payment.use-case';
import { UpdateInvoiceUseCase } from './update-invoice.use-case';
import { VoidInvoiceUseCase } from './void-invoice.use-case';

@ApiTags('Invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly createInvoice: CreateInvoiceUseCase,
    private readonly updateInvoice: UpdateInvoiceUseCase,
    private readonly deleteInvoice: DeleteInvoiceUseCase,
    private readonly finalizeInvoice: FinalizeInvoiceUseCase,
    private readonly voidInvoice: VoidInvoiceUseCase,
    private readonly recordPayment: RecordPaymentUseCase,
  ) {}

  @Get()
  @RequireScope('invoices:read')
  @ApiOperation({
    operationId: 'listInvoices',
    summary: 'List invoices',
    description:
      'Filters: `status`, `customer_id`, `date_from`/`date_to` (issue date), `overdue`, `updated_since`, `external_id`. ' +
      'Default order: newest issue date first.',
  })
  @ApiEnvelope(InvoiceResponse, { list: true, description: 'Invoices retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListInvoicesQueryDto) {
    const page = await this.invoices.list(caller, query);
    return paged('Invoices retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('invoices:write')
  @ApiOperation({
    operationId: 'createInvoice',
    summary: 'Create an invoice',
    description: 'A draft (nothing posted) unless `status` is `open`, which finalizes it at once.',
  })
  @ApiEnvelope(InvoiceResponse, { status: 201, description: 'Invoice created' })
  async create(@Caller() caller: Principal, @Body() body: CreateInvoiceDto) {
    return success('Invoice created', await this.createInvoice.execute(caller, body));
  }

  @Get(':id')
  @RequireScope('invoices:read')
  @ApiOperation({
    operationId: 'retrieveInvoice',
    summary: 'Get an invoice',
    description: 'An invoice by id with its lines, totals, amount paid and amount due.',
  })
  @ApiEnvelope(InvoiceResponse, { description: 'Invoice retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Invoice retrieved', await this.invoices.get(caller, id));
  }

  @Put(':id')
  @RequireScope('invoices:write')
  @ApiOperation({
    operationId: 'updateInvoice',
    summary: 'Update an invoice',
    description:
      'Only the fields given change. A draft changes freely; an open invoice without payments is reversed and re-posted; otherwise 409. ' +
      '`If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(InvoiceResponse, { description: 'Invoice updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateInvoiceDto, @IfMatch() version?: number) {
    return success('Invoice updated', await this.updateInvoice.execute(caller, id, body, version));
  }

  @Delete(':id')
  @RequireScope('invoices:write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteInvoice', summary: 'Delete a draft invoice', description: 'Only drafts; a finalized invoice is voided instead (409).' })
  @ApiEnvelope(DeletedResponse, { description: 'Invoice deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.deleteInvoice.execute(caller, id, version);
    return success('Invoice deleted', { id, deleted: true });
  }

  @Post(':id/finalize')
  @Idempotent()
  @RequireScope('invoices:write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'finalizeInvoice',
    summary: 'Finalize a draft invoice',
    description: 'draft → open; posts debit Accounts Receivable, credit each line’s income account and the tax accounts. 409 unless draft.',
  })
  @ApiEnvelope(InvoiceResponse, { description: 'Invoice finalized' })
  async finalize(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    return success('Invoice finalized', await this.finalizeInvoice.execute(caller, id, version));
  }

  @Post(':id/void')
  @Idempotent()
  @RequireScope('invoices:write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'voidInvoice',
    summary: 'Void an invoice',
    description:
      'Open invoices without payments (void its payments first); posts the reversing entry, dated `date` or else as the posting it reverses. 409 otherwise.',
  })
  @ApiEnvelope(InvoiceResponse, { description: 'Invoice voided' })
  async void(@Caller() caller: Principal, @RecordId() id: string, @Body() body: VoidInvoiceDto, @IfMatch() version?: number) {
    return success('Invoice voided', await this.voidInvoice.execute(caller, id, body.date, version));
  }

  @Get(':id/payments')
  @RequireScope('invoices:read')
  @ApiOperation({
    operationId: 'listInvoicePayments',
    summary: 'List the payments of an invoice',
    description: 'The payments recorded against the invoice, a page at a time.',
  })
  @ApiEnvelope(PaymentResponse, { list: true, description: 'Payments retrieved' })
  async payments(@Caller() caller: Principal, @RecordId() id: string, @Query() query: ListInvoicePaymentsQueryDto) {
    const page = await this.invoices.listInvoicePayments(caller, id, query);
    return paged('Payments retrieved', page.rows, page.pagination);
  }

  @Post(':id/payments')
  @Idempotent()
  @RequireScope('invoices:write')
  @ApiOperation({
    operationId: 'createInvoicePayment',
    summary: 'Record a payment against an invoice',
    description:
      'In the invoice currency, at most the amount due (else 400); the invoice must be open or partially paid (else 409). ' +
      'Posts debit the deposit account (default Cash), credit Accounts Receivable; ' +
      'at another exchange rate than the invoice’s, the realised gain or loss goes to Exchange Gains/Losses.',
  })
  @ApiEnvelope(PaymentResponse, { status: 201, description: 'Payment recorded' })
  async pay(@Caller() caller: Principal, @RecordId() id: string, @Body() body: CreatePaymentDto) {
    return success('Payment recorded', await this.recordPayment.execute(caller, id, body));
  }
}
