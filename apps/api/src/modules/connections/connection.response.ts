import { ApiProperty } from '@nestjs/swagger';
import { ENVIRONMENTS, SCOPE_NAMES, type ConnectionEntity } from '@ledgerline/domain';

export class ConnectionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The client_id of the integration you authorized' }) client_id!: string;
  @ApiProperty() integration_name!: string;
  @ApiProperty({ enum: ENVIRONMENTS }) environment!: string;
  @ApiProperty({ isArray: true, enum: SCOPE_NAMES, description: 'What you allowed it to do' }) scopes!: string[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When you last authorized it' }) updated_at!: string;
}

export function toConnectionResponse(connection: ConnectionEntity): ConnectionResponse {
  return {
    id: connection.id,
    client_id: connection.integrationId,
    integration_name: connection.integration.name,
    environment: connection.environment,
    scopes: connection.scopes,
    created_at: connection.createdAt.toISOString(),
    updated_at: connection.updatedAt.toISOString(),
  };
}
