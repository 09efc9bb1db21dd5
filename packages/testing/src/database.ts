import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
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
