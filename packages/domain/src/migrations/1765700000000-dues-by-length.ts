import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each invoice owed on a day, found among the spans of about that length: each span of
 * `receivable_dues` gets a length class, `k` for a span of at most 2^k days (k from 0 to 12, about
 * eleven years), none for a span still open or longer. A day falls in a span of class `k` only if
 * the span ends within 2^k days after it, so aged receivables read, class by class, the spans
 * ending in that window (each lasts over 2^(k-1) days, so all those ending in its first half hold
 * the day), then the open and longer ones: about twice the invoices owing that day plus those open
 * now, whatever the day. By the end date alone, a day ten months back read every span ending since
 * (30,582 to find 5,051 on the benchmark's books), and PostgreSQL's generic plan could read the
 * whole table instead (docs/decisions.md, "What each invoice owed, over time").
 */
export class DuesByLength1765700000000 implements MigrationInterface {
  name = 'DuesByLength1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE receivable_dues ADD COLUMN length_class smallint GENERATED ALWAYS AS (
        CASE WHEN to_date <> 'infinity' AND to_date - from_date <= 4096
             THEN width_bucket(to_date - from_date - 1, '{1,2,4,8,16,32,64,128,256,512,1024,2048}'::int[]) END) STORED;
      DROP INDEX receivable_dues_day_idx;
      CREATE INDEX receivable_dues_day_idx ON receivable_dues (business_id, environment, length_class, to_date)
        INCLUDE (from_date, invoice_id, customer_id, number, issue_date, due_date, due);
      ANALYZE receivable_dues;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX receivable_dues_day_idx;
      ALTER TABLE receivable_dues DROP COLUMN length_class;
      CREATE INDEX receivable_dues_day_idx ON receivable_dues (business_id, environment, to_date)
        INCLUDE (from_date, invoice_id, customer_id, number, issue_date, due_date, due);
    `);
  }
}
