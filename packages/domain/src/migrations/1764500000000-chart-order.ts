import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chart of accounts lists by code (accounts without a code last, by name): an index in that
 * order, so a page of the default list reads its rows in order instead of sorting the whole chart.
 * Its expressions are those of the `code` sort (ACCOUNT_SORTS), which must stay equal to them.
 */
export class ChartOrder1764500000000 implements MigrationInterface {
  name = 'ChartOrder1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX accounts_chart_idx ON accounts (business_id, environment, ((code IS NULL)::int::text), (coalesce(code, '')), lower(name), id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX accounts_chart_idx');
  }
}
