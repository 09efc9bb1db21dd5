import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices, payments, customers and items by `updated_at`, as sales already are: a sync asks for the
 * records changed since its last run (`updated_since`, `sort=updated_at`), and without an index every
 * page read and sorted all of the business's records (about 70 ms a page for 100,000 invoices).
 * Journal entries get none (see docs/decisions.md, Pagination).
 */
export class UpdatedIndexes1765100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX invoices_updated_idx ON invoices (business_id, environment, updated_at, id);
      CREATE INDEX payments_updated_idx ON payments (business_id, environment, updated_at, id);
      CREATE INDEX customers_updated_idx ON customers (business_id, environment, updated_at, id);
      CREATE INDEX items_updated_idx ON items (business_id, environment, updated_at, id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX invoices_updated_idx, payments_updated_idx, customers_updated_idx, items_updated_idx');
  }
}
