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
import { CustomerResponse } from './customer.response';
import { CustomersService } from './customers.service';
import { CreateCustomerDto, ListCustomersQueryDto, UpdateCustomerDto } from './dto/customer.dto';

@ApiTags('Customers')
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @RequireScope('customers:read')
  @ApiOperation({
    operationId: 'listCustomers',
    summary: 'List customers',
    description:
      'Filters: `archived`, `updated_since`, `external_id`, `email` (exact, any case), `name` (contains, any case). Sort: `created_at` (default `-created_at`), `updated_at`, `name`.',
  })
  @ApiEnvelope(CustomerResponse, { list: true, description: 'Customers retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListCustomersQueryDto) {
    const page = await this.customers.list(caller, query);
    return paged('Customers retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('customers:write')
  @ApiOperation({ operationId: 'createCustomer', summary: 'Create a customer', description: 'A taken `external_id` → 409 with `existing_id`.' })
  @ApiEnvelope(CustomerResponse, { status: 201, description: 'Customer created' })
  async create(@Caller() caller: Principal, @Body() body: CreateCustomerDto) {
    return success('Customer created', await this.customers.create(caller, body));
  }

  @Get(':id')
  @RequireScope('customers:read')
  @ApiOperation({ operationId: 'retrieveCustomer', summary: 'Get a customer', description: 'A customer by id.' })
  @ApiEnvelope(CustomerResponse, { description: 'Customer retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Customer retrieved', await this.customers.get(caller, id));
  }

  @Put(':id')
  @RequireScope('customers:write')
  @ApiOperation({
    operationId: 'updateCustomer',
    summary: 'Update a customer',
    description: 'Only the fields given change; null clears an optional field; `archived: true` archives. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(CustomerResponse, { description: 'Customer updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateCustomerDto, @IfMatch() version?: number) {
    return success('Customer updated', await this.customers.update(caller, id, body, version));
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireScope('customers:write')
  @ApiOperation({ operationId: 'deleteCustomer', summary: 'Delete a customer', description: 'A customer with sales or invoices → 409; archive it instead.' })
  @ApiEnvelope(DeletedResponse, { description: 'Customer deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.customers.remove(caller, id, version);
    return success('Customer deleted', { id, deleted: true });
  }
}
