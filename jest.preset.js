// One Jest configuration for every workspace package: ts-jest in transpile-only mode
// (type checking is `pnpm typecheck`), unit specs under src/, e2e specs under test/.
const fs = require('node:fs');
const path = require('node:path');

module.exports = (dir) => {
  const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json') }] };
  const hasE2e = fs.existsSync(path.join(dir, 'test'));
  const projects = [{ displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'], transform, rootDir: dir }];
  if (hasE2e) {
    projects.push({
      displayName: 'e2e',
      rootDir: dir,
      transform,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '@ledgerline/testing/global-setup',
      globalTeardown: '@ledgerline/testing/global-teardown',
    });
  }
  const reporters = ['default', path.join(__dirname, 'scripts/jest-summary-reporter.js')];
  // Jest reads `testTimeout` from the top-level config only (a project's own is ignored).
  return { projects, reporters, maxWorkers: 2, testTimeout: 60000 };
};
