// Set-based seeding for the ledger benchmarks (plain SQL, not the API): a business with N sales,
// and a business with N journal lines whose balances are then derived the same way the triggers would.

/** N completed sales (one line each) spread over two years, with the counters the list reads. */
export async function seedSales(client, { businessId, environment = 'sandbox', count }) {
  const [{ cash, sales }] = (
    await client.query(
      `SELECT max(id::text) FILTER (WHERE subtype = 'cash')::uuid AS cash, max(id::text) FILTER (WHERE subtype = 'sales')::uuid AS sales
         FROM accounts WHERE business_id = $1 AND environment = $2 AND system`,
      [businessId, environment],
    )
  ).rows;
  await client.query(
    `INSERT INTO sales (id, business_id, environment, number, date, currency, exchange_rate, deposit_account_id, subtotal, tax_total, total, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2, 'SR-' || lpad(g::text, 7, '0'), DATE '2025-01-01' + (g % 700), 'USD', 1, $3, 10 + g % 90, 0, 10 + g % 90,
            now() - (($4 - g) || ' seconds')::interval, now() - (($4 - g) || ' seconds')::interval
       FROM generate_series(1, $4) g`,
    [businessId, environment, cash, count],
  );
  // Fresh statistics, or the lines' foreign-key checks may plan a scan of sales per line.
  await client.query('ANALYZE sales');
  await client.query(
    `INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, amount, tax_amount)
     SELECT gen_random_uuid(), business_id, environment, id, 1, 'Seeded item', 1, total, $3, total, 0 FROM sales WHERE business_id = $1 AND environment = $2`,
    [businessId, environment, sales],
  );
  await client.query(
    `INSERT INTO counters (business_id, environment, name, value) VALUES ($1, $2, 'sale_number', $3)
     ON CONFLICT (business_id, environment, name) DO UPDATE SET value = EXCLUDED.value`,
    [businessId, environment, count],
  );
  await maintain(client);
}

/**
 * N journal lines (N/2 balanced two-line entries over 12 accounts and two years) written with
 * triggers off for speed; the running balances and daily balances are then set from the lines,
 * exactly what the triggers maintain.
 */
export async function seedJournal(client, { businessId, environment = 'sandbox', lines }) {
  const entries = Math.floor(lines / 2);
  const accounts = (
    await client.query('SELECT id FROM accounts WHERE business_id = $1 AND environment = $2 ORDER BY code', [businessId, environment])
  ).rows.map((r) => r.id);
  await client.query('BEGIN');
  await client.query("SET LOCAL session_replication_role = 'replica'");
  await client.query(
    `INSERT INTO journal_entries (id, business_id, environment, date, currency, exchange_rate, source_type)
     SELECT ('00000000-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, $1, $2, DATE '2025-01-01' + (g % 700), 'USD', 1, 'manual'
       FROM generate_series(1, $3) g`,
    [businessId, environment, entries],
  );
  await client.query(
    `INSERT INTO journal_lines (id, business_id, environment, entry_id, line_no, date, account_id, debit, credit, base_debit, base_credit)
     SELECT gen_random_uuid(), $1, $2, ('00000000-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, side, DATE '2025-01-01' + (g % 700),
            ($4::uuid[])[1 + (g * 7 + side * 5) % 12],
            CASE WHEN side = 1 THEN 1 + g % 500 ELSE 0 END, CASE WHEN side = 2 THEN 1 + g % 500 ELSE 0 END,
            CASE WHEN side = 1 THEN 1 + g % 500 ELSE 0 END, CASE WHEN side = 2 THEN 1 + g % 500 ELSE 0 END
       FROM generate_series(1, $3) g CROSS JOIN (VALUES (1), (2)) s(side)`,
    [businessId, environment, entries, accounts],
  );
  await client.query(
    `INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit)
     SELECT business_id, environment, account_id, date, sum(base_debit), sum(base_credit) FROM journal_lines
      WHERE business_id = $1 AND environment = $2 GROUP BY business_id, environment, account_id, date`,
    [businessId, environment],
  );
  await client.query(
    `UPDATE accounts a SET balance = t.net FROM (
       SELECT account_id, sum(debit - credit) AS net FROM account_daily_balances WHERE business_id = $1 AND environment = $2 GROUP BY account_id
     ) t WHERE a.id = t.account_id`,
    [businessId, environment],
  );
  await client.query('COMMIT');
  await maintain(client);
}

/**
 * Leaves the database as a maintained one would be: every table vacuumed and analysed (the
 * PostgreSQL of these machines runs with autovacuum off, so nothing else would do it, not even
 * for the rows the POST scenarios wrote), and the bulk load's pages written now (CHECKPOINT),
 * not during the measured runs.
 */
async function maintain(client) {
  await client.query('VACUUM ANALYZE');
  await client.query('CHECKPOINT');
}
