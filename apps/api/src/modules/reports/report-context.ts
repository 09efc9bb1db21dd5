import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { fiscalYearStart, periodErrors, type Period } from '@ledgerline/ledger-rules';
import { scoped } from '../../database/sql';
import { Db } from '../../database/tx';

/** What every report needs from its business: today in its time zone and the month its fiscal year starts. */
export interface ReportCalendar {
  today: string;
  fiscalYearStartMonth: number;
}

/** The dates of a report: the business's calendar, and the defaults of `as_of`, `from` and `to` (docs/reports.md). */
@Injectable()
export class ReportContext {
  constructor(private readonly db: Db) {}

  async calendar(scope: Scope): Promise<ReportCalendar> {
    const q = scoped(scope);
    const [row] = await this.db.query<{ today: string; month: number }>(
      `SELECT (now() AT TIME ZONE b.timezone)::date::text AS today, b.fiscal_year_start_month AS month
         FROM business_environments e JOIN businesses b ON b.id = e.business_id WHERE ${q.tenant('e')}`,
      q,
    );
    return { today: row.today, fiscalYearStartMonth: row.month };
  }

  /** `as_of`, or today in the business's time zone. */
  async asOf(scope: Scope, asOf: string | undefined): Promise<{ asOf: string; calendar: ReportCalendar }> {
    const calendar = await this.calendar(scope);
    return { asOf: asOf ?? calendar.today, calendar };
  }

  /** `from`–`to`: `to` defaults to today, `from` to the start of the fiscal year holding `to`; 400 when `from` is after `to`. */
  async period(scope: Scope, query: { from?: string; to?: string }): Promise<{ period: Period; calendar: ReportCalendar }> {
    const calendar = await this.calendar(scope);
    const to = query.to ?? calendar.today;
    const from = query.from ?? fiscalYearStart(to, calendar.fiscalYearStartMonth);
    const errors = periodErrors(from, to);
    if (errors.length) throw DomainError.validation(errors);
    return { period: { from, to }, calendar };
  }
}
