/**
 * The end of a statement that queues webhook deliveries: it writes a `pending` attempt for each
 * row of `candidates` and adds its graphile-worker job in the same statement, so an attempt and
 * its job commit together or not at all. `candidates` is a query (or a CTE's name) of columns
 * business_id, environment, endpoint_id, event_id, event_type, sequence, attempt, run_at. Jobs are
 * taken in the order of their `run_at` (the moment they were queued, or the retry's time), then of
 * their id (by sequence within a statement), so an endpoint's deliveries start in sequence order;
 * no named queue serialises them (docs/webhooks.md, Order). The statement answers one row: `ids`,
 * the attempts written.
 */
export function queueDeliveries(candidates: string): string {
  return `queued AS (
       INSERT INTO webhook_deliveries (business_id, environment, id, endpoint_id, event_id, event_type, sequence, attempt, next_attempt_at)
       SELECT business_id, environment, uuid_v7(), endpoint_id, event_id, event_type, sequence, attempt, run_at FROM ${candidates} candidate
       RETURNING business_id, environment, id, endpoint_id, sequence, next_attempt_at
     )
     SELECT coalesce((SELECT array_agg(id) FROM queued), '{}') AS ids,
            (SELECT count(*)::int FROM (SELECT graphile_worker.add_jobs(specs) FROM (
               SELECT array_agg(ROW('${DELIVERY_TASK}', json_build_object('business_id', business_id, 'environment', environment, 'id', id),
                                    NULL, next_attempt_at, ${JOB_ATTEMPTS}, NULL, NULL, NULL)::graphile_worker.job_spec
                                ORDER BY sequence, id) AS specs
                 FROM queued HAVING count(*) > 0) batch) added) AS jobs`;
}

/** graphile-worker's task that makes one attempt. */
export const DELIVERY_TASK = 'webhook_delivery';

/**
 * How often graphile-worker itself runs a job whose handler threw (the database was unreachable,
 * say); a receiver's failure is not that: the handler records it and queues the next attempt.
 */
const JOB_ATTEMPTS = 25;

/** The condition on endpoint alias `w` and event alias `e` that the endpoint subscribes to the event. */
export const SUBSCRIBED = `('*' = ANY(w.events) OR e.type = ANY(w.events) OR split_part(e.type, '.', 1) || '.*' = ANY(w.events))`;
