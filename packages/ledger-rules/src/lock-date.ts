import type { FieldError } from './field-error';

/** Nothing dated on or before the lock date (YYYY-MM-DD, null: none) may be posted, reversed or changed. */
export function isLocked(lockDate: string | null, date: string): boolean {
  return lockDate !== null && date <= lockDate;
}

/** A date a request gives for a posting must be after the lock date: the problem on `field`. */
export function lockDateErrors(lockDate: string | null, date: string, field: string): FieldError[] {
  return isLocked(lockDate, date) ? [{ field, message: `must be after the lock date ${lockDate}` }] : [];
}

/**
 * Why a record (`what`, e.g. 'sale') whose entry is dated `date` can no longer be `action` (e.g.
 * 'changed or voided'), or null when it can: its entry would have to be reversed on a locked date (409).
 */
export function lockedRefusal(lockDate: string | null, date: string, what: string, action: string): string | null {
  return isLocked(lockDate, date) ? `This ${what} is dated ${date}, on or before the lock date ${lockDate}; it can no longer be ${action}` : null;
}
