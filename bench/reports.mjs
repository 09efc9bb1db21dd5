// Issue 14's figures: every report at 10 connections on one business with 1,000,000 journal lines
// over three years and 100,000 invoices, read cache off (what a first read costs; with the
// platform's default of one API worker, and with two) and on; the ledger export of every line,
// streamed, with the API's memory; and hledger over that export.
import { execFile } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { get } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, dataDir, freshDatabase, measure, newBusiness, processTree, startApi } from './lib.mjs';
import { checkBooks, LAST_YEAR_END, REPORT_END, seedReportBooks } from './seed.mjs';

const LINES = Number(process.env.BENCH_REPORT_LINES ?? 1_000_000);
const INVOICES = Number(process.env.BENCH_REPORT_INVOICES ?? 100_000);

/** A process's resident memory now, MiB (0 when it has gone). */
function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** GET the export into `file`, sampling the API processes' memory every 50 ms. */
async function streamExport(api, key, file) {
  const pids = processTree(api.pid);
  const peak = new Map(pids.map((pid) => [pid, rssMiB(pid)]));
  const before = new Map(peak);
  const sampler = setInterval(() => pids.forEach((pid) => peak.set(pid, Math.max(peak.get(pid), rssMiB(pid)))), 50);
  const started = performance.now();
  const bytes = await new Promise((resolve, reject) => {
    get(
      `${api.base}/api/v1/exports/ledger?to=${REPORT_END}`,
      { ca: readFileSync(join(dataDir, 'tls', 'ca.crt')), headers: { authorization: `Bearer ${key}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let total = 0;
        response.on('data', (chunk) => (total += chunk.length));
        response
          .pipe(createWriteStream(file))
          .on('finish', () => resolve(total))
          .on('error', reject);
      },
    ).on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    seconds: Number(seconds.toFixed(2)),
    bytes,
    rss_mib: pids.map((pid) => ({ pid, before: Number(before.get(pid).toFixed(1)), peak: Number(peak.get(pid).toFixed(1)) })),
  };
}

export async function reports() {
  const db = await freshDatabase();
  const results = [];
  let api;
  const client = new Client({ connectionString: db.url });
  // The database is dropped with its connections when the section fails: that is not the error to report.
  client.on('error', () => {});
  try {
    const business = await newBusiness(db.ds, 'Three years of books');
    await client.connect();
    console.log(`  seeding ${LINES} journal lines with ${INVOICES} invoices …`);
    const seeding = performance.now();
    await seedReportBooks(client, { businessId: business.businessId, lines: LINES, invoices: INVOICES });
    const check = await checkBooks(client, business.businessId);
    const seeded_s = Number(((performance.now() - seeding) / 1000).toFixed(1));
    console.log(`  seeded in ${seeded_s} s: ${JSON.stringify(check)}`);
    results.push({ scenario: 'seed', seconds: seeded_s, check });
    if (Object.entries(check).some(([name, count]) => name !== 'journal_lines' && count > 0)) throw new Error('the seeded books are inconsistent');
    const { rows } = await client.query(
      `SELECT customer_id, count(*)::int AS invoices FROM invoices WHERE business_id = $1 GROUP BY customer_id ORDER BY count(*) DESC, customer_id LIMIT 1`,
      [business.businessId],
    );
    const headers = { authorization: `Bearer ${business.keys.sandbox}` };
    const lastYear = `${Number(REPORT_END.slice(0, 4)) - 1}${REPORT_END.slice(4)}`;
    const lastMonth = REPORT_END.slice(0, 8) + '01';
    const pages = Math.ceil(LINES / 100);
    const { rows: statementLines } = await client.query(
      `SELECT count(*)::int AS lines FROM receivable_movements WHERE business_id = $1 AND customer_id = $2 AND date BETWEEN $3 AND $4`,
      [business.businessId, rows[0].customer_id, lastYear, REPORT_END],
    );
    const statementPages = Math.max(1, Math.ceil(statementLines[0].lines / 100));
    const scenarios = [
      ['trial balance', `/reports/trial-balance?as_of=${REPORT_END}`, 20],
      ['balance sheet', `/reports/balance-sheet?as_of=${REPORT_END}`, 20],
      ['profit and loss, one month', `/reports/profit-and-loss?from=${lastMonth}&to=${REPORT_END}`, 50],
      ['profit and loss, 12 monthly columns', `/reports/profit-and-loss?from=${lastMonth}&to=${REPORT_END}&compare=previous_period&periods=11`, 50],
      ['profit and loss, one month, cash basis', `/reports/profit-and-loss?from=${lastMonth}&to=${REPORT_END}&basis=cash`, 50],
      [
        'profit and loss, 12 monthly columns, cash basis',
        `/reports/profit-and-loss?from=${lastMonth}&to=${REPORT_END}&compare=previous_period&periods=11&basis=cash`,
        50,
      ],
      ['general ledger, page 1 of 100 lines', '/reports/general-ledger?from=2023-11-01&to=' + REPORT_END + '&limit=100&page=1', 30],
      [`general ledger, page ${Math.ceil(pages / 2)}`, `/reports/general-ledger?from=2023-11-01&to=${REPORT_END}&limit=100&page=${Math.ceil(pages / 2)}`, 30],
      [`general ledger, page ${pages - 1}`, `/reports/general-ledger?from=2023-11-01&to=${REPORT_END}&limit=100&page=${pages - 1}`, 30],
      ['aged receivables, first page of 10 customers (the default)', `/reports/aged-receivables?as_of=${REPORT_END}`, 100],
      ['aged receivables, first page of 100 customers', `/reports/aged-receivables?as_of=${REPORT_END}&limit=100`, 100],
      // What was owed at the last year end, ten months before the books end: the invoices owing then and those settled since.
      [`aged receivables as of ${LAST_YEAR_END}, first page of 10 customers`, `/reports/aged-receivables?as_of=${LAST_YEAR_END}`, 100],
      ...[1, statementPages].map((page) => [
        `customer statement, a year (${rows[0].invoices} invoices in all), page ${page} of ${statementPages} of 100 lines`,
        `/reports/customer-statement?customer_id=${rows[0].customer_id}&from=${lastYear}&to=${REPORT_END}&limit=100&page=${page}`,
        50,
      ]),
    ];
    // The goals are for first reads (cache off). One API worker is the platform's default; with two, on
    // these 2 cores, the workers and PostgreSQL's backends compete and the tails grow (docs/decisions.md).
    const runs = [
      { label: 'read cache off, 1 API worker', env: { READ_CACHE_ENTRIES: '0', API_WORKERS: '1' } },
      { label: 'read cache off, 2 API workers', env: { READ_CACHE_ENTRIES: '0', API_WORKERS: '2' } },
      { label: 'read cache on, 1 API worker', env: { API_WORKERS: '1' } },
    ];
    for (const [index, run] of runs.entries()) {
      api = await startApi(db.url, run.env);
      for (const [name, path, goal] of scenarios) {
        const summary = await measure(`GET ${name} (${LINES} lines), 10 connections, ${run.label}`, {
          url: `${api.base}/api/v1${path}`,
          headers,
          connections: 10,
        });
        summary.goal_p99_ms = goal;
        summary.goal_met = summary.latency_ms.p99 <= goal;
        results.push(summary);
      }
      if (index === 0) {
        const file = join(dataDir, 'export.journal');
        const exported = await streamExport(api, business.keys.sandbox, file);
        console.log(
          `GET /exports/ledger: ${exported.bytes} bytes in ${exported.seconds} s; API processes' RSS (MiB, before → peak): ${exported.rss_mib.map((p) => `${p.before} → ${p.peak}`).join(', ')}`,
        );
        const started = performance.now();
        await promisify(execFile)('hledger', ['-f', file, 'balance'], { maxBuffer: 64 * 1024 * 1024 });
        const hledger = Number(((performance.now() - started) / 1000).toFixed(2));
        const sheet = results.find((r) => r.scenario?.startsWith('GET balance sheet') && r.scenario.endsWith(run.label));
        const ratio = sheet.latency_ms.p50 / (hledger * 1000);
        console.log(
          `hledger balance over the export: ${hledger} s; our balance sheet p50 ${sheet.latency_ms.p50} ms = ${ratio.toExponential(2)} × hledger's time`,
        );
        results.push({
          scenario: 'GET /exports/ledger, every line',
          ...exported,
          goal_seconds: 10,
          goal_met: exported.seconds <= 10,
          hledger_balance_seconds: hledger,
          balance_sheet_p50_over_hledger: ratio,
        });
      }
      await api.stop();
      api = undefined;
    }
    return results;
  } finally {
    await api?.stop();
    await client.end().catch(() => {});
    await db.drop();
  }
}
