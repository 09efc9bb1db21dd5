import { ApiProperty } from '@nestjs/swagger';
import { ENVIRONMENTS, SCOPE_NAMES, type IntegrationEntity } from '@ledgerline/domain';

export class IntegrationResponse {
  @ApiProperty({ format: 'uuid', description: "The integration's public OAuth client id (also its id in paths)" }) client_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ENVIRONMENTS, description: 'Where the integration works; its secret key is your API key of this environment' }) environment!: string;
  @ApiProperty({ type: [String] }) redirect_uris!: string[];
  @ApiProperty({ isArray: true, enum: SCOPE_NAMES }) scopes!: string[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export function toIntegrationResponse(integration: IntegrationEntity): IntegrationResponse {
  return {
    client_id: integration.id,
    name: integration.name,
    environment: integration.environment,
    redirect_uris: integration.redirectUris,
    scopes: integration.scopes,
    created_at: integration.createdAt.toISOString(),
  };
}
