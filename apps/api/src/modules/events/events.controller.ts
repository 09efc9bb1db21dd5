import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { list } from '@ledgerline/envelope';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';

export class ListEventsQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Return events with a sequence number greater than this' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be an integer of at least 0' }) @Min(0, { message: 'must be an integer of at least 0' })
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be an integer from 1 to 100' }) @Min(1, { message: 'must be an integer from 1 to 100' }) @Max(100, { message: 'must be an integer from 1 to 100' })
  limit?: number;
}

export class EventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Gap-free, per business and environment, in commit order of the changes' }) sequence!: number;
  @ApiProperty({ example: 'invoice.paid' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The full record after the change' }) data!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

@ApiTags('Events')
@RequireScope('events:read')
@Controller('events')
export class EventsController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get()
  @ApiOperation({
    summary: 'Replay events in order',
    description: 'Every change to a record, oldest first, after `after`. Pass the last `sequence` you processed (also given as `pagination.next_cursor`) to continue; there is no look-back limit.',
  })
  @ApiEnvelope(EventResponse, { list: true, description: 'Events retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListEventsQueryDto) {
    const after = query.after ?? 0;
    const limit = query.limit ?? 10;
    const [rows, [{ last }]] = await Promise.all([
      this.db.query(
        `SELECT id, sequence::int AS sequence, type, data, created_at FROM events
          WHERE business_id = $1 AND environment = $2 AND sequence > $3 ORDER BY sequence LIMIT $4`,
        [caller.businessId, caller.environment, after, limit],
      ),
      this.db.query('SELECT event_sequence::int AS last FROM business_environments WHERE business_id = $1 AND environment = $2', [caller.businessId, caller.environment]),
    ]);
    const events: EventResponse[] = rows.map((row: EventResponse & { created_at: Date }) => ({ ...row, created_at: row.created_at.toISOString() }));
    const lastSeen = events.at(-1)?.sequence ?? after;
    return list('Events retrieved', events, {
      page: null,
      limit,
      total: last,
      total_pages: Math.ceil(last / limit),
      next_cursor: lastSeen < last ? String(lastSeen) : null,
    });
  }
}
