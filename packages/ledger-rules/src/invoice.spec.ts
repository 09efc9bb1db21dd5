import { addDays } from './dates';
import { archivedAccountErrors, dueDateErrors, invoiceNumber, invoicePosting, isOverdue, refusal, statusForPaid, voidDateErrors } from './invoice';
import { priceLines, type LineTerms } from './lines';
import { Decimal } from './money';

const d = (value: string) => new Decimal(value);

describe('invoice rules', () => {
  it('numbers invoices INV-000001 onwards', () => {
    expect(invoiceNumber(1)).toBe('INV-000001');
    expect(invoiceNumber(1234567)).toBe('INV-1234567');
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2026-01-15', 30)).toBe('2026-02-14');
    expect(addDays('2028-02-15', 30)).toBe('2028-03-16');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('derives the paid status from the amount paid', () => {
    expect(statusForPaid(d('100'), d('0'))).toBe('open');
    expect(statusForPaid(d('100'), d('0.01'))).toBe('partially_paid');
    expect(statusForPaid(d('100'), d('100'))).toBe('paid');
  });

  it('is overdue only when open or partially paid, past due and still owed', () => {
    const base = { dueDate: '2026-03-01', total: d('10'), amountPaid: d('0') };
    expect(isOverdue({ ...base, status: 'open' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...base, status: 'open' }, '2026-03-01')).toBe(false);
    expect(isOverdue({ ...base, status: 'partially_paid', amountPaid: d('4') }, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...base, status: 'draft' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ ...base, status: 'void' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ ...base, status: 'paid', amountPaid: d('10') }, '2026-03-02')).toBe(false);
  });

  it('allows each action only from the documented statuses', () => {
    const allowed = (action: Parameters<typeof refusal>[0], status: Parameters<typeof refusal>[1], paid = '0') => refusal(action, status, d(paid)) === null;
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('edit', s as never))).toEqual(['draft', 'open']);
    expect(allowed('edit', 'open', '0')).toBe(true);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('delete', s as never))).toEqual(['draft']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('finalize', s as never))).toEqual(['draft']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('void', s as never))).toEqual(['open']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('pay', s as never))).toEqual(['open', 'partially_paid']);
  });
});

describe('dueDateErrors', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 'due_date', []],
    ['2026-03-10', '2026-04-09', 'issue_date', []],
    ['2026-03-10', '2026-03-09', 'due_date', [{ field: 'due_date', message: 'must be on or after issue_date' }]],
    ['2026-03-10', '2026-03-09', 'issue_date', [{ field: 'issue_date', message: 'must be on or before due_date 2026-03-09' }]],
  ] as const)('issued %s, due %s, %s changed', (issueDate, dueDate, changed, expected) => {
    expect(dueDateErrors(issueDate, dueDate, changed)).toEqual(expected);
  });
});

describe('voidDateErrors (the invoice posted on 2026-03-10)', () => {
  it.each([
    ['by default, no lock date', undefined, null, []],
    ['by default, after the lock date', undefined, '2026-03-09', []],
    ['by default, on the lock date', undefined, '2026-03-10', ['defaults to 2026-03-10, on or before the lock date 2026-03-10; give a later date']],
    ['later than posted', '2026-04-01', '2026-03-31', []],
    ['earlier than posted', '2026-03-09', null, ['must be on or after 2026-03-10, the date the invoice is posted on']],
    ['later, but on the lock date', '2026-03-31', '2026-03-31', ['must be after the lock date 2026-03-31']],
  ])('%s', (_, date, lockDate, messages) => {
    expect(voidDateErrors('2026-03-10', date, lockDate)).toEqual(messages.map((message) => ({ field: 'date', message })));
  });
});

describe('archivedAccountErrors', () => {
  const lines = [
    { accountId: 'sales', taxAccountId: 'vat' },
    { accountId: 'other', taxAccountId: null },
    { accountId: 'sales', taxAccountId: null },
  ];
  it.each([
    ['none archived', [], []],
    [
      'an income account',
      ['sales'],
      [
        ['lines.0.account_id', 'is archived'],
        ['lines.2.account_id', 'is archived'],
      ],
    ],
    ['a tax account', ['vat'], [['lines.0.tax_rate_id', 'has an archived tax account']]],
    [
      'both, on one line',
      ['other', 'vat', 'sales'],
      [
        ['lines.0.account_id', 'is archived'],
        ['lines.0.tax_rate_id', 'has an archived tax account'],
        ['lines.1.account_id', 'is archived'],
        ['lines.2.account_id', 'is archived'],
      ],
    ],
  ])('%s', (_, archived, expected) => {
    expect(archivedAccountErrors(lines, new Set(archived))).toEqual(expected.map(([field, message]) => ({ field, message })));
  });
});

describe('invoicePosting', () => {
  const terms = (unitPrice: string, taxRate: string): LineTerms => ({
    description: 'Consulting',
    quantity: d('1'),
    unitPrice: d(unitPrice),
    accountId: 'sales',
    accountCurrency: 'USD',
    itemId: null,
    taxRateId: taxRate === '0' ? null : 'vat-rate',
    taxRate: d(taxRate),
    taxAccountId: taxRate === '0' ? null : 'vat',
  });
  it.each([
    [
      'in the base currency',
      'USD',
      '1',
      [
        ['ar', '107.5', '0', '107.5', '0'],
        ['sales', '0', '100', '0', '100'],
        ['vat', '0', '7.5', '0', '7.5'],
      ],
    ],
    [
      'in a foreign currency: each line converted',
      'EUR',
      '1.0837',
      [
        ['ar', '107.5', '0', '116.5', '0'],
        ['sales', '0', '100', '0', '108.37'],
        ['vat', '0', '7.5', '0', '8.13'],
      ],
    ],
    [
      'a rate whose line rounding leaves a residue',
      'EUR',
      '1.00067',
      [
        ['ar', '107.5', '0', '107.57', '0'],
        ['sales', '0', '100', '0', '100.07'],
        ['vat', '0', '7.5', '0', '7.51'],
        ['rounding', '0', '0', '0.01', '0'],
      ],
    ],
  ])('debits Accounts Receivable with the total, credits income and tax: %s', (_, currency, rate, expected) => {
    const lines = priceLines([terms('100', '7.5')], currency, false);
    const posting = invoicePosting({ id: 'inv-1', number: 'INV-000007', issueDate: '2026-05-01', currency, exchangeRate: d(rate) }, lines, {
      baseCurrency: 'USD',
      receivableAccountId: 'ar',
      roundingAccountId: 'rounding',
    });
    expect(posting).toMatchObject({ date: '2026-05-01', memo: 'Invoice INV-000007', currency, sourceType: 'invoice', sourceId: 'inv-1' });
    expect(posting.lines.map((l) => [l.accountId, l.debit.toFixed(), l.credit.toFixed(), l.baseDebit.toFixed(), l.baseCredit.toFixed()])).toEqual(expected);
  });
});
