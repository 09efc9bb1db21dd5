import { createDataSource, PreparingClient } from '@ledgerline/domain';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';

// The pool's client prepares every query with parameters (docs/decisions.md, "Prepared statements
// everywhere"): observed from PostgreSQL's own list of the session's prepared statements.

let database: TestDatabase;
let client: PreparingClient;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function connect(preparedStatements: number): Promise<PreparingClient> {
  const connected = new PreparingClient({ connectionString: database.url, preparedStatements });
  await connected.connect();
  return connected;
}
afterEach(() => client?.end());

/** The session's prepared statements, by text (a query without parameters, so never one of them). */
async function prepared(): Promise<string[]> {
  return (await client.query('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((row: { statement: string }) => row.statement);
}

const texts = ['SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n', 'SELECT $1::int + 3 AS n', 'SELECT $1::int + 4 AS n'];

describe('PreparingClient', () => {
  it('prepares a text with parameters once and reuses it with other values', async () => {
    client = await connect(10);
    expect((await client.query(texts[0], [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(texts[0], [41])).rows).toEqual([{ n: 42 }]);
    expect(await prepared()).toEqual([texts[0]]);
  });

  it('sends a text without parameters as it is: several statements, nothing prepared', async () => {
    client = await connect(10);
    await client.query('CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (7)');
    expect((await client.query('SELECT n FROM t')).rows).toEqual([{ n: 7 }]);
    expect(await prepared()).toEqual([]);
  });

  it('keeps the most recently used statements and closes the others', async () => {
    client = await connect(2);
    for (const text of texts) await client.query(text, [1]);
    await client.query(texts[2], [1]); // used again: texts[3] is now the least recent
    await client.query(texts[0], [5]); // prepared again, forgetting texts[3]
    expect((await prepared()).sort()).toEqual([texts[0], texts[2]].sort());
  });

  it('never closes a statement inside a transaction, which commits untouched', async () => {
    client = await connect(1);
    await client.query('CREATE TEMP TABLE t (n int)');
    await client.query('BEGIN');
    for (const [index, text] of texts.entries()) await client.query(`INSERT INTO t SELECT ${text.replace('SELECT ', '')}`, [index]);
    expect(await prepared()).toHaveLength(texts.length); // forgotten, but still open until the transaction ends
    await client.query('COMMIT');
    expect((await client.query('SELECT n FROM t ORDER BY n')).rows).toEqual([{ n: 1 }, { n: 3 }, { n: 5 }, { n: 7 }]);
    expect(await prepared()).toHaveLength(1);
  });

  it('survives a statement PostgreSQL refused: the next ones run, a transaction rolls back as usual', async () => {
    client = await connect(1);
    await expect(client.query('SELEC $1::int', [1])).rejects.toThrow(/syntax error/);
    expect((await client.query(texts[0], [1])).rows).toEqual([{ n: 2 }]);
    await client.query('BEGIN');
    await expect(client.query('SELECT $1::int / 0', [1])).rejects.toThrow(/division by zero/);
    await client.query('ROLLBACK');
    expect((await client.query(texts[1], [1])).rows).toEqual([{ n: 3 }]);
    expect(await prepared()).toEqual([texts[1]]);
  });
});

describe('the data source', () => {
  it('runs TypeORM queries with parameters as prepared statements', async () => {
    const db = await createDataSource({ url: database.url, poolSize: 1 }).initialize();
    try {
      await db.query('SELECT count(*) FROM businesses WHERE id = $1', ['00000000-0000-0000-0000-000000000000']);
      const statements: { statement: string }[] = await db.query('SELECT statement FROM pg_prepared_statements');
      expect(statements.map((row) => row.statement)).toContain('SELECT count(*) FROM businesses WHERE id = $1');
    } finally {
      await db.destroy();
    }
  });
});
