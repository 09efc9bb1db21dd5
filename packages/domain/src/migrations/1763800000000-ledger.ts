import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger: journal entries and lines that the database itself keeps balanced and immutable,
 * balances maintained by trigger in the posting transaction (running total on the account and
 * one row per account and day, so reports never scan history), the event outbox, and counters.
 */
export class Ledger1763800000000 implements MigrationInterface {
  name = 'Ledger1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE business_environments ADD COLUMN event_sequence bigint NOT NULL DEFAULT 0;

      CREATE TABLE journal_entries (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        date date NOT NULL,
        memo text CHECK (char_length(memo) <= 1000),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        exchange_rate numeric(20, 6) NOT NULL CHECK (exchange_rate > 0),
        source_type text NOT NULL CHECK (source_type IN ('manual', 'sale', 'invoice', 'payment')),
        source_id uuid,
        reverses_id uuid,
        metadata jsonb NOT NULL DEFAULT '{}',
        external_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments,
        UNIQUE (business_id, environment, id),
        UNIQUE (reverses_id),
        FOREIGN KEY (business_id, environment, reverses_id) REFERENCES journal_entries (business_id, environment, id)
      );
      CREATE INDEX journal_entries_list_idx ON journal_entries (business_id, environment, date DESC, created_at DESC, id DESC);
      CREATE INDEX journal_entries_source_idx ON journal_entries (business_id, environment, source_type, source_id);
      CREATE UNIQUE INDEX journal_entries_external_id_key ON journal_entries (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE journal_lines (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        entry_id uuid NOT NULL,
        line_no smallint NOT NULL,
        date date NOT NULL,
        account_id uuid NOT NULL,
        description text CHECK (char_length(description) <= 500),
        debit numeric(20, 4) NOT NULL DEFAULT 0 CHECK (debit >= 0),
        credit numeric(20, 4) NOT NULL DEFAULT 0 CHECK (credit >= 0),
        base_debit numeric(20, 4) NOT NULL DEFAULT 0 CHECK (base_debit >= 0),
        base_credit numeric(20, 4) NOT NULL DEFAULT 0 CHECK (base_credit >= 0),
        CHECK (debit = 0 OR credit = 0),
        CHECK (base_debit = 0 OR base_credit = 0),
        FOREIGN KEY (business_id, environment, entry_id) REFERENCES journal_entries (business_id, environment, id),
        FOREIGN KEY (business_id, environment, account_id) REFERENCES accounts (business_id, environment, id)
      );
      CREATE INDEX journal_lines_entry_idx ON journal_lines (entry_id, line_no);
      CREATE INDEX journal_lines_account_idx ON journal_lines (business_id, environment, account_id, date, id);

      CREATE TABLE account_daily_balances (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        account_id uuid NOT NULL,
        date date NOT NULL,
        debit numeric NOT NULL DEFAULT 0,
        credit numeric NOT NULL DEFAULT 0,
        PRIMARY KEY (business_id, environment, account_id, date),
        FOREIGN KEY (business_id, environment, account_id) REFERENCES accounts (business_id, environment, id)
      );

      CREATE TABLE events (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        sequence bigint NOT NULL,
        id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (business_id, environment, sequence),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments
      );

      CREATE TABLE counters (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        name text NOT NULL,
        value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (business_id, environment, name),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments
      );

      -- Every entry balances in base currency and has at least two lines, checked at commit.
      CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        debits numeric;
        credits numeric;
        line_count int;
      BEGIN
        SELECT coalesce(sum(base_debit), 0), coalesce(sum(base_credit), 0), count(*)
          INTO debits, credits, line_count
          FROM journal_lines WHERE entry_id = NEW.entry_id;
        IF debits <> credits THEN
          RAISE EXCEPTION 'journal entry % is unbalanced: debits % <> credits %', NEW.entry_id, debits, credits
            USING ERRCODE = 'check_violation';
        END IF;
        IF line_count < 2 THEN
          RAISE EXCEPTION 'journal entry % has fewer than two lines', NEW.entry_id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

      -- An entry inserted without lines would never fire the line trigger: check the entry too.
      CREATE FUNCTION ledger_check_entry_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM journal_lines WHERE entry_id = NEW.id) < 2 THEN
          RAISE EXCEPTION 'journal entry % has fewer than two lines', NEW.id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER journal_entries_have_lines AFTER INSERT ON journal_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_has_lines();

      -- Posted entries and lines are immutable: corrections are reversing entries.
      CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% of a posted % is not allowed; post a reversing entry instead', lower(TG_OP), TG_TABLE_NAME
          USING ERRCODE = 'restrict_violation';
      END $$;
      CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
        FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
      CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

      -- No posting dated on or before the lock date of the business and environment.
      CREATE FUNCTION ledger_check_lock_date() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        locked date;
      BEGIN
        SELECT lock_date INTO locked FROM business_environments
         WHERE business_id = NEW.business_id AND environment = NEW.environment;
        IF locked IS NOT NULL AND NEW.date <= locked THEN
          RAISE EXCEPTION 'journal entry dated % is on or before the lock date %', NEW.date, locked
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER journal_entries_lock_date BEFORE INSERT ON journal_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_check_lock_date();

      -- Lines carry their entry's date (for reports by account and date); it must agree.
      CREATE FUNCTION ledger_line_date() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT date INTO NEW.date FROM journal_entries WHERE id = NEW.entry_id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER journal_lines_date BEFORE INSERT ON journal_lines
        FOR EACH ROW EXECUTE FUNCTION ledger_line_date();

      -- Balances move with every line, in the same transaction: the account's running total
      -- (debit-positive, base currency) and the account's totals for the line's date.
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
      CREATE TRIGGER journal_lines_apply AFTER INSERT ON journal_lines
        FOR EACH ROW EXECUTE FUNCTION ledger_apply_line();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE counters, events, account_daily_balances, journal_lines, journal_entries;
      DROP FUNCTION ledger_check_entry_balanced, ledger_check_entry_has_lines, ledger_forbid_change, ledger_check_lock_date, ledger_line_date, ledger_apply_line;
      ALTER TABLE business_environments DROP COLUMN event_sequence;
    `);
  }
}
