import type { MigrationInterface, QueryRunner } from 'typeorm';

const TENANT = `
  business_id uuid NOT NULL,
  environment text NOT NULL`;

const RECORD = `
  metadata jsonb NOT NULL DEFAULT '{}',
  external_id text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, environment) REFERENCES business_environments,
  UNIQUE (business_id, environment, id)`;

/** What a document line holds: the line as given, the rate used, and the rounded amounts. */
const LINE = `
  id uuid PRIMARY KEY,
  ${TENANT},
  line_no smallint NOT NULL,
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 500),
  quantity numeric(20, 4) NOT NULL,
  unit_price numeric(20, 4) NOT NULL,
  account_id uuid NOT NULL,
  item_id uuid,
  tax_rate_id uuid,
  tax_rate numeric(9, 6) NOT NULL DEFAULT 0,
  amount numeric(20, 4) NOT NULL,
  tax_amount numeric(20, 4) NOT NULL,
  FOREIGN KEY (business_id, environment, account_id) REFERENCES accounts (business_id, environment, id),
  FOREIGN KEY (business_id, environment, item_id) REFERENCES items (business_id, environment, id),
  FOREIGN KEY (business_id, environment, tax_rate_id) REFERENCES tax_rates (business_id, environment, id)`;

/** Customers, tax rates, items, sales, invoices and payments: the documents the ledger posts. */
export class Documents1763810000000 implements MigrationInterface {
  name = 'Documents1763810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY,
        ${TENANT},
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        email text,
        phone text,
        company text,
        tax_number text,
        currency char(3),
        billing_address jsonb,
        notes text,
        archived boolean NOT NULL DEFAULT false,
        -- What the customer owes now, in base currency: maintained with its invoices.
        balance numeric(20, 4) NOT NULL DEFAULT 0,
        ${RECORD}
      );
      CREATE INDEX customers_list_idx ON customers (business_id, environment, created_at DESC, id DESC);
      CREATE UNIQUE INDEX customers_external_id_key ON customers (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE tax_rates (
        id uuid PRIMARY KEY,
        ${TENANT},
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        rate numeric(9, 6) NOT NULL CHECK (rate >= 0 AND rate <= 100),
        account_id uuid NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        ${RECORD},
        FOREIGN KEY (business_id, environment, account_id) REFERENCES accounts (business_id, environment, id)
      );
      CREATE INDEX tax_rates_list_idx ON tax_rates (business_id, environment, created_at DESC, id DESC);
      CREATE UNIQUE INDEX tax_rates_external_id_key ON tax_rates (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE items (
        id uuid PRIMARY KEY,
        ${TENANT},
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        sku text,
        description text,
        unit_price numeric(20, 4),
        income_account_id uuid,
        tax_rate_id uuid,
        archived boolean NOT NULL DEFAULT false,
        ${RECORD},
        FOREIGN KEY (business_id, environment, income_account_id) REFERENCES accounts (business_id, environment, id),
        FOREIGN KEY (business_id, environment, tax_rate_id) REFERENCES tax_rates (business_id, environment, id)
      );
      CREATE INDEX items_list_idx ON items (business_id, environment, created_at DESC, id DESC);
      CREATE UNIQUE INDEX items_sku_key ON items (business_id, environment, sku) WHERE sku IS NOT NULL;
      CREATE UNIQUE INDEX items_external_id_key ON items (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE sales (
        id uuid PRIMARY KEY,
        ${TENANT},
        number text NOT NULL,
        status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'void')),
        customer_id uuid,
        date date NOT NULL,
        currency char(3) NOT NULL,
        exchange_rate numeric(20, 6) NOT NULL,
        deposit_account_id uuid NOT NULL,
        payment_method text,
        reference text,
        notes text,
        amounts_are text NOT NULL DEFAULT 'exclusive' CHECK (amounts_are IN ('exclusive', 'inclusive')),
        subtotal numeric(20, 4) NOT NULL,
        tax_total numeric(20, 4) NOT NULL,
        total numeric(20, 4) NOT NULL,
        -- The entry that currently posts this sale (a PUT reverses it and posts a new one).
        journal_entry_id uuid,
        voided_at timestamptz,
        ${RECORD},
        UNIQUE (business_id, environment, number),
        FOREIGN KEY (business_id, environment, customer_id) REFERENCES customers (business_id, environment, id),
        FOREIGN KEY (business_id, environment, deposit_account_id) REFERENCES accounts (business_id, environment, id),
        FOREIGN KEY (business_id, environment, journal_entry_id) REFERENCES journal_entries (business_id, environment, id)
      );
      CREATE INDEX sales_list_idx ON sales (business_id, environment, date DESC, created_at DESC, id DESC) WHERE status <> 'void';
      CREATE INDEX sales_customer_idx ON sales (business_id, environment, customer_id);
      CREATE UNIQUE INDEX sales_external_id_key ON sales (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE sale_lines (
        ${LINE},
        sale_id uuid NOT NULL,
        FOREIGN KEY (business_id, environment, sale_id) REFERENCES sales (business_id, environment, id) ON DELETE CASCADE
      );
      CREATE INDEX sale_lines_sale_idx ON sale_lines (sale_id, line_no);

      CREATE TABLE invoices (
        id uuid PRIMARY KEY,
        ${TENANT},
        number text NOT NULL,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'partially_paid', 'paid', 'void')),
        customer_id uuid NOT NULL,
        issue_date date NOT NULL,
        due_date date NOT NULL CHECK (due_date >= issue_date),
        currency char(3) NOT NULL,
        exchange_rate numeric(20, 6) NOT NULL,
        amounts_are text NOT NULL DEFAULT 'exclusive' CHECK (amounts_are IN ('exclusive', 'inclusive')),
        reference text,
        notes text,
        subtotal numeric(20, 4) NOT NULL,
        tax_total numeric(20, 4) NOT NULL,
        total numeric(20, 4) NOT NULL,
        amount_paid numeric(20, 4) NOT NULL DEFAULT 0 CHECK (amount_paid >= 0 AND amount_paid <= total),
        journal_entry_id uuid,
        finalized_at timestamptz,
        voided_at timestamptz,
        ${RECORD},
        UNIQUE (business_id, environment, number),
        FOREIGN KEY (business_id, environment, customer_id) REFERENCES customers (business_id, environment, id),
        FOREIGN KEY (business_id, environment, journal_entry_id) REFERENCES journal_entries (business_id, environment, id)
      );
      CREATE INDEX invoices_list_idx ON invoices (business_id, environment, issue_date DESC, created_at DESC, id DESC);
      CREATE INDEX invoices_customer_idx ON invoices (business_id, environment, customer_id);
      CREATE UNIQUE INDEX invoices_external_id_key ON invoices (business_id, environment, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE invoice_lines (
        ${LINE},
        invoice_id uuid NOT NULL,
        FOREIGN KEY (business_id, environment, invoice_id) REFERENCES invoices (business_id, environment, id) ON DELETE CASCADE
      );
      CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id, line_no);

      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        ${TENANT},
        invoice_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'void')),
        amount numeric(20, 4) NOT NULL CHECK (amount > 0),
        date date NOT NULL,
        exchange_rate numeric(20, 6) NOT NULL,
        deposit_account_id uuid NOT NULL,
        method text,
        reference text,
        journal_entry_id uuid NOT NULL,
        voided_at timestamptz,
        ${RECORD},
        FOREIGN KEY (business_id, environment, invoice_id) REFERENCES invoices (business_id, environment, id),
        FOREIGN KEY (business_id, environment, deposit_account_id) REFERENCES accounts (business_id, environment, id),
        FOREIGN KEY (business_id, environment, journal_entry_id) REFERENCES journal_entries (business_id, environment, id)
      );
      CREATE INDEX payments_list_idx ON payments (business_id, environment, date DESC, created_at DESC, id DESC);
      CREATE INDEX payments_invoice_idx ON payments (business_id, environment, invoice_id);
      CREATE UNIQUE INDEX payments_external_id_key ON payments (business_id, environment, external_id) WHERE external_id IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payments, invoice_lines, invoices, sale_lines, sales, items, tax_rates, customers');
  }
}
