import { Decimal } from './money';
import {
  baseNetOn,
  documentPosting,
  documentPostingLines,
  isBalanced,
  paymentPostingLines,
  reversalOf,
  sumOf,
  sumOfBase,
  toBaseLines,
  type DraftLine,
  type PostableLine,
  type Posting,
  type PostingLine,
} from './posting';

const d = (value: string) => new Decimal(value);
/** [account, debit, credit] in the document currency. */
const draft = (...lines: [string, string, string][]): DraftLine[] =>
  lines.map(([accountId, debit, credit]) => ({ accountId, debit: d(debit), credit: d(credit) }));
/** [account, debit, credit, base debit, base credit]. */
const posted = (...lines: [string, string, string, string, string][]): PostingLine[] =>
  lines.map(([accountId, debit, credit, baseDebit, baseCredit]) => ({
    accountId,
    debit: d(debit),
    credit: d(credit),
    baseDebit: d(baseDebit),
    baseCredit: d(baseCredit),
  }));
const show = (lines: PostingLine[]) => lines.map((l) => [l.accountId, l.debit.toFixed(), l.credit.toFixed(), l.baseDebit.toFixed(), l.baseCredit.toFixed()]);
const showDraft = (lines: DraftLine[]) => lines.map((l) => [l.accountId, l.debit.toFixed(), l.credit.toFixed(), l.description]);

describe('sums, balance and what an entry moves on one account', () => {
  const lines = posted(['ar', '10', '0', '11', '0'], ['sales', '0', '8', '0', '8.8'], ['tax', '0', '2', '0', '2.2'], ['ar', '0', '1', '0', '1.1']);
  it('adds each side', () => {
    expect([sumOf(lines, 'debit'), sumOf(lines, 'credit'), sumOfBase(lines, 'baseDebit'), sumOfBase(lines, 'baseCredit')].map(String)).toEqual([
      '10',
      '11',
      '11',
      '12.1',
    ]);
    expect(sumOf([], 'debit').toFixed()).toBe('0');
  });

  it.each([
    ['balanced in base currency', posted(['a', '1', '0', '1.1', '0'], ['b', '0', '1', '0', '1.1']), true],
    ['balanced in the document currency only', posted(['a', '1', '0', '1.1', '0'], ['b', '0', '1', '0', '1.2']), false],
    ['balanced in base currency only (a rounding line)', posted(['a', '1', '0', '1.1', '0'], ['b', '0', '1', '0', '1'], ['r', '0', '0', '0', '0.1']), true],
    ['no lines', [], true],
  ])('isBalanced: %s', (_, entry, balanced) => {
    expect(isBalanced(entry)).toBe(balanced);
  });

  it.each([
    ['ar', '9.9'],
    ['sales', '-8.8'],
    ['tax', '-2.2'],
    ['cash', '0'],
  ])('baseNetOn %s is %s (debit positive)', (account, net) => {
    expect(baseNetOn(lines, account).toFixed()).toBe(net);
  });
});

