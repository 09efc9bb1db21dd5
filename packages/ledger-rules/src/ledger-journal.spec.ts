import fc from 'fast-check';
import { journalAccountName, journalAmount, journalDeclarations, journalText, journalTransaction } from './ledger-journal';
import { Decimal } from './money';

const account = (fields: Partial<{ id: string; code: string | null; name: string; type: string }>) => ({
  id: '01a20baa-2fa1-71cb-afd5-391c92290826',
  code: '1000',
  name: 'Cash',
  type: 'asset',
  ...fields,
});

describe('journal text', () => {
  it('names accounts Type:CODE Name, and an account without a code by its name and its whole id', () => {
    expect(journalAccountName(account({}))).toBe('Assets:1000 Cash');
    expect(journalAccountName(account({ type: 'expense', code: '7000', name: 'Exchange Gains/Losses' }))).toBe('Expenses:7000 Exchange Gains/Losses');
    expect(journalAccountName(account({ code: null, name: 'Petty cash' }))).toBe('Assets:Petty cash (01a20baa-2fa1-71cb-afd5-391c92290826)');
    expect(journalAccountName(account({ code: null, name: 'Till: (front)' }))).toBe('Assets:Till- -front- (01a20baa-2fa1-71cb-afd5-391c92290826)');
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

  it('declares the commodities, the accounts in the order given and every tag a transaction may carry', () => {
    expect(journalDeclarations(['USD'], ['Assets:1000 Cash', 'Income:4000 Sales'])).toBe(
      'commodity USD\n    format USD 1000.00\naccount Assets:1000 Cash\naccount Income:4000 Sales\ntag journal_entry_id\ntag source\ntag reverses\n\n',
    );
    expect(journalDeclarations(['USD', 'JPY', 'KWD'], ['Assets:1000 Cash'])).toMatch(
      /^commodity USD\n {4}format USD 1000\.00\ncommodity JPY\n {4}format JPY 1000\.\ncommodity KWD\n {4}format KWD 1000\.000\naccount /,
    );
  });

  it('writes a posting with an amount in its entry’s own currency in that currency, priced at its base amount in total', () => {
    const eur = (amount: string) => ({ currency: 'EUR', amount });
    const text = journalTransaction(
      {
        date: '2026-03-28',
        description: 'Payment',
        tags: [],
        postings: [
          { account: 'Assets:1010 Bank', amount: '1050.0000', original: eur('1000.0000') },
          { account: 'Expenses:7000 Exchange Gains/Losses', amount: '50', original: eur('0.0000') },
          { account: 'Assets:1100 Accounts Receivable', amount: '-1100', original: eur('-1000') },
          { account: 'Income:4000 Sales', amount: '0.00', original: eur('0.004') },
          { account: 'Income:4100 Other Income', amount: '-12.5', original: { currency: 'JPY', amount: '-1500.4' } },
        ],
      },
      'USD',
    );
    expect(text.split('\n').slice(1, 6)).toEqual([
      `    ${'Assets:1010 Bank'.padEnd(40)}EUR 1000.00 @@ USD 1050.00`,
      // An exchange difference has no amount in the entry's currency; an amount that is nothing in either currency stays in the base one.
      `    ${'Expenses:7000 Exchange Gains/Losses'.padEnd(40)}USD 50.00`,
      `    ${'Assets:1100 Accounts Receivable'.padEnd(40)}EUR -1000.00 @@ USD 1100.00`,
      `    ${'Income:4000 Sales'.padEnd(40)}USD 0.00`,
      `    ${'Income:4100 Other Income'.padEnd(40)}JPY -1500 @@ USD 12.50`,
    ]);
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

  it('tells apart an account without a code from a coded one renamed to read like it', () => {
    const petty = account({ code: null, name: 'Petty cash', id: '01a20baa-2fa1-71cb-afd5-391c92290826' });
    const impostors = ['cash (01a20baa-2fa1-71cb-afd5-391c92290826)', 'cash 01a20baa-2fa1-71cb-afd5-391c92290826', 'cash 391c92290826'].map((name) =>
      journalAccountName(account({ code: 'Petty', name, id: '01a20baa-2fa1-71cb-afd5-000000000001' })),
    );
    expect(impostors).toEqual([
      'Assets:Petty cash -01a20baa-2fa1-71cb-afd5-391c92290826-',
      'Assets:Petty cash 01a20baa-2fa1-71cb-afd5-391c92290826',
      'Assets:Petty cash 391c92290826',
    ]);
    expect(impostors).not.toContain(journalAccountName(petty));
  });

  it('gives any chart a single-line name with no syntax and single spaces to each account, never the same twice', () => {
    const types = fc.constantFrom('asset', 'liability', 'equity', 'income', 'expense');
    const code = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
    const name = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom('A:B', 'A;B', ' A B ', 'A  B', '[A]', '(A)'),
    );
    const chart = fc
      .record({
        coded: fc.array(fc.tuple(types, name), { maxLength: 12 }),
        uncoded: fc.array(fc.tuple(types, name), { maxLength: 12 }),
        // An account without a code named `CODE REST`, and a coded account CODE named REST and its id written some way.
        impostors: fc.array(fc.tuple(name, fc.constantFrom('(id)', ' (id)', ' id', ' hex', ' last12')), { maxLength: 6 }),
        codes: fc.uniqueArray(code, { minLength: 30, maxLength: 30 }),
        ids: fc.uniqueArray(fc.uuid(), { minLength: 36, maxLength: 36 }),
      })
      .map(({ coded, uncoded, impostors, codes, ids }) => {
        const accounts: { id: string; code: string | null; name: string; type: string }[] = [];
        const id = () => ids[accounts.length];
        coded.forEach(([type, text], i) => accounts.push({ id: id(), code: codes[i], name: text, type }));
        uncoded.forEach(([type, text]) => accounts.push({ id: id(), code: null, name: text, type }));
        impostors.forEach(([rest, form], i) => {
          const victim = { id: id(), code: null, name: `${codes[12 + i]} ${rest}`, type: 'asset' };
          accounts.push(victim);
          const hex = victim.id.replace(/-/g, '');
          const written = form.replace('id', victim.id).replace('hex', hex).replace('last12', hex.slice(-12));
          accounts.push({ id: id(), code: codes[12 + i], name: `${rest}${written}`, type: 'asset' });
        });
        return accounts;
      });
    fc.assert(
      fc.property(chart, (accounts) => {
        expect(new Set(accounts.map((one) => one.id)).size).toBe(accounts.length);
        const names = accounts.map(journalAccountName);
        names.forEach((exported, i) => {
          const [top, rest, ...more] = exported.split(':');
          expect(more).toEqual([]);
          expect(['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses']).toContain(top);
          const suffix = accounts[i].code === null ? ` (${accounts[i].id})` : '';
          expect(rest.endsWith(suffix)).toBe(true);
          const text = rest.slice(0, rest.length - suffix.length);
          expect(text).not.toMatch(/[;()[\]{}@|*!=]|[\p{Cc}\p{Zl}\p{Zp}]|\s\s|^\s|\s$/u);
        });
        expect(new Set(names).size).toBe(names.length);
      }),
      { seed: 20261124, numRuns: 200 },
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
