import fc from 'fast-check';
import { addDays, Decimal } from '@ledgerline/ledger-rules';
import { deriveCashBasis } from '@ledgerline/domain';
import { BUSINESS, type TestClient } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { toolDifferences } from './ledger-tools';

/**
 * Random histories of bookkeeping operations (seeded, ≥ 100 in CI, 20–50 operations each; a
 * quarter of the sales, invoices and journal entries in euros at random rates, each euro
 * invoice's payments at rates of their own), with
 * every ledger invariant checked after every step: entries balance, balances are the sum of their
 * lines, each account-day counts its lines, each account-month adds up its days, the trial balance nets to zero, Accounts Receivable is
 * the sum of open invoices' amounts due, each customer's balance is the sum of its invoices'
 * amounts due and of its rows in the receivable subledger, and the subledger moves, entry by entry,
 * what Accounts Receivable's lines move, and the cash-basis projection is what deriving it afresh
 * gives, its daily totals the sums of its rows. After each history, the reports are checked against each other and against
 * hledger and ledger, over the export in the base currency and over the one in each entry's own currency at cost (`reportViolations`).
 */

type Op =
  | { kind: 'sale'; cents: number[]; taxed: boolean; customer: number; day: number; rate: number | null }
  | { kind: 'putSale'; target: number; cents: number[] }
  | { kind: 'voidSale'; target: number }
  | { kind: 'invoice'; cents: number[]; taxed: boolean; customer: number; open: boolean; day: number; rate: number | null }
  | { kind: 'finalize'; target: number }
  | { kind: 'pay'; target: number; fraction: number; day: number; rate: number }
  | { kind: 'voidInvoice'; target: number }
  | { kind: 'voidPayment'; target: number }
  | { kind: 'journal'; cents: number; debit: number; credit: number; day: number; rate: number | null }
  | { kind: 'reverse'; target: number };

const cents = fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 3 });
const target = fc.nat({ max: 1000 });
/** Days into the books' two years (2025 and 2026, up to November), so reports have history, several fiscal years and ages. */
const day = fc.nat({ max: 690 });
/** An exchange rate in ten-thousandths (0.5000–2.0000 USD per EUR); null: the base currency. */
const rate = fc.integer({ min: 5_000, max: 20_000 });
/** A rate for one in four documents and entries, null (the base currency) for the others. */
const maybeEuro = fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: rate, weight: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('sale' as const), cents, taxed: fc.boolean(), customer: fc.nat({ max: 2 }), day, rate: maybeEuro }),
  fc.record({ kind: fc.constant('putSale' as const), target, cents }),
  fc.record({ kind: fc.constant('voidSale' as const), target }),
  fc.record({ kind: fc.constant('invoice' as const), cents, taxed: fc.boolean(), customer: fc.nat({ max: 2 }), open: fc.boolean(), day, rate: maybeEuro }),
  fc.record({ kind: fc.constant('finalize' as const), target }),
  fc.record({ kind: fc.constant('pay' as const), target, fraction: fc.integer({ min: 1, max: 120 }), day: fc.nat({ max: 120 }), rate }),
  fc.record({ kind: fc.constant('voidInvoice' as const), target }),
  fc.record({ kind: fc.constant('voidPayment' as const), target }),
  fc.record({
    kind: fc.constant('journal' as const),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
    debit: fc.nat({ max: 11 }),
    credit: fc.nat({ max: 11 }),
    day,
    rate: maybeEuro,
  }),
  fc.record({ kind: fc.constant('reverse' as const), target }),
);

/** Today in the businesses' time zone (UTC, the default). */
const TODAY = new Date().toISOString().slice(0, 10);
const dated = (days: number, from = '2025-01-01') => addDays(from, days);
const money = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
const pick = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);
/** An exchange rate of `rate` ten-thousandths. */
const exchangeRate = (rate: number) => (rate / 10_000).toFixed(4);
/** An entry's or an invoice's currency fields: EUR at `rate`, or none (the base currency). */
const inEuros = (rate: number | null) => (rate === null ? {} : { currency: 'EUR', exchange_rate: exchangeRate(rate) });

