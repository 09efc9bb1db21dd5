import { ERROR_CODES, type ErrorCode } from '@ledgerline/envelope';

/**
 * The parts of an OpenAPI 3.1 document both apps share: the error envelope, the headers every
 * response carries, and the error responses with their examples. Each app's document puts them in
 * its `components` (`addSharedComponents`) and refers to them as `#/components/...`.
 */
type Json = Record<string, unknown>;

const REQUEST_ID_EXAMPLE = '019ac2f4-5b1e-7c3a-9d2f-6e8b1a4c7d90';

export const ERROR_ENVELOPE_SCHEMA: Json = {
  type: 'object',
  description:
    'Every non-2xx answer. Some codes add fields of their own (`current_version` with `version_conflict`; OAuth errors add `error` and `error_description`).',
  required: ['status', 'message', 'data', 'code', 'request_id'],
  properties: {
    status: { type: 'string', const: 'error' },
    message: { type: 'string', maxLength: 2000, description: 'A sentence a developer can act on' },
    data: { type: 'null' },
    code: { type: 'string', enum: [...ERROR_CODES] },
    errors: {
      type: 'array',
      maxItems: 1000,
      description: 'With `validation_failed`: one entry per offending field, dotted paths such as `lines.0.quantity`',
      items: {
        type: 'object',
        required: ['field', 'message'],
        additionalProperties: false,
        properties: { field: { type: 'string', maxLength: 500 }, message: { type: 'string', maxLength: 2000 } },
      },
    },
    request_id: { type: 'string', maxLength: 128, pattern: '^[\\w.:-]{1,128}$', description: 'The same as the `X-Request-Id` header' },
  },
  additionalProperties: true,
};

const COUNT = { type: 'integer', format: 'int32', minimum: 0, maximum: 2147483647 };

/** Response headers, as `components.headers`. */
export const RESPONSE_HEADERS: Record<string, Json> = {
  'X-Request-Id': {
    required: true,
    description: 'The id of this request: the client’s own `X-Request-Id` when it is 1 to 128 letters, digits, `_.:-`, else a new UUIDv7. Quote it to support.',
    schema: { type: 'string', maxLength: 128, pattern: '^[\\w.:-]{1,128}$' },
  },
  'RateLimit-Limit': {
    description: 'Requests allowed per minute (`RATE_LIMIT_PER_MINUTE`) for the business and environment, or for the client IP without credentials.',
    schema: COUNT,
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: COUNT },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: COUNT },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: COUNT },
  ETag: {
    description: 'The record’s version (`"<version>"`); send it back as `If-Match` to change the record only if nobody else has.',
    schema: { type: 'string', maxLength: 12, pattern: '^"[0-9]{1,10}"$' },
  },
  'Idempotent-Replayed': {
    description: 'Present, `true`, when this is the stored answer to an earlier POST with the same `Idempotency-Key` (a success, or a 404 or 409 it answered).',
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': {
    description: 'The authentication scheme; `error="invalid_token"` when an OAuth access token is missing, expired or revoked.',
    schema: { type: 'string', maxLength: 200 },
  },
};

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT = {
  'RateLimit-Limit': header('RateLimit-Limit'),
  'RateLimit-Remaining': header('RateLimit-Remaining'),
  'RateLimit-Reset': header('RateLimit-Reset'),
};

/** The headers every answer carries. */
export const COMMON_RESPONSE_HEADERS: Json = { 'X-Request-Id': header('X-Request-Id'), ...RATE_LIMIT };

const example = (code: ErrorCode, message: string, extra: Json = {}) => ({
  value: { status: 'error', message, data: null, code, ...extra, request_id: REQUEST_ID_EXAMPLE },
});

interface ErrorResponse {
  name: string;
  description: string;
  examples: Record<string, { summary?: string; value: Json }>;
  headers?: Json;
}

