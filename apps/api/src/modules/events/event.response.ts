import { ApiProperty } from '@nestjs/swagger';

export class EventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Gap-free, per business and environment, in commit order of the changes' }) sequence!: number;
  @ApiProperty({ example: 'invoice.paid' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The full record after the change' }) data!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export interface EventRow extends Omit<EventResponse, 'created_at'> {
  created_at: Date;
}

export function toEventResponse(row: EventRow): EventResponse {
  return { ...row, created_at: row.created_at.toISOString() };
}
