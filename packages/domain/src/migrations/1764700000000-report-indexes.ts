import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aged receivables as of today read only the invoices still owing: an index of those (a few
 * among many paid ones), so the report does not read every invoice of a large business.
 */
export class ReportIndexes1764700000000 implements MigrationInterface {
  name = 'ReportIndexes1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX invoices_owing_idx ON invoices (business_id, environment, customer_id) WHERE status IN ('open', 'partially_paid')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX invoices_owing_idx');
  }
}
