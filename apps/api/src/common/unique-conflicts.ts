import type { Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { uniqueViolation } from '../database/errors';
import { scoped } from '../database/sql';
import type { Queryable } from '../database/tx';

/** The values a caller chooses that are unique in a business (`external_id`, an invoice's `number`), each kept by a unique constraint. */
export interface UniqueKeys {
  /** The record's name in messages: `sale`, `journal entry`. */
  resource: string;
  table: string;
  /** Unique constraint → the field (and column) it keeps. */
  constraints: Record<string, string>;
  /** Fields whose constraint ignores case (a unique index on `lower(field)`). */
  caseInsensitive?: readonly string[];
}

/**
 * Runs `write`; when it breaks one of `keys`' constraints, answers 409 naming the field, with the id
 * of the record holding the value in `details.existing_id`. The one place a taken unique value
 * becomes an answer.
 */
export async function uniqueConflicts<T>(
  db: Queryable,
  scope: Scope,
  keys: UniqueKeys,
  values: Record<string, string | null | undefined>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const field = constraint ? keys.constraints[constraint] : undefined;
    const value = field ? values[field] : undefined;
    if (!field || !value) throw error;
    const q = scoped(scope);
    const match = keys.caseInsensitive?.includes(field) ? `lower(${field}) = lower(${q.param(value)})` : `${field} = ${q.param(value)}`;
    const [holder] = await db.query<{ id: string }>(`SELECT id FROM ${keys.table} WHERE ${q.tenant()} AND ${match}`, q);
    throw new DomainError('conflict', `Another ${keys.resource} already has this ${field.replace('_', ' ')}`, {
      errors: [{ field, message: `is already used by another ${keys.resource}` }],
      details: { existing_id: holder?.id ?? null },
    });
  }
}
