import { randomBytes } from 'node:crypto';
import { createDataSource } from '@ledgerline/domain';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { testSetting, withDatabase } from './environment';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testSetting('adminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of its own for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = testSetting('template');
  const name = `${template.replace('template', 'test')}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(testSetting('adminUrl'), name),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * For an int-spec: a database of its own (`createTestDatabase`) with a pool of `poolSize`
 * connections, opened before the file's tests and dropped after them. Read `source` and `url` in hooks and tests.
 */
export function useTestDatabase(poolSize = 4): { readonly source: DataSource; readonly url: string } {
  let database: TestDatabase | undefined;
  let source: DataSource | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    source = await createDataSource({ url: database.url, poolSize }).initialize();
  });
  afterAll(async () => {
    await source?.destroy();
    await database?.drop();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test database opens in beforeAll');
    return value;
  };
  return {
    get source() {
      return opened(source);
    },
    get url() {
      return opened(database).url;
    },
  };
}
