import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An index for each foreign key that had none, so that deleting the row it points at checks the
 * rows pointing at it through an index. Without them, deleting an unused account read every sale
 * line, invoice line, sale and payment of every business (330 ms with 168,000 sales and 100,000
 * invoices in the database, growing with it), and deleting an OAuth integration or connection read
 * every authorization request or code.
 */
export class ForeignKeyIndexes1765400000000 implements MigrationInterface {
  name = 'ForeignKeyIndexes1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX accounts_parent_idx ON accounts (business_id, environment, parent_id) WHERE parent_id IS NOT NULL;
      CREATE INDEX sale_lines_account_idx ON sale_lines (business_id, environment, account_id);
      CREATE INDEX invoice_lines_account_idx ON invoice_lines (business_id, environment, account_id);
      CREATE INDEX sales_deposit_account_idx ON sales (business_id, environment, deposit_account_id);
      CREATE INDEX payments_deposit_account_idx ON payments (business_id, environment, deposit_account_id);
      CREATE INDEX items_income_account_idx ON items (business_id, environment, income_account_id) WHERE income_account_id IS NOT NULL;
      CREATE INDEX tax_rates_account_idx ON tax_rates (business_id, environment, account_id);
      CREATE INDEX receivable_movements_payment_idx ON receivable_movements (business_id, environment, payment_id) WHERE payment_id IS NOT NULL;
      CREATE INDEX owner_sessions_owner_idx ON owner_sessions (owner_id);
      CREATE INDEX oauth_authorization_requests_integration_idx ON oauth_authorization_requests (integration_id);
      CREATE INDEX oauth_codes_connection_idx ON oauth_codes (connection_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX accounts_parent_idx, sale_lines_account_idx, invoice_lines_account_idx, sales_deposit_account_idx,
        payments_deposit_account_idx, items_income_account_idx, tax_rates_account_idx, receivable_movements_payment_idx,
        owner_sessions_owner_idx, oauth_authorization_requests_integration_idx, oauth_codes_connection_idx
    `);
  }
}
