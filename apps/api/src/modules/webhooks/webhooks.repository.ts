import { Injectable } from '@nestjs/common';
import {
  insertWebhookEndpoint,
  newId,
  queueAttemptAgain,
  queueDeliveries,
  SUBSCRIBED,
  WebhookEndpointEntity,
  type Environment,
  type NewWebhookEndpoint,
  type Scope,
} from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import { RecordTable } from '../../database/record-table';
import { scoped, Sql } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { DELIVERY_SORTS, WEBHOOK_SORTS, type ListDeliveriesQueryDto, type ListWebhooksQueryDto } from './dto/webhook.dto';
import type { DeliveryRow } from './webhook.response';

export type EndpointChanges = Partial<
  Pick<
    WebhookEndpointEntity,
    'url' | 'description' | 'events' | 'enabled' | 'disabledReason' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt' | 'failingSince'
  >
>;

const DELIVERY_COLUMNS = `d.id, d.endpoint_id, d.event_id, d.event_type, d.sequence::text AS sequence, d.attempt, d.status, d.response_status,
  d.duration_ms, d.error, d.next_attempt_at, d.request_body, d.response_body, d.created_at, d.attempted_at`;

/** Which attempt a delivery job makes (its payload), of any tenant. */
export interface AttemptKey {
  business_id: string;
  environment: Environment;
  id: string;
}

/** What the delivery worker reads to make an attempt: the attempt, its event, and its endpoint's address, state and secrets. */
export interface AttemptRow extends AttemptKey {
  endpoint_id: string;
  event_id: string;
  event_type: string;
  sequence: string | null;
  attempt: number;
  status: DeliveryRow['status'];
  event_data: Record<string, unknown> | null;
  event_created_at: Date;
  url: string;
  enabled: boolean;
  secret: Buffer;
  previous_secret: Buffer | null;
  previous_secret_expires_at: Date | null;
}

/** What an attempt came to, as the log keeps it. */
export interface AttemptRecord extends AttemptKey {
  status: 'succeeded' | 'failed' | 'retrying';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
  requestBody: string;
  responseBody: string | null;
}

/** Every webhooks query, each scoped to one business and environment. */
@Injectable()
export class WebhooksRepository {
  private readonly table: RecordTable<WebhookEndpointEntity>;

  constructor(db: Db) {
    this.table = new RecordTable(db.source, WebhookEndpointEntity, 'w');
  }

