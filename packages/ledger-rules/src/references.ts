import type { FieldError } from './field-error';

/**
 * The one check of a record a request names in `field` (an account, a customer, an item, a tax
 * rate): one of the business's (`what` it must be, e.g. 'an item'; null or undefined: the business
 * has none such), of the kind the field takes (`kind` says why not, when it is not), and not archived.
 */
export function referenceErrors<R extends { archived: boolean }>(
  field: string,
  record: R | null | undefined,
  what: string,
  kind?: (record: R) => string | undefined,
): FieldError[] {
  const problem = !record ? `is not ${what} of this business` : (kind?.(record) ?? (record.archived ? 'is archived' : undefined));
  return problem ? [{ field, message: problem }] : [];
}
