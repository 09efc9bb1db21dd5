import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business as each environment shows it has its own version and `updated_at`: a sandbox change
 * (its lock date) no longer moves what production reads, while a change to a setting both share
 * (name, time zone, …) moves both.
 */
export class EnvironmentVersions1764400000000 implements MigrationInterface {
  name = 'EnvironmentVersions1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE business_environments ADD COLUMN version integer NOT NULL DEFAULT 1, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      UPDATE business_environments e SET version = b.version, updated_at = b.updated_at FROM businesses b WHERE b.id = e.business_id;
      ALTER TABLE businesses DROP COLUMN version, DROP COLUMN updated_at;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE businesses ADD COLUMN version integer NOT NULL DEFAULT 1, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      UPDATE businesses b SET version = e.version, updated_at = e.updated_at
        FROM (SELECT business_id, max(version) AS version, max(updated_at) AS updated_at FROM business_environments GROUP BY business_id) e WHERE e.business_id = b.id;
      ALTER TABLE business_environments DROP COLUMN version, DROP COLUMN updated_at;
    `);
  }
}
