import fc from 'fast-check';
import { invoicePosting } from './invoice';
import { journalDraftLines, manualPosting } from './journal';
import { documentTotalErrors, documentTotals, priceLines, type LineTerms } from './lines';
import { exceedsTotalLimit } from './limits';
import { Decimal, minorUnits } from './money';
import { receivableSettled } from './payment';
import { baseNetOn, isBalanced, paymentPostingLines, reversalOf, sumOf, type Posting } from './posting';
import { priceSale, salePosting } from './sale';

// Every posting the rules produce balances in base currency, whatever the amounts, currencies and
// rates; a reversal nets every account back to zero; payments that clear an invoice clear its receivable.

const CURRENCIES = ['USD', 'EUR', 'JPY', 'KWD', 'BHD', 'CLF', 'NGN'];
const currency = fc.constantFrom(...CURRENCIES);
/** A decimal with up to `scale` decimals, from 0 to `max` units of its last digit. */
const decimal = (max: number, scale: number, min = 0) => fc.integer({ min, max }).map((units) => new Decimal(units).div(new Decimal(10).pow(scale)));
/** Exchange rates from 0.000001 to 10^8 (six decimals). */
const rate = decimal(100_000_000_000_000, 6, 1);
const ledger = { roundingAccountId: 'rounding' };

const lineTerms = (accountCurrency: string) =>
  fc
    .record({
      quantity: decimal(10_000_000, 4),
      unitPrice: decimal(100_000_000, 4),
      taxRate: fc.oneof(fc.constant(new Decimal(0)), decimal(100_000_000, 6)),
      accountId: fc.constantFrom('sales', 'services', 'other'),
      taxAccountId: fc.constantFrom('vat', 'levy'),
    })
    .map((line): LineTerms => ({
      ...line,
      description: 'line',
      accountCurrency,
      itemId: null,
      taxRateId: line.taxRate.isZero() ? null : 'rate',
      taxAccountId: line.taxRate.isZero() ? null : line.taxAccountId,
    }));

/** A sale or an invoice: its currency, the base currency, its rate, price mode and lines. */
const document = fc.tuple(currency, currency, fc.boolean()).chain(([documentCurrency, baseCurrency, inclusive]) =>
  fc.record({
    currency: fc.constant(documentCurrency),
    baseCurrency: fc.constant(baseCurrency),
    rate: documentCurrency === baseCurrency ? fc.constant(new Decimal(1)) : rate,
    inclusive: fc.constant(inclusive),
    lines: fc.array(lineTerms(baseCurrency), { minLength: 1, maxLength: 8 }),
  }),
);

function expectBalanced(posting: Posting): void {
  expect(isBalanced(posting.lines)).toBe(true);
  expect(sumOf(posting.lines, 'debit').equals(sumOf(posting.lines, 'credit'))).toBe(true);
  const digits = minorUnits(posting.currency)!;
  for (const line of posting.lines) for (const side of [line.baseDebit, line.baseCredit]) expect(side.isNegative()).toBe(false);
  for (const line of posting.lines) expect(line.debit.decimalPlaces()).toBeLessThanOrEqual(Math.max(digits, 4));
}

/** The posting and its reversal leave every account as it was, in both currencies. */
function expectReversalNets(posting: Posting): void {
  const reversal = reversalOf(posting, 'entry', posting.date, 'Reversal');
  expectBalanced(reversal);
  const both = [...posting.lines, ...reversal.lines];
  for (const account of new Set(both.map((line) => line.accountId))) {
    expect(baseNetOn(both, account).isZero()).toBe(true);
    const lines = both.filter((line) => line.accountId === account);
    expect(sumOf(lines, 'debit').equals(sumOf(lines, 'credit'))).toBe(true);
  }
}

