import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A business's system accounts (Cash, Sales, Rounding, …: one of each subtype) are found by their
 * subtype on every sale, invoice and payment. This index finds each at once, however many accounts
 * the business has added, and keeps it one per subtype.
 */
export class SystemAccounts1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE UNIQUE INDEX accounts_system_key ON accounts (business_id, environment, subtype) WHERE system');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX accounts_system_key');
  }
}
