import { Injectable } from '@nestjs/common';
import { isId, type Scope } from '@ledgerline/domain';
import { DomainError, paginationOf, type Pagination } from '@ledgerline/envelope';
import { Decimal, formatAmount, locateLine, pageAccounts, type Period } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { isDateOnly } from '../../common/validation';
import { Db } from '../../database/tx';
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
   * One page, from one statement (`ledgerPage`: one snapshot of the books, and one round trip to
   * PostgreSQL), tagged with the event sequence it read.
   */
  private async page(scope: Scope, currency: string, query: GeneralLedgerQueryDto, period: Period, limit: number, queryKey: string) {
    const cursor = query.cursor ? decode(query.cursor) : null;
    if (cursor && (cursor.q !== queryKey || cursor.d < period.from || cursor.d > period.to)) throw invalidCursor();
    const page = query.page ?? 1;
    const found = await this.reports.ledgerPage(
      this.db,
      scope,
      period,
      query.account_id,
      cursor ? { after: { account: cursor.a, date: cursor.d, id: cursor.i } } : { offset: (page - 1) * limit },
      limit + 1,
    );
    const listed = found.accounts;
    if (query.account_id && listed.length === 0) throw DomainError.notFound('Account');
    const total = listed.reduce((sum, account) => sum + account.lines, 0);
    const previous = cursor ? this.cursorAccount(listed, cursor) : this.beforePage(listed, limit, page);
    const more = found.lines.length > limit;
    const lines = found.lines.slice(0, limit);
    // A page past the end shows nothing; the first page of a period without lines shows the accounts with a balance.
    const range = pageAccounts(previous, lines[0]?.account ?? null, lines.at(-1)?.account ?? null, more, listed.length);
    const shown = lines.length === 0 && (cursor || page > 1) ? [] : listed.slice(range.from, range.to + 1);
    const last = lines.at(-1);
    const answer = {
      report: {
        from: period.from,
        to: period.to,
        currency,
        accounts: shown.map((account) =>
          this.block(
            account,
            lines.filter((line) => line.account === account.account).map((line) => this.line(line, currency)),
            currency,
          ),
        ),
      },
      pagination: paginationOf(
        cursor ? null : page,
        limit,
        total,
        more && last ? encode({ a: listed[last.account].account_id, d: last.date, i: last.line_id, q: queryKey }) : null,
      ),
    };
    return { answer, sequence: found.sequence, rows: lines.length + shown.length };
  }

  /** The listed account (by index) of the line just before page `page`'s first, from the accounts' line counts; null for none. */
  private beforePage(listed: LedgerAccountRow[], limit: number, page: number): number | null {
    const at = locateLine(
      listed.map((account) => account.lines),
      (page - 1) * limit,
    );
    if (!at) return null;
    const previous = at.offset > 0 ? at.account : listed.slice(0, at.account).findLastIndex((account) => account.lines > 0);
    return previous >= 0 ? previous : null;
  }

  /** The cursor's account (by index), which must be listed. */
  private cursorAccount(listed: LedgerAccountRow[], cursor: Cursor): number {
    const account = listed.findIndex((row) => row.account_id === cursor.a);
    if (account < 0) throw invalidCursor();
    return account;
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
    const { opening, debit, credit, lines: _, account: __, ...fields } = account;
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
    // Every part is read by the statement as a uuid or a date: one that is not must never reach it.
    if (isId(cursor.a) && isId(cursor.i) && isDateOnly(cursor.d) && typeof cursor.q === 'string') return cursor;
  } catch {
    // not one of ours
  }
  throw invalidCursor();
}