describe('toBaseLines', () => {
  it.each([
    [
      'at rate 1 every line keeps its amounts',
      draft(['cash', '10.00', '0'], ['sales', '0', '10.00']),
      '1',
      'USD',
      [
        ['cash', '10', '0', '10', '0'],
        ['sales', '0', '10', '0', '10'],
      ],
    ],
    [
      'each line rounded half up; a credit-side residue is debited to Rounding',
      draft(['bank', '0.10', '0'], ['income', '0', '0.05'], ['income', '0', '0.05']),
      '1.105',
      'USD',
      [
        ['bank', '0.1', '0', '0.11', '0'],
        ['income', '0', '0.05', '0', '0.06'],
        ['income', '0', '0.05', '0', '0.06'],
        ['rounding', '0', '0', '0.01', '0'],
      ],
    ],
    [
      'a debit-side residue is credited to Rounding',
      draft(['cash', '0.05', '0'], ['cash', '0.05', '0'], ['sales', '0', '0.10']),
      '1.105',
      'USD',
      [
        ['cash', '0.05', '0', '0.06', '0'],
        ['cash', '0.05', '0', '0.06', '0'],
        ['sales', '0', '0.1', '0', '0.11'],
        ['rounding', '0', '0', '0', '0.01'],
      ],
    ],
    [
      'to a base currency without minor units',
      draft(['cash', '3', '0'], ['sales', '0', '1'], ['sales', '0', '1'], ['sales', '0', '1']),
      '150.5',
      'JPY',
      [
        ['cash', '3', '0', '452', '0'],
        ['sales', '0', '1', '0', '151'],
        ['sales', '0', '1', '0', '151'],
        ['sales', '0', '1', '0', '151'],
        ['rounding', '0', '0', '1', '0'],
      ],
    ],
    [
      'to a base currency of three minor units',
      draft(['cash', '1', '0'], ['sales', '0', '1']),
      '0.3075',
      'KWD',
      [
        ['cash', '1', '0', '0.308', '0'],
        ['sales', '0', '1', '0', '0.308'],
      ],
    ],
  ] as const)('%s', (_, lines, rate, base, expected) => {
    const converted = toBaseLines(lines, d(rate), base, 'rounding');
    expect(show(converted)).toEqual(expected);
    expect(isBalanced(converted)).toBe(true);
  });

  it('keeps what the draft lines say (descriptions)', () => {
    const [line] = toBaseLines([{ ...draft(['cash', '1', '0'])[0], description: 'Till' }, ...draft(['sales', '0', '1'])], d('2'), 'USD', 'rounding');
    expect(line.description).toBe('Till');
  });
});

describe('reversalOf', () => {
  const original: Posting = {
    date: '2026-03-01',
    memo: 'Sale SAL-1',
    currency: 'EUR',
    exchangeRate: d('1.105'),
    sourceType: 'sale',
    sourceId: 'sale-1',
    lines: posted(['cash', '0.10', '0', '0.11', '0'], ['sales', '0', '0.10', '0', '0.12'], ['rounding', '0', '0', '0.01', '0']),
  };

  it.each([
    ['dated as the entry it reverses', '2026-03-01'],
    ['dated later', '2026-04-15'],
  ])('swaps every side, in both currencies, keeping the source: %s', (_, date) => {
    const reversal = reversalOf(original, 'entry-1', date, 'Void of sale SAL-1');
    expect(reversal).toMatchObject({ date, memo: 'Void of sale SAL-1', reversesId: 'entry-1', currency: 'EUR', sourceType: 'sale', sourceId: 'sale-1' });
    expect(reversal.exchangeRate.toFixed()).toBe('1.105');
    expect(show(reversal.lines)).toEqual([
      ['cash', '0', '0.1', '0', '0.11'],
      ['sales', '0.1', '0', '0.12', '0'],
      ['rounding', '0', '0', '0', '0.01'],
    ]);
    for (const account of ['cash', 'sales', 'rounding']) expect(baseNetOn([...original.lines, ...reversal.lines], account).isZero()).toBe(true);
  });
});

