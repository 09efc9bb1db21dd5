import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';

// The migrated schema is ready to distribute the books by business on Citus (docs/scaling.md):
// every key of a books table (a table with a business_id column) leads with business_id. The
// tables looked up across businesses stay whole on every node or on the coordinator; they are
// named here, so that a new table has to be classified one way or the other.

/** Tables that are not distributed by business, and what they become on Citus. */
const NOT_DISTRIBUTED: Record<string, string> = {
  businesses: 'reference: the tenants themselves, keyed by id (the business_id of every books row)',
  owners: 'reference: an owner signs in by email before the business is known',
  owner_sessions: 'reference: found by the hash of a session cookie',
  api_keys: 'reference: found by the hash of a key before the business is known',
  oauth_integrations: 'reference: found by client_id',
  oauth_connections: 'reference: found by id from a token',
  oauth_authorization_requests: 'reference: found by the hash of a request_uri',
  oauth_codes: 'reference: found by the hash of a code',
  oauth_refresh_tokens: 'reference: found by the hash of a token',
  oauth_access_tokens: 'reference: found by the hash of a token',
  rate_limits: 'coordinator: counters by client key, across businesses',
  webhook_workers: 'coordinator: the delivery workers seen alive',
  migrations: 'coordinator: the migrations applied',
};

interface Key {
  table: string;
  name: string;
  definition: string;
  first: string | null;
}

/**
 * What keeps `schema` from being distributed by business: each key (primary, unique, exclusion,
 * foreign, or a unique index) of a books table that does not lead with business_id, each table
 * that is neither a books table nor listed in `notDistributed`, and each listed table that is gone.
 */
async function tenantKeyProblems(db: DataSource, schema: string, notDistributed: Record<string, string>): Promise<string[]> {
  const tables: { table: string; books: boolean }[] = await db.query(
    `SELECT c.relname AS table,
            EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'business_id' AND NOT a.attisdropped) AS books
       FROM pg_class c WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
    [schema],
  );
  const keys: Key[] = await db.query(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition, a.attname AS first
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       LEFT JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE c.relnamespace = $1::regnamespace AND k.contype IN ('p', 'u', 'x', 'f')
     UNION ALL
     SELECT c.relname, i.relname, pg_get_indexdef(x.indexrelid), a.attname
       FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]
      WHERE c.relnamespace = $1::regnamespace AND x.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u', 'x'))
      ORDER BY 1, 2`,
    [schema],
  );
  const books = new Set(tables.filter((t) => t.books && !(t.table in notDistributed)).map((t) => t.table));
  return [
    ...tables.filter((t) => !t.books && !(t.table in notDistributed)).map((t) => `${t.table}: no business_id column, and not listed as not distributed`),
    ...Object.keys(notDistributed)
      .filter((name) => !tables.some((t) => t.table === name))
      .map((name) => `${name}: listed as not distributed, but no such table`),
    ...keys.filter((k) => books.has(k.table) && k.first !== 'business_id').map((k) => `${k.table}.${k.name} does not lead with business_id: ${k.definition}`),
  ];
}

const database = useTestDatabase(1);

describe('the keys of the books tables', () => {
  it('all lead with business_id, and every other table is listed as not distributed', async () => {
    expect(await tenantKeyProblems(database.source, 'public', NOT_DISTRIBUTED)).toEqual([]);
  });

  it('are all checked: the check names each kind of key that does not lead with business_id, and each unclassified table', async () => {
    await database.source.query(`
      CREATE SCHEMA scratch;
      CREATE TABLE scratch.books (
        business_id uuid NOT NULL, id uuid PRIMARY KEY, name text, parent_id uuid REFERENCES scratch.books (id),
        UNIQUE (business_id, id), UNIQUE (name, business_id)
      );
      CREATE UNIQUE INDEX books_lower_name_key ON scratch.books (lower(name), business_id);
      CREATE UNIQUE INDEX books_tenant_name_key ON scratch.books (business_id, lower(name));
      CREATE TABLE scratch.lookup (hash bytea PRIMARY KEY, business_id uuid);
      CREATE TABLE scratch.unclassified (id uuid PRIMARY KEY);
    `);
    expect(await tenantKeyProblems(database.source, 'scratch', { lookup: 'reference', gone: 'reference' })).toEqual([
      'unclassified: no business_id column, and not listed as not distributed',
      'gone: listed as not distributed, but no such table',
      'books.books_lower_name_key does not lead with business_id: CREATE UNIQUE INDEX books_lower_name_key ON scratch.books USING btree (lower(name), business_id)',
      'books.books_name_business_id_key does not lead with business_id: UNIQUE (name, business_id)',
      'books.books_parent_id_fkey does not lead with business_id: FOREIGN KEY (parent_id) REFERENCES scratch.books(id)',
      'books.books_pkey does not lead with business_id: PRIMARY KEY (id)',
    ]);
  });
});
