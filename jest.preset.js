// One Jest configuration for every workspace package: ts-jest in transpile-only mode (type
// checking is `pnpm typecheck`), in three layers: unit specs of pure code (`src/**/*.spec.ts`),
// integration specs of a use case or a repository against PostgreSQL (`src/**/*.int-spec.ts`), and
// e2e specs over HTTPS against the running app (`test/**/*.e2e-spec.ts`). The last two share the
// PostgreSQL the global setup brings up (one template database, cloned per test file).
const fs = require('node:fs');
const path = require('node:path');

function hasFiles(dir, suffix) {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith(suffix));
}

module.exports = (dir) => {
  const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json') }] };
  const projects = [{ displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'], transform, rootDir: dir }];
  if (hasFiles(path.join(dir, 'src'), '.int-spec.ts'))
    projects.push({ displayName: 'int', rootDir: dir, transform, testMatch: ['<rootDir>/src/**/*.int-spec.ts'] });
  if (fs.existsSync(path.join(dir, 'test'))) projects.push({ displayName: 'e2e', rootDir: dir, transform, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] });
  // Set at the top, the database's global setup runs once for the int and e2e layers together.
  const database = projects.length > 1 ? { globalSetup: '@ledgerline/testing/global-setup', globalTeardown: '@ledgerline/testing/global-teardown' } : {};
  const reporters = ['default', path.join(__dirname, 'scripts/jest-summary-reporter.js')];
  // Jest reads `testTimeout` from the top-level config only (a project's own is ignored).
  return { projects, reporters, maxWorkers: 2, testTimeout: 60000, ...database };
};
