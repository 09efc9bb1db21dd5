/** What the Jest global setup hands to every test file, through the environment. */
export const TEST_ENV = {
  adminUrl: 'LEDGERLINE_TEST_ADMIN_URL',
  template: 'LEDGERLINE_TEST_TEMPLATE',
  dataDir: 'LEDGERLINE_TEST_DATA_DIR',
} as const;

export function testSetting(name: keyof typeof TEST_ENV): string {
  const value = process.env[TEST_ENV[name]];
  if (!value) throw new Error(`${TEST_ENV[name]} is not set: run the e2e project through its Jest global setup`);
  return value;
}

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
