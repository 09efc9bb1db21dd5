import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receivable subledger: one row per journal entry that moves Accounts Receivable, naming the
 * customer whose balance it moved, the invoice (and payment) behind it, the entry it reverses, its
 * date and its base-currency amount (debit-positive). Written with the entry, in the same
 * transaction, by the one place that posts invoices and payments; immutable like the lines.
 * Customer statements and aged receivables read it through its indexes instead of finding each
 * invoice's and payment's entries and lines.
 *
 * Existing entries are filled in with each invoice's customer of today (an invoice moved to another
 * customer before this migration is shown under its new customer, as statements did until now).
 */
export class ReceivableMovements1764730000000 implements MigrationInterface {
  name = 'ReceivableMovements1764730000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE receivable_movements (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        entry_id uuid NOT NULL,
        date date NOT NULL,
        customer_id uuid NOT NULL,
        invoice_id uuid NOT NULL,
        payment_id uuid,
        reverses_id uuid,
        amount numeric(20,4) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (business_id, environment, entry_id),
        FOREIGN KEY (business_id, environment, entry_id, date) REFERENCES journal_entries (business_id, environment, id, date),
        FOREIGN KEY (business_id, environment, customer_id) REFERENCES customers (business_id, environment, id),
        -- An invoice created open, and a payment, are stored after the entry that posts them.
        FOREIGN KEY (business_id, environment, invoice_id) REFERENCES invoices (business_id, environment, id) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (business_id, environment, payment_id) REFERENCES payments (business_id, environment, id) DEFERRABLE INITIALLY DEFERRED
      );
      CREATE INDEX receivable_movements_customer_idx ON receivable_movements (business_id, environment, customer_id, date, created_at, entry_id)
        INCLUDE (invoice_id, amount, payment_id, reverses_id);
      CREATE INDEX receivable_movements_date_idx ON receivable_movements (business_id, environment, date) INCLUDE (invoice_id, amount);
      CREATE INDEX receivable_movements_invoice_idx ON receivable_movements (business_id, environment, invoice_id) INCLUDE (amount);
      CREATE TRIGGER receivable_movements_immutable BEFORE UPDATE OR DELETE ON receivable_movements
        FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

      INSERT INTO receivable_movements (business_id, environment, entry_id, date, customer_id, invoice_id, payment_id, reverses_id, amount, created_at)
      SELECT e.business_id, e.environment, e.id, e.date, i.customer_id, i.id, p.id, e.reverses_id, sum(l.base_debit - l.base_credit), e.created_at
        FROM journal_entries e
        JOIN accounts a ON a.business_id = e.business_id AND a.environment = e.environment AND a.subtype = 'accounts_receivable'
        JOIN journal_lines l ON l.business_id = e.business_id AND l.environment = e.environment AND l.entry_id = e.id AND l.account_id = a.id
        LEFT JOIN payments p ON e.source_type = 'payment' AND p.business_id = e.business_id AND p.environment = e.environment AND p.id = e.source_id
        JOIN invoices i ON i.business_id = e.business_id AND i.environment = e.environment AND i.id = coalesce(p.invoice_id, e.source_id)
       WHERE e.source_type IN ('invoice', 'payment')
       GROUP BY e.business_id, e.environment, e.id, i.customer_id, i.id, p.id;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE receivable_movements');
  }
}
