import type { RunningDatabase } from '@ledgerline/server';
import { Client } from 'pg';
import { removeDataDir } from './data-dir';
import { testSetting } from './environment';

/** Drops the template and every database cloned from it, stops the embedded server and removes its data. */
export default async function globalTeardown(): Promise<void> {
  const template = testSetting('template');
  const admin = new Client({ connectionString: testSetting('adminUrl') });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
    template,
    `${template.replace('template', 'test')}%`,
  ]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await admin.end();
  const embedded = (globalThis as { __ledgerlineEmbedded?: RunningDatabase }).__ledgerlineEmbedded;
  await embedded?.stop();
  removeDataDir(testSetting('dataDir'));
}
