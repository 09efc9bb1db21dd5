// Issue 4's figures: one GET with the rate limiter off and on each store (memory, PostgreSQL, and
// Redis when REDIS_URL is set) on the same database, one API process at a time. Each store is
// measured in pairs with `off`, run back to back, for BENCH_LIMITER_ROUNDS rounds (5); a pair runs
// off first in odd rounds and the store first in even ones, so that drift over the section (and
// what one run leaves the next, such as the PostgreSQL store's commits) touches both sides equally.
// The database is checkpointed before every run. A store's cost is 1 − the median over its pairs of
// its req/s divided by `off`'s, and its CPU cost the median of its machine CPU per request over
// `off`'s, less 1 (CPU time per request moves less with the machine's noise than req/s does).
// GET /business is the lightest authenticated call, so the limiter's share of its time is as large
// as it gets.
import { freshDatabase, measure, median, newBusiness, startApi } from './lib.mjs';

const STORES = ['memory', 'postgres', ...(process.env.REDIS_URL ? ['redis'] : [])];
const ROUNDS = Number(process.env.BENCH_LIMITER_ROUNDS ?? 5);
/** Ports of their own, so that another section's API left running cannot answer for this one. */
const PORTS = { production: 18463, sandbox: 18464 };

const percent = (fraction) => Number((100 * fraction).toFixed(1));

export async function limiter() {
  const db = await freshDatabase();
  try {
    const business = await newBusiness(db.ds);
    const headers = { authorization: `Bearer ${business.keys.sandbox}` };
    const run = async (store, round) => {
      await db.ds.query('CHECKPOINT');
      // One worker: the memory store counts per process.
      const api = await startApi(db.url, { RATE_LIMIT_STORE: store, API_WORKERS: '1' }, PORTS);
      try {
        return await measure(`GET /api/v1/business, rate limiter ${store}, round ${round}`, { url: `${api.base}/api/v1/business`, headers });
      } finally {
        await api.stop();
      }
    };
    const pairs = Object.fromEntries(STORES.map((store) => [store, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const store of STORES) {
        const order = round % 2 === 1 ? ['off', store] : [store, 'off'];
        const [first, second] = [await run(order[0], round), await run(order[1], round)];
        pairs[store].push(round % 2 === 1 ? { off: first, on: second } : { off: second, on: first });
      }
    }
    return STORES.map((store) => {
      const ratios = pairs[store].map(({ off, on }) => on.requests_per_second / off.requests_per_second);
      const cpuRatios = pairs[store].map(({ off, on }) => on.machine_cpu_ms_per_request / off.machine_cpu_ms_per_request);
      const result = {
        scenario: `GET /api/v1/business, rate limiter ${store} against off (${ROUNDS} pairs)`,
        store,
        requests_per_second: median(pairs[store].map(({ on }) => on.requests_per_second)),
        off_requests_per_second: median(pairs[store].map(({ off }) => off.requests_per_second)),
        latency_ms: { p50: median(pairs[store].map(({ on }) => on.latency_ms.p50)), p99: median(pairs[store].map(({ on }) => on.latency_ms.p99)) },
        ratios_to_off: ratios.map((ratio) => Number(ratio.toFixed(3))),
        cost_percent: percent(1 - median(ratios)),
        cpu_ratios_to_off: cpuRatios.map((ratio) => Number(ratio.toFixed(3))),
        cpu_cost_percent: percent(median(cpuRatios) - 1),
        pairs: pairs[store],
      };
      console.log(
        `rate limiter ${store}: ${result.requests_per_second.toFixed(0)} req/s (off ${result.off_requests_per_second.toFixed(0)}), p99 ${result.latency_ms.p99} ms; ` +
          `cost ${result.cost_percent} % in req/s (median of the pairs' ratios ${result.ratios_to_off.join(', ')}), ` +
          `${result.cpu_cost_percent} % in machine CPU per request (ratios ${result.cpu_ratios_to_off.join(', ')})`,
      );
      return result;
    });
  } finally {
    await db.drop();
  }
}