interface World {
  client: TestClient;
  businessId: string;
  customers: string[];
  /** A customer billed in euros. */
  euroCustomer: string;
  taxRateId: string;
  accounts: string[];
  sales: string[];
  invoices: string[];
  payments: string[];
  journals: string[];
}

function lines(world: World, amounts: number[], taxed: boolean) {
  return amounts.map((amount, index) => ({
    description: `Line ${index}`,
    quantity: '1',
    unit_price: money(amount),
    ...(taxed && index === 0 ? { tax_rate_id: world.taxRateId } : {}),
  }));
}

/** Applies one operation; any answer is fine (invalid targets are refused) except a 5xx. */
async function apply(world: World, step: Op): Promise<number> {
  const { client } = world;
  let response;
  switch (step.kind) {
    case 'sale':
      response = await client.post('/api/v1/sales', {
        customer_id: pick(world.customers, step.customer),
        date: dated(step.day),
        lines: lines(world, step.cents, step.taxed),
        ...inEuros(step.rate),
      });
      if (response.status === 201) world.sales.push(response.body.data.id);
      break;
    case 'putSale':
      response = await client.put(`/api/v1/sales/${pick(world.sales, step.target) ?? world.businessId}`, { lines: lines(world, step.cents, false) });
      break;
    case 'voidSale':
      response = await client.delete(`/api/v1/sales/${pick(world.sales, step.target) ?? world.businessId}`);
      break;
    case 'invoice':
      response = await client.post('/api/v1/invoices', {
        customer_id: step.rate === null ? pick(world.customers, step.customer) : world.euroCustomer,
        lines: lines(world, step.cents, step.taxed),
        issue_date: dated(step.day),
        ...(step.open ? { status: 'open' } : {}),
        ...inEuros(step.rate),
      });
      if (response.status === 201) world.invoices.push(response.body.data.id);
      break;
    case 'finalize':
      response = await client.post(`/api/v1/invoices/${pick(world.invoices, step.target) ?? world.businessId}/finalize`);
      break;
    case 'pay': {
      const invoiceId = pick(world.invoices, step.target);
      const invoice = invoiceId ? (await client.get(`/api/v1/invoices/${invoiceId}`)).body.data : undefined;
      const due = invoice ? Math.round(Number(invoice.amount_due) * 100) : 100;
      const amount = Math.max(1, Math.floor((due * step.fraction) / 100));
      const date = dated(step.day, invoice?.issue_date ?? '2025-01-01');
      response = await client.post(`/api/v1/invoices/${invoiceId ?? world.businessId}/payments`, {
        amount: money(amount),
        date: date > TODAY ? TODAY : date,
        reference: `Ref ${world.payments.length}`,
        // A payment is in its invoice's currency, at a rate of its own.
        ...(invoice?.currency === 'EUR' ? { exchange_rate: exchangeRate(step.rate) } : {}),
      });
      if (response.status === 201) world.payments.push(response.body.data.id);
      break;
    }
    case 'voidInvoice':
      response = await client.post(`/api/v1/invoices/${pick(world.invoices, step.target) ?? world.businessId}/void`);
      break;
    case 'voidPayment':
      response = await client.delete(`/api/v1/payments/${pick(world.payments, step.target) ?? world.businessId}`);
      break;
    case 'journal':
      response = await client.post('/api/v1/journal-entries', {
        date: dated(step.day),
        ...inEuros(step.rate),
        lines: [
          { account_id: world.accounts[step.debit], debit: money(step.cents) },
          { account_id: world.accounts[step.credit], credit: money(step.cents) },
        ],
      });
      if (response.status === 201) world.journals.push(response.body.data.id);
      break;
    case 'reverse':
      response = await client.post(`/api/v1/journal-entries/${pick(world.journals, step.target) ?? world.businessId}/reverse`, {});
      break;
  }
  return response.status;
}

