import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shared rate-limiter counters (the PostgreSQL store of packages/rate-limiter, in the layout
 * rate-limiter-flexible expects) and the stored responses of idempotent POSTs.
 */
export class TrafficSafety1763900000000 implements MigrationInterface {
  name = 'TrafficSafety1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- Counters for one minute: not worth a write-ahead log (a crash empties the table, which
      -- only resets the current windows).
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );

      -- status and response stay NULL while the first request runs.
      CREATE TABLE idempotency_keys (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        status smallint,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (business_id, environment, key),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments ON DELETE CASCADE
      );
      CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE idempotency_keys, rate_limits');
  }
}
