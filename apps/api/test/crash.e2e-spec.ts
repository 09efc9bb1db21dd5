import { readFileSync } from 'node:fs';
import { createBusiness, createDataSource } from '@ledgerline/domain';
import { createTestDatabase, type TestClient, type TestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { childrenOf, startApiProcess, type ApiProcess } from './traffic';

/**
 * The crash test: a request that got its 2xx survives `kill -9` of every API process.
 *
 * Real API processes (`node apps/api/dist/main.js`, a primary and two workers) take a burst of sales,
 * payments and journal entries from 50 connections, across four businesses in both environments.
 * Once KILL_AFTER requests have had their 201, every process of the API gets SIGKILL at once, with
 * requests in flight. The API is started again on the same database, and the database must show:
 * - every request that got its 201 stored once, with the ids and amounts it was answered with, and its
 *   `*.created` event carrying exactly the answer;
 * - nothing stored that no request asked for, and nothing stored twice;
 * - every entry balanced with at least two lines; every balance (account, account and day, customer,
 *   Accounts Receivable, invoice paid) equal to what its lines and documents say;
 * - sale and invoice numbers, and each business's event sequence, running 1…N with no gap and no duplicate.
 * The restarted API then takes a sale in every business and environment, numbered next.
 *
 * Every request of the burst is valid, so every answer must be a 201, and a stored record must
 * belong to a request that got its 201 or got no answer at all. A request whose connection died
 * before its answer may or may not have been stored: its COMMIT may have reached PostgreSQL just
 * before its process died (in our runs 40–50 requests were in flight at the kill, and 10–17 of them
 * had been committed). It was told nothing, so nothing it was told is checked; a record it left is
 * checked like any other (its event, the books, the numbers).
 */

// The configurations the write paths run in, each crashed in turn: group commit (the default), and one transaction per sale.
const CONFIGURATIONS: Record<string, string>[] = [{}, { GROUP_COMMIT: 'off' }];

const BUSINESSES = 4;
const INVOICES_PER_TENANT = 3;
const CONNECTIONS = 50;
/**
 * The kill comes with the first sale's 201 after this many 201s: the moment an answer of a group
 * commit has just gone out (other answers of that commit may still be on their way, and other
 * requests wait in line for the next one).
 */
const KILL_AFTER = 400;
/** The kill comes long before this many requests have been sent. */
const MAX_REQUESTS = 20_000;
const ENVIRONMENTS = ['production', 'sandbox'] as const;

type Kind = 'sale' | 'payment' | 'journal';
const KINDS: Kind[] = ['sale', 'payment', 'journal'];

interface Tenant {
  businessId: string;
  environment: (typeof ENVIRONMENTS)[number];
  key: string;
  client: TestClient;
  accounts: Record<string, string>;
  customerId: string;
  invoiceIds: string[];
}

interface Outcome {
  kind: Kind;
  tenant: Tenant;
  /** metadata.request of the record the request creates. */
  tag: string;
  /** The answer's status and `data`, unless the connection died first. */
  status?: number;
  data?: any;
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(6, '0')}`);
const tenantKey = (tenant: Tenant) => `${tenant.businessId}/${tenant.environment}`;
const today = () => new Date().toISOString().slice(0, 10);

/** Request `index` of the burst: its kind, business and environment, and body (all valid). */
function planned(tenants: Tenant[], index: number): { kind: Kind; tenant: Tenant; tag: string; path: string; body: object } {
  const kind = KINDS[index % KINDS.length];
  const tenant = tenants[Math.floor(index / KINDS.length) % tenants.length];
  const tag = `crash-${index}`;
  const cents = 100 + ((index * 37) % 900);
  const metadata = { request: tag };
  const requests: Record<Kind, { path: string; body: object }> = {
    sale: {
      path: '/api/v1/sales',
      body: {
        customer_id: index % 2 ? tenant.customerId : undefined,
        lines: [
          { description: 'Crash test', quantity: '2', unit_price: money(cents) },
          { description: 'Crash test extra', quantity: '1', unit_price: money(cents + 1) },
        ],
        metadata,
      },
    },
    payment: { path: `/api/v1/invoices/${tenant.invoiceIds[index % INVOICES_PER_TENANT]}/payments`, body: { amount: money(cents), metadata } },
    journal: {
      path: '/api/v1/journal-entries',
      body: {
        date: today(),
        lines: [
          { account_id: tenant.accounts['General Expenses'], debit: money(cents) },
          { account_id: tenant.accounts.Bank, credit: money(cents) },
        ],
        metadata,
      },
    },
  };
  return { kind, tenant, tag, ...requests[kind] };
}

/** Gone, or a zombie no one has reaped yet (it runs nothing and holds no socket). */
function dead(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z';
  } catch {
    return true;
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  for (let attempt = 0; !(await check()); attempt++) {
    if (attempt === 200) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(CONFIGURATIONS)('kill -9 of every API process mid-burst (%j)', (configuration) => {
  // Delivery off (WEBHOOK_WORKERS=0; the webhooks durability test kills deliverers): each worker
  // then holds only its pool and listener, so killed processes' lingering connections and the
  // restarted ones fit the server's 100 beside another test file's.
  const env = { API_WORKERS: '2', RATE_LIMIT_STORE: 'off', WEBHOOK_WORKERS: '0', ...configuration };
  let database: TestDatabase;
  let db: DataSource;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource({ url: database.url, poolSize: 2 }).initialize();
  });
  afterAll(async () => {
    await api?.stop();
    await db.destroy();
    await database.drop();
  });

  it('loses no answered write, and the books, numbers and event sequences stay whole', async () => {
    api = await startApiProcess(database.url, env);
    const workers = childrenOf(api.pid);
    expect(workers).toHaveLength(2);

    // Four businesses, each environment with a customer and open invoices to pay, over HTTPS.
    const tenants: Tenant[] = [];
    for (let b = 0; b < BUSINESSES; b++) {
      const business = await createBusiness(db, { name: `Crash ${b}`, email: `crash-${b}-${Date.now()}@example.test`, password: 'correct horse battery' });
      for (const environment of ENVIRONMENTS) {
        const client = api[environment].as(business.keys[environment]);
        const chart = await client.get('/api/v1/coa/accounts?limit=100');
        const customer = await client.post('/api/v1/customers', { name: `Customer ${b}` });
        expect(customer.status).toBe(201);
        const invoiceIds: string[] = [];
        for (let i = 0; i < INVOICES_PER_TENANT; i++) {
          const invoice = await client.post('/api/v1/invoices', {
            customer_id: customer.body.data.id,
            status: 'open',
            lines: [{ description: 'Retainer', quantity: '1', unit_price: '100000.00' }],
          });
          expect(invoice.status).toBe(201);
          invoiceIds.push(invoice.body.data.id);
        }
        tenants.push({
          businessId: business.businessId,
          environment,
          key: business.keys[environment],
          client,
          accounts: Object.fromEntries(chart.body.data.map((a: { name: string; id: string }) => [a.name, a.id])),
          customerId: customer.body.data.id,
          invoiceIds,
        });
      }
    }

    // The burst: each connection sends its next request when the last one is answered, until the kill.
    const outcomes: Outcome[] = [];
    let created = 0;
    let killed = false;
    let failedBeforeKill = 0;
    let sent = 0;
    let stop = false;
    const kill = () => {
      killed = stop = true;
      for (const pid of [...workers, api!.pid]) process.kill(pid, 'SIGKILL');
    };
    const connection = async () => {
      while (!stop && sent < MAX_REQUESTS) {
        const { path, body, ...request } = planned(tenants, sent++);
        const outcome: Outcome = { ...request };
        try {
          const response = await request.tenant.client.post(path, body);
          outcome.status = response.status;
          outcome.data = response.body?.data;
        } catch (error) {
          // A dead connection (undici's UND_ERR_SOCKET, ECONNRESET, …); anything else, such as an
          // answer the OpenAPI document does not describe, fails the test.
          if (!(error as { code?: string }).code) {
            stop = true;
            throw error;
          }
          if (!killed) failedBeforeKill++;
        }
        outcomes.push(outcome);
        if (outcome.status === 201 && ++created >= KILL_AFTER && outcome.kind === 'sale' && !killed) kill();
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));

    // The kill landed mid-burst: every request before it was answered, KILL_AFTER or more with a 201, and some died in flight.
    expect(killed).toBe(true);
    expect(failedBeforeKill).toBe(0);
    const answered = outcomes.filter((o) => o.status !== undefined);
    const unanswered = outcomes.filter((o) => o.status === undefined);
    expect(answered.map((o) => o.status)).toEqual(answered.map(() => 201));
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length).toBeGreaterThan(0);

    // Every process is gone, and so is every database session it had: no transaction of theirs can still commit.
    await api.stop();
    await until('the workers are dead', () => workers.every(dead));
    await until('the killed processes have no database session left', async () => {
      const [row] = await db.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'ledgerline-api%'",
      );
      return row.n === 0;
    });

    api = await startApiProcess(database.url, env);

    // What is stored, by the tag of the request that made it.
    const stored: Record<Kind, any[]> = {
      sale: await db.query(
        `SELECT metadata->>'request' AS tag, business_id || '/' || environment AS tenant, id, number, status, total::numeric(20, 2)::text AS total,
                journal_entry_id
           FROM sales`,
      ),
      payment: await db.query(
        `SELECT metadata->>'request' AS tag, business_id || '/' || environment AS tenant, id, invoice_id, status, amount::numeric(20, 2)::text AS amount,
                journal_entry_id
           FROM payments`,
      ),
      journal: await db.query(
        `SELECT e.metadata->>'request' AS tag, e.business_id || '/' || e.environment AS tenant, e.id, array_agg(l.id ORDER BY l.line_no) AS line_ids,
                sum(l.base_debit)::numeric(20, 2)::text AS total
           FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
          WHERE e.source_type = 'manual' GROUP BY e.business_id, e.environment, e.id`,
      ),
    };
    /** The row an answered request must have left, from its answer. */
    const answeredRow: Record<Kind, (o: Outcome) => object> = {
      sale: (o) => ({ id: o.data.id, number: o.data.number, status: 'completed', total: o.data.total, journal_entry_id: o.data.journal_entry_id }),
      payment: (o) => ({ id: o.data.id, invoice_id: o.data.invoice_id, status: 'completed', amount: o.data.amount, journal_entry_id: o.data.journal_entry_id }),
      journal: (o) => ({ id: o.data.id, line_ids: o.data.lines.map((l: { id: string }) => l.id), total: o.data.total }),
    };
    const eventType: Record<Kind, string> = { sale: 'sale.created', payment: 'payment.created', journal: 'journal_entry.created' };
    const createdEvents = new Map<string, { type: string; data: unknown }[]>();
    for (const event of await db.query(
      `SELECT business_id || '/' || environment || '/' || (data->>'id') AS record, type, data FROM events
        WHERE type IN ('sale.created', 'payment.created', 'journal_entry.created')`,
    ))
      createdEvents.set(event.record, [...(createdEvents.get(event.record) ?? []), event]);

    for (const kind of KINDS) {
      const byTag = new Map(stored[kind].map((row) => [row.tag, row]));
      expect(byTag.size).toBe(stored[kind].length); // no request stored twice
      const requests = outcomes.filter((o) => o.kind === kind);
      const tags = new Set(requests.map((o) => o.tag));
      expect(stored[kind].filter((row) => !tags.has(row.tag))).toEqual([]); // nothing that no request asked for
      for (const outcome of requests) {
        const row = byTag.get(outcome.tag);
        if (outcome.status !== undefined) expect(row).toEqual({ tag: outcome.tag, tenant: tenantKey(outcome.tenant), ...answeredRow[kind](outcome) });
        // A stored record has its one `*.created` event, which carries the answer when there was one.
        const events = row ? (createdEvents.get(`${row.tenant}/${row.id}`) ?? []) : [];
        expect(events.map((e) => e.type)).toEqual(row ? [eventType[kind]] : []);
        if (outcome.status !== undefined) expect(events[0].data).toEqual(outcome.data);
      }
    }
    // Every `*.created` event names a stored record.
    expect([...createdEvents.values()].flat()).toHaveLength(KINDS.reduce((sum, kind) => sum + stored[kind].length, 0));

    // The books: every entry balanced with two lines or more, and its document's amount; balances equal their lines.
    expect(
      await db.query(
        `SELECT e.id FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
          GROUP BY e.id HAVING count(l.id) < 2 OR coalesce(sum(l.base_debit), 0) <> coalesce(sum(l.base_credit), 0)`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT d.id FROM (SELECT id, journal_entry_id, total FROM sales UNION ALL SELECT id, journal_entry_id, amount FROM payments) d
           JOIN journal_lines l ON l.entry_id = d.journal_entry_id GROUP BY d.id, d.total HAVING sum(l.base_debit) <> d.total`,
      ),
    ).toEqual([]);
    const [entries] = await db.query(
      `SELECT (SELECT count(*) FROM journal_entries WHERE source_type = 'sale')::int AS sale_entries, (SELECT count(*) FROM sales)::int AS sales,
              (SELECT count(*) FROM journal_entries WHERE source_type = 'payment')::int AS payment_entries, (SELECT count(*) FROM payments)::int AS payments,
              (SELECT count(*) FROM journal_entries WHERE source_type = 'invoice')::int AS invoice_entries, (SELECT count(*) FROM invoices)::int AS invoices`,
    );
    expect(entries).toEqual({
      sale_entries: entries.sales,
      sales: stored.sale.length,
      payment_entries: entries.payments,
      payments: stored.payment.length,
      invoice_entries: BUSINESSES * ENVIRONMENTS.length * INVOICES_PER_TENANT,
      invoices: BUSINESSES * ENVIRONMENTS.length * INVOICES_PER_TENANT,
    });
    expect(
      await db.query(
        `SELECT a.id, a.balance::text, coalesce(l.net, 0)::text AS lines FROM accounts a
           LEFT JOIN (SELECT account_id, sum(base_debit - base_credit) AS net FROM journal_lines GROUP BY account_id) l ON l.account_id = a.id
          WHERE a.balance <> coalesce(l.net, 0)`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT coalesce(d.account_id, l.account_id) AS account_id, coalesce(d.date, l.date) AS date FROM account_daily_balances d
           FULL JOIN (SELECT account_id, date, sum(base_debit) AS debit, sum(base_credit) AS credit FROM journal_lines GROUP BY account_id, date) l
             ON l.account_id = d.account_id AND l.date = d.date
          WHERE d.debit IS DISTINCT FROM l.debit OR d.credit IS DISTINCT FROM l.credit`,
      ),
    ).toEqual([]);
    // Invoices: paid is the sum of their payments; customers and Accounts Receivable hold what is still due (all in USD).
    expect(
      await db.query(
        `SELECT i.id FROM invoices i LEFT JOIN payments p ON p.invoice_id = i.id AND p.status = 'completed'
          GROUP BY i.business_id, i.environment, i.id HAVING i.amount_paid <> coalesce(sum(p.amount), 0) OR i.status <> CASE WHEN i.amount_paid = 0 THEN 'open' ELSE 'partially_paid' END`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT c.id FROM customers c
           LEFT JOIN (SELECT customer_id, sum(total - amount_paid) AS due FROM invoices WHERE status IN ('open', 'partially_paid') GROUP BY customer_id) i
             ON i.customer_id = c.id
          WHERE c.balance <> coalesce(i.due, 0)`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT a.id FROM accounts a
           LEFT JOIN (SELECT business_id, environment, sum(total - amount_paid) AS due FROM invoices WHERE status IN ('open', 'partially_paid')
                       GROUP BY business_id, environment) i
             ON i.business_id = a.business_id AND i.environment = a.environment
          WHERE a.subtype = 'accounts_receivable' AND a.balance <> coalesce(i.due, 0)`,
      ),
    ).toEqual([]);

    // Numbers and event sequences, per business and environment: 1…N, no gap, no duplicate, and the counters at N.
    const sequences = await db.query(
      `SELECT be.business_id || '/' || be.environment AS tenant, be.event_sequence::int AS counter,
              coalesce(array_agg(e.sequence::int ORDER BY e.sequence) FILTER (WHERE e.sequence IS NOT NULL), '{}') AS sequences,
              (SELECT coalesce(array_agg(number ORDER BY number), '{}') FROM sales s
                WHERE s.business_id = be.business_id AND s.environment = be.environment) AS sales,
              (SELECT coalesce(array_agg(number ORDER BY number), '{}') FROM invoices i
                WHERE i.business_id = be.business_id AND i.environment = be.environment) AS invoices,
              (SELECT value::int FROM counters c
                WHERE c.business_id = be.business_id AND c.environment = be.environment AND c.name = 'sale_number') AS sale_counter,
              (SELECT value::int FROM counters c
                WHERE c.business_id = be.business_id AND c.environment = be.environment AND c.name = 'invoice_number') AS invoice_counter
         FROM business_environments be LEFT JOIN events e ON e.business_id = be.business_id AND e.environment = be.environment
        GROUP BY be.business_id, be.environment`,
    );
    expect(sequences).toHaveLength(tenants.length);
    for (const tenant of sequences) {
      expect(tenant).toEqual({
        ...tenant,
        counter: tenant.sequences.length,
        sequences: Array.from({ length: tenant.sequences.length }, (_, i) => i + 1),
        sales: numbered('SR', tenant.sale_counter ?? 0),
        invoices: numbered('INV', INVOICES_PER_TENANT),
        invoice_counter: INVOICES_PER_TENANT,
      });
    }

    // The restarted API answers and takes new writes: a sale in each business and environment, numbered next.
    for (const tenant of tenants) {
      const client = api[tenant.environment].as(tenant.key);
      const sale = await client.post('/api/v1/sales', { lines: [{ description: 'After the crash', quantity: '1', unit_price: '1.00' }] });
      expect(sale.status).toBe(201);
      const before = sequences.find((row: { tenant: string }) => row.tenant === tenantKey(tenant));
      expect(sale.body.data.number).toBe(numbered('SR', before.sales.length + 1).at(-1));
      const events = await client.get(`/api/v1/events?after=${before.counter}`);
      expect(events.body.data.map((e: { sequence: number; type: string }) => [e.sequence, e.type])).toEqual([[before.counter + 1, 'sale.created']]);
    }
  }, 120_000);
});
