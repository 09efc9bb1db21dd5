// Issue 4's figures: one GET with the rate limiter off and on each store (memory, PostgreSQL, and
// Redis when REDIS_URL is set) on the same database. One API process per setting (off and each
// store) runs for the whole section, each on ports of its own, and only one is loaded at a time.
// Each store is measured in pairs with `off`, run back to back, for BENCH_LIMITER_ROUNDS rounds (9)
// of BENCH_LIMITER_SECONDS (5) each; a pair runs off first in odd rounds and the store first in even
// ones, so that drift over the section (and what one run leaves the next, such as the PostgreSQL
// store's commits) touches both sides equally. Keeping the processes up puts a pair's two runs
// seconds apart rather than half a minute, which matters on machines whose speed drifts from one
// minute to the next. The database is checkpointed before every run. A store's cost is 1 − the
// median over its pairs of its req/s divided by `off`'s, and its CPU cost the median of its machine
// CPU per request over `off`'s, less 1 (CPU time per request moves less with the machine's noise
// than req/s does). GET /business is the lightest authenticated call, so the limiter's share of its
// time is as large as it gets.
import { freshDatabase, measure, median, newBusiness, startApi } from './lib.mjs';

const STORES = ['memory', 'postgres', ...(process.env.REDIS_URL ? ['redis'] : [])];
const ROUNDS = Number(process.env.BENCH_LIMITER_ROUNDS ?? 9);
const SECONDS = Number(process.env.BENCH_LIMITER_SECONDS ?? 5);
/** The first of the ports of this section's processes, apart from every other section's. */
const FIRST_PORT = 18463;

const percent = (fraction) => Number((100 * fraction).toFixed(1));

export async function limiter() {
  const db = await freshDatabase();
  const apis = {};
  try {
    const business = await newBusiness(db.ds);
    const headers = { authorization: `Bearer ${business.keys.sandbox}` };
    // One worker each: the memory store counts per process.
    for (const [index, setting] of ['off', ...STORES].entries()) {
      const ports = { production: FIRST_PORT + 2 * index, sandbox: FIRST_PORT + 2 * index + 1 };
      apis[setting] = await startApi(db.url, { RATE_LIMIT_STORE: setting, API_WORKERS: '1' }, ports);
    }
    const url = (setting) => `${apis[setting].base}/api/v1/business`;
    for (const setting of Object.keys(apis))
      await measure(`GET /api/v1/business, rate limiter ${setting}, warm-up`, { url: url(setting), headers, duration: 5, warmUp: false });
    const run = async (setting, round) => {
      await db.ds.query('CHECKPOINT');
      return measure(`GET /api/v1/business, rate limiter ${setting}, round ${round}`, { url: url(setting), headers, duration: SECONDS, warmUp: false });
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
        scenario: `GET /api/v1/business, rate limiter ${store} against off (${ROUNDS} pairs of ${SECONDS} s runs)`,
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
    for (const api of Object.values(apis)) await api.stop();
    await db.drop();
  }
}
