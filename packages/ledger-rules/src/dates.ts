import type { FieldError } from './field-error';

// Calendar dates, as `YYYY-MM-DD` strings of the business's calendar (its time zone is applied
// before a date reaches here). Arithmetic runs on UTC midnights, where every day has 24 hours.

const MS_PER_DAY = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** One formatter per time zone: building one costs more than formatting a thousand dates with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `instant` in the IANA time zone `timeZone` (a business's "today"). */
export function dateIn(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * MS_PER_DAY));
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar, from its digits alone (the
 * days-from-civil formula; no Date made, as aged receivables ask this for every invoice).
 */
function dayNumber(date: string): number {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** The number of days from `from` to `to` (0 when they are the same day). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function endOfMonth(date: string): string {
  const day = parse(date);
  return format(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)));
}

/** `months` months from `date`, its day kept where the month has it, else the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const day = parse(date);
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const last = endOfMonth(format(first));
  return format(first).slice(0, 8) + String(Math.min(day.getUTCDate(), Number(last.slice(8)))).padStart(2, '0');
}

/**
 * The months lying wholly within the days `from`–`to`, as the first day of the first month and of
 * the last; null when there is none. A report adds those months' totals and reads the remaining
 * days of the span (at its ends) day by day.
 */
export function monthsWithin(from: string, to: string): { first: string; last: string } | null {
  const first = from.endsWith('-01') ? from : addMonths(`${from.slice(0, 8)}01`, 1);
  const last = to === endOfMonth(to) ? `${to.slice(0, 8)}01` : addMonths(`${to.slice(0, 8)}01`, -1);
  return first <= last ? { first, last } : null;
}

/** The first day of the fiscal year holding `date`, for a year starting in month `startMonth` (1–12). */
export function fiscalYearStart(date: string, startMonth: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/** A period's problem: `from` after `to`. */
export function periodErrors(from: string, to: string): FieldError[] {
  return from > to ? [{ field: 'from', message: `must be on or before to (${to})` }] : [];
}

export interface Period {
  from: string;
  to: string;
}

export const COMPARISONS = ['previous_period', 'previous_year'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Whether a period is whole months: from a month's first day to a month's last day. */
function wholeMonths(period: Period): number | null {
  if (period.from.slice(8) !== '01' || period.to !== endOfMonth(period.to)) return null;
  const months = (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 + Number(period.to.slice(5, 7)) - Number(period.from.slice(5, 7)) + 1;
  return months;
}

/**
 * The columns of a report over `period` compared with `periods` earlier ones, the period itself
 * first. `previous_period`: the periods just before it, of the same length, whole months when
 * the period is whole months (so March's comparisons are February and January), else the same
 * number of days. `previous_year`: the same dates 1, 2, … years earlier (a period ending on a
 * month's last day ends on that month's last day).
 */
export function comparisonPeriods(period: Period, compare: Comparison | undefined, periods: number): Period[] {
  const columns = [period];
  if (!compare) return columns;
  const months = wholeMonths(period);
  const days = daysBetween(period.from, period.to) + 1;
  for (let k = 1; k <= periods; k += 1) {
    if (compare === 'previous_year') columns.push(shiftMonths(period, -12 * k));
    else if (months !== null) columns.push(shiftMonths(period, -months * k));
    else columns.push({ from: addDays(period.from, -days * k), to: addDays(period.to, -days * k) });
  }
  return columns;
}

function shiftMonths(period: Period, months: number): Period {
  const to = period.to === endOfMonth(period.to) ? endOfMonth(addMonths(period.to.slice(0, 8) + '01', months)) : addMonths(period.to, months);
  return { from: addMonths(period.from, months), to };
}
