// Set-based seeding for the ledger benchmarks (plain SQL, not the API): a business with N sales,
// and a business with N journal lines whose balances are then derived the same way the triggers would.
import { deriveEveryCashBasis } from './lib.mjs';

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
  await deriveBalances(client, businessId, environment);
  await client.query('COMMIT');
  await maintain(client);
}

/** The daily and monthly balances (totals and line counts) and running balances of a business's seeded lines, as the posting trigger keeps them. */
async function deriveBalances(client, businessId, environment) {
  await client.query(
    `INSERT INTO account_daily_balances (business_id, environment, account_id, date, debit, credit, lines)
     SELECT business_id, environment, account_id, date, sum(base_debit), sum(base_credit), count(*) FROM journal_lines
      WHERE business_id = $1 AND environment = $2 GROUP BY business_id, environment, account_id, date`,
    [businessId, environment],
  );
  await client.query(
    `INSERT INTO account_monthly_balances (business_id, environment, account_id, month, debit, credit, lines)
     SELECT business_id, environment, account_id, date_trunc('month', date)::date, sum(debit), sum(credit), sum(lines) FROM account_daily_balances
      WHERE business_id = $1 AND environment = $2 GROUP BY business_id, environment, account_id, date_trunc('month', date)::date`,
    [businessId, environment],
  );
  await client.query(
    `UPDATE accounts a SET balance = t.net FROM (
       SELECT account_id, sum(debit - credit) AS net FROM account_daily_balances WHERE business_id = $1 AND environment = $2 GROUP BY account_id
     ) t WHERE a.id = t.account_id`,
    [businessId, environment],
  );
}

/** A version-4 UUID made from `text` (an SQL expression): the same text, the same id, so seeded rows can point at each other. */
const uuid = (text) => `(overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid)`;

/** The reports' books: three years to `REPORT_END`, invoices (most paid), their payments, and cash sales. */
export const REPORT_START = '2023-11-01';
export const REPORT_END = '2026-10-31';
/** The last year end before the books end: the day the bench asks aged receivables for in the past. */
export const LAST_YEAR_END = `${Number(REPORT_END.slice(0, 4)) - 1}-12-31`;
const REPORT_DAYS = 1095;

/**
 * A business's three years of books written as the API writes them, with triggers off for speed:
 * `invoices` invoices of 3 lines (subtotal, 10 % tax) over 1,000 customers (five of them with 1 %
 * of the invoices each, paid like the others), 97 % paid in full and 1 % in half by a 2-line payment, 2 % open; then
 * cash sales of 3 lines each until the books hold `lines` journal lines. Customers' balances,
 * counters, daily and running balances are derived as the API keeps them.
 */
