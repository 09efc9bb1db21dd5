import type { MigrationInterface, QueryRunner } from 'typeorm';
import { deriveEveryCashBasis } from '../accounting/cash-basis';

/**
 * The cash-basis projection (`deriveCashBasis`): by invoice, income or expense account and date,
 * what the cash basis counts differently from the accrual basis, and its totals by account and
 * date. The cash-basis profit and loss sums the daily totals of its span, read by their key (which
 * leads with the date), instead of reading each paid invoice's entry, payments and their lines at
 * every request. Every invoice that has been posted is derived here (`deriveEveryCashBasis`), by
 * the same code that derives it again at each of its writes: 16 s for 100,000 invoices on the
 * bench machine.
 */
export class CashBasisMovements1765200000000 implements MigrationInterface {
  name = 'CashBasisMovements1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cash_basis_movements (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        invoice_id uuid NOT NULL,
        account_id uuid NOT NULL,
        date date NOT NULL,
        amount numeric(20,4) NOT NULL,
        PRIMARY KEY (business_id, environment, invoice_id, account_id, date),
        FOREIGN KEY (business_id, environment, invoice_id) REFERENCES invoices (business_id, environment, id)
      );
      CREATE TABLE cash_basis_daily (
        business_id uuid NOT NULL,
        environment text NOT NULL,
        account_id uuid NOT NULL,
        date date NOT NULL,
        amount numeric(20,4) NOT NULL,
        PRIMARY KEY (business_id, environment, date, account_id)
      );
    `);
    await deriveEveryCashBasis(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE cash_basis_daily, cash_basis_movements');
  }
}
