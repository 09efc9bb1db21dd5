import { QueryFailedError } from 'typeorm';

/** The constraint name of a PostgreSQL unique violation (23505), if that is what `error` is. */
export function uniqueViolation(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? driverError.constraint : undefined;
}

/** Whether `error` is a PostgreSQL foreign key violation (23503): a row other records still reference. */
export function foreignKeyViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503';
}
