import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { countCapped } from '../../common/pagination';
import { scoped, type ScopedSql } from '../../database/sql';
import type { Queryable } from '../../database/tx';
import type { EventRow } from './event.response';

/** Which events of the feed: those after the sequence `after`, of the record types `recordTypes` (null: every type). */
export interface EventFilter {
  after: string;
  recordTypes: readonly string[] | null;
}

/** The condition of statement `q` that selects the events of `filter`. */
function visible(q: ScopedSql, { after, recordTypes }: EventFilter): string {
  const types = q.param(recordTypes);
  return `${q.tenant()} AND sequence > ${q.param(after)} AND (${types}::text[] IS NULL OR split_part(type, '.', 1) = ANY(${types}::text[]))`;
}

/** The event feed of one business and environment. */
@Injectable()
export class EventsRepository {
  /** The events of `filter`, oldest first, at most `limit`. */
  list(db: Queryable, scope: Scope, filter: EventFilter, limit: number): Promise<EventRow[]> {
    const q = scoped(scope);
    return db.query<EventRow>(
      `SELECT id, sequence::int AS sequence, type, data, created_at FROM events WHERE ${visible(q, filter)} ORDER BY sequence LIMIT ${q.param(limit)}`,
      q,
    );
  }

  /** How many events `filter` selects, counted up to COUNT_CAP. */
  countCapped(db: Queryable, scope: Scope, filter: EventFilter): Promise<number> {
    const q = scoped(scope);
    return countCapped(db, 'events', visible(q, filter), q);
  }

  /** How many events follow the sequence `after` (every type), from the business's event sequence: no count. */
  async countAfter(db: Queryable, scope: Scope, after: string): Promise<number> {
    const q = scoped(scope);
    const [row] = await db.query<{ total: number }>(
      `SELECT greatest(event_sequence - ${q.param(after)}, 0)::int AS total FROM business_environments WHERE ${q.tenant()}`,
      q,
    );
    return row.total;
  }
}
