import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The posting hot path (issue 3's speed figures):
 * - balances move once per statement rather than once per line: a statement-level trigger with
 *   the inserted lines as a transition table locks their accounts in id order (as every posting
 *   does), adds each account's net and each account-day's totals;
 * - sales are counted by the numbers they take and a `sales_voided` counter, so that creating a
 *   sale touches one counter row and voiding another (no two writers take both in two orders).
 */
export class HotPath1764100000000 implements MigrationInterface {
  name = 'HotPath1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER journal_lines_apply ON journal_lines;
      DROP FUNCTION ledger_apply_line;
      CREATE FUNCTION ledger_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM new_lines) ORDER BY id FOR NO KEY UPDATE;
        UPDATE accounts a SET balance = a.balance + t.net
          FROM (SELECT business_id, environment, account_id, sum(base_debit - base_credit) AS net FROM new_lines GROUP BY business_id, environment, account_id) t
         WHERE a.business_id = t.business_id AND a.environment = t.environment AND a.id = t.account_id;
        INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit)
        SELECT business_id, environment, account_id, date, sum(base_debit), sum(base_credit) FROM new_lines GROUP BY business_id, environment, account_id, date
        ON CONFLICT (business_id, environment, account_id, date)
        DO UPDATE SET debit = account_daily_balances.debit + EXCLUDED.debit, credit = account_daily_balances.credit + EXCLUDED.credit;
        RETURN NULL;
      END $$;
      CREATE TRIGGER journal_lines_apply AFTER INSERT ON journal_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_lines();

      INSERT INTO counters (business_id, environment, name, value)
      SELECT business_id, environment, 'sales_voided', max(value) FILTER (WHERE name = 'sale_number') - coalesce(max(value) FILTER (WHERE name = 'sales'), 0)
        FROM counters WHERE name IN ('sale_number', 'sales') GROUP BY business_id, environment;
      DELETE FROM counters WHERE name = 'sales';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      INSERT INTO counters (business_id, environment, name, value)
      SELECT business_id, environment, 'sales', max(value) FILTER (WHERE name = 'sale_number') - coalesce(max(value) FILTER (WHERE name = 'sales_voided'), 0)
        FROM counters WHERE name IN ('sale_number', 'sales_voided') GROUP BY business_id, environment;
      DELETE FROM counters WHERE name = 'sales_voided';

      DROP TRIGGER journal_lines_apply ON journal_lines;
      DROP FUNCTION ledger_apply_lines;
      CREATE FUNCTION ledger_apply_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE accounts SET balance = balance + NEW.base_debit - NEW.base_credit
         WHERE business_id = NEW.business_id AND environment = NEW.environment AND id = NEW.account_id;
        INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit)
        VALUES (NEW.business_id, NEW.environment, NEW.account_id, NEW.date, NEW.base_debit, NEW.base_credit)
        ON CONFLICT (business_id, environment, account_id, date)
        DO UPDATE SET debit = account_daily_balances.debit + EXCLUDED.debit, credit = account_daily_balances.credit + EXCLUDED.credit;
        RETURN NULL;
      END $$;
      CREATE TRIGGER journal_lines_apply AFTER INSERT ON journal_lines FOR EACH ROW EXECUTE FUNCTION ledger_apply_line();
    `);
  }
}
