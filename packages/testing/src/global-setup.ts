import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, migrate } from '@ledgerline/domain';
import { ensureTls, loadConfig, startEmbeddedPostgres } from '@ledgerline/server';
import { Client } from 'pg';
import { TEST_ENV, withDatabase } from './environment';
import { freePort } from './ports';

/**
 * Brings PostgreSQL up once per Jest run — the server named by DATABASE_URL, else an embedded
 * one in a temporary directory — migrates a template database, and generates the test TLS CA.
 * Each test file then clones the template (`CREATE DATABASE … TEMPLATE`).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-test-'));
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
    (globalThis as { __ledgerlineEmbedded?: unknown }).__ledgerlineEmbedded = embedded;
    adminUrl = embedded.url;
  }
  const template = `ll_template_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const db = await createDataSource({ url: withDatabase(adminUrl, template), poolSize: 1 }).initialize();
  await migrate(db);
  await db.destroy();
  await ensureTls(loadConfig({ DATA_DIR: dataDir }));

  process.env[TEST_ENV.adminUrl] = adminUrl;
  process.env[TEST_ENV.template] = template;
  process.env[TEST_ENV.dataDir] = dataDir;
}
