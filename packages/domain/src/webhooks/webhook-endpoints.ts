import type { RunSql } from '../database/events';
import { scoped } from '../database/sql';
import type { Scope } from '../tenant';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { queueDeliveries } from './webhook-queue';

// The webhook statements both apps run: the API's routes, and the owner pages of the auth app.

/** An endpoint as the API shows it and its events carry it: never its secret. */
export interface WebhookEndpointRecord {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export function webhookEndpointRecord(endpoint: WebhookEndpointEntity): WebhookEndpointRecord {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    version: endpoint.version,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}

/** The select list of an endpoint row (alias `w`) under the entity's property names. */
export const WEBHOOK_ENDPOINT_COLUMNS = `w.id, w.business_id AS "businessId", w.environment, w.url, w.description, w.events, w.enabled,
  w.disabled_reason AS "disabledReason", w.secret, w.previous_secret AS "previousSecret", w.previous_secret_expires_at AS "previousSecretExpiresAt",
  w.failing_since AS "failingSince", w.version, w.created_at AS "createdAt", w.updated_at AS "updatedAt"`;

export type NewWebhookEndpoint = Pick<WebhookEndpointEntity, 'id' | 'url' | 'description' | 'events' | 'enabled' | 'secret'>;

/** A new endpoint; its id is chosen by the caller, which seals the secret with it (`sealSecret`). */
export async function insertWebhookEndpoint(run: RunSql, scope: Scope, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointEntity> {
  const q = scoped(scope);
  const [row] = await run<WebhookEndpointEntity>(
    `INSERT INTO webhook_endpoints AS w (business_id, environment, id, url, description, events, enabled, secret)
     VALUES (${q.business}, ${q.environment}, ${q.param(endpoint.id)}, ${q.param(endpoint.url)}, ${q.param(endpoint.description)},
             ${q.param(endpoint.events)}, ${q.param(endpoint.enabled)}, ${q.param(endpoint.secret)})
     RETURNING ${WEBHOOK_ENDPOINT_COLUMNS}`,
    q,
  );
  return row;
}

/**
 * Queues another attempt at the event of attempt `deliveryId` of the endpoint, to run at `runAt`
 * (null: now), and answers the new attempt's id; undefined when the endpoint has no such attempt.
 */
export async function queueAttemptAgain(run: RunSql, scope: Scope, endpointId: string, deliveryId: string, runAt: Date | null): Promise<string | undefined> {
  const q = scoped(scope);
  const next = `(SELECT d.business_id, d.environment, d.endpoint_id, d.event_id, d.event_type, d.sequence,
                        (SELECT max(a.attempt) + 1 FROM webhook_deliveries a
                          WHERE a.business_id = d.business_id AND a.environment = d.environment AND a.endpoint_id = d.endpoint_id AND a.event_id = d.event_id) AS attempt,
                        coalesce(${q.param(runAt)}::timestamptz, clock_timestamp()) AS run_at
                   FROM webhook_deliveries d WHERE ${q.tenant('d')} AND d.endpoint_id = ${q.param(endpointId)} AND d.id = ${q.param(deliveryId)})`;
  const [{ ids }] = await run<{ ids: string[] }>(`WITH ${queueDeliveries(next)}`, q);
  return ids[0];
}
