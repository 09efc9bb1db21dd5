import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DomainError, paginationOf, type Pagination } from '@ledgerline/envelope';
import { Decimal, formatAmount, locateLine, pageAccounts, type Period } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db, type Queryable } from '../../database/tx';
import type { GeneralLedgerLine, GeneralLedgerQueryDto, GeneralLedgerResponse } from './general-ledger';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository, type LedgerAccountRow, type LedgerLineRow } from './reports.repository';

/** Where the next page starts: after line `i` of account `a`, dated `d`, for the same query `q`. */
interface Cursor {
  a: string;
  d: string;
  i: string;
  q: string;
}

const invalidCursor = () => DomainError.validation([{ field: 'cursor', message: 'must be a cursor returned by a previous page of the same report' }]);

/** Where a page's first line is: an account (by index), and its line offset there or the line to read after. */
interface Start {
  account: number;
  from: { offset: number } | { after: { date: string; id: string } };
  /** The listed account of the line just before the page's first, if any. */
  previous: number | null;
}

/**
 * The general ledger (docs/reports.md): per account, its opening balance, its lines with running
 * balances, its closing balance; paged by lines. A page read again while the business has not
 * changed is answered from the read cache.
 */
@Injectable()
export class GeneralLedgerService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly cache: ReadCache,
    private readonly context: ReportContext,
  ) {}

  async generalLedger(
    scope: CalendarScope,
    currency: string,
    query: GeneralLedgerQueryDto,
  ): Promise<{ report: GeneralLedgerResponse; pagination: Pagination }> {
    if (query.cursor && query.page !== undefined) throw DomainError.validation([{ field: 'page', message: 'cannot be combined with cursor' }]);
    const { period } = this.context.period(scope, query);
    const limit = query.limit ?? 10;
    const queryKey = `${period.from}..${period.to}:${query.account_id ?? ''}`;
    const key = `general-ledger ${queryKey} ${limit} ${query.cursor ? `cursor ${query.cursor}` : `page ${query.page ?? 1}`}`;
    return this.cache.read(scope, key, () => this.page(scope, currency, query, period, limit, queryKey));
  }

  /**
   * One page, read in one snapshot; tagged with the event sequence its first statement read. Its
   * statements run on their generic plans: PostgreSQL would plan the accounts statement again on
   * every page (about 0.45 ms, longer than it runs), never judging its generic plan cheaper.
   */
  private page(scope: Scope, currency: string, query: GeneralLedgerQueryDto, period: Period, limit: number, queryKey: string) {
    return this.db.snapshot(
      async (q) => {
        const all = await this.reports.ledgerAccounts(q, scope, period, query.account_id);
        if (query.account_id && all.length === 0) throw DomainError.notFound('Account');
        const listed = all.filter((account) => query.account_id || account.lines > 0 || !new Decimal(account.opening).isZero());
        const total = listed.reduce((sum, account) => sum + account.lines, 0);
        const start = query.cursor ? this.afterCursor(listed, period, query.cursor, queryKey) : this.atPage(listed, limit, query.page ?? 1);
        const read = start ? await this.read(q, scope, listed, period, start, limit + 1, currency) : [];
        const more = read.length > limit;
        const page = read.slice(0, limit);
        // A page past the end shows nothing; the first page of a period without lines shows the accounts with a balance.
        const range = pageAccounts(start?.previous ?? null, page[0]?.account ?? null, page.at(-1)?.account ?? null, more, listed.length);
        const shown = page.length === 0 && (query.cursor || (query.page ?? 1) > 1) ? [] : listed.slice(range.from, range.to + 1);
        const last = page.at(-1);
        const answer = {
          report: {
            from: period.from,
            to: period.to,
            currency,
            accounts: shown.map((account, offset) =>
              this.block(
                account,
                page.filter((line) => line.account === range.from + offset).map((line) => line.line),
                currency,
              ),
            ),
          },
          pagination: paginationOf(
            query.cursor ? null : (query.page ?? 1),
            limit,
            total,
            more && last ? encode({ a: listed[last.account].account_id, d: last.row.date, i: last.row.line_id, q: queryKey }) : null,
          ),
        };
        return { answer, sequence: all[0]?.sequence, rows: page.length + shown.length };
      },
      { plans: 'generic' },
    );
  }

  /** Page `page`'s first line, from the accounts' line counts; null past the end. */
  private atPage(listed: LedgerAccountRow[], limit: number, page: number): Start | null {
    const at = locateLine(
      listed.map((account) => account.lines),
      (page - 1) * limit,
    );
    if (!at) return null;
    const previous = at.offset > 0 ? at.account : listed.slice(0, at.account).findLastIndex((account) => account.lines > 0);
    return { account: at.account, from: { offset: at.offset }, previous: previous >= 0 ? previous : null };
  }

  /** The line after the cursor's. */
  private afterCursor(listed: LedgerAccountRow[], period: Period, text: string, queryKey: string): Start {
    const cursor = decode(text);
    const account = listed.findIndex((row) => row.account_id === cursor.a);
    if (cursor.q !== queryKey || account < 0 || cursor.d < period.from || cursor.d > period.to) throw invalidCursor();
    return { account, from: { after: { date: cursor.d, id: cursor.i } }, previous: account };
  }

  /** Up to `count` lines from `start`, account after account (each next one from its first line), each with the account's running balance. */
  private async read(q: Queryable, scope: Scope, listed: LedgerAccountRow[], period: Period, start: Start, count: number, currency: string) {
    const lines: { account: number; row: LedgerLineRow; line: GeneralLedgerLine }[] = [];
    for (let account = start.account; account < listed.length && lines.length < count; account += 1) {
      if (listed[account].lines === 0) continue;
      const from = account === start.account ? start.from : { offset: 0 };
      const rows = await this.reports.ledgerLines(q, scope, listed[account], period, from, count - lines.length);
      for (const row of rows) lines.push({ account, row, line: this.line(row, currency) });
    }
    return lines;
  }

  /** A line as the report shows it, with the account's balance after it (every field named: a page builds a hundred of these). */
  private line(row: LedgerLineRow, currency: string): GeneralLedgerLine {
    return {
      line_id: row.line_id,
      journal_entry_id: row.journal_entry_id,
      date: row.date,
      source_type: row.source_type,
      source_id: row.source_id,
      memo: row.memo,
      description: row.description,
      debit: formatAmount(row.debit, currency),
      credit: formatAmount(row.credit, currency),
      balance: formatAmount(row.balance, currency),
    };
  }

  private block(account: LedgerAccountRow, lines: GeneralLedgerLine[], currency: string) {
    const { opening, debit, credit, lines: _, sequence: __, ...fields } = account;
    const money = (value: string | Decimal) => formatAmount(value, currency);
    return {
      ...fields,
      opening_balance: money(opening),
      debit: money(debit),
      credit: money(credit),
      closing_balance: money(new Decimal(opening).plus(debit).minus(credit)),
      lines,
    };
  }
}

function encode(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decode(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const uuid = /^[0-9a-f-]{36}$/;
    if (uuid.test(cursor.a) && uuid.test(cursor.i) && /^\d{4}-\d{2}-\d{2}$/.test(cursor.d) && typeof cursor.q === 'string') return cursor;
  } catch {
    // not one of ours
  }
  throw invalidCursor();
}
