import type { FieldError } from './field-error';

/**
 * A document's customer must be a customer of the business that is not archived: `customer` is
 * what the business has under the id given (null: none), undefined when no customer was named (a
 * sale's customer is optional). Problems are on `customer_id`.
 */
export function customerErrors(customer: { archived: boolean } | null | undefined): FieldError[] {
  if (customer === null) return [{ field: 'customer_id', message: 'is not a customer of this business' }];
  return customer?.archived ? [{ field: 'customer_id', message: 'is archived' }] : [];
}
