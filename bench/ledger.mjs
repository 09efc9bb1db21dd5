// Issue 3's figures: POST /sales across 100 businesses and on one, GET /sales on 1,000,000 sales
// (page 1, page 5,000, and a cursor at the same depth), the trial balance over 1,000,000 lines, and
// the journal entries list of those lines.
// Issue 17's: the 100-business sales against a plain SQL writer of the same rows (its ratio), and
// the API processes' peak memory under the sales scenarios.
import { randomUUID } from 'node:crypto';
import { analyze, cannon, Client, DURATION, freshDatabase, getJson, measure, median, newBusiness, peakRssMiB, startApi } from './lib.mjs';
import { plainWriter } from './plain-writer.mjs';
import { seedJournal, seedSales } from './seed.mjs';

const SALES_ROWS = Number(process.env.BENCH_SALES_ROWS ?? 1_000_000);
/** Rounds of the service against the plain writer (BENCH_WRITER_ROUNDS, 3): one pair of runs each, back to back. */
const WRITER_ROUNDS = Number(process.env.BENCH_WRITER_ROUNDS ?? 3);
const JOURNAL_LINES = Number(process.env.BENCH_JOURNAL_LINES ?? 1_000_000);
/** The deep page of the sales list, by number and by cursor: page 5,000 of 10, or the middle page of a smaller seed. */
const DEEP_PAGE = Math.max(2, Math.min(5000, Math.floor(SALES_ROWS / 20)));

async function taxRate(ds, businessId) {
  const id = randomUUID();
  await ds.query(
    `INSERT INTO tax_rates (id, business_id, environment, name, rate, account_id)
     SELECT $1, $2, 'sandbox', 'VAT 7.5%', 7.5, id FROM accounts WHERE business_id = $2 AND environment = 'sandbox' AND system AND subtype = 'sales_tax'`,
    [id, businessId],
  );
  return id;
}

/** An autocannon request of POST /sales (3 lines, one taxed), round-robin over `businesses`. */
function salesRequest(businesses) {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/v1/sales',
    setupRequest: (req) => {
      const business = businesses[next++ % businesses.length];
      return {
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${business.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          payment_method: 'card',
          lines: [
            { description: 'Widget', quantity: '3', unit_price: '19.99', tax_rate_id: business.taxRateId },
            { description: 'Gift wrap', quantity: '1', unit_price: '2.50' },
            { description: 'Delivery', quantity: '1', unit_price: '5.00' },
          ],
        }),
      };
    },
  };
}

/** POST /sales (3 lines, one taxed), round-robin over `businesses`; then the books are checked. */
async function postSales(api, ds, businesses, scenario) {
  const request = salesRequest(businesses);
  // The warm-up fills the sales' tables (empty in round 1): statistics as autovacuum would gather them.
  const summary = await measure(scenario, { url: api.base, requests: [request], afterWarmUp: () => analyze(ds) });
  // A timed run cuts off with requests in flight that still commit, so the books are checked on
  // a run of a fixed number of requests, every response awaited: stored sales must equal its 201s.
  const ids = businesses.map((b) => b.businessId);
  const count = async () => (await ds.query('SELECT count(*)::int AS n FROM sales WHERE business_id = ANY($1::uuid[])', [ids]))[0].n;
  // Requests the timed run left in flight still commit: wait until the count settles.
  let before = await count();
  for (let settled = -1; settled !== before;) {
    settled = before;
    await new Promise((r) => setTimeout(r, 1000));
    before = await count();
  }
  const exact = await cannon({ url: api.base, requests: [request], connections: 50, amount: 2000 });
  const stored = (await count()) - before;
  const [{ unbalanced }] = await ds.query(
    'SELECT count(*)::int AS unbalanced FROM (SELECT entry_id FROM journal_lines WHERE business_id = ANY($1::uuid[]) GROUP BY entry_id HAVING sum(base_debit) <> sum(base_credit)) x',
    [ids],
  );
  summary.check = {
    requests: 2000,
    created_201: exact['2xx'],
    stored_sales: stored,
    stored_equals_created: stored === exact['2xx'],
    unbalanced_entries: unbalanced,
  };
  console.log(`  check: 2000 requests → ${exact['2xx']} × 201, ${stored} sales stored; unbalanced entries in these businesses: ${unbalanced}`);
  return summary;
}

