/** Every `code` the error envelope can carry (docs/api.md, The envelope). Extend, never rename. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'version_conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'https_required',
  'internal_error',
  'service_unavailable',
  'method_not_allowed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each code: an exhaustive switch, so a new code cannot be forgotten. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'validation_failed':
    case 'invalid_json':
    case 'https_required':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'method_not_allowed':
      return 405;
    case 'conflict':
    case 'idempotency_key_reused':
      return 409;
    case 'version_conflict':
      return 412;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'rate_limited':
      return 429;
    case 'internal_error':
      return 500;
    case 'service_unavailable':
      return 503;
  }
}
