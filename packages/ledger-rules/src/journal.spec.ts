import { journalDraftLines, journalReversalRefusal, manualPosting, postableAccountErrors } from './journal';
import { Decimal } from './money';
import { isBalanced } from './posting';

describe('journalDraftLines', () => {
  it.each([
    [
      'a debit and a credit that balance',
      'USD',
      [
        { account_id: 'bank', debit: '100.00', description: 'Capital' },
        { account_id: 'equity', credit: 100 },
      ],
      [],
    ],
    [
      'zeros on the other side',
      'USD',
      [
        { account_id: 'bank', debit: '5', credit: '0' },
        { account_id: 'income', debit: 0, credit: '5' },
      ],
      [],
    ],
    [
      'a line with both sides, and one with neither',
      'USD',
      [
        { account_id: 'bank', debit: '5', credit: '5' },
        { account_id: 'income', credit: '0' },
      ],
      [
        ['lines.0', 'must have either a debit or a credit, not both or neither'],
        ['lines.1', 'must have either a debit or a credit, not both or neither'],
      ],
    ],
    [
      'amounts finer than the currency',
      'JPY',
      [
        { account_id: 'bank', debit: '5.5' },
        { account_id: 'income', credit: '5.5' },
      ],
      [
        ['lines.0.debit', 'must have at most 0 decimals in JPY'],
        ['lines.1.credit', 'must have at most 0 decimals in JPY'],
      ],
    ],
    [
      'debits and credits that differ',
      'USD',
      [
        { account_id: 'bank', debit: '100' },
        { account_id: 'income', credit: '60' },
        { account_id: 'income', credit: '30.5' },
      ],
      [['lines', 'must balance: debits 100 ≠ credits 90.5']],
    ],
    [
      'debits of 10^15 or more',
      'USD',
      [
        { account_id: 'bank', debit: '600000000000000' },
        { account_id: 'bank', debit: '400000000000000' },
        { account_id: 'income', credit: '999999999999999' },
        { account_id: 'income', credit: '1' },
      ],
      [['lines', 'add up to more than a document may total (below 10^15, in its currency and in the base currency)']],
    ],
  ])('%s', (_, currency, lines, expected) => {
    const { draft, errors } = journalDraftLines(lines, currency, new Decimal(1));
    expect(errors).toEqual(expected.map(([field, message]) => ({ field, message })));
    expect(draft.map((line) => line.accountId)).toEqual(lines.map((line) => line.account_id));
  });

  it.each([
    ['below 10^15 in base currency', '999999999999.99', []],
    ['at 10^15 in base currency', '1000000000000', ['add up to more than a document may total (below 10^15, in its currency and in the base currency)']],
  ])('at a rate of 1000, %s', (_, amount, messages) => {
    const lines = [
      { account_id: 'bank', debit: amount },
      { account_id: 'income', credit: amount },
    ];
    expect(journalDraftLines(lines, 'EUR', new Decimal(1000)).errors).toEqual(messages.map((message) => ({ field: 'lines', message })));
  });

  it('reads each line as posted', () => {
    const { draft } = journalDraftLines(
      [
        { account_id: 'bank', debit: '100.50', description: 'Capital' },
        { account_id: 'equity', credit: 100.5 },
      ],
      'USD',
      new Decimal(1),
    );
    expect(draft.map((line) => [line.accountId, line.debit.toFixed(), line.credit.toFixed(), line.description])).toEqual([
      ['bank', '100.5', '0', 'Capital'],
      ['equity', '0', '100.5', null],
    ]);
  });
});

describe('postableAccountErrors', () => {
  const accounts = new Map([
    ['bank', { subtype: 'bank', archived: false }],
    ['old', { subtype: 'other_income', archived: true }],
    ['ar', { subtype: 'accounts_receivable', archived: false }],
  ]);
  const line = (accountId: string) => ({ accountId, debit: new Decimal(1), credit: new Decimal(0) });
  it.each([
    ['active accounts of the business', ['bank', 'bank'], []],
    ['an archived account', ['bank', 'old'], [['lines.1.account_id', 'is archived']]],
    ['another business’s or no account', ['nope', 'bank'], [['lines.0.account_id', 'is not an account of this business']]],
    [
      'Accounts Receivable, the control account',
      ['ar', 'bank'],
      [['lines.0.account_id', 'is the Accounts Receivable control account, which moves only with invoices and payments']],
    ],
  ])('%s', (_, ids, expected) => {
    expect(postableAccountErrors(ids.map(line), accounts)).toEqual(expected.map(([field, message]) => ({ field, message })));
  });
});

describe('manualPosting', () => {
  it('converts the lines at the entry rate, the residue to Rounding', () => {
    const { draft } = journalDraftLines(
      [
        { account_id: 'bank', debit: '0.10' },
        { account_id: 'income', credit: '0.05' },
        { account_id: 'income', credit: '0.05' },
      ],
      'EUR',
      new Decimal('1.105'),
    );
    const posting = manualPosting({ date: '2026-03-03', memo: null, currency: 'EUR', rate: new Decimal('1.105') }, draft, {
      baseCurrency: 'USD',
      roundingAccountId: 'rounding',
    });
    expect(posting).toMatchObject({ date: '2026-03-03', memo: null, currency: 'EUR', sourceType: 'manual', sourceId: null });
    expect(posting.lines.map((line) => [line.accountId, line.baseDebit.toFixed(), line.baseCredit.toFixed()])).toEqual([
      ['bank', '0.11', '0'],
      ['income', '0', '0.06'],
      ['income', '0', '0.06'],
      ['rounding', '0.01', '0'],
    ]);
    expect(isBalanced(posting.lines)).toBe(true);
  });
});

describe('journalReversalRefusal', () => {
  it.each([
    ['a manual entry', { sourceType: 'manual', reversesId: null, reversedById: null }, null],
    [
      'an entry posted by a sale',
      { sourceType: 'sale', reversesId: null, reversedById: null },
      'This entry was posted by a sale; void or change the sale instead',
    ],
    [
      'an entry posted by a payment',
      { sourceType: 'payment', reversesId: null, reversedById: 'r' },
      'This entry was posted by a payment; void or change the payment instead',
    ],
    ['a reversal', { sourceType: 'manual', reversesId: 'e', reversedById: null }, 'This entry is itself a reversal'],
    ['a manual entry reversed already', { sourceType: 'manual', reversesId: null, reversedById: 'r' }, 'This entry has already been reversed'],
  ])('%s', (_, entry, refusal) => {
    expect(journalReversalRefusal(entry)).toBe(refusal);
  });
});
