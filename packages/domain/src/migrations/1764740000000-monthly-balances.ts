import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The statement trigger keeping balances; `lockedAccounts` picks the lines' accounts to lock (TenantKeys1764900000000 names them by their key). */
export const APPLY_LINES = (monthly: boolean, lockedAccounts = 'id IN (SELECT account_id FROM new_lines)') => `
  CREATE OR REPLACE FUNCTION ledger_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM accounts WHERE ${lockedAccounts} ORDER BY id FOR NO KEY UPDATE;
    UPDATE accounts a SET balance = a.balance + t.net
      FROM (SELECT business_id, environment, account_id, sum(base_debit - base_credit) AS net FROM new_lines GROUP BY business_id, environment, account_id) t
     WHERE a.business_id = t.business_id AND a.environment = t.environment AND a.id = t.account_id;
    INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit, lines)
    SELECT business_id, environment, account_id, date, sum(base_debit), sum(base_credit), count(*)
      FROM new_lines GROUP BY business_id, environment, account_id, date
    ON CONFLICT (business_id, environment, account_id, date)
    DO UPDATE SET debit = account_daily_balances.debit + EXCLUDED.debit, credit = account_daily_balances.credit + EXCLUDED.credit,
                  lines = account_daily_balances.lines + EXCLUDED.lines;${
                    monthly
                      ? `
    INSERT INTO account_monthly_balances (business_id, environment, account_id, month, debit, credit, lines)
    SELECT business_id, environment, account_id, date_trunc('month', date)::date, sum(base_debit), sum(base_credit), count(*)
      FROM new_lines GROUP BY business_id, environment, account_id, date_trunc('month', date)::date
    ON CONFLICT (business_id, environment, account_id, month)
    DO UPDATE SET debit = account_monthly_balances.debit + EXCLUDED.debit, credit = account_monthly_balances.credit + EXCLUDED.credit,
                  lines = account_monthly_balances.lines + EXCLUDED.lines;`
                      : ''
                  }
    RETURN NULL;
  END $$;`;

/**
 * Each account-month also keeps its totals and line count, in the statement that keeps its days':
 * a report over whole months (a balance sheet's year to date, a profit and loss's monthly columns,
 * a general ledger's years) adds a row per month instead of one per day.
 */
export class MonthlyBalances1764740000000 implements MigrationInterface {
  name = 'MonthlyBalances1764740000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE account_monthly_balances (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        account_id uuid NOT NULL,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        debit numeric NOT NULL DEFAULT 0,
        credit numeric NOT NULL DEFAULT 0,
        lines integer NOT NULL DEFAULT 0,
        PRIMARY KEY (business_id, environment, account_id, month),
        FOREIGN KEY (business_id, environment, account_id) REFERENCES accounts (business_id, environment, id)
      );
      INSERT INTO account_monthly_balances (business_id, environment, account_id, month, debit, credit, lines)
      SELECT business_id, environment, account_id, date_trunc('month', date)::date, sum(debit), sum(credit), sum(lines)
        FROM account_daily_balances GROUP BY business_id, environment, account_id, date_trunc('month', date)::date;
      ${APPLY_LINES(true)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`${APPLY_LINES(false)}
      DROP TABLE account_monthly_balances;`);
  }
}
