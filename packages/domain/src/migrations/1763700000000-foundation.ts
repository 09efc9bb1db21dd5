import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Businesses, owners, API keys and the chart of accounts, every business row tenant-scoped. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE businesses (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        base_currency char(3) NOT NULL CHECK (base_currency ~ '^[A-Z]{3}$'),
        country char(2),
        timezone text NOT NULL DEFAULT 'UTC',
        fiscal_year_start_month smallint NOT NULL DEFAULT 1 CHECK (fiscal_year_start_month BETWEEN 1 AND 12),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE business_environments (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        environment text NOT NULL CHECK (environment IN ('production', 'sandbox')),
        lock_date date,
        PRIMARY KEY (business_id, environment)
      );

      CREATE TABLE owners (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX owners_email_key ON owners (lower(email));
      CREATE INDEX owners_business_idx ON owners (business_id);

      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        key_hash bytea NOT NULL UNIQUE,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        rolled_at timestamptz,
        FOREIGN KEY (business_id, environment) REFERENCES business_environments ON DELETE CASCADE
      );
      CREATE UNIQUE INDEX api_keys_one_active_key ON api_keys (business_id, environment) WHERE rolled_at IS NULL;

      CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL,
        environment text NOT NULL,
        code text CHECK (char_length(code) BETWEEN 1 AND 20),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        description text CHECK (char_length(description) <= 500),
        type text NOT NULL CHECK (type IN ('asset', 'liability', 'equity', 'income', 'expense')),
        subtype text NOT NULL,
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        parent_id uuid,
        archived boolean NOT NULL DEFAULT false,
        system boolean NOT NULL DEFAULT false,
        balance numeric NOT NULL DEFAULT 0,
        metadata jsonb NOT NULL DEFAULT '{}',
        external_id text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (business_id, environment) REFERENCES business_environments ON DELETE CASCADE,
        UNIQUE (business_id, environment, id),
        FOREIGN KEY (business_id, environment, parent_id) REFERENCES accounts (business_id, environment, id)
      );
      CREATE UNIQUE INDEX accounts_name_key ON accounts (business_id, environment, lower(name));
      CREATE UNIQUE INDEX accounts_code_key ON accounts (business_id, environment, code) WHERE code IS NOT NULL;
      CREATE UNIQUE INDEX accounts_external_id_key ON accounts (business_id, environment, external_id) WHERE external_id IS NOT NULL;
      CREATE INDEX accounts_list_idx ON accounts (business_id, environment, created_at DESC, id DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE accounts, api_keys, owners, business_environments, businesses');
  }
}
