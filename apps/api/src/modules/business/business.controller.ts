import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { success } from '@ledgerline/envelope';
import { IfMatch } from '../../common/etag';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { AnyScope, ApiKeyOnly } from '../../common/scopes';
import { BusinessResponse } from './business.response';
import { BusinessService } from './business.service';
import { UpdateBusinessDto } from './dto/business.dto';

@ApiTags('Business')
@Controller('business')
export class BusinessController {
  constructor(private readonly business: BusinessService) {}

  @Get()
  @AnyScope()
  @ApiOperation({
    operationId: 'retrieveBusiness',
    summary: 'The calling business',
    description: 'Mode B: any access token of the business, whatever its scopes. `version`, `updated_at` and `lock_date` are those of the environment called.',
  })
  @ApiEnvelope(BusinessResponse, { description: 'Business retrieved' })
  async get(@Caller() caller: Principal) {
    return success('Business retrieved', await this.business.find(caller));
  }

  @Put()
  @ApiKeyOnly()
  @ApiOperation({
    operationId: 'updateBusiness',
    summary: 'Update the calling business',
    description:
      'Name, time zone, country, fiscal year start and base currency (while nothing is posted in either environment) are shared by both environments: ' +
      'only the production key changes them, and the change moves the version of both and records `business.updated` in both event feeds. ' +
      "A sandbox key that sends any of them gets 403 `forbidden`. `lock_date` is per environment: each environment's own key sets it.",
  })
  @ApiEnvelope(BusinessResponse, { description: 'Business updated' })
  async update(@Caller() caller: Principal, @Body() body: UpdateBusinessDto, @IfMatch() version?: number) {
    return success('Business updated', await this.business.update(caller, body, version));
  }
}
