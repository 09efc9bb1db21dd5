import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { visibleEventRecordTypes } from '@ledgerline/domain';
import { list } from '@ledgerline/envelope';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { ApiEnvelope } from '../../common/openapi';
import { countCapped } from '../../common/pagination';
import { Sql } from '../../database/sql';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';

/** A sequence number as text: 0 or more, at most 18 digits (a bigint). */
const SEQUENCE = /^[0-9]{1,18}$/;

export class ListEventsQueryDto {
  @ApiPropertyOptional({
    type: 'string',
    pattern: SEQUENCE.source,
    default: '0',
    description:
      'Return the events with a sequence number greater than this: `0` (the start), the previous page’s `pagination.next_cursor`, or the `sequence` of the last event you processed',
  })
  @IsOptional()
  @Matches(SEQUENCE, { message: 'must be a sequence number of 0 or more, such as the next_cursor of the previous page' })
  after?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer from 1 to 100' })
  @Min(1, { message: 'must be an integer from 1 to 100' })
  @Max(100, { message: 'must be an integer from 1 to 100' })
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
    description:
      'Every change to a record, oldest first, after `after`; there is no look-back limit. ' +
      '`pagination.next_cursor` is the `after` of the next page (the last sequence of this one), null when no event follows yet; ' +
      'to wait for new events, ask again later with the `sequence` of the last event you processed. ' +
      '`pagination.total` is the number of events after `after` you may see (`total_pages` counts pages of `limit` from there; `page` is null): ' +
      'exact with an API key; with an access token counted up to 10000 (10000 means that many or more). ' +
      'An access token sees an event only if it may read the record: `account.*` with `accounts:read`, `customer.*` with `customers:read`, ' +
      '`item.*` and `tax_rate.*` with `items:read`, `sale.*` with `sales:read`, `invoice.*` and `payment.*` with `invoices:read`, ' +
      '`journal_entry.*` with `journals:read`; `business.*` with `events:read` alone. The sequence numbers it sees then have gaps.',
  })
  @ApiEnvelope(EventResponse, { list: true, description: 'Events retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListEventsQueryDto) {
    const after = query.after ?? '0';
    const limit = query.limit ?? 10;
    // An API key sees every event; an access token those of the record types its scopes read.
    const recordTypes = caller.via === 'oauth' ? visibleEventRecordTypes(caller.scopes) : null;
    const visible = "business_id = $1 AND environment = $2 AND sequence > $3 AND ($4::text[] IS NULL OR split_part(type, '.', 1) = ANY($4::text[]))";
    const params = [caller.businessId, caller.environment, after, recordTypes];
    const [found, total] = await Promise.all([
      this.db.query(`SELECT id, sequence::int AS sequence, type, data, created_at FROM events WHERE ${visible} ORDER BY sequence LIMIT $5`, [
        ...params,
        limit + 1,
      ]),
      recordTypes
        ? countCapped(this.db, 'events', visible, Object.assign(new Sql(), { values: params }))
        : this.db
            .query('SELECT greatest(event_sequence - $3, 0)::int AS total FROM business_environments WHERE business_id = $1 AND environment = $2', [
              caller.businessId,
              caller.environment,
              after,
            ])
            .then(([row]: { total: number }[]) => row.total),
    ]);
    const events: EventResponse[] = found
      .slice(0, limit)
      .map((row: EventResponse & { created_at: Date }) => ({ ...row, created_at: row.created_at.toISOString() }));
    return list('Events retrieved', events, {
      page: null,
      limit,
      total,
      total_pages: Math.ceil(total / limit),
      next_cursor: found.length > limit ? String(events.at(-1)!.sequence) : null,
    });
  }
}
