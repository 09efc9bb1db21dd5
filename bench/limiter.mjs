// Issue 4's figures: one GET with the rate limiter off and on each store (memory, PostgreSQL, and
// Redis when REDIS_URL is set) on the same database, one API process at a time, the stores taking
// turns (off, memory, postgres, redis, off, …) for BENCH_LIMITER_ROUNDS rounds (5) so that load
// from elsewhere on the machine spreads over all of them. Each store's figures are its medians; its
// cost is 1 − the median over rounds of its req/s divided by `off`'s in the same round (pairwise
// ratios: a round's noise touches both sides of its ratio). GET /business
// is the lightest authenticated call, so the limiter's share of its time is as large as it gets.
import { freshDatabase, measure, newBusiness, startApi } from './lib.mjs';

const STORES = ['off', 'memory', 'postgres', ...(process.env.REDIS_URL ? ['redis'] : [])];
const ROUNDS = Number(process.env.BENCH_LIMITER_ROUNDS ?? 5);
/** Ports of their own, so that another section's API left running cannot answer for this one. */
const PORTS = { production: 18463, sandbox: 18464 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function limiter() {
  const db = await freshDatabase();
  try {
    const business = await newBusiness(db.ds);
    const headers = { authorization: `Bearer ${business.keys.sandbox}` };
    const rounds = Object.fromEntries(STORES.map((store) => [store, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const store of STORES) {
        // One worker: the memory store counts per process.
        const api = await startApi(db.url, { RATE_LIMIT_STORE: store, API_WORKERS: '1' }, PORTS);
        try {
          const run = await measure(`GET /api/v1/business, rate limiter ${store}, round ${round}`, { url: `${api.base}/api/v1/business`, headers });
          if (run.non_2xx > 0 || run.errors > 0)
            throw new Error(`rate limiter ${store}: ${run.non_2xx} non-2xx answers and ${run.errors} errors; the figures would not be of this API`);
          rounds[store].push(run);
        } finally {
          await api.stop();
        }
      }
    }
    const results = STORES.map((store) => ({
      scenario: `GET /api/v1/business, rate limiter ${store} (median of ${ROUNDS} rounds)`,
      store,
      requests_per_second: median(rounds[store].map((run) => run.requests_per_second)),
      latency_ms: { p50: median(rounds[store].map((run) => run.latency_ms.p50)), p99: median(rounds[store].map((run) => run.latency_ms.p99)) },
      rounds: rounds[store],
    }));
    for (const result of results) {
      const ratios = result.rounds.map((run, i) => run.requests_per_second / rounds.off[i].requests_per_second);
      result.ratios_to_off = ratios.map((ratio) => Number(ratio.toFixed(3)));
      result.cost_percent = Number((100 * (1 - median(ratios))).toFixed(1));
      console.log(
        `rate limiter ${result.store}: ${result.requests_per_second.toFixed(0)} req/s, p99 ${result.latency_ms.p99} ms, cost ${result.cost_percent} % against off (median of the rounds' ratios ${result.ratios_to_off.join(', ')})`,
      );
    }
    return results;
  } finally {
    await db.drop();
  }
}
