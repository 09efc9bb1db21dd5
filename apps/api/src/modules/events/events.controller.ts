import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged } from '@ledgerline/envelope';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { RequireScope } from '../../common/scopes';
import { ListEventsQueryDto } from './dto/event.dto';
import { EVENT_UNION } from './event.response';
import { EventsService } from './events.service';

@ApiTags('Events')
@RequireScope('events:read')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listEvents',
    summary: 'Replay events in order',
    description:
      'Every change to a record, oldest first, after `after`; there is no look-back limit. Each event is one of the documented types, ' +
      'told apart by `type`; its `data` is the record of that type as the API answers it, after the change (for a delete, as it was). ' +
      '`pagination.next_cursor` is the `after` of the next page (the last sequence of this one, as a string of digits), null when no event follows yet; ' +
      'to wait for new events, ask again later with the `sequence` of the last event you processed. ' +
      '`pagination.total` is the number of events after `after` you may see (`total_pages` counts pages of `limit` from there; `page` is null): ' +
      'exact with an API key; with an access token counted up to 10000 (10000 means that many or more). ' +
      'An access token sees an event only if it may read the record: `account.*` with `accounts:read`, `customer.*` with `customers:read`, ' +
      '`item.*` and `tax_rate.*` with `items:read`, `sale.*` with `sales:read`, `invoice.*` and `payment.*` with `invoices:read`, ' +
      '`journal_entry.*` with `journals:read`, `webhook_endpoint.*` with `webhooks:read`; `business.*` with `events:read` alone. The sequence numbers it sees then have gaps.',
  })
  @ApiEnvelope(EVENT_UNION, { list: true, description: 'Events retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListEventsQueryDto) {
    const { events, pagination } = await this.events.list(caller, query.after ?? '0', query.limit ?? 10);
    return paged('Events retrieved', events, pagination);
  }
}
