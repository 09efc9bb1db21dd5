import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report as of a date subtracts what was posted after it: this index reads only those
 * account-days (none for today) instead of every day the business has posted on.
 */
export class DailyBalanceDates1764200000000 implements MigrationInterface {
  name = 'DailyBalanceDates1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'CREATE INDEX account_daily_balances_date_idx ON account_daily_balances (business_id, environment, date) INCLUDE (account_id, debit, credit)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX account_daily_balances_date_idx');
  }
}
