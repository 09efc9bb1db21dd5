import { Injectable } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import { dateIn, fiscalYearStart, periodErrors, type Period } from '@ledgerline/ledger-rules';
import type { Scope } from '@ledgerline/domain';
import type { BusinessCalendar } from '../../common/principal';

/** What every report needs from its business: today in its time zone and the month its fiscal year starts. */
export interface ReportCalendar {
  today: string;
  fiscalYearStartMonth: number;
}

/** A tenant with its calendar: what a report is asked for (a `Principal` is one). */
export type CalendarScope = Scope & { readonly calendar: BusinessCalendar };

/** The dates of a report: the business's calendar (carried by the caller), and the defaults of `as_of`, `from` and `to` (docs/reports.md). */
@Injectable()
export class ReportContext {
  calendar(business: CalendarScope): ReportCalendar {
    return { today: dateIn(new Date(), business.calendar.timeZone), fiscalYearStartMonth: business.calendar.fiscalYearStartMonth };
  }

  /** `as_of`, or today in the business's time zone. */
  asOf(business: CalendarScope, asOf: string | undefined): { asOf: string; calendar: ReportCalendar } {
    const calendar = this.calendar(business);
    return { asOf: asOf ?? calendar.today, calendar };
  }

  /** `from`–`to`: `to` defaults to today, `from` to the start of the fiscal year holding `to`; 400 when `from` is after `to`. */
  period(business: CalendarScope, query: { from?: string; to?: string }): { period: Period; calendar: ReportCalendar } {
    const calendar = this.calendar(business);
    const to = query.to ?? calendar.today;
    const from = query.from ?? fiscalYearStart(to, calendar.fiscalYearStartMonth);
    const errors = periodErrors(from, to);
    if (errors.length) throw DomainError.validation(errors);
    return { period: { from, to }, calendar };
  }
}
