import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { CreateSaleDto, ListSalesQueryDto, UpdateSaleDto } from './dto/sale.dto';
import { SaleResponse } from './sale.response';
import { SalesService } from './sales.service';
import { CreateSaleUseCase } from './create-sale.use-case';
import { UpdateSaleUseCase } from './update-sale.use-case';
import { VoidSaleUseCase } from './void-sale.use-case';

@ApiTags('Sales')
@Controller('sales')
export class SalesController {
  constructor(
    private readonly sales: SalesService,
    private readonly createSale: CreateSaleUseCase,
    private readonly updateSale: UpdateSaleUseCase,
    private readonly voidSale: VoidSaleUseCase,
  ) {}

  @Get()
  @RequireScope('sales:read')
  @ApiOperation({
    operationId: 'listSales',
    summary: 'List sales',
    description:
      'Newest first (date, then creation time). Without `status`, every sale but void ones; `status=void` lists the voided. ' +
      'Filters: `customer_id`, `date_from`, `date_to`, `updated_since`, `external_id`; ' +
      'with any of them `pagination.total` counts at most 10000 matches, as every list does; without them it is exact. Also served at `{base_url}/sales`.',
  })
  @ApiEnvelope(SaleResponse, { list: true, description: 'Sales retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListSalesQueryDto) {
    const page = await this.sales.list(caller, query);
    return paged('Sales retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('sales:write')
  @ApiOperation({
    operationId: 'createSale',
    summary: 'Record a sale',
    description:
      'A sale paid at once: posts debit the deposit account (default Cash), credit each line’s income account (default Sales) and each tax rate’s account.',
  })
  @ApiEnvelope(SaleResponse, { status: 201, description: 'Sale recorded' })
  async create(@Caller() caller: Principal, @Body() body: CreateSaleDto) {
    return success('Sale recorded', await this.createSale.execute(caller, body));
  }

  @Get(':id')
  @RequireScope('sales:read')
  @ApiOperation({ operationId: 'retrieveSale', summary: 'Get a sale', description: 'Void sales stay readable.' })
  @ApiEnvelope(SaleResponse, { description: 'Sale retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Sale retrieved', await this.sales.get(caller, id));
  }

  @Put(':id')
  @RequireScope('sales:write')
  @ApiOperation({
    operationId: 'updateSale',
    summary: 'Update a sale',
    description:
      'Only the fields given change. A change to what the sale posts reverses its journal entry and posts a new one (both stay in the ledger). ' +
      'A void sale → 409; `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(SaleResponse, { description: 'Sale updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateSaleDto, @IfMatch() version?: number) {
    return success('Sale updated', await this.updateSale.execute(caller, id, body, version));
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireScope('sales:write')
  @ApiOperation({
    operationId: 'voidSale',
    summary: 'Void a sale',
    description:
      'Posts a reversing entry and marks the sale `void`: gone from the default list, still readable by id and with `status=void`. ' +
      'Answers the voided sale. Voiding twice → 409.',
  })
  @ApiEnvelope(SaleResponse, { description: 'Sale voided' })
  async void(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    return success('Sale voided', await this.voidSale.execute(caller, id, version));
  }
}
