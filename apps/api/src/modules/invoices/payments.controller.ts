import { Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { ListPaymentsQueryDto } from './dto/payment.dto';
import { InvoicesService } from './invoices.service';
import { PaymentResponse } from './payment.response';
import { VoidPaymentUseCase } from './void-payment.use-case';

@ApiTags('Invoices')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly voidPayment: VoidPaymentUseCase,
  ) {}

  @Get()
  @RequireScope('invoices:read')
  @ApiOperation({
    operationId: 'listPayments',
    summary: 'List payments',
    description: 'Filters: `invoice_id`, `status`, `date_from`, `date_to`, `updated_since`, `external_id`. Default order: newest payment date first.',
  })
  @ApiEnvelope(PaymentResponse, { list: true, description: 'Payments retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListPaymentsQueryDto) {
    const page = await this.invoices.listPayments(caller, query);
    return paged('Payments retrieved', page.rows, page.pagination);
  }

  @Get(':id')
  @RequireScope('invoices:read')
  @ApiOperation({ operationId: 'retrievePayment', summary: 'Get a payment', description: 'A payment by id.' })
  @ApiEnvelope(PaymentResponse, { description: 'Payment retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Payment retrieved', await this.invoices.getPayment(caller, id));
  }

  @Delete(':id')
  @RequireScope('invoices:write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'voidPayment',
    summary: 'Void a payment',
    description:
      'Posts the entry reversing the payment (on the payment’s date) and answers the voided payment; ' +
      'the invoice’s amount paid and status follow. Voiding twice → 409.',
  })
  @ApiEnvelope(PaymentResponse, { description: 'Payment voided' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    return success('Payment voided', await this.voidPayment.execute(caller, id, version));
  }
}
