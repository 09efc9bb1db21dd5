import { ApiProperty } from '@nestjs/swagger';
import { ENVIRONMENTS } from '@ledgerline/domain';

export class BusinessResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'USD' }) base_currency!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'NG' }) country!: string | null;
  @ApiProperty({ example: 'UTC' }) timezone!: string;
  @ApiProperty({ minimum: 1, maximum: 12 }) fiscal_year_start_month!: number;
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'No posting dated on or before it is accepted' }) lock_date!: string | null;
  @ApiProperty({ enum: ENVIRONMENTS, description: 'The environment of the address called' }) environment!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** A business as one environment shows it (`BusinessRepository.find`). */
export interface BusinessRow extends Omit<BusinessResponse, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

export function toBusinessResponse(row: BusinessRow): BusinessResponse {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
