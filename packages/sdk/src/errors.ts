import type { FieldError } from './types';

/**
 * The codes the SDK itself gives an error that has no answer from the API: `connection_error` (the
 * request could not be sent or its answer not read: DNS, refused connection, TLS, a reset),
 * `timeout` (no answer within `timeoutMs`) and `invalid_response` (an answer that is not the API's
 * envelope, such as a proxy's HTML page). Every other code is the API's own.
 */
export type ClientErrorCode = 'connection_error' | 'timeout' | 'invalid_response';

export interface LedgerlineErrorInit {
  status?: number;
  code: string;
  message: string;
  errors?: FieldError[];
  requestId?: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * Every failure of a call: an error answer from the API (its envelope's `code`, `message`, field
 * `errors` and `request_id`, with the HTTP status and headers), or a request that got no usable
 * answer (`status` undefined, `code` one of {@link ClientErrorCode}).
 */
export class LedgerlineError extends Error {
  override readonly name = 'LedgerlineError';
  /** The HTTP status; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The API's error code (`validation_failed`, `version_conflict`, `rate_limited`, …) or a {@link ClientErrorCode}. */
  readonly code: string;
  /** One entry per offending field (`lines.0.quantity`) for `validation_failed`; empty otherwise. */
  readonly errors: FieldError[];
  /** The answer's `X-Request-Id`: quote it to support. */
  readonly requestId: string | undefined;
  /** The answer's headers, names in lower case (`retry-after`, `etag`, …); empty when no answer arrived. */
  readonly headers: Record<string, string>;
  /** The whole error envelope, with any extra fields (`existing_id` on a taken `external_id`, `current_version`). */
  readonly body: Record<string, unknown> | undefined;

  constructor(init: LedgerlineErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.headers = init.headers ?? {};
    this.body = init.body;
  }
}