/** The error responses by status, as `components.responses` (`#/components/responses/<name>`). */
export const ERROR_RESPONSES: Record<number, ErrorResponse> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid: field errors (`validation_failed`), a body that is not JSON (`invalid_json`), or plain HTTP behind a proxy (`https_required`).',
    examples: {
      validation_failed: example('validation_failed', 'currency must be an ISO 4217 currency code', {
        errors: [
          { field: 'currency', message: 'must be an ISO 4217 currency code' },
          { field: 'lines.0.quantity', message: 'must be a non-negative decimal with at most 4 decimals' },
        ],
      }),
      invalid_json: example('invalid_json', 'Invalid JSON at line 3, column 1: expected a property name in double quotes'),
    },
  },
  401: {
    name: 'Unauthorized',
    description: 'Credentials missing, wrong, rolled, revoked or expired, or a key of the other environment.',
    examples: {
      unauthorized: example('unauthorized', 'Missing Authorization header; send "Authorization: Bearer <API key>"'),
    },
    headers: { 'WWW-Authenticate': header('WWW-Authenticate') },
  },
  403: {
    name: 'Forbidden',
    description: 'An OAuth access token whose scopes do not cover the call, or a call that accepts only the business’s own API key.',
    examples: {
      forbidden: example(
        'forbidden',
        'This access token does not carry the customers:write scope this call needs; send the user through authorization again asking for it',
      ),
    },
  },
  404: {
    name: 'NotFound',
    description: 'No such record for this business and environment (an id of another business or environment, or a malformed id, is not found too).',
    examples: { not_found: example('not_found', 'Customer not found') },
    headers: { 'Idempotent-Replayed': header('Idempotent-Replayed') },
  },
  409: {
    name: 'Conflict',
    description:
      'The record’s state does not allow the change (deleting a posted record, a taken `external_id`), or the `Idempotency-Key` was used for another request (`idempotency_key_reused`).',
    examples: {
      conflict: example('conflict', 'Another customer already has this external id', {
        errors: [{ field: 'external_id', message: 'is already used by another customer' }],
        existing_id: '019ac2e8-3f4a-7b5c-8d6e-9f0a1b2c3d4e',
      }),
      idempotency_key_reused: example(
        'idempotency_key_reused',
        'This Idempotency-Key was used for another request (method, path or body); use a new key for a new request',
      ),
    },
    headers: { 'Idempotent-Replayed': header('Idempotent-Replayed') },
  },
  412: {
    name: 'PreconditionFailed',
    description: '`If-Match` names a version that is no longer current; `ETag` and `current_version` give the current one.',
    examples: {
      version_conflict: example('version_conflict', 'The record has changed (it is at version 4); fetch it again and retry', { current_version: 4 }),
    },
    headers: { ETag: header('ETag') },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than 1 MiB.',
    examples: { payload_too_large: example('payload_too_large', 'Request body is larger than 1 MiB') },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A body that is not `application/json`.',
    examples: { unsupported_media_type: example('unsupported_media_type', 'Content-Type must be application/json') },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Over the rate limit; retry after `Retry-After` seconds.',
    examples: { rate_limited: example('rate_limited', 'Rate limit of 500 requests reached; retry in 17 s') },
    headers: { 'Retry-After': header('Retry-After') },
  },
  500: {
    name: 'InternalError',
    description: 'A fault on our side; nothing internal is revealed, and the log holds the details under the request id.',
    examples: { internal_error: example('internal_error', 'Something went wrong on our side; the request id identifies it in our logs') },
  },
};

/** The responses of `statuses`, as references to `components.responses`. */
export function errorResponses(statuses: number[]): Record<string, Json> {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]));
}

/** The names of the components of `kind` that `node` refers to. */
function referenced(node: unknown, kind: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((value) => referenced(value, kind, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(`#/components/${kind}/`)) found.add(value.slice(`#/components/${kind}/`.length));
      else referenced(value, kind, found);
    }
  }
  return found;
}

/**
 * Adds to `document.components` the shared parts it refers to (error responses, then the headers
 * and the error envelope they and the operations refer to), and nothing it does not use.
 */
export function addSharedComponents(document: { components?: Json }): void {
  const components = (document.components ??= {}) as Record<string, Json>;
  const byName = new Map(Object.values(ERROR_RESPONSES).map((response) => [response.name, response]));
  const responses = [...referenced(document, 'responses')].filter((name) => byName.has(name));
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      responses.map((name) => {
        const response = byName.get(name)!;
        return [
          name,
          {
            description: response.description,
            headers: { ...COMMON_RESPONSE_HEADERS, ...response.headers },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, examples: response.examples } },
          },
        ];
      }),
    ),
  };
  const headers = [...referenced(document, 'headers')];
  components.headers = { ...components.headers, ...Object.fromEntries(headers.map((name) => [name, RESPONSE_HEADERS[name]])) };
  if (referenced(document, 'schemas').has('ErrorEnvelope')) components.schemas = { ...components.schemas, ErrorEnvelope: ERROR_ENVELOPE_SCHEMA };
}
