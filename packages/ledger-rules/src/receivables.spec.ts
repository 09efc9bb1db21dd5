import fc from 'fast-check';
import { addDays, daysBetween } from './dates';
import { Decimal } from './money';
import { aging, agingBucket, AGING_BUCKETS, AGING_STARTS, agingTotals, statementLines, type BucketDue, type InvoiceDue } from './receivables';

/** An invoice owing, with its customer (by which the tests group invoices, as the database does). */
type CustomerDue = InvoiceDue & { customer_id: string };

const invoice = (number: string, customer: string, dueDate: string, due: string): CustomerDue => ({
  invoice_id: `id-${number}`,
  number,
  customer_id: `c-${customer}`,
  issue_date: '2026-01-01',
  due_date: dueDate,
  due,
});

/** What the database sums for aged receivables' totals from these invoices: what they owe in each bucket, by its index. */
function bucketSums(invoices: InvoiceDue[], asOf: string): BucketDue[] {
  const sums = new Map<number, Decimal>();
  for (const row of invoices) {
    const bucket = AGING_BUCKETS.indexOf(agingBucket(daysBetween(row.due_date, asOf)));
    sums.set(bucket, (sums.get(bucket) ?? new Decimal(0)).plus(row.due));
  }
  return [...sums].map(([bucket, due]) => ({ bucket, due: due.toString() }));
}

/** Aged receivables with every customer aged, as every page together shows them (in the database's order: here, by name). */
function agedEveryCustomer(invoices: CustomerDue[], asOf: string) {
  const names = [...new Set(invoices.map((row) => row.customer_id))].sort();
  return {
    customers: names.map((id) => ({
      name: id.slice(2),
      ...aging(
        invoices.filter((row) => row.customer_id === id),
        asOf,
        'USD',
      ),
    })),
    totals: agingTotals(bucketSums(invoices, asOf), 'USD'),
  };
}

describe('aging', () => {
  it.each([
    [-5, 'current'],
    [0, 'current'],
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'days_over_90'],
  ])('puts %i days past due in %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
  });

  it('starts each bucket after current at its first day past due, as the database counts them with width_bucket', () => {
    expect(AGING_STARTS.map((start) => [agingBucket(start - 1), agingBucket(start)])).toEqual([
      ['current', 'days_1_30'],
      ['days_1_30', 'days_31_60'],
      ['days_31_60', 'days_61_90'],
      ['days_61_90', 'days_over_90'],
    ]);
  });

  it('sorts invoices into buckets by days past due as of the date, per customer by name, with totals', () => {
    const report = agedEveryCustomer(
      [
        invoice('INV-2', 'Zoe', '2026-03-01', '50'),
        invoice('INV-1', 'Ada', '2026-03-31', '100.5'),
        invoice('INV-3', 'Ada', '2025-12-01', '20'),
        invoice('INV-4', 'Ada', '2026-02-28', '0'),
      ],
      '2026-03-31',
    );
    const [ada, zoe] = report.customers;
    expect([ada, zoe].map((customer) => [customer.name, customer.total])).toEqual([
      ['Ada', '120.50'],
      ['Zoe', '50.00'],
    ]);
    expect(ada.current.invoices).toEqual([
      { invoice_id: 'id-INV-1', number: 'INV-1', issue_date: '2026-01-01', due_date: '2026-03-31', days_past_due: 0, amount_due: '100.50' },
    ]);
    expect(ada.days_over_90.invoices.map((row) => [row.number, row.days_past_due])).toEqual([['INV-3', 120]]);
    expect(zoe.days_1_30.invoices.map((row) => [row.number, row.days_past_due])).toEqual([['INV-2', 30]]);
    expect(report.totals).toEqual({ current: '100.50', days_1_30: '50.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '20.00', total: '170.50' });
  });

  it('buckets add up to the total, and every invoice owing is in exactly one bucket', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -200, max: 400 }), fc.integer({ min: -1e7, max: 1e7 })), { maxLength: 30 }), (rows) => {
        const list = rows.map(([days, cents], index) => invoice(`N${index}`, 'C', addDays('2026-06-30', -days), new Decimal(cents).dividedBy(100).toString()));
        const result = aging(list, '2026-06-30', 'USD');
        const inBuckets = AGING_BUCKETS.flatMap((bucket) => result[bucket].invoices);
        expect(inBuckets).toHaveLength(rows.filter(([, cents]) => cents !== 0).length);
        const sum = AGING_BUCKETS.reduce((total, bucket) => total.plus(result[bucket].total), new Decimal(0));
        expect(sum.toFixed(2)).toBe(result.total);
        expect(result.total).toBe(
          rows
            .reduce((total, [, cents]) => total.plus(cents), new Decimal(0))
            .dividedBy(100)
            .toFixed(2),
        );
      }),
      { seed: 20261124 },
    );
  });
});

