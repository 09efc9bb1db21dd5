import type { ErrorCode } from './error-code';

export interface FieldError {
  /** Dotted path of the offending field, e.g. `lines.0.quantity`. */
  field: string;
  message: string;
}

export interface DomainErrorOptions {
  errors?: FieldError[];
  /** Extra machine-readable facts rendered into the envelope (e.g. `existing_id`). */
  details?: Record<string, unknown>;
  /** Response headers that belong to this error (e.g. `WWW-Authenticate`, `Retry-After`). */
  headers?: Record<string, string>;
}

/** The one error type thrown below HTTP; the global filter turns it into the error envelope. */
export class DomainError extends Error {
  readonly errors?: FieldError[];
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.errors = options.errors;
    this.details = options.details;
    this.headers = options.headers;
  }

  static notFound(what: string): DomainError {
    return new DomainError('not_found', `${what} not found`);
  }

  static validation(errors: FieldError[]): DomainError {
    const first = errors[0];
    const message = first ? `${first.field} ${first.message}` : 'Validation failed';
    return new DomainError('validation_failed', message, { errors });
  }
}
