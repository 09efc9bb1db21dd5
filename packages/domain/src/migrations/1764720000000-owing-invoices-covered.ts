import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aged receivables as of today read every invoice still owing: the index of those invoices now
 * carries every column the report reads of them, so it is read alone (an index-only scan) instead
 * of fetching each invoice's row from wherever it lies among the paid ones.
 */
export class OwingInvoicesCovered1764720000000 implements MigrationInterface {
  name = 'OwingInvoicesCovered1764720000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX invoices_owing_idx;
      CREATE INDEX invoices_owing_idx ON invoices (business_id, environment, customer_id)
        INCLUDE (id, number, issue_date, due_date, currency, total, amount_paid) WHERE status IN ('open', 'partially_paid');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX invoices_owing_idx;
      CREATE INDEX invoices_owing_idx ON invoices (business_id, environment, customer_id) WHERE status IN ('open', 'partially_paid');
    `);
  }
}
