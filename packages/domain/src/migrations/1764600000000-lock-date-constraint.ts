import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lock-date trigger names itself in its error (`CONSTRAINT = 'journal_entries_lock_date'`), so
 * the application recognises the refusal by SQLSTATE and constraint name, never by message text.
 */
export class LockDateConstraint1764600000000 implements MigrationInterface {
  name = 'LockDateConstraint1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(this.checkLockDate("USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_lock_date'"));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(this.checkLockDate("USING ERRCODE = 'check_violation'"));
  }

  private checkLockDate(raise: string): string {
    return `
      CREATE OR REPLACE FUNCTION ledger_check_lock_date() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        locked date;
      BEGIN
        SELECT lock_date INTO locked FROM business_environments
         WHERE business_id = NEW.business_id AND environment = NEW.environment;
        IF locked IS NOT NULL AND NEW.date <= locked THEN
          RAISE EXCEPTION 'journal entry dated % is on or before the lock date %', NEW.date, locked
            ${raise};
        END IF;
        RETURN NEW;
      END $$;`;
  }
}
