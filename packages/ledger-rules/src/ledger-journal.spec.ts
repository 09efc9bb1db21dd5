import fc from 'fast-check';
import { journalAccountName, journalAmount, journalText, journalTransaction } from './ledger-journal';
import { Decimal } from './money';

const account = (fields: Partial<{ id: string; code: string | null; name: string; type: string }>) => ({
  id: '01a20baa-2fa1-71cb-afd5-391c92290826',
  code: '1000',
  name: 'Cash',
  type: 'asset',
  ...fields,
});

describe('journal text', () => {
  it('names accounts Type:CODE Name, and an account without a code by its name and the end of its id', () => {
    expect(journalAccountName(account({}))).toBe('Assets:1000 Cash');
    expect(journalAccountName(account({ type: 'expense', code: '7000', name: 'Exchange Gains/Losses' }))).toBe('Expenses:7000 Exchange Gains/Losses');
    expect(journalAccountName(account({ code: null, name: 'Petty cash' }))).toBe('Assets:Petty cash 391c92290826');
  });

  it('neutralises what the tools read as syntax inside names and descriptions', () => {
    expect(journalText('Cash; (test)  x')).toBe('Cash- -test- x');
    expect(journalText('A:B')).toBe('A-B');
    expect(journalText('[Suspense]\tline\nbreak')).toBe('-Suspense- line break');
    expect(journalText('  @price *! |note = 1  ')).toBe('-price -- -note - 1');
    expect(journalAccountName(account({ name: '::;;' }))).toBe('Assets:1000 ----');
    expect(journalAccountName(account({ name: ' ' }))).toBe('Assets:1000 -');
  });

  it('writes amounts with the currency code in front and its minor digits', () => {
    expect(journalAmount('107.5', 'USD')).toBe('USD 107.50');
    expect(journalAmount('-100.0000', 'USD')).toBe('USD -100.00');
    expect(journalAmount('1250', 'JPY')).toBe('JPY 1250');
    expect(journalAmount('-1.2345', 'KWD')).toBe('KWD -1.235');
  });

  it('writes a transaction: date, status, description, tags, then postings with amounts after two spaces at least', () => {
    const text = journalTransaction(
      {
        date: '2026-03-02',
        description: 'Sale SR-000001; cash',
        tags: [['journal_entry_id', 'e1']],
        postings: [
          { account: 'Assets:1000 Cash', amount: '110' },
          { account: 'Income:4000 Sales', amount: '-100' },
          { account: 'Liabilities:2100 Sales Tax Payable', amount: '-10' },
        ],
      },
      'USD',
    );
    expect(text).toBe(
      '2026-03-02 * Sale SR-000001- cash\n' +
        '    ; journal_entry_id: e1\n' +
        `    ${'Assets:1000 Cash'.padEnd(40)}USD 110.00\n` +
        `    ${'Income:4000 Sales'.padEnd(40)}USD -100.00\n` +
        `    ${'Liabilities:2100 Sales Tax Payable'.padEnd(40)}USD -10.00\n\n`,
    );
  });

  it('gives any name a single line with no syntax, single spaces, and a distinct name to every account', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{12}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ maxLength: 40 }), fc.option(fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/)), hex), {
          selector: ([, code, id]) => code ?? id,
          maxLength: 20,
        }),
        (accounts) => {
          const codes = new Set(accounts.map(([, code]) => code).filter(Boolean));
          const list = accounts
            .filter(([, code, id]) => code !== null || !codes.has(id))
            .map(([name, code, id]) => ({ id: `01a20baa-2fa1-71cb-afd5-${id}`, code, name, type: 'asset' }));
          const names = list.map(journalAccountName);
          for (const name of names) {
            expect(name).not.toMatch(/[;()[\]{}@|*!=\t\n\r]|\s\s|\s$/);
            expect(name.split(':')).toHaveLength(2);
          }
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { seed: 20261124 },
    );
  });

  it('writes a balanced entry as postings that still add up to zero', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 8 }), (cents) => {
        const amounts = [...cents, -cents.reduce((a, b) => a + b, 0)].map((value) => new Decimal(value).dividedBy(100).toString());
        const text = journalTransaction(
          { date: '2026-01-01', description: 'x', tags: [], postings: amounts.map((amount, i) => ({ account: `Assets:${i}`, amount })) },
          'USD',
        );
        const written = [...text.matchAll(/USD (-?\d+\.\d\d)/g)].reduce((sum, match) => sum.plus(match[1]), new Decimal(0));
        expect(written.isZero()).toBe(true);
      }),
      { seed: 20261124 },
    );
  });
});