export async function seedReportBooks(client, { businessId, environment = 'sandbox', lines, invoices }) {
  const { rows } = await client.query('SELECT subtype, id FROM accounts WHERE business_id = $1 AND environment = $2 AND (system OR subtype = $3)', [
    businessId,
    environment,
    'bank',
  ]);
  const account = Object.fromEntries(rows.map((r) => [r.subtype, r.id]));
  const payments = invoices - Math.floor((invoices + 97) / 100) * 2;
  const sales = Math.max(0, Math.floor((lines - 3 * invoices - 2 * payments) / 3));
  const tenant = [businessId, environment];
  const run = (sql, values = []) => client.query(sql, [...tenant, ...values]);
  await client.query('BEGIN');
  await client.query("SET LOCAL session_replication_role = 'replica'");
  await run(
    `INSERT INTO customers (id, business_id, environment, name) SELECT ${uuid(`$1::text || 'customer' || c`)}, $1::uuid, $2, 'Customer ' || lpad(c::text, 4, '0') FROM generate_series(0, 999) c`,
  );
  // Invoice g: issued on day g × (days − 30) / n, due 30 days later; kind g % 100: 0–1 open, 2 half paid, 3–99 paid.
  await run(
    `INSERT INTO invoices (id, business_id, environment, number, status, customer_id, issue_date, due_date, currency, exchange_rate, subtotal, tax_total, total, amount_paid, journal_entry_id, finalized_at)
     SELECT ${uuid(`$1::text || 'invoice' || g`)}, $1::uuid, $2, 'INV-' || lpad(g::text, 6, '0'),
            CASE WHEN g % 100 >= 3 THEN 'paid' WHEN g % 100 = 2 THEN 'partially_paid' ELSE 'open' END,
            ${uuid(`$1::text || 'customer' || CASE WHEN (g / 7) % 20 = 0 THEN (g / 140) % 5 ELSE 5 + g % 995 END`)},
            $4::date + (g::bigint * ($5 - 30) / $3)::int, $4::date + (g::bigint * ($5 - 30) / $3)::int + 30, 'USD', 1,
            100 + g % 900, (100 + g % 900) / 10.0, (100 + g % 900) * 1.1,
            CASE WHEN g % 100 >= 3 THEN (100 + g % 900) * 1.1 WHEN g % 100 = 2 THEN round((100 + g % 900) * 0.55, 2) ELSE 0 END,
            ${uuid(`$1::text || 'invoice entry' || g`)}, now()
       FROM generate_series(1, $3) g`,
    [invoices, REPORT_START, REPORT_DAYS],
  );
  await run(
    `INSERT INTO invoice_lines (id, business_id, environment, invoice_id, line_no, description, quantity, unit_price, account_id, tax_rate, amount, tax_amount)
     SELECT gen_random_uuid(), business_id, environment, id, 1, 'Services', 1, subtotal, $3, 10, subtotal, tax_total FROM invoices WHERE business_id = $1 AND environment = $2`,
    [account.sales],
  );
  await run(
    `INSERT INTO payments (id, business_id, environment, invoice_id, amount, date, exchange_rate, deposit_account_id, journal_entry_id)
     SELECT ${uuid(`id::text || 'payment'`)}, business_id, environment, id, amount_paid, least(issue_date + (hashtext(id::text) & 63), $3::date), 1, $4,
            ${uuid(`id::text || 'payment entry'`)}
       FROM invoices WHERE business_id = $1 AND environment = $2 AND amount_paid > 0`,
    [REPORT_END, account.bank],
  );
  await run(
    `INSERT INTO sales (id, business_id, environment, number, date, currency, exchange_rate, deposit_account_id, subtotal, tax_total, total, journal_entry_id)
     SELECT ${uuid(`$1::text || 'sale' || s`)}, $1::uuid, $2, 'SR-' || lpad(s::text, 6, '0'), $4::date + (s::bigint * $5 / $3)::int, 'USD', 1, $6,
            10 + s % 90, (10 + s % 90) / 10.0, (10 + s % 90) * 1.1, ${uuid(`$1::text || 'sale entry' || s`)}
       FROM generate_series(1, $3) s`,
    [sales, REPORT_START, REPORT_DAYS, account.cash],
  );
  await run(
    `INSERT INTO sale_lines (id, business_id, environment, sale_id, line_no, description, quantity, unit_price, account_id, tax_rate, amount, tax_amount)
     SELECT gen_random_uuid(), business_id, environment, id, 1, 'Goods', 1, subtotal, $3, 10, subtotal, tax_total FROM sales WHERE business_id = $1 AND environment = $2`,
    [account.sales],
  );
  // Entries: each document's, dated with it; then their lines, debit first.
  await run(
    `INSERT INTO journal_entries (id, business_id, environment, date, memo, currency, exchange_rate, source_type, source_id)
     SELECT journal_entry_id, business_id, environment, issue_date, 'Invoice ' || number, 'USD', 1, 'invoice', id FROM invoices WHERE business_id = $1 AND environment = $2
     UNION ALL
     SELECT journal_entry_id, business_id, environment, date, 'Payment', 'USD', 1, 'payment', id FROM payments WHERE business_id = $1 AND environment = $2
     UNION ALL
     SELECT journal_entry_id, business_id, environment, date, 'Sale ' || number, 'USD', 1, 'sale', id FROM sales WHERE business_id = $1 AND environment = $2`,
  );
  await run(
    `INSERT INTO journal_lines (id, business_id, environment, entry_id, line_no, date, account_id, description, debit, credit, base_debit, base_credit)
     SELECT gen_random_uuid(), d.business_id, d.environment, d.journal_entry_id, l.line_no, d.date, l.account_id, l.description, l.debit, l.credit, l.debit, l.credit
       FROM (SELECT business_id, environment, journal_entry_id, issue_date AS date, $3::uuid AS debit_account, total, subtotal, tax_total FROM invoices WHERE business_id = $1 AND environment = $2
             UNION ALL
             SELECT business_id, environment, journal_entry_id, date, $4::uuid, total, subtotal, tax_total FROM sales WHERE business_id = $1 AND environment = $2) d
      CROSS JOIN LATERAL (VALUES (1::smallint, d.debit_account, 'Total', d.total, 0::numeric), (2::smallint, $5::uuid, 'Goods', 0, d.subtotal), (3::smallint, $6::uuid, 'Sales tax', 0, d.tax_total))
                 AS l(line_no, account_id, description, debit, credit)
     UNION ALL
     SELECT gen_random_uuid(), p.business_id, p.environment, p.journal_entry_id, l.line_no, p.date, l.account_id, 'Payment received', l.debit, l.credit, l.debit, l.credit
       FROM payments p
      CROSS JOIN LATERAL (VALUES (1::smallint, p.deposit_account_id, p.amount, 0::numeric), (2::smallint, $3::uuid, 0, p.amount)) AS l(line_no, account_id, debit, credit)
      WHERE p.business_id = $1 AND p.environment = $2`,
    [account.accounts_receivable, account.cash, account.sales, account.sales_tax],
  );
  // The receivable subledger: a row per entry on Accounts Receivable, with its customer, invoice and payment.
  await run(
    `INSERT INTO receivable_movements (business_id, environment, entry_id, date, customer_id, invoice_id, payment_id, amount, created_at)
     SELECT i.business_id, i.environment, i.journal_entry_id, i.issue_date, i.customer_id, i.id, NULL, i.total, now() FROM invoices i WHERE i.business_id = $1 AND i.environment = $2
     UNION ALL
     SELECT p.business_id, p.environment, p.journal_entry_id, p.date, i.customer_id, i.id, p.id, -p.amount, now()
       FROM payments p JOIN invoices i ON i.id = p.invoice_id WHERE p.business_id = $1 AND p.environment = $2`,
  );
  await run(
    `UPDATE customers c SET balance = t.due FROM (
       SELECT customer_id, sum(total - amount_paid) AS due FROM invoices WHERE business_id = $1 AND environment = $2 AND status IN ('open', 'partially_paid') GROUP BY customer_id
     ) t WHERE c.id = t.customer_id`,
  );
  await run(
    `INSERT INTO counters (business_id, environment, name, value) VALUES ($1, $2, 'sale_number', $3), ($1, $2, 'invoice_number', $4)
     ON CONFLICT (business_id, environment, name) DO UPDATE SET value = EXCLUDED.value`,
    [sales, invoices],
  );
  await deriveBalances(client, businessId, environment);
  await client.query('ANALYZE');
  // What each invoice owed over time, by the database's own definition (its triggers are off here).
  await run('INSERT INTO receivable_dues SELECT * FROM receivable_spans WHERE business_id = $1 AND environment = $2');
  // The cash-basis projection, derived by the API's own code, which reads through indexes once the tables have statistics.
  await deriveEveryCashBasis({ query: async (text, values) => (await client.query(text, values)).rows });
  await client.query('COMMIT');
  await maintain(client);
}

