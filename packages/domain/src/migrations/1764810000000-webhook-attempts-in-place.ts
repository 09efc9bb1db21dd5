import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An attempt's row is written when the attempt is queued and updated once, when it is made. No
 * index covers a column that update sets, and each page keeps room for it, so PostgreSQL updates
 * the row in place (a heap-only tuple: no new index entries). The 30-day sweep of bodies finds
 * old attempts by when they were queued, which never changes, instead of by when they were made.
 */
export class WebhookAttemptsInPlace1764810000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX webhook_deliveries_bodies_idx;
      CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);
      ALTER TABLE webhook_deliveries SET (fillfactor = 60);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE webhook_deliveries RESET (fillfactor);
      DROP INDEX webhook_deliveries_created_idx;
      CREATE INDEX webhook_deliveries_bodies_idx ON webhook_deliveries (attempted_at) WHERE request_body IS NOT NULL;
    `);
  }
}
