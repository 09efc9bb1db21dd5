import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';

// Deleting a row makes PostgreSQL look for the rows whose foreign keys point at it. Without an
// index on the pointing columns, that look is a scan of the whole table, for every business: an
// unused account took 330 ms to delete once the database held 168,000 sales, and more as it grew.
// So every foreign key has an index that finds its rows, unless the row it points at can never be
// deleted or re-keyed.

/** Tables whose rows are never deleted or changed, and the trigger that refuses it. */
const IMMUTABLE: Record<string, string> = {
  journal_entries: 'journal_entries_immutable',
};

/** Columns every books key carries; an index on them alone reads a whole business. */
const TENANT = new Set(['business_id', 'environment']);

interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
}

interface Index {
  table: string;
  columns: (string | null)[];
  predicate: string | null;
}

/**
 * Whether `index` finds a foreign key's rows: its leading columns are all the key's, and among them
 * is every key column but business_id and environment. A partial index counts when it leaves out
 * only rows whose key column is null (which point at nothing).
 */
function finds(index: Index, key: ForeignKey): boolean {
  const partialOk = index.predicate === null || key.columns.some((column) => index.predicate === `(${column} IS NOT NULL)`);
  const leading: string[] = [];
  for (const column of index.columns) {
    if (column === null || !key.columns.includes(column)) break;
    leading.push(column);
  }
  return partialOk && key.columns.every((column) => TENANT.has(column) || leading.includes(column));
}

/**
 * The foreign keys of `schema` no index finds (each with its columns and the table it points at), and
 * each table listed as immutable that lacks a row trigger of that name before UPDATE and DELETE.
 */
async function foreignKeyProblems(db: DataSource, schema: string, immutable: Record<string, string>): Promise<string[]> {
  const keys: ForeignKey[] = await db.query(
    `SELECT c.relname AS table, k.conname AS name, r.relname AS referenced,
            array(SELECT a.attname::text FROM unnest(k.conkey) n JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = n) AS columns
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
      WHERE c.relnamespace = $1::regnamespace AND k.contype = 'f' ORDER BY 1, 2`,
    [schema],
  );
  const indexes: Index[] = await db.query(
    `SELECT c.relname AS table, pg_get_expr(x.indpred, x.indrelid) AS predicate,
            array(SELECT a.attname::text FROM unnest(x.indkey::int2[]) WITH ORDINALITY n(attnum, i)
                    LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = n.attnum ORDER BY n.i) AS columns
       FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid WHERE c.relnamespace = $1::regnamespace`,
    [schema],
  );
  const guarded: { table: string; trigger: string }[] = await db.query(
    `SELECT c.relname AS table, t.tgname AS trigger FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = $1::regnamespace AND NOT t.tgisinternal
        AND t.tgtype & 1 = 1 AND t.tgtype & 2 = 2 AND t.tgtype & 8 = 8 AND t.tgtype & 16 = 16`,
    [schema],
  );
  return [
    ...Object.entries(immutable)
      .filter(([table, trigger]) => !guarded.some((g) => g.table === table && g.trigger === trigger))
      .map(([table, trigger]) => `${table}: listed as immutable, but no row trigger ${trigger} before UPDATE and DELETE`),
    ...keys
      .filter((key) => !(key.referenced in immutable))
      .filter((key) => !indexes.some((index) => index.table === key.table && finds(index, key)))
      .map((key) => `${key.table}.${key.name}: no index finds (${key.columns.join(', ')}) → ${key.referenced}`),
  ];
}

const database = useTestDatabase(1);

describe('the foreign keys', () => {
  it('each have an index that finds the rows pointing at a row, or point at rows that are never deleted', async () => {
    expect(await foreignKeyProblems(database.source, 'public', IMMUTABLE)).toEqual([]);
  });

  it('are all checked: the check names a key without an index, one whose index leaves out other rows or reads a whole business, and an unguarded immutable table', async () => {
    await database.source.query(`
      CREATE SCHEMA scratch;
      CREATE TABLE scratch.parents (business_id uuid, id uuid, PRIMARY KEY (business_id, id));
      CREATE TABLE scratch.kept (business_id uuid, id uuid, PRIMARY KEY (business_id, id));
      CREATE TABLE scratch.unguarded (id uuid PRIMARY KEY);
      CREATE TABLE scratch.children (
        business_id uuid, id uuid PRIMARY KEY, parent_id uuid, other_id uuid, optional_id uuid, partial_id uuid, kept_id uuid, status text,
        CONSTRAINT bare FOREIGN KEY (business_id, parent_id) REFERENCES scratch.parents,
        CONSTRAINT covered FOREIGN KEY (business_id, other_id) REFERENCES scratch.parents,
        CONSTRAINT nulls_left_out FOREIGN KEY (business_id, optional_id) REFERENCES scratch.parents,
        CONSTRAINT others_left_out FOREIGN KEY (business_id, partial_id) REFERENCES scratch.parents,
        CONSTRAINT never_deleted FOREIGN KEY (business_id, kept_id) REFERENCES scratch.kept
      );
      CREATE INDEX ON scratch.children (business_id, status, parent_id);
      CREATE INDEX ON scratch.children (other_id, business_id);
      CREATE INDEX ON scratch.children (business_id, optional_id) WHERE optional_id IS NOT NULL;
      CREATE INDEX ON scratch.children (business_id, partial_id) WHERE status <> 'void';
      CREATE FUNCTION scratch.refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'immutable'; END $$;
      CREATE TRIGGER kept_immutable BEFORE UPDATE OR DELETE ON scratch.kept FOR EACH ROW EXECUTE FUNCTION scratch.refuse();
    `);
    expect(await foreignKeyProblems(database.source, 'scratch', { kept: 'kept_immutable', unguarded: 'unguarded_immutable' })).toEqual([
      'unguarded: listed as immutable, but no row trigger unguarded_immutable before UPDATE and DELETE',
      'children.bare: no index finds (business_id, parent_id) → parents',
      'children.others_left_out: no index finds (business_id, partial_id) → parents',
    ]);
  });
});
