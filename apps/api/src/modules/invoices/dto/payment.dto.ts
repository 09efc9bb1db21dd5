import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_STATUSES, type PaymentStatus } from '@ledgerline/ledger-rules';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { EXCHANGE_RATE_DESCRIPTION, ExternalIdField, IsAmount, IsDateOnly, IsOmittable, IsRate, IsText, MetadataField } from '../../../common/validation';

/** `POST /invoices/{id}/payments`: money received against the invoice, in the invoice currency. */
export class CreatePaymentDto {
  @ApiProperty({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '250.00',
    description: 'In the invoice currency; more than zero, at most the amount due, within the currency’s minor unit',
  })
  @IsAmount()
  amount!: string | number;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Defaults to today in the business’s time zone; not before the issue date' })
  @IsOmittable()
  @IsDateOnly()
  date?: string;

  @ApiPropertyOptional({
    pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$',
    maxLength: 31,
    type: 'string',
    example: '1.1',
    description: `On the payment date; defaults to the invoice's rate. ${EXCHANGE_RATE_DESCRIPTION}`,
  })
  @IsOmittable()
  @IsRate()
  exchange_rate?: string | number;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'An active asset account (cash, bank…); defaults to Cash' })
  @IsOmittable()
  @IsUUID('all', { message: 'must be an account id' })
  deposit_account_id?: string;

  @ApiPropertyOptional({ maxLength: 50, example: 'bank_transfer' })
  @IsOptional()
  @IsText(1, 50)
  method?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsText(0, 200)
  reference?: string;

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string;
}

export const PAYMENT_SORTS = { date: 'payment.date', created_at: 'payment.created_at', updated_at: 'payment.updated_at' };

/** `GET /invoices/{id}/payments`. */
export class ListInvoicePaymentsQueryDto extends ListQueryDto {
  @SortQuery(PAYMENT_SORTS, '-date')
  sort?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `must be one of ${PAYMENT_STATUSES.join(', ')}` })
  status?: PaymentStatus;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Dated on or after' })
  @IsOptional()
  @IsDateOnly()
  date_from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Dated on or before' })
  @IsOptional()
  @IsDateOnly()
  date_to?: string;
}

/** `GET /payments`. */
export class ListPaymentsQueryDto extends ListInvoicePaymentsQueryDto {
  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'must be an invoice id' })
  invoice_id?: string;
}
