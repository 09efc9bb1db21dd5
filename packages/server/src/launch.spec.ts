import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The built `@ledgerline/server/launch`, loaded by a fresh Node process: the modules it brought in.
 * (The test script builds the package first.)
 */
function loadedBy(entry: string): { exports: string[]; modules: string[] } {
  const script = `const m = require(${JSON.stringify(entry)}); console.log(JSON.stringify({ exports: Object.keys(m), modules: Object.keys(require.cache) }))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { exports: string[]; modules: string[] };
}

describe('@ledgerline/server/launch', () => {
  const launch = loadedBy(join(__dirname, '..', 'dist', 'launch.js'));

  it('gives a process what it needs before it loads an app', () => {
    expect(launch.exports).toEqual(expect.arrayContaining(['loadConfig', 'runStartup', 'createLogger', 'ensureTls', 'startEmbeddedPostgres']));
  });

  it('loads neither Nest nor TypeORM (the API supervisor stays small)', () => {
    expect(launch.modules.filter((path) => /node_modules[\\/](@nestjs|typeorm)[\\/]/.test(path))).toEqual([]);
  });

  it('is what the package root exports too', () => {
    const root = loadedBy(join(__dirname, '..', 'dist', 'index.js'));
    expect(root.exports).toEqual(expect.arrayContaining(launch.exports));
    // The root loads the app side: the test above would see it.
    expect(root.modules.some((path) => /node_modules[\\/]@nestjs[\\/]core[\\/]/.test(path))).toBe(true);
  });
});
