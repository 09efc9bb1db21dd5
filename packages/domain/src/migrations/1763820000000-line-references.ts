import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an item or a tax rate makes PostgreSQL look for document lines that reference it (the
 * foreign keys), and changing a tax rate's rate asks whether lines use it: without these indexes
 * each of those scans every tenant's lines. Partial, so lines without an item or a tax rate cost nothing.
 */
export class LineReferences1763820000000 implements MigrationInterface {
  name = 'LineReferences1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX sale_lines_item_idx ON sale_lines (business_id, environment, item_id) WHERE item_id IS NOT NULL;
      CREATE INDEX sale_lines_tax_rate_idx ON sale_lines (business_id, environment, tax_rate_id) WHERE tax_rate_id IS NOT NULL;
      CREATE INDEX invoice_lines_item_idx ON invoice_lines (business_id, environment, item_id) WHERE item_id IS NOT NULL;
      CREATE INDEX invoice_lines_tax_rate_idx ON invoice_lines (business_id, environment, tax_rate_id) WHERE tax_rate_id IS NOT NULL;
      CREATE INDEX items_tax_rate_idx ON items (business_id, environment, tax_rate_id) WHERE tax_rate_id IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX sale_lines_item_idx, sale_lines_tax_rate_idx, invoice_lines_item_idx, invoice_lines_tax_rate_idx, items_tax_rate_idx');
  }
}
