import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPLY_LINES } from './1764740000000-monthly-balances';

/** Books tables keyed by `id` alone that also had the unique key `(business_id, environment, id)` other tables point at. */
const REFERENCED = ['accounts', 'journal_entries', 'customers', 'tax_rates', 'items', 'sales', 'invoices', 'payments'];
/** Books tables keyed by `id` alone that nothing points at. */
const LINES = ['journal_lines', 'sale_lines', 'invoice_lines'];

/**
 * Runs `change` with the foreign keys bound to the unique index `key` dropped, then adds them back
 * as they were (same name, columns, ON DELETE, deferral): PostgreSQL binds each to the unique key
 * that covers its columns once `change` is done.
 */
async function withReferencesDropped(db: QueryRunner, key: string, change: string): Promise<void> {
  const references: { referencing: string; name: string; definition: string }[] = await db.query(
    `SELECT conrelid::regclass::text AS referencing, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND conindid = $1::regclass ORDER BY conrelid::regclass::text, conname`,
    [key],
  );
  for (const r of references) await db.query(`ALTER TABLE ${r.referencing} DROP CONSTRAINT ${r.name}`);
  await db.query(change);
  for (const r of references) await db.query(`ALTER TABLE ${r.referencing} ADD CONSTRAINT ${r.name} ${r.definition}`);
}

/**
 * Every books table's primary key and unique keys lead with `business_id`, so that Citus can
 * distribute the books by business (docs/scaling.md). A key that was `(id)` becomes
 * `(business_id, environment, id)`: ids are UUIDs, so unique within the tenant is as unique as
 * before. Where a table already had that key for the foreign keys, it becomes the primary key and
 * the `(id)` index goes (one index fewer); the foreign keys move to it unchanged. The trigger
 * keeping balances locks the lines' accounts by that key instead of by `id`.
 */
export class TenantKeys1764900000000 implements MigrationInterface {
  name = 'TenantKeys1764900000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of REFERENCED) {
      await withReferencesDropped(
        db,
        `${table}_business_id_environment_id_key`,
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_business_id_environment_id_key, DROP CONSTRAINT ${table}_pkey,
           ADD CONSTRAINT ${table}_pkey PRIMARY KEY (business_id, environment, id)`,
      );
    }
    for (const table of LINES) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (business_id, environment, id)`);
    }
    await db.query(`
      ALTER TABLE events DROP CONSTRAINT events_id_key,
        ADD CONSTRAINT events_business_id_environment_id_key UNIQUE (business_id, environment, id);
      ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_reverses_id_key;
      CREATE UNIQUE INDEX journal_entries_reversal_key ON journal_entries (business_id, environment, reverses_id) WHERE reverses_id IS NOT NULL;
      ${APPLY_LINES(true, '(business_id, environment, id) IN (SELECT business_id, environment, account_id FROM new_lines)')}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ${APPLY_LINES(true)}
      DROP INDEX journal_entries_reversal_key;
      ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_reverses_id_key UNIQUE (reverses_id);
      ALTER TABLE events DROP CONSTRAINT events_business_id_environment_id_key, ADD CONSTRAINT events_id_key UNIQUE (id);
    `);
    for (const table of LINES) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id)`);
    }
    for (const table of REFERENCED) {
      await withReferencesDropped(
        db,
        `${table}_pkey`,
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id),
           ADD CONSTRAINT ${table}_business_id_environment_id_key UNIQUE (business_id, environment, id)`,
      );
    }
  }
}
