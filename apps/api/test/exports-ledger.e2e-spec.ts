import { ACCOUNTS, created, expectFieldError, SALES } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';
import { toolBalances, toolDifferences } from './ledger-tools';
import { bookMarch, type March } from './reports-month';

// GET /api/v1/exports/ledger, read by the real hledger and ledger: their balance reports over the
// export must equal the trial balance, account by account.

const EXPORT = '/api/v1/exports/ledger';
const TB = '/api/v1/reports/trial-balance';

describe('GET /api/v1/exports/ledger', () => {
  let platform: TestPlatform;
  let march: March;
  let petty: { id: string };
  const lastOfId = (id: string) => id.replace(/-/g, '').slice(-12);

  beforeAll(async () => {
    platform = await startTestPlatform();
    march = await bookMarch(await platform.createBusiness({ baseCurrency: 'USD' }));
    // Names that mean something to the tools or lie beyond ASCII, an account without a code, and a
    // coded one named so that `code name` reads like the other's name and id.
    const { client, accounts } = march;
    for (const [code, name] of [
      ['1000', 'Cash; (test)  x'],
      ['1010', 'Banque café 現金'],
      ['4000', 'Sales:Retail'],
      ['6000', '[General] @ *expenses*'],
    ])
      expect((await client.put(`${ACCOUNTS}/${accounts[code]}`, { name })).status).toBe(200);
    petty = await created<{ id: string }>(client, ACCOUNTS, { name: 'Petty cash', type: 'asset', subtype: 'cash' });
    const impostor = await created<{ id: string }>(client, ACCOUNTS, { code: 'Petty', name: `cash ${lastOfId(petty.id)}`, type: 'asset', subtype: 'cash' });
    for (const [date, memo, account, amount] of [
      ['2026-04-02', 'Float; for the till — café', petty.id, '25.00'],
      ['2026-04-03', 'Second float', impostor.id, '10.00'],
    ])
      await created(client, '/api/v1/journal-entries', {
        date,
        memo,
        lines: [
          { account_id: account, debit: amount },
          { account_id: accounts['1000'], credit: amount },
        ],
      });
  });
  afterAll(() => platform.close());

  const exported = async (query = '') => {
    const response = await march.client.get(`${EXPORT}${query}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    return response.text;
  };
  const trialBalance = async (asOf: string) => (await march.client.get(`${TB}?as_of=${asOf}`)).body.data.rows;

  it('is read by hledger and ledger, whose balances equal the trial balance account by account', async () => {
    const journal = await exported('?to=2026-04-30');
    expect(await toolDifferences(journal, 'USD', await trialBalance('2026-04-30'))).toEqual([]);
    const { hledger } = await toolBalances(journal, 'USD');
    expect(Object.fromEntries(hledger)).toMatchObject({
      'Assets:1000 Cash- -test- x': '295.00',
      'Income:4000 Sales-Retail': '-2200.00',
      'Expenses:6000 -General- - -expenses-': '80.00',
      'Assets:1010 Banque café 現金': '6630.00',
      [`Assets:Petty cash (${petty.id})`]: '25.00',
      [`Assets:Petty cash ${lastOfId(petty.id)}`]: '10.00',
    });
    expect(journal).toContain('* Float- for the till — café\n');
  });

  it('starts a period with its opening balances, so the tools agree with the trial balance at its end', async () => {
    const journal = await exported('?from=2026-03-16&to=2026-03-31');
    expect(journal).toContain('2026-03-16 * Opening balances\n');
    expect(journal).not.toContain('2026-03-15');
    expect(await toolDifferences(journal, 'USD', await trialBalance('2026-03-31'))).toEqual([]);
    expect(await toolDifferences(await exported('?from=2026-04-01&to=2026-04-01'), 'USD', await trialBalance('2026-04-01'))).toEqual([]);
    const april = await exported('?from=2026-04-03&to=2026-04-30');
    expect(april).toMatch(new RegExp(`^2026-04-03 \\* Opening balances\n(.+\n)*    Assets:Petty cash \\(${petty.id}\\) +USD 25\\.00\n`, 'm'));
    expect(await toolDifferences(april, 'USD', await trialBalance('2026-04-30'))).toEqual([]);
  });

  it('writes each entry as one transaction, in date order then the order they were made: date, memo, its id and source as tags, base amounts with the currency', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'JPY' });
    type Sale = { id: string; number: string; journal_entry_id: string };
    const sell = (date: string, quantity: string) =>
      created<Sale>(business.sandbox, SALES, { date, lines: [{ description: 'Tea', quantity, unit_price: '650' }] });
    // Made out of date order: the export puts the later-made, earlier-dated sale first.
    const sale = await sell('2026-02-03', '2');
    const earlier = await sell('2026-02-01', '1');
    const sameDay = await sell('2026-02-03', '3');
    const transaction = (date: string, made: Sale, amount: string) =>
      `${date} * Sale ${made.number}\n` +
      `    ; journal_entry_id: ${made.journal_entry_id}\n` +
      `    ; source: sale ${made.id}\n` +
      `    ${'Assets:1000 Cash'.padEnd(40)}JPY ${amount}\n` +
      `    ${'Income:4000 Sales'.padEnd(40)}JPY -${amount}\n\n`;
    const response = await business.sandbox.get(`${EXPORT}?to=2026-02-28`);
    expect(response.text).toBe(
      '; Ledgerline ledger export, from the first entry to 2026-02-28. Amounts in JPY, the base currency.\n\n' +
        'commodity JPY\n    format JPY 1000.\n' +
        'account Assets:1000 Cash\n' +
        'account Assets:1010 Bank\n' +
        'account Assets:1100 Accounts Receivable\n' +
        'account Liabilities:2100 Sales Tax Payable\n' +
        "account Equity:3000 Owner's Equity\n" +
        'account Equity:3100 Retained Earnings\n' +
        'account Income:4000 Sales\n' +
        'account Income:4100 Other Income\n' +
        'account Expenses:5000 Cost of Sales\n' +
        'account Expenses:6000 General Expenses\n' +
        'account Expenses:7000 Exchange Gains/Losses\n' +
        'account Expenses:7100 Rounding\n' +
        'tag journal_entry_id\ntag source\ntag reverses\n\n' +
        transaction('2026-02-01', earlier, '650') +
        transaction('2026-02-03', sale, '1300') +
        transaction('2026-02-03', sameDay, '1950'),
    );
  });

  it('with amounts=transaction, writes a foreign-currency entry in its currency priced at its base amounts; at cost, the tools still equal the trial balance', async () => {
    const journal = await exported('?to=2026-04-30&amounts=transaction');
    expect(journal).toMatch(
      /^; Ledgerline ledger export, from the first entry to 2026-04-30\. Amounts in each entry's own currency, each priced at its amount in USD, the base currency\.\n\ncommodity USD\n {4}format USD 1000\.00\ncommodity EUR\n {4}format EUR 1000\.00\naccount /,
    );
    const posting = (account: string, amount: string) => `    ${account.padEnd(40)}${amount}\n`;
    // B1, EUR 1000 at 1.10, and its payment at 1.05: the exchange loss has no amount in euros.
    expect(journal).toContain(
      posting('Assets:1100 Accounts Receivable', 'EUR 1000.00 @@ USD 1100.00') + posting('Income:4000 Sales-Retail', 'EUR -1000.00 @@ USD 1100.00'),
    );
    expect(journal).toContain(posting('Assets:1010 Banque café 現金', 'EUR 1000.00 @@ USD 1050.00'));
    expect(journal).toContain(posting('Expenses:7000 Exchange Gains/Losses', 'USD 50.00'));
    expect(journal).toContain(posting('Assets:1100 Accounts Receivable', 'EUR -1000.00 @@ USD 1100.00'));
    // The invoice and its payment are the only ones priced; the other entries are written as the default export writes them.
    const headers = journal
      .split('\n\n')
      .filter((transaction) => transaction.includes(' @@ '))
      .map((transaction) => transaction.split('\n').slice(0, 3).join('\n'));
    expect(headers.map((header) => header.split('\n')[2])).toEqual([
      `    ; source: invoice ${march.invoices.b1}`,
      `    ; source: payment ${march.payments.b1}`,
    ]);
    const others = (text: string) =>
      text
        .split('\n\n')
        .slice(2)
        .filter((transaction) => !headers.some((header) => transaction.startsWith(header)));
    expect(others(journal)).toEqual(others(await exported('?to=2026-04-30')));
    expect(await toolDifferences(journal, 'USD', await trialBalance('2026-04-30'), true)).toEqual([]);
    // So does a period's export, its opening balances in the base currency.
    const late = await exported('?from=2026-03-20&to=2026-03-31&amounts=transaction');
    expect(late).toContain(posting('Assets:1100 Accounts Receivable', 'EUR -1000.00 @@ USD 1100.00'));
    expect(await toolDifferences(late, 'USD', await trialBalance('2026-03-31'), true)).toEqual([]);
    expect((await march.client.get(`${EXPORT}?amounts=base`)).text).toBe(await exported());
  });

  it('refuses a bad date, a from after to or unknown amounts with 400, and shows another business none of these books', async () => {
    expectFieldError(await march.client.get(`${EXPORT}?amounts=EUR`), 'amounts');
    expectFieldError(await march.client.get(`${EXPORT}?to=2026-13-01`), 'to');
    expectFieldError(await march.client.get(`${EXPORT}?from=2026-04-01&to=2026-03-01`), 'from');
    const other = await platform.createBusiness({ baseCurrency: 'USD' });
    const text = (await other.production.get(`${EXPORT}?to=2026-12-31`)).text;
    expect(text).toMatch(
      /^; Ledgerline ledger export, from the first entry to 2026-12-31\. Amounts in USD, the base currency\.\n\ncommodity USD\n {4}format USD 1000\.00\n(account .+\n){12}(tag .+\n){3}\n$/,
    );
    expect(text).toContain('account Assets:1010 Bank\n');
    expect(text).not.toContain('Banque');
  });
});
