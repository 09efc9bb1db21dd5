import { ApiProperty } from '@nestjs/swagger';

/** The fields every record carries (docs/api.md, Money, dates, identifiers). */
export class RecordResponse {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) metadata!: Record<string, string>;
  @ApiProperty({ type: 'string', nullable: true }) external_id!: string | null;
  @ApiProperty({ minimum: 1 }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}