describe('postings balance in base currency', () => {
  it('sales, at any rate and in any currency, and their reversals', () => {
    fc.assert(
      fc.property(document, fc.constantFrom('cash', 'bank'), (doc, depositAccountId) => {
        const { sale } = priceSale(
          {
            date: '2026-05-01',
            currency: doc.currency,
            exchangeRate: doc.rate.toFixed(),
            amountsAre: doc.inclusive ? 'inclusive' : 'exclusive',
            lines: doc.lines,
          },
          { baseCurrency: doc.baseCurrency, lockDate: null, deposit: { id: depositAccountId, type: 'asset', subtype: depositAccountId, archived: false } },
        );
        fc.pre(sale !== null); // a total of 0, or beyond the limit, posts nothing
        const posting = salePosting(sale, 'sale', 'SAL-1', { ...ledger, baseCurrency: doc.baseCurrency });
        expectBalanced(posting);
        expect(baseNetOn(posting.lines, depositAccountId).toFixed()).toBe(
          sale.totals.total.times(sale.rate).toDecimalPlaces(minorUnits(doc.baseCurrency)!, Decimal.ROUND_HALF_UP).toFixed(),
        );
        expectReversalNets(posting);
      }),
      { numRuns: 2000 },
    );
  });

  it('invoices, at any rate and in any currency, and their reversals', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const lines = priceLines(doc.lines, doc.currency, doc.inclusive);
        fc.pre(documentTotalErrors(documentTotals(lines).total, doc.rate, true).length === 0); // as finalizing refuses
        const posting = invoicePosting(
          { id: 'invoice', number: 'INV-000001', issueDate: '2026-05-01', currency: doc.currency, exchangeRate: doc.rate },
          lines,
          {
            ...ledger,
            baseCurrency: doc.baseCurrency,
            receivableAccountId: 'ar',
          },
        );
        expectBalanced(posting);
        expectReversalNets(posting);
      }),
      { numRuns: 2000 },
    );
  });

  it('payments at rates other than the invoice’s, each with its exchange difference, and the run that clears the invoice clears its receivable', () => {
    const payments = fc
      .tuple(currency, currency, rate, fc.integer({ min: 1, max: 10_000_000 }))
      .chain(([invoiceCurrency, baseCurrency, invoiceRate, dueUnits]) =>
        fc.record({
          invoiceCurrency: fc.constant(invoiceCurrency),
          baseCurrency: fc.constant(baseCurrency),
          invoiceRate: fc.constant(invoiceCurrency === baseCurrency ? new Decimal(1) : invoiceRate),
          due: fc.constant(new Decimal(dueUnits).div(new Decimal(10).pow(minorUnits(invoiceCurrency)!))),
          parts: fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), invoiceCurrency === baseCurrency ? fc.constant(new Decimal(1)) : rate), {
            minLength: 1,
            maxLength: 6,
          }),
        }),
      );
    fc.assert(
      fc.property(payments, ({ invoiceCurrency, baseCurrency, invoiceRate, due, parts }) => {
        const digits = minorUnits(invoiceCurrency)!;
        const weights = parts.reduce((sum, [weight]) => sum + weight, 0);
        let open = due.times(invoiceRate).toDecimalPlaces(minorUnits(baseCurrency)!, Decimal.ROUND_HALF_UP); // the invoice's receivable in base
        let amountDue = due;
        parts.forEach(([weight, paymentRate], index) => {
          const last = index === parts.length - 1;
          const amount = last ? amountDue : Decimal.min(amountDue, due.times(weight).div(weights).toDecimalPlaces(digits, Decimal.ROUND_DOWN));
          if (amount.isZero()) return;
          const receivableBase = receivableSettled({ amount, amountDue, invoiceRate, openReceivableBase: open, baseCurrency });
          const lines = paymentPostingLines({
            amount,
            paymentRate,
            receivableBase,
            depositAccountId: 'bank',
            receivableAccountId: 'ar',
            exchangeAccountId: 'fx',
            baseCurrency,
          });
          expectBalanced({ date: '2026-05-02', memo: null, currency: invoiceCurrency, exchangeRate: paymentRate, sourceType: 'payment', sourceId: 'p', lines });
          open = open.plus(baseNetOn(lines, 'ar'));
          amountDue = amountDue.minus(amount);
          expect(open.isNegative()).toBe(false);
        });
        expect(amountDue.isZero()).toBe(true);
        expect(open.isZero()).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('manual entries whose lines balance in their currency, at any rate, and their reversals', () => {
    const entry = fc.tuple(currency, currency, rate).chain(([entryCurrency, baseCurrency, entryRate]) =>
      fc.record({
        currency: fc.constant(entryCurrency),
        baseCurrency: fc.constant(baseCurrency),
        rate: fc.constant(entryCurrency === baseCurrency ? new Decimal(1) : entryRate),
        debits: fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 5 }),
        credits: fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 5 }),
      }),
    );
    fc.assert(
      fc.property(entry, (e) => {
        const unit = new Decimal(10).pow(-minorUnits(e.currency)!);
        const debitTotal = e.debits.reduce((sum, units) => sum + units, 0);
        // The credits scaled to the debits' total, the last one taking what is left.
        const creditWeights = e.credits.reduce((sum, units) => sum + units, 0);
        const credits = e.credits.map((units) => Math.floor((units * debitTotal) / creditWeights));
        credits[credits.length - 1] += debitTotal - credits.reduce((sum, units) => sum + units, 0);
        fc.pre(credits.every((units) => units > 0));
        const lines = [
          ...e.debits.map((units, index) => ({ account_id: `debit-${index % 3}`, debit: unit.times(units).toFixed() })),
          ...credits.map((units, index) => ({ account_id: `credit-${index % 3}`, credit: unit.times(units).toFixed() })),
        ];
        const { draft, errors } = journalDraftLines(lines, e.currency, e.rate);
        fc.pre(errors.length === 0); // only an entry too large for the ledger is refused
        expect(exceedsTotalLimit(sumOf(draft, 'debit'), e.rate)).toBe(false);
        const posting = manualPosting({ date: '2026-05-01', memo: null, currency: e.currency, rate: e.rate }, draft, {
          ...ledger,
          baseCurrency: e.baseCurrency,
        });
        expectBalanced(posting);
        expectReversalNets(posting);
      }),
      { numRuns: 2000 },
    );
  });
});
