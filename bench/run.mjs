// `pnpm bench`: each section starts the API (rate limit raised) on a fresh database, loads it with
// autocannon over HTTPS, prints req/s and latency percentiles; all figures go to
// bench/results/<timestamp>.json. BENCH_SECTIONS=foundation,ledger,limiter,reports,webhooks picks sections.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { foundation } from './foundation.mjs';
import { ledger } from './ledger.mjs';
import { limiter } from './limiter.mjs';
import { reports } from './reports.mjs';
import { webhooks } from './webhooks.mjs';
import { root } from './lib.mjs';

const sections = { foundation, ledger, limiter, reports, webhooks };
const chosen = (process.env.BENCH_SECTIONS ?? Object.keys(sections).join(',')).split(',');
const results = {};
for (const name of chosen) {
  console.log(`\n== ${name}`);
  results[name] = await sections[name]();
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded',
      duration_s: Number(process.env.BENCH_DURATION ?? 10),
      results,
    },
    null,
    2,
  ),
);
console.log(`\nwritten ${file}`);
