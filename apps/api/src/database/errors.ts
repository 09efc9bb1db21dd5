import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE and constraint of a failed statement, if `error` is one. */
function violation(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/** The constraint name of a unique violation (SQLSTATE 23505), if that is what `error` is. */
export function uniqueViolation(error: unknown): string | undefined {
  const failed = violation(error);
  return failed?.code === '23505' ? failed.constraint : undefined;
}

/** Whether `error` is a foreign key violation (23503): a row other records still reference. */
export function foreignKeyViolation(error: unknown): boolean {
  return violation(error)?.code === '23503';
}

/**
 * Whether `error` is the database refusing an entry dated on or before the lock date: the check
 * violation (23514) its trigger raises under the name `journal_entries_lock_date`.
 */
export function lockDateViolation(error: unknown): boolean {
  const failed = violation(error);
  return failed?.code === '23514' && failed.constraint === 'journal_entries_lock_date';
}
