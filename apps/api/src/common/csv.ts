import { stringify } from 'csv-stringify/sync';

/** A column of a CSV the service writes: the row's field, and whether it holds an amount. */
export interface CsvColumn<Row> {
  key: keyof Row & string;
  /** A decimal the service formatted itself (`formatAmount`): written as the number it is, `-12.50` included. */
  amount?: true;
}

/**
 * What a report's CSV row stands for, in its first column `row`: `account` (or another record),
 * `total` for a total, so that a spreadsheet can filter totals out (docs/reports.md).
 */
export interface CsvRow {
  row: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Rows as CSV (RFC 4180: CRLF line ends, a field quoted when it holds a comma, a quote, CR or
 * LF), header first. Every CSV the service writes goes through here. A text cell a spreadsheet
 * would run as a formula (OWASP: one starting with `=`, `+`, `-`, `@`, tab or carriage return, or
 * their full-width forms) is written with a `'` before it, csv-stringify's `escape_formulas`; an
 * amount column keeps its numbers as they are, and a value in it that is not a decimal is a bug,
 * never written.
 */
export function toCsv<Row extends { [Key in keyof Row]: string | null }>(rows: Row[], columns: CsvColumn<Row>[]): string {
  const amounts = new Set<unknown>(columns.filter((column) => column.amount).map((column) => column.key));
  return stringify(rows, {
    header: true,
    columns: columns.map((column) => column.key),
    record_delimiter: 'windows',
    // A lone CR or LF breaks the line in spreadsheets too (csv-stringify quotes only CRLF).
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: {
      string: (value, context) => {
        if (context.header || !amounts.has(context.column)) return value;
        if (!DECIMAL.test(value)) throw new Error(`CSV amount column ${String(context.column)} holds ${JSON.stringify(value)}`);
        // A cell's own options override the writer's (csv-stringify merges them; its types list only some).
        const cell = { value, escape_formulas: false };
        return cell;
      },
    },
  });
}

/** Whether the caller asked for CSV (`Accept: text/csv`). */
export function acceptsCsv(accept: string | undefined): boolean {
  return accept?.includes('text/csv') ?? false;
}
