import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each invoice owed, over time: one row per span of days in which a customer's own rows of
 * the receivable subledger for an invoice add up to the same amount other than zero, from the day
 * of a movement (`from_date`) to the day of the next (`to_date`, excluded; `infinity` while
 * nothing has moved since), with the invoice's number and dates. Aged receivables and customer
 * statements for any day read the spans that day falls in, instead of adding up the subledger's
 * rows before or after it (docs/decisions.md, "What each invoice owed, over time").
 *
 * The database keeps it, as it keeps the daily balances: an invoice's spans are worked out again
 * from its rows (`receivable_spans`, the one definition, which also fills the table in here) when
 * its transaction commits after a movement (a deferred trigger: an invoice created open is stored
 * after the entry that posts it), and when its number or dates change. Every writer of a movement
 * holds the invoice's row lock, so two never rework one invoice at once. The rework is PL/pgSQL, so
 * its two statements are planned once per connection, as the API's own prepared statements are
 * (an SQL function was planned again at every call: 0.65 against 0.39 ms a rework).
 */
export class ReceivableDues1765600000000 implements MigrationInterface {
  name = 'ReceivableDues1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE receivable_dues (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        invoice_id uuid NOT NULL,
        customer_id uuid NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        due numeric(20,4) NOT NULL CHECK (due <> 0),
        number text NOT NULL,
        issue_date date NOT NULL,
        due_date date NOT NULL,
        PRIMARY KEY (business_id, environment, invoice_id, customer_id, from_date),
        FOREIGN KEY (business_id, environment, invoice_id) REFERENCES invoices (business_id, environment, id),
        FOREIGN KEY (business_id, environment, customer_id) REFERENCES customers (business_id, environment, id),
        CHECK (to_date > from_date)
      );
      -- The spans a day falls in end after it: for today, only the invoices owing now.
      CREATE INDEX receivable_dues_day_idx ON receivable_dues (business_id, environment, to_date)
        INCLUDE (from_date, invoice_id, customer_id, number, issue_date, due_date, due);
      CREATE INDEX receivable_dues_customer_idx ON receivable_dues (business_id, environment, customer_id, to_date)
        INCLUDE (from_date, invoice_id, number, issue_date, due_date, due);

      -- The spans, worked out from the subledger: a filter on an invoice reaches inside the windows (they are partitioned by it).
      CREATE VIEW receivable_spans AS
      SELECT spans.business_id, spans.environment, spans.invoice_id, spans.customer_id, spans.from_date, spans.to_date, spans.due,
             i.number, i.issue_date, i.due_date
        FROM (SELECT business_id, environment, invoice_id, customer_id, date AS from_date,
                     lead(date, 1, 'infinity') OVER days AS to_date, sum(sum(amount)) OVER days AS due
                FROM receivable_movements
               GROUP BY business_id, environment, invoice_id, customer_id, date
              WINDOW days AS (PARTITION BY business_id, environment, invoice_id, customer_id ORDER BY date)) spans
        JOIN invoices i ON i.business_id = spans.business_id AND i.environment = spans.environment AND i.id = spans.invoice_id
       WHERE spans.due <> 0;
      CREATE FUNCTION receivable_dues_rework(business uuid, env text, invoice uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM receivable_dues WHERE business_id = business AND environment = env AND invoice_id = invoice;
        INSERT INTO receivable_dues SELECT * FROM receivable_spans WHERE business_id = business AND environment = env AND invoice_id = invoice;
      END $$;
      CREATE FUNCTION receivable_dues_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'invoices' THEN
          PERFORM receivable_dues_rework(NEW.business_id, NEW.environment, NEW.id);
        ELSE
          PERFORM receivable_dues_rework(NEW.business_id, NEW.environment, NEW.invoice_id);
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER receivable_movements_dues AFTER INSERT ON receivable_movements
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION receivable_dues_follow();
      CREATE TRIGGER invoices_dues AFTER UPDATE OF number, issue_date, due_date ON invoices FOR EACH ROW
        WHEN ((OLD.number, OLD.issue_date, OLD.due_date) IS DISTINCT FROM (NEW.number, NEW.issue_date, NEW.due_date))
        EXECUTE FUNCTION receivable_dues_follow();

      -- Statistics first: from unanalysed tables this ran for minutes on the benchmark's books (about 2 s analysed).
      ANALYZE receivable_movements, invoices;
      INSERT INTO receivable_dues SELECT * FROM receivable_spans;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER invoices_dues ON invoices;
      DROP TRIGGER receivable_movements_dues ON receivable_movements;
      DROP FUNCTION receivable_dues_follow;
      DROP FUNCTION receivable_dues_rework;
      DROP VIEW receivable_spans;
      DROP TABLE receivable_dues;
    `);
  }
}
