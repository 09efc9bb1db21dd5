import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { displayPrefix, ENVIRONMENTS } from '@ledgerline/domain';
import { success } from '@ledgerline/envelope';
import { ApiEnvelope } from '../../common/openapi';
import { Idempotent, SecretResponse } from '../../common/idempotency';
import { Caller, type Principal } from '../../common/principal';
import { ApiKeyOnly } from '../../common/scopes';
import { KeysService } from './keys.service';

export class RolledKeyResponse {
  @ApiProperty({ enum: ENVIRONMENTS }) environment!: string;
  @ApiProperty({ description: 'The new key, shown this once', example: 'sk_test_…' }) key!: string;
  @ApiProperty({ example: 'sk_test_AbCd' }) prefix!: string;
}

@ApiTags('Keys')
@ApiKeyOnly()
@Controller('keys')
export class KeysController {
  constructor(private readonly keys: KeysService) {}

  @Post('roll')
  @Idempotent()
  @HttpCode(201)
  @SecretResponse()
  @ApiOperation({
    operationId: 'rollApiKey',
    summary: 'Roll the API key of the calling environment',
    description: 'Mode A only. The old key stops working at once; the new one is shown only in this response.',
  })
  @ApiEnvelope(RolledKeyResponse, { status: 201, description: 'Key rolled' })
  async roll(@Caller() caller: Principal) {
    const key = await this.keys.roll(caller);
    return success('Key rolled', { environment: caller.environment, key, prefix: displayPrefix(key) });
  }
}
