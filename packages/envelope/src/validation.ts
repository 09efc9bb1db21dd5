import type { ValidationError } from 'class-validator';
import { DomainError, type FieldError } from './domain-error';

/**
 * Flattens class-validator's tree into one entry per offending field with a dotted path
 * (`lines.0.quantity`) and a message that does not repeat the field name. The errors must carry
 * their values (`validationError.value`): that is how a field left out is told apart.
 */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {})
      .slice(0, 1)
      .map(([constraint, text]) => ({ field, message: fieldMessage(error, constraint, text) }));
    return own.length > 0 ? own : fieldErrors(error.children ?? [], field);
  });
}

/**
 * An unknown field "is not an allowed field"; a field left out that a rule needed "is required"
 * (an optional field is not validated when absent, so a rule failing on nothing means the field is
 * required); anything else is the rule's own message.
 */
function fieldMessage(error: ValidationError, constraint: string, text: string): string {
  if (constraint === 'whitelistValidation') return 'is not an allowed field';
  if (error.value === undefined) return 'is required';
  return text.startsWith(`${error.property} `) ? text.slice(error.property.length + 1) : text;
}

export function validationException(errors: ValidationError[]): DomainError {
  return DomainError.validation(fieldErrors(errors));
}
