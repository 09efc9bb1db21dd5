import fc from 'fast-check';
import { addDays, addMonths, comparisonPeriods, dateIn, daysBetween, endOfMonth, fiscalYearStart, periodErrors, monthsWithin } from './dates';

describe('report dates', () => {
  it('adds days and months across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -14)).toBe('2025-01-15');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2100-02-28', '2100-03-01')).toBe(1);
    expect(daysBetween('2026-03-31', '2026-01-01')).toBe(-89);
    expect(daysBetween('0001-01-01', '9999-12-31')).toBe(3_652_058);
  });

  it('counts the days between any two dates of years 1 to 9999 as the calendar does', () => {
    const day = fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((instant) => instant.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (from, to) => {
        const days = daysBetween(from, to);
        expect(days).toBe(Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
        expect(addDays(from, days)).toBe(to);
      }),
      { seed: 20261124 },
    );
  });

  it('reads the date of an instant in a time zone', () => {
    const instant = new Date('2026-03-31T20:30:00Z');
    expect(dateIn(instant, 'UTC')).toBe('2026-03-31');
    expect(dateIn(instant, 'Pacific/Kiritimati')).toBe('2026-04-01');
    expect(dateIn(instant, 'Pacific/Pago_Pago')).toBe('2026-03-31');
    expect(dateIn(new Date('2026-01-01T04:59:59Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('starts the fiscal year in its start month, in the year before when the date is earlier in the calendar year', () => {
    expect(fiscalYearStart('2026-03-31', 1)).toBe('2026-01-01');
    expect(fiscalYearStart('2026-03-31', 4)).toBe('2025-04-01');
    expect(fiscalYearStart('2026-04-01', 4)).toBe('2026-04-01');
    expect(fiscalYearStart('2026-12-31', 7)).toBe('2026-07-01');
  });

  it('refuses a period whose from is after its to, on from', () => {
    expect(periodErrors('2026-02-01', '2026-01-31')).toEqual([{ field: 'from', message: 'must be on or before to (2026-01-31)' }]);
    expect(periodErrors('2026-01-31', '2026-01-31')).toEqual([]);
  });

  it('compares whole months with the months before, other periods with as many days before, and years with the same dates', () => {
    expect(comparisonPeriods({ from: '2026-03-01', to: '2026-03-31' }, 'previous_period', 2)).toEqual([
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-01-01', to: '2026-01-31' },
    ]);
    expect(comparisonPeriods({ from: '2026-01-01', to: '2026-06-30' }, 'previous_period', 1)).toEqual([
      { from: '2026-01-01', to: '2026-06-30' },
      { from: '2025-07-01', to: '2025-12-31' },
    ]);
    expect(comparisonPeriods({ from: '2026-03-10', to: '2026-03-19' }, 'previous_period', 1)[1]).toEqual({ from: '2026-02-28', to: '2026-03-09' });
    expect(comparisonPeriods({ from: '2024-02-01', to: '2024-02-29' }, 'previous_year', 2)).toEqual([
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2023-02-01', to: '2023-02-28' },
      { from: '2022-02-01', to: '2022-02-28' },
    ]);
    expect(comparisonPeriods({ from: '2026-03-05', to: '2026-03-09' }, undefined, 3)).toEqual([{ from: '2026-03-05', to: '2026-03-09' }]);
  });

  it('gives previous periods that end the day before the next one starts and never overlap', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (from, length, periods, months) => {
        const period = months
          ? { from: from.slice(0, 8) + '01', to: endOfMonth(addMonths(from.slice(0, 8) + '01', length % 14)) }
          : { from, to: addDays(from, length) };
        const columns = comparisonPeriods(period, 'previous_period', periods);
        expect(columns).toHaveLength(periods + 1);
        for (let k = 1; k < columns.length; k += 1) {
          expect(addDays(columns[k].to, 1)).toBe(columns[k - 1].from);
          expect(columns[k].from <= columns[k].to).toBe(true);
        }
      }),
      { seed: 20261124 },
    );
  });

  it('finds the months lying wholly within a span of days', () => {
    expect(monthsWithin('2026-01-01', '2026-12-31')).toEqual({ first: '2026-01-01', last: '2026-12-01' });
    expect(monthsWithin('2026-01-15', '2026-03-31')).toEqual({ first: '2026-02-01', last: '2026-03-01' });
    expect(monthsWithin('2026-01-01', '2026-03-30')).toEqual({ first: '2026-01-01', last: '2026-02-01' });
    expect(monthsWithin('2024-02-01', '2024-02-29')).toEqual({ first: '2024-02-01', last: '2024-02-01' });
    expect(monthsWithin('2026-01-02', '2026-02-27')).toBeNull();
    expect(monthsWithin('2026-03-10', '2026-03-19')).toBeNull();
    expect(monthsWithin('2025-12-31', '2026-01-31')).toEqual({ first: '2026-01-01', last: '2026-01-01' });
  });

  it('covers a span with its whole months and the days outside them, each day once', () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2023-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const months = monthsWithin(from, to);
        let days = 0;
        if (months) {
          expect(months.first >= from && endOfMonth(months.last) <= to).toBe(true);
          for (let month = months.first; month <= months.last; month = addMonths(month, 1)) days += daysBetween(month, endOfMonth(month)) + 1;
          // No whole month is left out: the day before the first and the day after the last month are in no whole month of the span.
          expect(addMonths(months.first, -1) < from || addDays(months.first, -1) < from).toBe(true);
          expect(endOfMonth(addMonths(months.last, 1)) > to).toBe(true);
        }
        let outside = 0;
        for (let date = from; date <= to; date = addDays(date, 1)) if (!months || date < months.first || date > endOfMonth(months.last)) outside += 1;
        expect(days + outside).toBe(length + 1);
        if (!months) expect(daysBetween(from, to) < 62).toBe(true);
      }),
      { seed: 20261126, numRuns: 200 },
    );
  });
});
