import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers in the order of their case-insensitive name, then id: the customers list's `name` sort,
 * and the order aged receivables page their customers in. Without it a page of either read and
 * sorted every customer of the business.
 */
export class CustomerNameIndex1765500000000 implements MigrationInterface {
  name = 'CustomerNameIndex1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX customers_name_idx ON customers (business_id, environment, lower(name), id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX customers_name_idx');
  }
}
