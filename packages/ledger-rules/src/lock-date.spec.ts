import { isLocked, lockDateErrors, lockedRefusal } from './lock-date';

describe('lock date', () => {
  it.each([
    // lock date, date, locked
    [null, '2026-01-01', false],
    ['2026-01-31', '2026-01-30', true],
    ['2026-01-31', '2026-01-31', true],
    ['2026-01-31', '2026-02-01', false],
    ['2025-12-31', '2026-01-01', false],
  ])('with lock date %p, %s is locked: %p', (lockDate, date, locked) => {
    expect(isLocked(lockDate, date)).toBe(locked);
    expect(lockDateErrors(lockDate, date, 'issue_date')).toEqual(locked ? [{ field: 'issue_date', message: `must be after the lock date ${lockDate}` }] : []);
    expect(lockedRefusal(lockDate, date, 'payment', 'voided')).toBe(
      locked ? `This payment is dated ${date}, on or before the lock date ${lockDate}; it can no longer be voided` : null,
    );
  });
});
