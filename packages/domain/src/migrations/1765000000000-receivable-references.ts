import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment's movement in the receivable subledger carries the payment's reference (its void's
 * too), which a customer statement shows on the line: the statement reads its lines from the
 * subledger's customer index alone instead of looking up each line's payment by key. A payment is
 * never changed once recorded, so the copy cannot go stale. Existing movements are filled in from
 * their payments.
 */
export class ReceivableReferences1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE receivable_movements ADD COLUMN reference text;
      ALTER TABLE receivable_movements DISABLE TRIGGER receivable_movements_immutable;
      UPDATE receivable_movements m SET reference = p.reference
        FROM payments p
       WHERE p.business_id = m.business_id AND p.environment = m.environment AND p.id = m.payment_id AND p.reference IS NOT NULL;
      ALTER TABLE receivable_movements ENABLE TRIGGER receivable_movements_immutable;
      DROP INDEX receivable_movements_customer_idx;
      CREATE INDEX receivable_movements_customer_idx ON receivable_movements (business_id, environment, customer_id, date, created_at, entry_id)
        INCLUDE (invoice_id, amount, payment_id, reverses_id, reference);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX receivable_movements_customer_idx;
      CREATE INDEX receivable_movements_customer_idx ON receivable_movements (business_id, environment, customer_id, date, created_at, entry_id)
        INCLUDE (invoice_id, amount, payment_id, reverses_id);
      ALTER TABLE receivable_movements DROP COLUMN reference;
    `);
  }
}
