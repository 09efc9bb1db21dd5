// Records each package's Jest totals so `scripts/test.mjs` can print one closing line for the run.
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, join } = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = join(__dirname, '..', '.test-results');
    mkdirSync(dir, { recursive: true });
    const name = basename(process.cwd());
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(summary));
  }
}
module.exports = SummaryReporter;