/** What the seeded books must satisfy, as the API would have kept them: each a count of offending rows, all zero. */
export async function checkBooks(client, businessId, environment = 'sandbox') {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM (SELECT entry_id FROM journal_lines WHERE business_id = $1 AND environment = $2 GROUP BY entry_id HAVING sum(base_debit) <> sum(base_credit)) x)::int AS unbalanced_entries,
            (SELECT count(*) FROM accounts a WHERE business_id = $1 AND environment = $2
                AND balance <> (SELECT coalesce(sum(base_debit - base_credit), 0) FROM journal_lines l WHERE l.business_id = $1 AND l.account_id = a.id))::int AS accounts_off_their_lines,
            (SELECT count(*) FROM (SELECT account_id, date, sum(base_debit) AS d, sum(base_credit) AS c, count(*) AS n FROM journal_lines WHERE business_id = $1 AND environment = $2 GROUP BY account_id, date) l
               FULL JOIN (SELECT * FROM account_daily_balances WHERE business_id = $1 AND environment = $2) b USING (account_id, date)
              WHERE b.debit IS DISTINCT FROM l.d OR b.credit IS DISTINCT FROM l.c OR b.lines IS DISTINCT FROM l.n::int)::int AS daily_rows_off_their_lines,
            (SELECT count(*) FROM (SELECT account_id, date_trunc('month', date)::date AS month, sum(debit) AS d, sum(credit) AS c, sum(lines) AS n
                                     FROM account_daily_balances WHERE business_id = $1 AND environment = $2 GROUP BY 1, 2) days
               FULL JOIN (SELECT * FROM account_monthly_balances WHERE business_id = $1 AND environment = $2) m USING (account_id, month)
              WHERE m.debit IS DISTINCT FROM days.d OR m.credit IS DISTINCT FROM days.c OR m.lines IS DISTINCT FROM days.n::int)::int AS monthly_rows_off_their_days,
            (SELECT count(*) FROM accounts WHERE business_id = $1 AND environment = $2 AND subtype = 'accounts_receivable'
                AND balance <> (SELECT coalesce(sum(total - amount_paid), 0) FROM invoices WHERE business_id = $1 AND environment = $2 AND status IN ('open', 'partially_paid')))::int AS receivable_off_open_invoices,
            (SELECT count(*) FROM (SELECT entry_id, amount FROM receivable_movements WHERE business_id = $1 AND environment = $2) m
               FULL JOIN (SELECT l.entry_id, sum(l.base_debit - l.base_credit) AS net FROM journal_lines l
                            JOIN accounts a ON a.id = l.account_id AND a.subtype = 'accounts_receivable' WHERE l.business_id = $1 AND l.environment = $2 GROUP BY l.entry_id) l
                 USING (entry_id)
              WHERE m.amount IS DISTINCT FROM l.net)::int AS subledger_off_receivable_lines,
            (SELECT count(*) FROM (SELECT invoice_id, sum(amount) AS due FROM receivable_movements
                                    WHERE business_id = $1 AND environment = $2 AND date <= $3::date GROUP BY invoice_id HAVING sum(amount) <> 0) m
               FULL JOIN (SELECT invoice_id, sum(due) AS due FROM receivable_dues
                           WHERE business_id = $1 AND environment = $2 AND to_date > $3::date AND from_date <= $3::date GROUP BY invoice_id) d USING (invoice_id)
              WHERE m.due IS DISTINCT FROM d.due)::int AS dues_off_subledger_at_last_year_end,
            (SELECT count(*) FROM (SELECT m.invoice_id FROM cash_basis_movements m JOIN invoices i ON i.business_id = m.business_id AND i.environment = m.environment AND i.id = m.invoice_id
                                    WHERE m.business_id = $1 AND m.environment = $2 AND i.status = 'paid' GROUP BY m.invoice_id HAVING sum(m.amount) <> 0) x)::int AS paid_invoices_off_cash_basis,
            (SELECT count(*) FROM journal_lines WHERE business_id = $1 AND environment = $2)::int AS journal_lines`,
    [businessId, environment, LAST_YEAR_END],
  );
  return rows[0];
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
