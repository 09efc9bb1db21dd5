import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { ApiKeyOnly } from '../../common/scopes';
import { DeletedResponse } from '../accounts/account.response';
import { CreateIntegrationDto, ListIntegrationsQueryDto } from './dto/integration.dto';
import { IntegrationResponse, toIntegrationResponse } from './integration.response';
import { IntegrationsService } from './integrations.service';

@ApiTags('OAuth')
@ApiKeyOnly()
@Controller('oauth/integrations')
export class IntegrationsController {
  constructor(private readonly integrations: IntegrationsService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createIntegration',
    summary: 'Register an integration (OAuth client)',
    description: 'Mode A only. The integration works in the environment of the address called; its secret key is your API key of that environment.',
  })
  @ApiEnvelope(IntegrationResponse, { status: 201, description: 'Integration registered' })
  async create(@Caller() caller: Principal, @Body() body: CreateIntegrationDto) {
    const integration = await this.integrations.create(caller, { name: body.name, redirectUris: body.redirect_uris, scopes: body.scopes });
    return success('Integration registered', toIntegrationResponse(integration));
  }

  @Get()
  @ApiOperation({ operationId: 'listIntegrations', summary: 'List your integrations', description: 'Mode A only.' })
  @ApiEnvelope(IntegrationResponse, { list: true, description: 'Integrations retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListIntegrationsQueryDto) {
    const page = await this.integrations.list(caller, query);
    return paged('Integrations retrieved', page.rows.map(toIntegrationResponse), page.pagination);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteIntegration',
    summary: 'Delete an integration',
    description: 'Mode A only. `id` is the client_id. Every connection to it and every token issued to it stop working.',
  })
  @ApiEnvelope(DeletedResponse, { description: 'Integration deleted' })
  async remove(@Caller() caller: Principal, @RecordId() id: string) {
    await this.integrations.delete(caller, id);
    return success('Integration deleted', { id, deleted: true });
  }
}
