// Issue 15's figures: webhook delivery throughput (one endpoint subscribed to everything, a local
// receiver answering 200 at once, a backlog queued while delivery was off), event → delivery
// latency while POST /sales runs at 500 req/s, what an endpoint costs the sales throughput (at 500
// req/s, and flat out), and the API processes' peak memory. The receiver listens on 127.0.0.1 only.
import { createServer } from 'node:http';
import { analyze, freshDatabase, measure, newBusiness, peakRssMiB, postJson, startApi, cannon } from './lib.mjs';

const BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 10_000);

/** A receiver on 127.0.0.1 answering 200 at once, noting each delivery's delay from its event's `created_at`. */
async function receiver() {
  const delays = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      delays.push(Date.now() - Date.parse(JSON.parse(body).created_at));
      response.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, delays, close: () => new Promise((resolve) => server.close(resolve)) };
}

function saleRequest(key) {
  return {
    method: 'POST',
    path: '/api/v1/sales',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ description: 'Widget', quantity: '1', unit_price: '19.99' }] }),
  };
}

/** Waits until every attempt has been made; answers the seconds waited and how many did not succeed. */
async function drained(ds) {
  const started = Date.now();
  for (;;) {
    const [row] = await ds.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status <> 'succeeded' AND status <> 'pending')::int AS failed
         FROM webhook_deliveries`,
    );
    if (row.pending === 0) return { seconds: (Date.now() - started) / 1000, failed: row.failed };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

export async function webhooks() {
  const hook = await receiver();
  const db = await freshDatabase();
  const allowed = { WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${hook.port}` };
  const results = [];
  // The backlog is queued with delivery off, then an API that delivers drains it.
  let api = await startApi(db.url, { ...allowed, WEBHOOK_WORKERS: '0' });
  try {
    const business = await newBusiness(db.ds, 'Webhooks');
    const quiet = await newBusiness(db.ds, 'No endpoint');
    const headers = { authorization: `Bearer ${business.keys.sandbox}` };
    const endpoint = await postJson(`${api.base}/api/v1/webhooks`, { url: `http://127.0.0.1:${hook.port}/in`, events: ['*'] }, headers);
    if (endpoint.status !== 'success') throw new Error(`creating the endpoint failed: ${JSON.stringify(endpoint)}`);
    console.log(`  queueing ${BACKLOG} sales' events with delivery off …`);
    await cannon({ url: api.base, requests: [saleRequest(business.keys.sandbox)], connections: 50, amount: BACKLOG });
    await api.stop();
    // The backlog filled fresh tables: statistics, as autovacuum would gather them.
    await analyze(db.ds);
    api = await startApi(db.url, allowed);
    const backlog = await drained(db.ds);
    const throughput = {
      scenario: `deliveries of a backlog of ${BACKLOG + 1} events, one endpoint`,
      deliveries: BACKLOG + 1,
      seconds: backlog.seconds,
      deliveries_per_second: Number(((BACKLOG + 1) / backlog.seconds).toFixed(0)),
      not_succeeded: backlog.failed,
    };
    console.log(`${throughput.scenario}: ${throughput.deliveries_per_second} deliveries/s, ${throughput.not_succeeded} not succeeded`);
    results.push(throughput);

    hook.delays.length = 0;
    const loaded = await measure('POST /api/v1/sales at 500 req/s, one endpoint subscribed to everything', {
      url: api.base,
      requests: [saleRequest(business.keys.sandbox)],
      overallRate: 500,
    });
    await drained(db.ds);
    loaded.event_to_delivery_ms = { p50: percentile(hook.delays, 50), p99: percentile(hook.delays, 99), max: Math.max(...hook.delays) };
    console.log(`  event → delivery: p50 ${loaded.event_to_delivery_ms.p50} ms, p99 ${loaded.event_to_delivery_ms.p99} ms`);
    const paced = await measure('POST /api/v1/sales at 500 req/s, no endpoint', {
      url: api.base,
      requests: [saleRequest(quiet.keys.sandbox)],
      overallRate: 500,
    });
    loaded.throughput_cost_vs_no_endpoint = Number((1 - loaded.requests_per_second / paced.requests_per_second).toFixed(3));
    console.log(`  at 500 req/s, an endpoint costs the sales throughput ${(loaded.throughput_cost_vs_no_endpoint * 100).toFixed(1)} %`);
    results.push(loaded, paced);

    const withEndpoint = await measure('POST /api/v1/sales, one endpoint subscribed to everything', {
      url: api.base,
      requests: [saleRequest(business.keys.sandbox)],
    });
    await drained(db.ds);
    const without = await measure('POST /api/v1/sales, no endpoint', { url: api.base, requests: [saleRequest(quiet.keys.sandbox)] });
    const cost = 1 - withEndpoint.requests_per_second / without.requests_per_second;
    console.log(`  an endpoint costs the sales throughput ${(cost * 100).toFixed(1)} %`);
    results.push({ ...withEndpoint, throughput_cost_vs_no_endpoint: Number(cost.toFixed(3)) }, without);
    const rss = peakRssMiB(api.pid);
    console.log(`  API processes' peak RSS (MiB): ${rss.join(', ')}`);
    results.push({ scenario: "API processes' peak RSS (VmHWM), MiB", rss_mib: rss });
    return results;
  } finally {
    await api.stop();
    await db.drop();
    await hook.close();
  }
}