export async function ledger() {
  const db = await freshDatabase();
  let api = await startApi(db.url);
  const results = [];
  try {
    const many = [];
    for (let i = 0; i < 100; i++) {
      const business = await newBusiness(db.ds, `Shop ${i}`);
      many.push({ businessId: business.businessId, key: business.keys.sandbox, taxRateId: await taxRate(db.ds, business.businessId) });
    }
    // The service against the plain writer, in rounds of one run each, back to back: the writer
    // second in odd rounds and first in even ones, the database checkpointed before every run, so
    // that the machine's drift touches both sides alike. The ratio is the median of the rounds'.
    const scenario = 'POST /api/v1/sales, 3 lines (1 taxed), round-robin over 100 businesses';
    const rounds = [];
    for (let round = 1; round <= WRITER_ROUNDS; round++) {
      const runService = async () => {
        await db.ds.query('CHECKPOINT');
        return round === 1 ? postSales(api, db.ds, many, scenario) : measure(`${scenario}, round ${round}`, { url: api.base, requests: [salesRequest(many)] });
      };
      const runWriter = async () => {
        await db.ds.query('CHECKPOINT');
        const plain = await plainWriter(db.url, many, { clients: 50, seconds: DURATION });
        console.log(
          `plain SQL writer (no HTTP), round ${round}: ${plain.sales_per_second} sales/s, p50 ${plain.latency_ms.p50} ms, p99 ${plain.latency_ms.p99} ms, machine CPU ${plain.machine_cpu_ms_per_sale} ms/sale, unbalanced ${plain.unbalanced_entries}`,
        );
        return plain;
      };
      const writerFirst = round % 2 === 0;
      const first = writerFirst ? await runWriter() : await runService();
      const second = writerFirst ? await runService() : await runWriter();
      const [service, plain] = writerFirst ? [second, first] : [first, second];
      const ratio = Number((service.requests_per_second / plain.sales_per_second).toFixed(2));
      console.log(`  round ${round}: the service ${ratio}× the plain writer's rate`);
      rounds.push({ round, service, plain, ratio });
    }
    // Round 1's service run is the one the books were checked after; each round's pair and ratio follow.
    results.push(rounds[0].service);
    const ratio = median(rounds.map((pair) => pair.ratio));
    results.push({
      scenario: 'plain SQL writer, 50 pg clients, one transaction per sale, round-robin over the same 100 businesses',
      rounds: rounds.map(({ round, service, plain, ratio: roundRatio }) => ({
        round,
        service: {
          requests_per_second: service.requests_per_second,
          latency_ms: service.latency_ms,
          machine_cpu_ms_per_request: service.machine_cpu_ms_per_request,
        },
        writer: plain,
        ratio: roundRatio,
      })),
      service_ratio: ratio,
    });
    console.log(`the service against the plain writer: ${rounds.map((pair) => pair.ratio).join(', ')}× by round; median ${ratio}×`);
    results.push(await postSales(api, db.ds, [many[0]], 'POST /api/v1/sales, 3 lines (1 taxed), one business (hot balance rows)'));
    const rss = peakRssMiB(api.pid);
    results.push({ scenario: "API processes' peak RSS (VmHWM) after the sales scenarios, MiB (primary, workers)", rss_mib: rss });
    console.log(`  API processes' peak RSS after the sales scenarios (MiB): ${rss.join(', ')}`);

    const big = await newBusiness(db.ds, 'Million sales');
    const client = new Client({ connectionString: db.url });
    await client.connect();
    console.log(`  seeding ${SALES_ROWS} sales …`);
    await seedSales(client, { businessId: big.businessId, count: SALES_ROWS });
    const books = await newBusiness(db.ds, 'Million lines');
    console.log(`  seeding ${JOURNAL_LINES} journal lines …`);
    await seedJournal(client, { businessId: books.businessId, lines: JOURNAL_LINES });
    await client.end();
    const headers = { authorization: `Bearer ${big.keys.sandbox}` };
    // The read scenarios repeat one request, which the read cache answers after the first
    // read; they run again with the cache off (READ_CACHE_ENTRIES=0) for what a first read costs.
    for (const cache of ['read cache on', 'read cache off']) {
      if (cache === 'read cache off') {
        await api.stop();
        api = await startApi(db.url, { READ_CACHE_ENTRIES: '0' });
      }
      results.push(
        await measure(`GET /api/v1/sales?limit=10&page=1 (${SALES_ROWS} sales), ${cache}`, { url: `${api.base}/api/v1/sales?limit=10&page=1`, headers }),
      );
      results.push(
        await measure(`GET /api/v1/sales?limit=10&page=${DEEP_PAGE}, 10 connections, ${cache}`, {
          url: `${api.base}/api/v1/sales?limit=10&page=${DEEP_PAGE}`,
          headers,
          connections: 10,
        }),
      );
      const cursor = (await getJson(`${api.base}/api/v1/sales?limit=10&page=${DEEP_PAGE - 1}`, headers)).pagination.next_cursor;
      results.push(
        await measure(`GET /api/v1/sales?limit=10&cursor=<page ${DEEP_PAGE}>, 10 connections, ${cache}`, {
          url: `${api.base}/api/v1/sales?limit=10&cursor=${cursor}`,
          headers,
          connections: 10,
        }),
      );
      results.push(
        await measure(`GET /api/v1/sales?limit=10&page=1, 10 connections (reference for the cursor), ${cache}`, {
          url: `${api.base}/api/v1/sales?limit=10&page=1`,
          headers,
          connections: 10,
        }),
      );
      results.push(
        await measure(`GET /api/v1/reports/trial-balance (${JOURNAL_LINES} journal lines), ${cache}`, {
          url: `${api.base}/api/v1/reports/trial-balance`,
          headers: { authorization: `Bearer ${books.keys.sandbox}` },
        }),
      );
    }
    // A list the read cache does not keep, whose total is counted (up to 10,000), not maintained.
    results.push(
      await measure(`GET /api/v1/journal-entries?limit=10&page=1 (${JOURNAL_LINES / 2} entries), 10 connections`, {
        url: `${api.base}/api/v1/journal-entries?limit=10&page=1`,
        headers: { authorization: `Bearer ${books.keys.sandbox}` },
        connections: 10,
      }),
    );
    // Issue 17's two first reads again at the platform's default of one API worker: on these 2 cores a
    // second worker's backends and the first worker compete, and the tails grow (docs/decisions.md).
    await api.stop();
    api = await startApi(db.url, { READ_CACHE_ENTRIES: '0', API_WORKERS: '1' });
    results.push(
      await measure(`GET /api/v1/sales?limit=10&page=1 (${SALES_ROWS} sales), read cache off, 1 API worker`, {
        url: `${api.base}/api/v1/sales?limit=10&page=1`,
        headers,
      }),
    );
    results.push(
      await measure(`GET /api/v1/reports/trial-balance (${JOURNAL_LINES} journal lines), read cache off, 1 API worker`, {
        url: `${api.base}/api/v1/reports/trial-balance`,
        headers: { authorization: `Bearer ${books.keys.sandbox}` },
      }),
    );
    return results;
  } finally {
    await api.stop();
    await db.drop();
  }
}
