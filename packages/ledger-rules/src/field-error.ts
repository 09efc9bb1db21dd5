/**
 * A problem with one field of a request, as the rules report it (the same shape as the envelope's
 * FieldError, so the callers hand it on as it is): `field` is the dotted path, e.g. `lines.0.quantity`.
 */
export interface FieldError {
  field: string;
  message: string;
}
