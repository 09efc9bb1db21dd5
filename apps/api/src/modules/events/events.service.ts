import { Injectable } from '@nestjs/common';
import { visibleEventRecordTypes } from '@ledgerline/domain';
import { paginationOf, type Pagination } from '@ledgerline/envelope';
import type { Principal } from '../../common/principal';
import { Db } from '../../database/tx';
import { toEventResponse, type EventResponse } from './event.response';
import { EventsRepository } from './events.repository';

@Injectable()
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly events: EventsRepository,
  ) {}

  /** A page of the feed after the sequence `after`. An API key sees every event; an access token those of the record types its scopes read. */
  async list(caller: Principal, after: string, limit: number): Promise<{ events: EventResponse[]; pagination: Pagination }> {
    const filter = { after, recordTypes: caller.via === 'oauth' ? visibleEventRecordTypes(caller.scopes) : null };
    const [found, total] = await Promise.all([
      this.events.list(this.db, caller, filter, limit + 1),
      filter.recordTypes ? this.events.countCapped(this.db, caller, filter) : this.events.countAfter(this.db, caller, after),
    ]);
    const events = found.slice(0, limit).map(toEventResponse);
    return {
      events,
      pagination: paginationOf(null, limit, total, found.length > limit ? String(events.at(-1)!.sequence) : null),
    };
  }
}
