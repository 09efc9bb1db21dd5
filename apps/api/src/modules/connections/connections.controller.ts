import { Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { ApiKeyOnly } from '../../common/scopes';
import { DeletedResponse } from '../accounts/account.response';
import { ConnectionResponse, toConnectionResponse } from './connection.response';
import { ConnectionsService } from './connections.service';
import { ListConnectionsQueryDto } from './dto/connection.dto';

@ApiTags('OAuth')
@ApiKeyOnly()
@Controller('oauth/connections')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listConnections',
    summary: 'List the integrations you authorized',
    description: 'Mode A only. One connection per integration, in the environment of the address called.',
  })
  @ApiEnvelope(ConnectionResponse, { list: true, description: 'Connections retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListConnectionsQueryDto) {
    const page = await this.connections.list(caller, query);
    return paged('Connections retrieved', page.rows.map(toConnectionResponse), page.pagination);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteConnection',
    summary: 'Revoke a connection',
    description: 'Mode A only. Every access and refresh token issued under it stops working at once.',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Connection revoked' })
  async remove(@Caller() caller: Principal, @RecordId() id: string) {
    await this.connections.revoke(caller, id);
    return success('Connection revoked', { id, deleted: true });
  }
}
