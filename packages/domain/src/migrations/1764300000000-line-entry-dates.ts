import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A line's date is its entry's by foreign key rather than by a trigger that looked the entry up
 * for every line inserted: writers give the date, and the database refuses any other.
 */
export class LineEntryDates1764300000000 implements MigrationInterface {
  name = 'LineEntryDates1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_dated_key UNIQUE (business_id, environment, id, date);
      ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_business_id_environment_entry_id_fkey,
        ADD CONSTRAINT journal_lines_entry_date_fkey FOREIGN KEY (business_id, environment, entry_id, date) REFERENCES journal_entries (business_id, environment, id, date);
      DROP TRIGGER journal_lines_date ON journal_lines;
      DROP FUNCTION ledger_line_date;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION ledger_line_date() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT date INTO NEW.date FROM journal_entries WHERE id = NEW.entry_id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER journal_lines_date BEFORE INSERT ON journal_lines FOR EACH ROW EXECUTE FUNCTION ledger_line_date();
      ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_entry_date_fkey,
        ADD CONSTRAINT journal_lines_business_id_environment_entry_id_fkey FOREIGN KEY (business_id, environment, entry_id) REFERENCES journal_entries (business_id, environment, id);
      ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_dated_key;
    `);
  }
}