  list(db: Queryable, scope: Scope, query: ListWebhooksQueryDto): Promise<Page<WebhookEndpointEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('w')];
    if (query.updated_since) where.push(`w.updated_at >= ${q.param(query.updated_since)}`);
    return paginate(db, { from: 'webhook_endpoints w', alias: 'w', columns: this.table.columns, where, params: q }, query, WEBHOOK_SORTS, '-created_at');
  }

  find(db: Queryable, scope: Scope, id: string): Promise<WebhookEndpointEntity | null> {
    return this.table.find(db, scope, id);
  }

  /**
   * The endpoint locked for a change, a delete or a failed attempt's outcome: `FOR NO KEY UPDATE`,
   * which the key-share lock of each new delivery's foreign key does not wait for, so that events
   * keep being written meanwhile.
   */
  lock(tx: Tx, scope: Scope, id: string): Promise<WebhookEndpointEntity | null> {
    return this.table.find(tx, scope, id, 'FOR NO KEY UPDATE');
  }

  insert(tx: Tx, scope: Scope, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointEntity> {
    return insertWebhookEndpoint((text, sql) => tx.query(text, sql), scope, endpoint);
  }

  update(tx: Tx, scope: Scope, id: string, changes: EndpointChanges): Promise<WebhookEndpointEntity> {
    return this.table.update(tx, scope, id, changes);
  }

  /** When the endpoint's run of failures began (a success ends it: `recordAttempts`); bookkeeping, so no new version. */
  async setFailingSince(tx: Tx, scope: Scope, id: string, since: Date): Promise<void> {
    const q = scoped(scope);
    await tx.query(`UPDATE webhook_endpoints SET failing_since = ${q.param(since)} WHERE ${q.tenant()} AND id = ${q.param(id)}`, q);
  }

  delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    return this.table.delete(tx, scope, id);
  }

  /** An endpoint's attempts, newest first, filtered by `status` and `event_type`. */
  deliveries(db: Queryable, scope: Scope, endpointId: string, query: ListDeliveriesQueryDto): Promise<Page<DeliveryRow>> {
    const q = scoped(scope);
    const where = [q.tenant('d'), `d.endpoint_id = ${q.param(endpointId)}`];
    if (query.status) where.push(`d.status = ${q.param(query.status)}`);
    if (query.event_type) where.push(`d.event_type = ${q.param(query.event_type)}`);
    if (query.updated_since) where.push(`coalesce(d.attempted_at, d.created_at) >= ${q.param(query.updated_since)}`);
    return paginate(db, { from: 'webhook_deliveries d', alias: 'd', columns: DELIVERY_COLUMNS, where, params: q }, query, DELIVERY_SORTS, '-created_at');
  }

  deliveriesByIds(db: Queryable, scope: Scope, ids: string[]): Promise<DeliveryRow[]> {
    const q = scoped(scope);
    return db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE ${q.tenant('d')} AND d.id = ANY(${q.param(ids)}::uuid[])`, q);
  }

  async delivery(db: Queryable, scope: Scope, endpointId: string, id: string): Promise<DeliveryRow | null> {
    const q = scoped(scope);
    const [row] = await db.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE ${q.tenant('d')} AND d.endpoint_id = ${q.param(endpointId)} AND d.id = ${q.param(id)}`,
      q,
    );
    return row ?? null;
  }

  /** Queues another attempt at the event of attempt `id`, to run at `runAt` (null: now), and answers it. */
  async queueAttempt(tx: Tx, scope: Scope, endpointId: string, id: string, runAt: Date | null): Promise<DeliveryRow> {
    const next = await queueAttemptAgain((text, sql) => tx.query(text, sql), scope, endpointId, id, runAt);
    const [delivery] = await this.deliveriesByIds(tx, scope, [next!]);
    return delivery;
  }

  /** Queues an attempt at every event after `afterSequence` that the endpoint subscribes to; answers how many. */
  async queueRecovery(tx: Tx, scope: Scope, endpointId: string, afterSequence: string): Promise<number> {
    const q = scoped(scope);
    const [row] = await tx.query<{ ids: string[] }>(
      `WITH candidates AS (
         SELECT e.business_id, e.environment, w.id AS endpoint_id, e.id AS event_id, e.type AS event_type, e.sequence,
                1 + (SELECT count(*) FROM webhook_deliveries a
                      WHERE a.business_id = w.business_id AND a.environment = w.environment AND a.endpoint_id = w.id AND a.event_id = e.id)::int AS attempt,
                clock_timestamp() AS run_at
           FROM webhook_endpoints w JOIN events e ON e.business_id = w.business_id AND e.environment = w.environment
          WHERE ${q.tenant('w')} AND w.id = ${q.param(endpointId)} AND e.sequence > ${q.param(afterSequence)} AND ${SUBSCRIBED}
       ), ${queueDeliveries('candidates')}`,
      q,
    );
    return row.ids.length;
  }

  /** Queues a `webhook.test` event (not in the feed) for the endpoint and answers its attempt. */
  async queueTest(tx: Tx, scope: Scope, endpointId: string): Promise<DeliveryRow> {
    const q = scoped(scope);
    const test = `(SELECT ${q.business}::uuid AS business_id, ${q.environment}::text AS environment, ${q.param(endpointId)}::uuid AS endpoint_id,
                          ${q.param(newId())}::uuid AS event_id, 'webhook.test' AS event_type, NULL::bigint AS sequence, 1 AS attempt, clock_timestamp() AS run_at)`;
    const [{ ids }] = await tx.query<{ ids: string[] }>(`WITH ${queueDeliveries(test)}`, q);
    const [delivery] = await this.deliveriesByIds(tx, scope, ids);
    return delivery;
  }

  /**
   * The attempts `keys` (of any tenants; each matched on its business, environment and id), each
   * with its event (null data: a test event, not in the feed) and its endpoint, in one statement.
   * An attempt gone with its endpoint is not among them.
   */
  attempts(db: Queryable, keys: readonly AttemptKey[]): Promise<AttemptRow[]> {
    const q = new Sql();
    const column = (value: (key: AttemptKey) => string) => q.param(keys.map(value));
    return db.query<AttemptRow>(
      `SELECT d.business_id, d.environment, d.id, d.endpoint_id, d.event_id, d.event_type, d.sequence::text AS sequence, d.attempt, d.status,
              e.data AS event_data, coalesce(e.created_at, d.created_at) AS event_created_at,
              w.url, w.enabled, w.secret, w.previous_secret, w.previous_secret_expires_at
         FROM unnest(${column((k) => k.business_id)}::uuid[], ${column((k) => k.environment)}::text[], ${column((k) => k.id)}::uuid[]) AS k(business_id, environment, id)
         JOIN webhook_deliveries d ON d.business_id = k.business_id AND d.environment = k.environment AND d.id = k.id
         JOIN webhook_endpoints w ON w.business_id = d.business_id AND w.environment = d.environment AND w.id = d.endpoint_id
         LEFT JOIN events e ON e.business_id = d.business_id AND e.environment = d.environment AND e.sequence = d.sequence`,
      q,
    );
  }

  /**
   * Records what attempts (of any tenants) came to, in one statement; a success also ends its
   * endpoint's run of failures.
   */
  async recordAttempts(db: Queryable, records: readonly AttemptRecord[]): Promise<void> {
    const q = new Sql();
    const column = (value: (record: AttemptRecord) => unknown) => q.param(records.map(value));
    await db.query(
      `WITH made AS (
         UPDATE webhook_deliveries d
            SET status = r.status, response_status = r.response_status, duration_ms = r.duration_ms, error = r.error,
                next_attempt_at = r.next_attempt_at, request_body = r.request_body, response_body = r.response_body, attempted_at = now()
           FROM unnest(${column((r) => r.business_id)}::uuid[], ${column((r) => r.environment)}::text[], ${column((r) => r.id)}::uuid[],
                       ${column((r) => r.status)}::text[], ${column((r) => r.responseStatus)}::int[], ${column((r) => r.durationMs)}::int[],
                       ${column((r) => r.error)}::text[], ${column((r) => r.nextAttemptAt)}::timestamptz[], ${column((r) => r.requestBody)}::text[],
                       ${column((r) => r.responseBody)}::text[])
                AS r(business_id, environment, id, status, response_status, duration_ms, error, next_attempt_at, request_body, response_body)
          WHERE d.business_id = r.business_id AND d.environment = r.environment AND d.id = r.id
         RETURNING d.business_id, d.environment, d.endpoint_id, d.status
       )
       UPDATE webhook_endpoints w SET failing_since = NULL
        WHERE w.failing_since IS NOT NULL
          AND (w.business_id, w.environment, w.id) IN (SELECT business_id, environment, endpoint_id FROM made WHERE status = 'succeeded')`,
      q,
    );
  }

  /**
   * Forgets the request and response bodies of attempts queued more than 30 days ago (every
   * tenant: a daily maintenance job). It looks 30 days further back, so that days it did not run
   * are caught up.
   */
  async forgetOldBodies(db: Queryable): Promise<void> {
    await db.query(
      `UPDATE webhook_deliveries SET request_body = NULL, response_body = NULL
        WHERE created_at >= now() - interval '60 days' AND created_at < now() - interval '30 days'
          AND (request_body IS NOT NULL OR response_body IS NOT NULL)`,
    );
  }

  /** Notes that these delivery workers are alive. */
  async heartbeat(db: Queryable, workerIds: string[]): Promise<void> {
    const q = new Sql();
    await db.query(
      `INSERT INTO webhook_workers (worker_id) SELECT unnest(${q.param(workerIds)}::text[]) ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
      q,
    );
  }

  /** Unlocks the jobs of workers not seen for `seconds` (their process was killed), so that other workers take them. */
  async unlockDeadWorkers(db: Queryable, seconds: number): Promise<void> {
    const q = new Sql();
    await db.query(
      `WITH dead AS (DELETE FROM webhook_workers WHERE seen_at < now() - make_interval(secs => ${q.param(seconds)}) RETURNING worker_id)
       SELECT graphile_worker.force_unlock_workers(array(SELECT worker_id FROM dead))`,
      q,
    );
  }
}
