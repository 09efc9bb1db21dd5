import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (docs/webhooks.md): the endpoints a business registers, and the log of every delivery
 * attempt. The queue itself is graphile-worker's (schema `graphile_worker`, installed by `migrate`
 * after these migrations); an attempt's job is added in the transaction that writes its row.
 */
export class Webhooks1764800000000 implements MigrationInterface {
  name = 'Webhooks1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- A UUIDv7 (time-ordered, as every id of the service) made in SQL, for rows written by statements that fan out.
      CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
        SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
                 PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
      $$;

      CREATE TABLE webhook_endpoints (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        id uuid NOT NULL,
        url text NOT NULL,
        description text,
        events text[] NOT NULL DEFAULT '{*}',
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        -- AES-256-GCM: 12-byte nonce, 16-byte tag, then the secret (docs/webhooks.md, Secrets).
        secret bytea NOT NULL,
        previous_secret bytea,
        previous_secret_expires_at timestamptz,
        -- When the first of an unbroken run of failed attempts happened (null after a success).
        failing_since timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (business_id, environment, id),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments
      );

      CREATE TABLE webhook_deliveries (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        id uuid NOT NULL,
        endpoint_id uuid NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        -- Null for a test event, which is not in the feed.
        sequence bigint,
        attempt integer NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'retrying')),
        response_status integer,
        duration_ms integer,
        error text,
        next_attempt_at timestamptz,
        request_body text,
        response_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempted_at timestamptz,
        PRIMARY KEY (business_id, environment, id),
        FOREIGN KEY (business_id, environment, endpoint_id) REFERENCES webhook_endpoints ON DELETE CASCADE
      );
      CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (business_id, environment, endpoint_id, created_at DESC, id DESC);
      CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (business_id, environment, endpoint_id, event_id);
      -- Bodies are kept 30 days: the sweep finds the old ones here.
      CREATE INDEX webhook_deliveries_bodies_idx ON webhook_deliveries (attempted_at) WHERE request_body IS NOT NULL;

      -- The delivery workers alive (graphile-worker's worker ids, each seen every 10 s), so that the
      -- jobs a killed process held are unlocked within a minute rather than graphile-worker's 4 hours.
      CREATE TABLE webhook_workers (
        worker_id text PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_workers, webhook_deliveries, webhook_endpoints; DROP FUNCTION uuid_v7();`);
  }
}
