import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { RequireScope } from '../../common/scopes';
import { AccountResponse, DeletedResponse, toAccountResponse } from './account.response';
import { AccountsService } from './accounts.service';
import {
  CreateAccountDto,
  CreateSalesAccountDto,
  ListAccountsQueryDto,
  ListSalesAccountsQueryDto,
  UpdateAccountDto,
  UpdateSalesAccountDto,
} from './dto/account.dto';

@ApiTags('Chart of accounts')
@Controller('coa/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @RequireScope('accounts:read')
  @ApiOperation({
    operationId: 'listAccounts',
    summary: 'List accounts',
    description: 'Every type. Filters: `type`, `subtype`, `archived`, `updated_since`, `external_id`.',
  })
  @ApiEnvelope(AccountResponse, { list: true, description: 'Accounts retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListAccountsQueryDto) {
    const page = await this.accounts.list(caller, query, 'any');
    return paged(
      'Accounts retrieved',
      page.rows.map((a) => toAccountResponse(a, caller.baseCurrency)),
      page.pagination,
    );
  }

  @Post()
  @Idempotent()
  @RequireScope('accounts:write')
  @ApiOperation({
    operationId: 'createAccount',
    summary: 'Create an account',
    description:
      'Any type; `subtype` defaults to the first of the type. `name` (whatever its case), `code` and `external_id` are unique among the business’s accounts: a taken one is 409.',
  })
  @ApiEnvelope(AccountResponse, { status: 201, description: 'Account created' })
  async create(@Caller() caller: Principal, @Body() body: CreateAccountDto) {
    return success('Account created', toAccountResponse(await this.accounts.create(caller, body, 'any'), caller.baseCurrency));
  }

  @Get(':id')
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'retrieveAccount', summary: 'Get an account', description: 'An account of any type by id.' })
  @ApiEnvelope(AccountResponse, { description: 'Account retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Account retrieved', toAccountResponse(await this.accounts.get(caller, id, 'any'), caller.baseCurrency));
  }

  @Put(':id')
  @RequireScope('accounts:write')
  @ApiOperation({
    operationId: 'updateAccount',
    summary: 'Update an account',
    description: 'Only the fields given change. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(AccountResponse, { description: 'Account updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateAccountDto, @IfMatch() version?: number) {
    return success('Account updated', toAccountResponse(await this.accounts.update(caller, id, body, 'any', version), caller.baseCurrency));
  }

  @Delete(':id')
  @RequireScope('accounts:write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete an account',
    description: 'System accounts and accounts with postings or sub-accounts → 409; archive those instead.',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Account deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.accounts.remove(caller, id, 'any', version);
    return success('Account deleted', { id, deleted: true });
  }
}

@ApiTags('Chart of accounts')
@Controller('coa/sales/account')
export class SalesAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'listSalesAccounts', summary: 'List sales accounts', description: 'Income accounts of subtype `sales`.' })
  @ApiEnvelope(AccountResponse, { list: true, description: 'Sales accounts retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListSalesAccountsQueryDto) {
    const page = await this.accounts.list(caller, query, 'sales');
    return paged(
      'Sales accounts retrieved',
      page.rows.map((a) => toAccountResponse(a, caller.baseCurrency)),
      page.pagination,
    );
  }

  @Post()
  @Idempotent()
  @RequireScope('accounts:write')
  @ApiOperation({
    operationId: 'createSalesAccount',
    summary: 'Create a sales account',
    description:
      'An income account of subtype `sales`. `currency` defaults to the base currency. An income account in the base currency takes sale and invoice lines in any currency; ' +
      'one in another currency takes only lines of sales and invoices in that currency (an NGN account in a USD business: NGN documents only), anything else is 400 on the line.',
  })
  @ApiEnvelope(AccountResponse, { status: 201, description: 'Sales account created' })
  async create(@Caller() caller: Principal, @Body() body: CreateSalesAccountDto) {
    return success('Sales account created', toAccountResponse(await this.accounts.create(caller, body, 'sales'), caller.baseCurrency));
  }

  @Get(':id')
  @RequireScope('accounts:read')
  @ApiOperation({
    operationId: 'retrieveSalesAccount',
    summary: 'Get a sales account',
    description: 'A sales account by id, with its balance; an account of another type or subtype is 404 here (read it at `/coa/accounts/{id}`).',
  })
  @ApiEnvelope(AccountResponse, { description: 'Sales account retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Sales account retrieved', toAccountResponse(await this.accounts.get(caller, id, 'sales'), caller.baseCurrency));
  }

  @Put(':id')
  @RequireScope('accounts:write')
  @ApiOperation({
    operationId: 'updateSalesAccount',
    summary: 'Update a sales account',
    description: 'Only the fields given change; `null` clears `description` or `code`. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(AccountResponse, { description: 'Sales account updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateSalesAccountDto, @IfMatch() version?: number) {
    return success('Sales account updated', toAccountResponse(await this.accounts.update(caller, id, body, 'sales', version), caller.baseCurrency));
  }

  @Delete(':id')
  @RequireScope('accounts:write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteSalesAccount',
    summary: 'Delete a sales account',
    description: 'Deletes a sales account that has no postings and no sub-accounts; otherwise 409 (archive it instead).',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Sales account deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.accounts.remove(caller, id, 'sales', version);
    return success('Sales account deleted', { id, deleted: true });
  }
}
