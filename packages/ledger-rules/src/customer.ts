import type { FieldError } from './field-error';
import { referenceErrors } from './references';

/**
 * A document's customer must be a customer of the business that is not archived: `customer` is
 * what the business has under the id given (null: none), undefined when no customer was named (a
 * sale's customer is optional). Problems are on `customer_id`.
 */
export function customerErrors(customer: { archived: boolean } | null | undefined): FieldError[] {
  return customer === undefined ? [] : referenceErrors('customer_id', customer, 'a customer');
}
