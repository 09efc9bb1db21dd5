import { newId } from '../ids';
import type { Scope } from '../tenant';
import { queueDeliveries, SUBSCRIBED } from '../webhooks/webhook-queue';
import { Sql } from './sql';

/** Runs one statement of a transaction and answers its rows: the API's `Tx`, an EntityManager in the auth app. */
export type RunSql = <Row = Record<string, unknown>>(text: string, sql: Sql) => Promise<Row[]>;

export interface NewEvent {
  scope: Scope;
  type: string;
  data: object;
}

/**
 * Appends events, of any tenants, to the feed in one statement, each with the next gap-free
 * sequence number of its business and environment, and queues a webhook delivery of each to every
 * enabled endpoint of its tenant that subscribes to it (`queueDeliveries`): in the same statement,
 * so a committed event always reaches the queue. The tenants' sequence rows are locked in
 * tenant order (the last locks a writing transaction takes: after its postings' balance rows) and
 * serialise the tenant's writers until they commit. Just before its row, each tenant's
 * transaction-level advisory lock is taken (in the same order, after the sort): writers of a busy
 * tenant queue on it, granted one per commit, rather than all waking and retrying on the row at
 * every commit, as `addToCounters` does for counters.
 */
export async function insertEvents(run: RunSql, events: NewEvent[]): Promise<void> {
  const q = new Sql();
  const column = (value: (event: NewEvent) => unknown) => q.param(events.map(value));
  await run(
    `WITH new AS (
       SELECT * FROM unnest(${column((e) => e.scope.businessId)}::uuid[], ${column((e) => e.scope.environment)}::text[], ${column(() => newId())}::uuid[],
                            ${column((e) => e.type)}::text[], ${column((e) => JSON.stringify(e.data))}::jsonb[])
                WITH ORDINALITY AS new(business_id, environment, id, type, data, i)
     ), tenants AS (
       SELECT business_id, environment, count(*) AS events,
              pg_advisory_xact_lock(hashtext('event_sequence'), hashtext(business_id::text || environment)) AS queued
         FROM new GROUP BY business_id, environment ORDER BY business_id, environment
     ), sequences AS (
       UPDATE business_environments b SET event_sequence = b.event_sequence + t.events
         FROM (SELECT b.business_id, b.environment, tenants.events FROM business_environments b JOIN tenants USING (business_id, environment)
                ORDER BY b.business_id, b.environment FOR NO KEY UPDATE OF b) t
        WHERE b.business_id = t.business_id AND b.environment = t.environment
       RETURNING b.business_id, b.environment, b.event_sequence
     ), inserted AS (
       INSERT INTO events (business_id, environment, sequence, id, type, data)
       SELECT new.business_id, new.environment, s.event_sequence - count(*) OVER tenant + row_number() OVER (tenant ORDER BY new.i), new.id, new.type, new.data
         FROM new JOIN sequences s USING (business_id, environment)
       WINDOW tenant AS (PARTITION BY new.business_id, new.environment)
       RETURNING business_id, environment, sequence, id, type
     ), subscribed AS (
       SELECT e.business_id, e.environment, w.id AS endpoint_id, e.id AS event_id, e.type AS event_type, e.sequence, 1 AS attempt, clock_timestamp() AS run_at
         FROM inserted e JOIN webhook_endpoints w ON w.business_id = e.business_id AND w.environment = e.environment
        WHERE w.enabled AND ${SUBSCRIBED}
     ), ${queueDeliveries('subscribed')}`,
    q,
  );
}
