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
import { CreateItemDto, ListItemsQueryDto, UpdateItemDto } from './dto/item.dto';
import { ItemResponse } from './item.response';
import { ItemsService } from './items.service';

@ApiTags('Items and tax rates')
@Controller('items')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get()
  @RequireScope('items:read')
  @ApiOperation({
    operationId: 'listItems',
    summary: 'List items',
    description:
      'Filters: `archived`, `updated_since`, `external_id`, `sku` (exact), `name` (contains, any case). Sort: `created_at` (default `-created_at`), `updated_at`, `name`.',
  })
  @ApiEnvelope(ItemResponse, { list: true, description: 'Items retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListItemsQueryDto) {
    const page = await this.items.list(caller, query);
    return paged('Items retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('items:write')
  @ApiOperation({ operationId: 'createItem', summary: 'Create an item', description: 'A taken `sku` or `external_id` → 409 with `existing_id`.' })
  @ApiEnvelope(ItemResponse, { status: 201, description: 'Item created' })
  async create(@Caller() caller: Principal, @Body() body: CreateItemDto) {
    return success('Item created', await this.items.create(caller, body));
  }

  @Get(':id')
  @RequireScope('items:read')
  @ApiOperation({ operationId: 'retrieveItem', summary: 'Get an item', description: 'An item by id.' })
  @ApiEnvelope(ItemResponse, { description: 'Item retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Item retrieved', await this.items.get(caller, id));
  }

  @Put(':id')
  @RequireScope('items:write')
  @ApiOperation({
    operationId: 'updateItem',
    summary: 'Update an item',
    description: 'Only the fields given change; null clears an optional field. `If-Match` with a stale ETag → 412.',
  })
  @ApiEnvelope(ItemResponse, { description: 'Item updated' })
  async update(@Caller() caller: Principal, @RecordId() id: string, @Body() body: UpdateItemDto, @IfMatch() version?: number) {
    return success('Item updated', await this.items.update(caller, id, body, version));
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireScope('items:write')
  @ApiOperation({ operationId: 'deleteItem', summary: 'Delete an item', description: 'An item that document lines use → 409; archive it instead.' })
  @ApiEnvelope(DeletedResponse, { description: 'Item deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string, @IfMatch() version?: number) {
    await this.items.remove(caller, id, version);
    return success('Item deleted', { id, deleted: true });
  }
}
