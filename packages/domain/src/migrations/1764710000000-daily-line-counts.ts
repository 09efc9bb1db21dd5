import type { MigrationInterface, QueryRunner } from 'typeorm';

const APPLY_LINES = (counted: boolean) => `
  CREATE OR REPLACE FUNCTION ledger_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM new_lines) ORDER BY id FOR NO KEY UPDATE;
    UPDATE accounts a SET balance = a.balance + t.net
      FROM (SELECT business_id, environment, account_id, sum(base_debit - base_credit) AS net FROM new_lines GROUP BY business_id, environment, account_id) t
     WHERE a.business_id = t.business_id AND a.environment = t.environment AND a.id = t.account_id;
    INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit${counted ? ', lines' : ''})
    SELECT business_id, environment, account_id, date, sum(base_debit), sum(base_credit)${counted ? ', count(*)' : ''}
      FROM new_lines GROUP BY business_id, environment, account_id, date
    ON CONFLICT (business_id, environment, account_id, date)
    DO UPDATE SET debit = account_daily_balances.debit + EXCLUDED.debit, credit = account_daily_balances.credit + EXCLUDED.credit${
      counted ? ', lines = account_daily_balances.lines + EXCLUDED.lines' : ''
    };
    RETURN NULL;
  END $$;`;

/**
 * Each account-day also counts its journal lines, in the same statement that adds its totals: the
 * general ledger finds the first line of any page from the counts (a few rows per account and
 * day) instead of skipping over every line before it.
 */
export class DailyLineCounts1764710000000 implements MigrationInterface {
  name = 'DailyLineCounts1764710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE account_daily_balances ADD COLUMN lines integer NOT NULL DEFAULT 0;
      UPDATE account_daily_balances d SET lines = c.lines
        FROM (SELECT business_id, environment, account_id, date, count(*) AS lines FROM journal_lines GROUP BY business_id, environment, account_id, date) c
       WHERE d.business_id = c.business_id AND d.environment = c.environment AND d.account_id = c.account_id AND d.date = c.date;
      ${APPLY_LINES(true)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`${APPLY_LINES(false)}
      ALTER TABLE account_daily_balances DROP COLUMN lines;`);
  }
}