describe('documentPostingLines', () => {
  const line = (accountId: string, amount: string, tax: string, taxAccountId: string | null = null): PostableLine => ({
    description: `line on ${accountId}`,
    accountId,
    amount: d(amount),
    tax: d(tax),
    taxAccountId,
  });
  it.each([
    [
      'one untaxed line',
      [line('sales', '100', '0')],
      [
        ['cash', '100', '0', 'Sale 1'],
        ['sales', '0', '100', 'line on sales'],
      ],
    ],
    [
      'one line per sale line, tax summed per tax account',
      [line('sales', '100', '7.5', 'vat'), line('other', '40', '3', 'vat'), line('sales', '10', '1', 'levy')],
      [
        ['cash', '161.5', '0', 'Sale 1'],
        ['sales', '0', '100', 'line on sales'],
        ['other', '0', '40', 'line on other'],
        ['sales', '0', '10', 'line on sales'],
        ['vat', '0', '10.5', 'Sales tax'],
        ['levy', '0', '1', 'Sales tax'],
      ],
    ],
    [
      'zero lines post nothing',
      [line('sales', '0', '0'), line('other', '5', '0')],
      [
        ['cash', '5', '0', 'Sale 1'],
        ['other', '0', '5', 'line on other'],
      ],
    ],
    ['a zero total posts no line at all', [line('sales', '0', '0')], []],
  ])('%s', (_, lines, expected) => {
    const posting = documentPostingLines(lines, 'cash', 'Sale 1');
    expect(showDraft(posting)).toEqual(expected);
    expect(sumOf(posting, 'debit').equals(sumOf(posting, 'credit'))).toBe(true);
  });

  it('refuses a taxed line without a tax account (a programming error)', () => {
    expect(() => documentPostingLines([line('sales', '10', '1')], 'cash', 'Sale 1')).toThrow('a taxed line needs a tax account');
  });

  it('documentPosting converts them at the document rate, the residue to Rounding', () => {
    const posting = documentPosting({
      sourceType: 'invoice',
      sourceId: 'inv-1',
      memo: 'Invoice INV-000001',
      date: '2026-05-01',
      currency: 'EUR',
      rate: d('1.105'),
      debitAccountId: 'ar',
      lines: [line('sales', '0.05', '0'), line('sales', '0.05', '0')],
      baseCurrency: 'USD',
      roundingAccountId: 'rounding',
    });
    expect(posting).toMatchObject({ date: '2026-05-01', memo: 'Invoice INV-000001', currency: 'EUR', sourceType: 'invoice', sourceId: 'inv-1' });
    expect(show(posting.lines)).toEqual([
      ['ar', '0.1', '0', '0.11', '0'],
      ['sales', '0', '0.05', '0', '0.06'],
      ['sales', '0', '0.05', '0', '0.06'],
      ['rounding', '0', '0', '0.01', '0'],
    ]);
  });
});

describe('paymentPostingLines', () => {
  const accounts = { depositAccountId: 'bank', receivableAccountId: 'ar', exchangeAccountId: 'fx', baseCurrency: 'USD' };
  it.each([
    [
      'in the base currency: no difference',
      '100',
      '1',
      '100',
      [
        ['bank', '100', '0', '100', '0'],
        ['ar', '0', '100', '0', '100'],
      ],
    ],
    [
      'at the invoice rate: no difference',
      '50',
      '1.1',
      '55',
      [
        ['bank', '50', '0', '55', '0'],
        ['ar', '0', '50', '0', '55'],
      ],
    ],
    [
      'at a higher rate: a realised gain, credited',
      '50',
      '1.2',
      '55',
      [
        ['bank', '50', '0', '60', '0'],
        ['ar', '0', '50', '0', '55'],
        ['fx', '0', '0', '0', '5'],
      ],
    ],
    [
      'at a lower rate: a realised loss, debited',
      '50',
      '1.05',
      '55',
      [
        ['bank', '50', '0', '52.5', '0'],
        ['ar', '0', '50', '0', '55'],
        ['fx', '0', '0', '2.5', '0'],
      ],
    ],
    [
      'the deposit rounded half up to the base currency',
      '33.33',
      '1.0005',
      '33.33',
      [
        ['bank', '33.33', '0', '33.35', '0'],
        ['ar', '0', '33.33', '0', '33.33'],
        ['fx', '0', '0', '0', '0.02'],
      ],
    ],
  ])('%s', (_, amount, paymentRate, receivableBase, expected) => {
    const lines = paymentPostingLines({ ...accounts, amount: d(amount), paymentRate: d(paymentRate), receivableBase: d(receivableBase) });
    expect(show(lines)).toEqual(expected);
    expect(isBalanced(lines)).toBe(true);
    expect(lines.at(-1)!.description).toBe(
      expected.length === 2 ? 'Payment received' : expected[2][3] === '0' ? 'Realised exchange gain' : 'Realised exchange loss',
    );
  });
});