describe('agingTotals', () => {
  it('totals each bucket over the customers, each customer over its buckets, and everything over every invoice owing', () => {
    const names = ['Ada', 'bruno', 'Çelik', 'Dana'];
    fc.assert(
      fc.property(
        // Invoices never owe less than nothing.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -200, max: 400 }), fc.integer({ min: 1, max: 1e7 })), { maxLength: 40 }),
        (rows) => {
          const list = rows.map(([customer, days, cents], index) =>
            invoice(`N${index}`, names[customer], addDays('2026-06-30', -days), new Decimal(cents).dividedBy(100).toString()),
          );
          const { customers, totals } = agedEveryCustomer(list, '2026-06-30');
          const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);
          for (const bucket of AGING_BUCKETS) expect(totals[bucket]).toBe(sum(customers.map((customer) => customer[bucket].total)));
          for (const customer of customers) expect(customer.total).toBe(sum(AGING_BUCKETS.map((bucket) => customer[bucket].total)));
          expect(totals.total).toBe(sum(AGING_BUCKETS.map((bucket) => totals[bucket])));
          expect(totals.total).toBe(sum(list.map((row) => row.due)));
        },
      ),
      { seed: 20261124 },
    );
  });

  it('totals nothing as zeros', () => {
    expect(agingTotals([], 'JPY')).toEqual({ current: '0', days_1_30: '0', days_31_60: '0', days_61_90: '0', days_over_90: '0', total: '0' });
  });
});

describe('statementLines', () => {
  const movement = (source_type: 'invoice' | 'payment', amount: string, through: string, reversal = false, voids_invoice = false) => ({
    date: '2026-03-01',
    source_type,
    reversal,
    voids_invoice,
    amount,
    through,
  });

  it('types each movement, and runs the balance to what the invoices owe at the end from what that leaves before the first', () => {
    const { opening, lines, closing } = statementLines(
      [{ due: '0.004' }, { due: '-0.004' }],
      '-10',
      [
        movement('invoice', '550', '550'),
        movement('payment', '-550', '0'),
        movement('payment', '550', '550', true),
        movement('invoice', '-550', '0', true, false),
        movement('invoice', '-10', '-10', true, true),
      ],
      'USD',
    );
    expect(opening).toBe('10.00');
    expect(lines.map((line) => [line.type, line.amount, line.balance])).toEqual([
      ['invoice', '550.00', '560.00'],
      ['payment', '-550.00', '10.00'],
      ['payment_void', '550.00', '560.00'],
      ['invoice_change', '-550.00', '10.00'],
      ['invoice_void', '-10.00', '0.00'],
    ]);
    expect(closing).toBe('0.00');
  });

  it('closes at what the invoices owe, opens at that less every movement, and runs any page of the lines as the whole', () => {
    const cents = fc.integer({ min: -1e8, max: 1e8 });
    fc.assert(
      fc.property(
        fc.array(cents, { maxLength: 10 }),
        fc.array(cents, { maxLength: 20 }),
        fc.nat(25),
        fc.integer({ min: 1, max: 25 }),
        (dues, amounts, offset, limit) => {
          const text = (value: number) => new Decimal(value).dividedBy(100).toString();
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const all = amounts.map((amount, index) => movement('invoice', text(amount), text(sum(amounts.slice(0, index + 1)))));
          const owed = dues.map((due) => ({ due: text(due) }));
          const { opening, lines, closing } = statementLines(owed, text(sum(amounts)), all, 'USD');
          expect(closing).toBe(new Decimal(sum(dues)).dividedBy(100).toFixed(2));
          expect(opening).toBe(new Decimal(sum(dues) - sum(amounts)).dividedBy(100).toFixed(2));
          expect(lines.at(-1)?.balance ?? opening).toBe(closing);
          expect(lines[0]?.balance ?? closing).toBe(new Decimal(sum(dues) - sum(amounts.slice(1))).dividedBy(100).toFixed(2));
          const page = statementLines(owed, text(sum(amounts)), all.slice(offset, offset + limit), 'USD');
          expect([page.opening, page.closing]).toEqual([opening, closing]);
          expect(page.lines.map((line) => line.balance)).toEqual(lines.slice(offset, offset + limit).map((line) => line.balance));
        },
      ),
      { seed: 20261124 },
    );
  });
});