/**
 * What invoice `i` owes in the base currency: its total less what was paid, for one in the base
 * currency; for one in euros, what the receivable subledger holds for it (each payment clears the
 * receivable at the invoice's own rate, the difference going to exchange gains and losses).
 */
const BASE_DUE = `CASE WHEN i.currency = 'USD' THEN i.total - i.amount_paid
                       ELSE (SELECT coalesce(sum(m.amount), 0) FROM receivable_movements m WHERE m.business_id = i.business_id AND m.environment = i.environment AND m.invoice_id = i.id) END`;

async function violations(platform: TestPlatform, businessId: string): Promise<string[]> {
  const found: string[] = [];
  const scope = [businessId];
  const unbalanced = await platform.db.query(
    "SELECT entry_id FROM journal_lines WHERE business_id = $1 AND environment = 'sandbox' GROUP BY entry_id HAVING sum(base_debit) <> sum(base_credit)",
    scope,
  );
  if (unbalanced.length) found.push(`unbalanced entries ${JSON.stringify(unbalanced)}`);
  const balances = await platform.db.query(
    `SELECT a.code, a.balance::text, coalesce(l.net, 0)::text AS lines FROM accounts a
       LEFT JOIN (SELECT account_id, sum(base_debit - base_credit) AS net FROM journal_lines WHERE business_id = $1 GROUP BY account_id) l ON l.account_id = a.id
      WHERE a.business_id = $1 AND a.environment = 'sandbox' AND a.balance <> coalesce(l.net, 0)`,
    scope,
  );
  if (balances.length) found.push(`balances differ from their lines ${JSON.stringify(balances)}`);
  const counts = await platform.db.query(
    `SELECT d.account_id, d.date, d.lines, count(l.id) AS counted FROM account_daily_balances d
       LEFT JOIN journal_lines l ON l.account_id = d.account_id AND l.date = d.date AND l.business_id = d.business_id
      WHERE d.business_id = $1 GROUP BY d.account_id, d.date, d.lines HAVING d.lines <> count(l.id)`,
    scope,
  );
  if (counts.length) found.push(`daily line counts differ from the lines ${JSON.stringify(counts)}`);
  const months = await platform.db.query(
    `SELECT account_id, month, m.debit::text, m.credit::text, m.lines, d.debit::text AS days_debit, d.credit::text AS days_credit, d.lines AS days_lines
       FROM (SELECT * FROM account_monthly_balances WHERE business_id = $1) m
       FULL JOIN (SELECT account_id, date_trunc('month', date)::date AS month, sum(debit) AS debit, sum(credit) AS credit, sum(lines)::int AS lines
                    FROM account_daily_balances WHERE business_id = $1 GROUP BY account_id, date_trunc('month', date)::date) d USING (account_id, month)
      WHERE m.debit IS DISTINCT FROM d.debit OR m.credit IS DISTINCT FROM d.credit OR m.lines IS DISTINCT FROM d.lines`,
    scope,
  );
  if (months.length) found.push(`monthly totals differ from their days ${JSON.stringify(months)}`);
  const [{ net }] = await platform.db.query(
    "SELECT coalesce(sum(balance), 0)::text AS net FROM accounts WHERE business_id = $1 AND environment = 'sandbox'",
    scope,
  );
  if (Number(net) !== 0) found.push(`trial balance nets to ${net}`);
  const [receivable] = await platform.db.query(
    `SELECT (SELECT balance FROM accounts WHERE business_id = $1 AND environment = 'sandbox' AND subtype = 'accounts_receivable')::text AS ar,
            (SELECT coalesce(sum(${BASE_DUE}), 0) FROM invoices i WHERE business_id = $1 AND environment = 'sandbox' AND status IN ('open', 'partially_paid'))::text AS due`,
    scope,
  );
  if (Number(receivable.ar) !== Number(receivable.due)) found.push(`Accounts Receivable ${receivable.ar} ≠ open amounts due ${receivable.due}`);
  const customers = await platform.db.query(
    `SELECT c.id, c.balance::text, coalesce(i.due, 0)::text AS due FROM customers c
       LEFT JOIN (SELECT customer_id, sum(${BASE_DUE}) AS due FROM invoices i WHERE business_id = $1 AND status IN ('open', 'partially_paid') GROUP BY customer_id) i ON i.customer_id = c.id
      WHERE c.business_id = $1 AND c.environment = 'sandbox' AND c.balance <> coalesce(i.due, 0)`,
    scope,
  );
  if (customers.length) found.push(`customer balances differ from their amounts due ${JSON.stringify(customers)}`);
  const subledger = await platform.db.query(
    `SELECT entry_id, m.amount::text AS subledger, l.net::text AS lines
       FROM (SELECT entry_id, amount FROM receivable_movements WHERE business_id = $1) m
       FULL JOIN (SELECT l.entry_id, sum(l.base_debit - l.base_credit) AS net FROM journal_lines l
                    JOIN accounts a ON a.id = l.account_id AND a.subtype = 'accounts_receivable' WHERE l.business_id = $1 GROUP BY l.entry_id) l USING (entry_id)
      WHERE m.amount IS DISTINCT FROM l.net`,
    scope,
  );
  if (subledger.length) found.push(`the receivable subledger differs from Accounts Receivable's lines ${JSON.stringify(subledger)}`);
  const references = await platform.db.query(
    `SELECT m.entry_id, m.reference, p.reference AS payment FROM receivable_movements m
       LEFT JOIN payments p ON p.business_id = m.business_id AND p.environment = m.environment AND p.id = m.payment_id
      WHERE m.business_id = $1 AND m.reference IS DISTINCT FROM p.reference`,
    scope,
  );
  if (references.length) found.push(`subledger rows name other references than their payments' ${JSON.stringify(references)}`);
  const owed = await platform.db.query(
    `SELECT c.id, c.balance::text, coalesce(m.net, 0)::text AS subledger FROM customers c
       LEFT JOIN (SELECT customer_id, sum(amount) AS net FROM receivable_movements WHERE business_id = $1 GROUP BY customer_id) m ON m.customer_id = c.id
      WHERE c.business_id = $1 AND c.balance <> coalesce(m.net, 0)`,
    scope,
  );
  if (owed.length) found.push(`customer balances differ from their subledger rows ${JSON.stringify(owed)}`);
  const days = await platform.db.query(
    `SELECT account_id, date, d.amount::text AS daily, m.amount::text AS rows
       FROM (SELECT * FROM cash_basis_daily WHERE business_id = $1 AND amount <> 0) d
       FULL JOIN (SELECT account_id, date, sum(amount) AS amount FROM cash_basis_movements WHERE business_id = $1 GROUP BY account_id, date HAVING sum(amount) <> 0) m
      USING (account_id, date)
      WHERE d.amount IS DISTINCT FROM m.amount`,
    scope,
  );
  if (days.length) found.push(`the cash basis's daily totals differ from its rows ${JSON.stringify(days)}`);
  const stale = await staleCashBasis(platform, businessId);
  if (stale) found.push(`the cash-basis projection is not what deriving it afresh gives: ${stale}`);
  return found;
}

