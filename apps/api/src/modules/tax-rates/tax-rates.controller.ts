import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { DeletedResponse } from '../accounts/account.response';
import { CreateTaxRateDto, ListTaxRatesQueryDto, UpdateTaxRateDto } from './dto/tax-rate.dto';
import { TaxRateResponse } from './tax-rate.response';
import { TaxRatesService } from './tax-rates.service';

@ApiTags('Items and tax rates')
@Controller('tax-rates')
export class TaxRatesController {
  constructor(private readonly taxRates: TaxRatesService) {}

  @Get()
  @RequireScope('items:read')
  @ApiOperation({
    operationId: 'listTaxRates',
    summary: 'List tax rates',
    description: 'Filters: `archived`, `updated_since`, `external_id`. Sort: `created_at` (default `-created_at`), `updated_at`, `name`.',
  })
  @ApiEnvelope(TaxRateResponse, { list: true, description: 'Tax rates retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListTaxRatesQueryDto) {
    const page = await this.taxRates.list(caller, query);
    return paged('Tax rates retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('items:write')
  @ApiOperation({
    operationId: 'createTaxRate',
    summary: 'Create a tax rate',
    description: '`account_id` defaults to the system Sales Tax Payable account. A taken `external_id` → 409 with `existing_id`.',
  })
  @ApiEnvelope(TaxRateResponse, { status: 201, description: 'Tax rate created' })
  async create(@Caller() caller: Principal, @Body() body: CreateTaxRateDto) {
    return success('Tax rate created', await this.taxRates.create(caller, body));
  }

  @Get(':id')
  @RequireScope('items:read')
  @ApiOperation({ operationId: 'retrieveTaxRate', summary: 'Get a tax rate', description: 'A tax rate by id.' })
  @ApiEnvelope(TaxRateResponse, { description: 'Tax rate retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Tax rate retrieved', await this.taxRates.get(caller, id));
  }

  @Put(':id')
  @RequireScope('items:write')
  @ApiOperation({
    operationId: 'updateTaxRate',
    summary: 'Update a tax rate',
    description:
      'Only the fields given change. Once document lines use the rate, `rate` cannot change (409): create a new tax rate. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(TaxRateResponse, { description: 'Tax rate updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateTaxRateDto, @IfMatch() version?: number) {
    return success('Tax rate updated', await this.taxRates.update(caller, id, body, version));
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireScope('items:write')
  @ApiOperation({
    operationId: 'deleteTaxRate',
    summary: 'Delete a tax rate',
    description: 'A tax rate that items or document lines use → 409; archive it instead.',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Tax rate deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.taxRates.remove(caller, id, version);
    return success('Tax rate deleted', { id, deleted: true });
  }
}
