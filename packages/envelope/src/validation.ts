import type { ValidationError } from 'class-validator';
import { DomainError, type FieldError } from './domain-error';

/**
 * Flattens class-validator's tree into one entry per offending field with a dotted path
 * (`lines.0.quantity`) and a message that does not repeat the field name.
 */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).slice(0, 1).map(([constraint, text]) => ({
      field,
      message: constraint === 'whitelistValidation' ? 'is not an allowed field' : stripProperty(text, error.property),
    }));
    return own.length > 0 ? own : fieldErrors(error.children ?? [], field);
  });
}

function stripProperty(text: string, property: string): string {
  return text.startsWith(`${property} `) ? text.slice(property.length + 1) : text;
}

export function validationException(errors: ValidationError[]): DomainError {
  return DomainError.validation(fieldErrors(errors));
}