/**
 * The cash-basis projection's rows against what deriving every posted invoice afresh gives, in a
 * transaction rolled back (a write that forgot to derive its invoice again leaves rows behind).
 */
async function staleCashBasis(platform: TestPlatform, businessId: string): Promise<string | undefined> {
  const runner = platform.db.createQueryRunner();
  const rows = () =>
    runner.query(
      `SELECT invoice_id, account_id, date::text, amount::text FROM cash_basis_movements
        WHERE business_id = $1 AND environment = 'sandbox' ORDER BY invoice_id, account_id, date`,
      [businessId],
    );
  await runner.startTransaction();
  try {
    const kept = JSON.stringify(await rows());
    const invoices: { id: string }[] = await runner.query(
      "SELECT DISTINCT source_id AS id FROM journal_entries WHERE business_id = $1 AND environment = 'sandbox' AND source_type = 'invoice'",
      [businessId],
    );
    const db = { query: <Row>(text: string, sql: { values: unknown[] }): Promise<Row[]> => runner.query(text, sql.values) };
    await deriveCashBasis(
      db,
      { businessId, environment: 'sandbox' },
      'USD',
      invoices.map((invoice) => invoice.id),
    );
    const derived = JSON.stringify(await rows());
    return kept === derived ? undefined : `kept ${kept}, derived ${derived}`;
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/**
 * What the reports must agree on after a history, as of `asOf`: the balance sheet balances, and
 * its current-year earnings are the profit and loss's net income from the fiscal year's start;
 * hledger's and ledger's balances over the ledger export are the trial balance's; aged receivables
 * total Accounts Receivable; each customer's statement closes at what the customer owes (today:
 * its `balance`; on an earlier day: what the statement from the next day to today opens at, counted
 * back from what the customer owes today) and opens at what the statement up to the day before
 * closes at; the general ledger closes every account at
 * its trial-balance balance, and its numbered pages hold the lines its cursor pages hold.
 */
async function reportViolations(client: TestClient, asOf: string, customers: string[]): Promise<string[]> {
  const found: string[] = [];
  const sheet = (await client.get(`/api/v1/reports/balance-sheet?as_of=${asOf}`)).body.data;
  if (sheet.assets.total !== sheet.liabilities_and_equity) found.push(`balance sheet ${asOf}: assets ${sheet.assets.total} ≠ ${sheet.liabilities_and_equity}`);
  const pl = (await client.get(`/api/v1/reports/profit-and-loss?from=${sheet.fiscal_year_start}&to=${asOf}`)).body.data;
  if (pl.net_income[0] !== sheet.equity.current_year_earnings)
    found.push(`${asOf}: net income ${pl.net_income[0]} ≠ current-year earnings ${sheet.equity.current_year_earnings}`);
  const trialBalance = (await client.get(`/api/v1/reports/trial-balance?as_of=${asOf}`)).body.data;
  if (trialBalance.totals.debit !== trialBalance.totals.credit)
    found.push(`trial balance ${asOf}: ${trialBalance.totals.debit} ≠ ${trialBalance.totals.credit}`);
  found.push(...(await toolDifferences((await client.get(`/api/v1/exports/ledger?to=${asOf}`)).text, 'USD', trialBalance.rows)));
  found.push(...(await toolDifferences((await client.get(`/api/v1/exports/ledger?to=${asOf}&amounts=transaction`)).text, 'USD', trialBalance.rows, true)));
  const closing = new Map<string, string>();
  const byCursor: string[] = [];
  for (let cursor = ''; ;) {
    const page = (await client.get(`/api/v1/reports/general-ledger?from=2025-01-01&to=${asOf}&limit=100${cursor ? `&cursor=${cursor}` : ''}`)).body;
    for (const account of page.data.accounts) {
      closing.set(account.account_id, account.closing_balance);
      for (const line of account.lines) byCursor.push(`${account.code} ${line.line_id} ${line.balance}`);
    }
    if (!page.pagination.next_cursor) break;
    cursor = page.pagination.next_cursor;
  }
  // Numbered pages, each located from the line counts, hold the same lines with the same running balances.
  const byPage: string[] = [];
  for (let number = 1; number === 1 || byPage.length < byCursor.length; number += 1) {
    const page = (await client.get(`/api/v1/reports/general-ledger?from=2025-01-01&to=${asOf}&limit=9&page=${number}`)).body;
    for (const account of page.data.accounts) for (const line of account.lines) byPage.push(`${account.code} ${line.line_id} ${line.balance}`);
    if (page.data.accounts.length === 0) break;
  }
  if (byPage.join('\n') !== byCursor.join('\n')) found.push(`${asOf}: the general ledger's numbered pages differ from its cursor pages`);
  for (const row of trialBalance.rows) {
    const balance = new Decimal(row.debit).minus(row.credit).toFixed(2);
    if (closing.get(row.account_id) !== balance)
      found.push(`${asOf}: general ledger closes ${row.code} at ${closing.get(row.account_id)}, trial balance ${balance}`);
  }
  const receivable = trialBalance.rows.find((row: { subtype: string }) => row.subtype === 'accounts_receivable');
  const aged = (await client.get(`/api/v1/reports/aged-receivables?as_of=${asOf}`)).body.data.totals.total;
  if (aged !== (receivable?.debit ?? '0.00')) found.push(`${asOf}: aged receivables ${aged} ≠ Accounts Receivable ${receivable?.debit}`);
  for (const customerId of customers) {
    const from = `${asOf.slice(0, 8)}01`;
    const statement = (await client.get(`/api/v1/reports/customer-statement?customer_id=${customerId}&from=${from}&to=${asOf}`)).body.data;
    const balance =
      asOf === TODAY
        ? (await client.get(`/api/v1/customers/${customerId}`)).body.data.balance
        : (await client.get(`/api/v1/reports/customer-statement?customer_id=${customerId}&from=${addDays(asOf, 1)}&to=${TODAY}`)).body.data.opening_balance;
    if (statement.closing_balance !== balance) found.push(`${asOf}: customer ${customerId} statement closes at ${statement.closing_balance}, owes ${balance}`);
    const before = (await client.get(`/api/v1/reports/customer-statement?customer_id=${customerId}&from=2024-01-01&to=${addDays(from, -1)}`)).body.data;
    if (before.closing_balance !== statement.opening_balance)
      found.push(`${asOf}: customer ${customerId} statement opens at ${statement.opening_balance}, the one before closes at ${before.closing_balance}`);
  }
  return found;
}

describe('ledger invariants under random histories', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('hold after every step of every history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 50 }), fc.integer({ min: 1, max: 12 }), day, async (history, fiscalMonth, asOfDay) => {
        const business = await platform.createBusiness({ baseCurrency: 'USD' });
        expect((await business.production.put(BUSINESS, { fiscal_year_start_month: fiscalMonth })).status).toBe(200);
        const client = business.sandbox;
        const accounts = (await client.get('/api/v1/coa/accounts?limit=100&sort=code')).body.data.map((a: { id: string }) => a.id);
        const customers = [];
        for (const name of ['Ada', 'Grace', 'Linus']) customers.push((await client.post('/api/v1/customers', { name })).body.data.id);
        const euroCustomer = (await client.post('/api/v1/customers', { name: 'Otto', currency: 'EUR' })).body.data.id;
        const taxRateId = (await client.post('/api/v1/tax-rates', { name: 'VAT', rate: '7.5' })).body.data.id;
        const world: World = {
          client,
          businessId: business.businessId,
          customers,
          euroCustomer,
          taxRateId,
          accounts,
          sales: [],
          invoices: [],
          payments: [],
          journals: [],
        };
        for (const [index, step] of history.entries()) {
          const status = await apply(world, step);
          if (status >= 500) throw new Error(`step ${index} ${JSON.stringify(step)} answered ${status}`);
          const broken = await violations(platform, business.businessId);
          if (broken.length) throw new Error(`after step ${index} ${JSON.stringify(step)}: ${broken.join('; ')}`);
        }
        for (const asOf of [TODAY, dated(asOfDay)]) expect(await reportViolations(client, asOf, [...customers, euroCustomer])).toEqual([]);
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 100), seed: 20261121, endOnFailure: true },
    );
  }, 600_000);
});
