// The README's test command: typecheck every workspace package, run every Jest project (one
// package at a time: 2 cores), then print one closing line with the totals of the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const results = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '.test-results');
rmSync(results, { recursive: true, force: true });
// Turbo runs each task through the package manager, so it must run under the pinned pnpm.
const { packageManager } = JSON.parse(readFileSync(join(results, '..', 'package.json'), 'utf8'));
const turbo = spawnSync('npx', ['-y', packageManager, 'exec', 'turbo', 'run', 'typecheck', 'test', '--concurrency=1', '--continue', '--output-logs=full'], {
  stdio: 'inherit',
});

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of existsSync(results) ? readdirSync(results) : []) {
  const summary = JSON.parse(readFileSync(join(results, file), 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += summary[key];
}
// A failure outside Jest (typecheck, build) still counts as one failure in the closing line.
const failed = totals.failed + (turbo.status === 0 ? 0 : totals.failed === 0 ? 1 : 0);
console.log(`\nTests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(turbo.status ?? 1);
