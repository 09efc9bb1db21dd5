// The anchor for POST /sales (issue 17): a plain writer with no HTTP, no validation and no
// group commit. 50 `pg` clients each write sales one transaction per sale, with the rows the
// service writes for the bench's 3-line sale: the business's sale-number counter and event
// sequence (the hot rows), the sale and its 3 lines, the journal entry and its 3 lines (whose
// insert trigger moves the 3 accounts' balances, as for any writer), and the `sale.created` event.
import { Client, machineCpuMs, newId } from './lib.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Each business's cash, sales and sales-tax accounts. */
async function accountsOf(client, businessIds) {
  const { rows } = await client.query(
    `SELECT business_id, subtype, id FROM accounts
      WHERE business_id = ANY($1::uuid[]) AND environment = 'sandbox' AND system AND subtype IN ('cash', 'sales', 'sales_tax')`,
    [businessIds],
  );
  const accounts = new Map(businessIds.map((id) => [id, {}]));
  for (const row of rows) accounts.get(row.business_id)[row.subtype] = row.id;
  return accounts;
}

/** One sale as the service writes it for the bench's body: 3 × 19.99 taxed at 7.5 %, 2.50 and 5.00, paid by card. */
async function writeSale(client, business, accounts) {
  const scope = [business.businessId, 'sandbox'];
  const today = new Date().toISOString().slice(0, 10);
  const saleId = newId();
  const entryId = newId();
  await client.query('BEGIN');
  try {
    const {
      rows: [{ value }],
    } = await client.query(
      `INSERT INTO counters (business_id, environment, name, value) VALUES ($1, $2, 'sale_number', 1)
       ON CONFLICT (business_id, environment, name) DO UPDATE SET value = counters.value + 1 RETURNING value`,
      scope,
    );
    const number = `SR-${String(value).padStart(6, '0')}`;
    await client.query(
      `INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id)
       VALUES ($1, $2, $3, $4, $5, 'USD', 1, 'sale', $6)`,
      [entryId, ...scope, today, `Sale ${number}`, saleId],
    );
    await client.query(
      `INSERT INTO journal_lines (id, business_id, environment, entry_id, date, line_no, account_id, description, debit, credit, base_debit, base_credit)
       VALUES ($1, $4, $5, $6, $7, 1, $8, NULL, 72.97, 0, 72.97, 0),
              ($2, $4, $5, $6, $7, 2, $9, NULL, 0, 67.47, 0, 67.47),
              ($3, $4, $5, $6, $7, 3, $10, NULL, 0, 5.50, 0, 5.50)`,
      [newId(), newId(), newId(), ...scope, entryId, today, accounts.cash, accounts.sales, accounts.sales_tax],
    );
    await client.query(
      `INSERT INTO sales (id, business_id, environment, number, date, currency, exchange_rate, deposit_account_id, payment_method, amounts_are,
                          subtotal, tax_total, total, journal_entry_id, metadata)
       VALUES ($1, $2, $3, $4, $5, 'USD', 1, $6, 'card', 'exclusive', 67.47, 5.50, 72.97, $7, '{}')`,
      [saleId, ...scope, number, today, accounts.cash, entryId],
    );
    await client.query(
      `INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, tax_rate_id, tax_rate, amount, tax_amount)
       VALUES ($1, $4, $5, $6, 1, 'Widget', 3, 19.99, $7, $8, 7.5, 59.97, 4.50),
              ($2, $4, $5, $6, 2, 'Gift wrap', 1, 2.50, $7, NULL, 0, 2.50, 0),
              ($3, $4, $5, $6, 3, 'Delivery', 1, 5.00, $7, NULL, 0, 5.00, 0)`,
      [newId(), newId(), newId(), ...scope, saleId, accounts.sales, business.taxRateId],
    );
    await client.query(
      `WITH next AS (
         UPDATE business_environments SET event_sequence = event_sequence + 1 WHERE business_id = $1 AND environment = $2 RETURNING event_sequence
       )
       INSERT INTO events (business_id, environment, sequence, id, type, data) SELECT $1, $2, event_sequence, $3, 'sale.created', $4 FROM next`,
      [...scope, newId(), JSON.stringify({ id: saleId, object: 'sale', number, date: today, currency: 'USD', total: '72.97', lines: 3 })],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Runs the writer for `seconds` over `businesses` round-robin; sales/s, latency and the sales it stored. */
export async function plainWriter(databaseUrl, businesses, { clients = 50, seconds }) {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  const accounts = await accountsOf(
    admin,
    businesses.map((b) => b.businessId),
  );
  const pool = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let next = 0;
  const latencies = [];
  const run = async (until, record) => {
    await Promise.all(
      pool.map(async (client) => {
        while (performance.now() < until) {
          const business = businesses[next++ % businesses.length];
          const started = performance.now();
          await writeSale(client, business, accounts.get(business.businessId));
          if (record) latencies.push(performance.now() - started);
        }
      }),
    );
  };
  try {
    await run(performance.now() + 5000, false); // warm-up, as for the HTTP scenarios
    const cpuBefore = machineCpuMs();
    const started = performance.now();
    await run(started + seconds * 1000, true);
    const elapsed = (performance.now() - started) / 1000;
    const cpuMs = machineCpuMs() - cpuBefore;
    latencies.sort((a, b) => a - b);
    const {
      rows: [{ unbalanced }],
    } = await admin.query(
      'SELECT count(*)::int AS unbalanced FROM (SELECT entry_id FROM journal_lines WHERE business_id = ANY($1::uuid[]) GROUP BY entry_id HAVING sum(base_debit) <> sum(base_credit)) x',
      [businesses.map((b) => b.businessId)],
    );
    return {
      sales_per_second: Number((latencies.length / elapsed).toFixed(1)),
      sales: latencies.length,
      latency_ms: { p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
      unbalanced_entries: unbalanced,
      machine_cpu_ms_per_sale: Number((cpuMs / latencies.length).toFixed(3)),
    };
  } finally {
    await Promise.all(pool.map((client) => client.end()));
    await admin.end();
  }
}
