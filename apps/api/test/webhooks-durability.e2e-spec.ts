import { createBusiness, createDataSource } from '@ledgerline/domain';
import { ensureTls, loadConfig } from '@ledgerline/server';
import { createTestDatabase, testSetting, type TestDatabase } from '@ledgerline/testing';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { childrenOf, startApiProcess, type ApiProcess } from './traffic';
import { WebhookReceiver } from './webhook-receiver';

/**
 * Durability of webhook delivery (docs/webhooks.md, Guarantees): 1,000 sales across 10 businesses
 * in both environments, every API process (a primary and two workers, each delivering) killed
 * with SIGKILL mid-burst, the API started again and the rest of the sales sent. Every `sale.created`
 * the database holds must reach the endpoint of its own business and environment, verified with
 * that endpoint's secret, and no endpoint may get another tenant's event. The receivers are local
 * servers on 127.0.0.1 (https for production endpoints, with the test CA); the URLs are address
 * literals, so the API looks nothing up and connects only to them.
 */

const BUSINESSES = 10;
const SALES = 1000;
const CONNECTIONS = 20;
const KILL_AFTER = 300;
const ENVIRONMENTS = ['production', 'sandbox'] as const;

interface Tenant {
  businessId: string;
  environment: (typeof ENVIRONMENTS)[number];
  key: string;
  receiver: WebhookReceiver;
  path: string;
  secret: string;
}

let database: TestDatabase;
let db: DataSource;
let api: ApiProcess | undefined;
const receivers: Record<(typeof ENVIRONMENTS)[number], WebhookReceiver> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await createDataSource({ url: database.url, poolSize: 2 }).initialize();
  receivers.production = await WebhookReceiver.start(await ensureTls(loadConfig({ DATA_DIR: testSetting('dataDir') })));
  receivers.sandbox = await WebhookReceiver.start();
});
afterAll(async () => {
  await api?.stop();
  await Promise.all(ENVIRONMENTS.map((environment) => receivers[environment].close()));
  await db.destroy();
  await database.drop();
});

it('delivers every event to its own endpoints only, through a kill -9 of every API process', async () => {
  const env = {
    API_WORKERS: '2',
    RATE_LIMIT_STORE: 'off',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: ENVIRONMENTS.map((environment) => `127.0.0.1:${receivers[environment].port}`).join(','),
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1',
    // The production receiver's certificate is signed by the test CA.
    NODE_EXTRA_CA_CERTS: `${testSetting('dataDir')}/tls/ca.crt`,
  };
  api = await startApiProcess(database.url, env);
  const processes = [api.pid, ...childrenOf(api.pid)];
  expect(processes).toHaveLength(3);

  const tenants: Tenant[] = [];
  for (let b = 0; b < BUSINESSES; b++) {
    const business = await createBusiness(db, { name: `Durable ${b}`, email: `durable-${b}-${Date.now()}@example.test`, password: 'correct horse battery' });
    for (const environment of ENVIRONMENTS) {
      const client = api[environment].as(business.keys[environment]);
      const path = `/${business.businessId}/${environment}`;
      const endpoint = await client.post('/api/v1/webhooks', { url: receivers[environment].url(path), events: ['sale.*'] });
      expect(endpoint.status).toBe(201);
      tenants.push({
        businessId: business.businessId,
        environment,
        key: business.keys[environment],
        receiver: receivers[environment],
        path,
        secret: endpoint.body.data.secret,
      });
    }
  }

  let next = 0;
  let created = 0;
  let killed = false;
  /** Sends the planned sales not sent yet, over CONNECTIONS connections, until `KILL_AFTER` 201s have come back (once). */
  const burst = async (running: ApiProcess) => {
    const connection = async () => {
      while (!killed && next < SALES) {
        const tenant = tenants[next++ % tenants.length];
        try {
          const response = await running[tenant.environment]
            .as(tenant.key)
            .post('/api/v1/sales', { lines: [{ description: 'Durable', quantity: '1', unit_price: '10.00' }] });
          expect(response.status).toBe(201);
          if (++created === KILL_AFTER && !killed) {
            killed = true;
            processes.forEach((pid) => process.kill(pid, 'SIGKILL'));
          }
        } catch (error) {
          if (!killed || !(error as { code?: string }).code) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  };
  await burst(api);
  expect(killed).toBe(true);
  expect(next).toBeLessThan(SALES);

  await api.stop();
  api = await startApiProcess(database.url, env);
  killed = false;
  await burst(api);

  // Every sale.created the database holds, by tenant; each must arrive at its tenant's endpoint.
  const events: { business_id: string; environment: string; id: string }[] = await db.query(
    `SELECT business_id, environment, id FROM events WHERE type = 'sale.created'`,
  );
  expect(events.length).toBeGreaterThanOrEqual(SALES - CONNECTIONS);
  const expected = new Map<string, Set<string>>();
  for (const event of events) {
    const path = `/${event.business_id}/${event.environment}`;
    expected.set(path, (expected.get(path) ?? new Set()).add(event.id));
  }
  const deadline = Date.now() + 180_000;
  const missing = () =>
    tenants.flatMap((t) => [...(expected.get(t.path) ?? [])].filter((id) => !t.receiver.at(t.path).some((r) => r.headers['webhook-id'] === id)));
  while (missing().length > 0) {
    if (Date.now() > deadline) {
      const log = await db.query(`SELECT status, left(error, 100) AS error, count(*)::int FROM webhook_deliveries GROUP BY 1, 2`);
      throw new Error(`${missing().length} events never arrived; the delivery log: ${JSON.stringify(log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const tenant of tenants) {
    const ids = expected.get(tenant.path) ?? new Set();
    const received = tenant.receiver.at(tenant.path);
    const verifier = new Webhook(tenant.secret);
    for (const request of received) {
      expect(ids.has(request.headers['webhook-id'])).toBe(true); // only its own business's and environment's events
      expect(verifier.verify(request.body, request.headers)).toMatchObject({ type: 'sale.created', environment: tenant.environment });
    }
  }
  const total = ENVIRONMENTS.reduce((sum, environment) => sum + receivers[environment].received.length, 0);
  expect(total).toBeGreaterThanOrEqual(events.length);
}, 300_000);
