import { Module } from '@nestjs/common';
import { CreateInvoiceUseCase } from './create-invoice.use-case';
import { DeleteInvoiceUseCase } from './delete-invoice.use-case';
import { FinalizeInvoiceUseCase } from './finalize-invoice.use-case';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { RecordPaymentUseCase } from './record-payment.use-case';
import { UpdateInvoiceUseCase } from './update-invoice.use-case';
import { VoidInvoiceUseCase } from './void-invoice.use-case';
import { VoidPaymentUseCase } from './void-payment.use-case';

/** Invoices and the payments received against them (docs/api.md, Resources). */
@Module({
  controllers: [InvoicesController, PaymentsController],
  providers: [
    InvoicesRepository,
    PaymentsRepository,
    InvoiceLedger,
    InvoicesService,
    CreateInvoiceUseCase,
    UpdateInvoiceUseCase,
    DeleteInvoiceUseCase,
    FinalizeInvoiceUseCase,
    VoidInvoiceUseCase,
    RecordPaymentUseCase,
    VoidPaymentUseCase,
  ],
})
export class InvoicesModule {}
