import { applyDecorators, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExtraModels, ApiResponse, DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES } from '@ledgerline/envelope';
import { applyExamples } from './openapi-examples';
import { applyGuides } from './openapi-guides';
import { applyCodeSamples } from './openapi-samples';

type Schema = Record<string, unknown>;

const PAGINATION: Schema = {
  type: 'object',
  required: ['page', 'limit', 'total', 'total_pages', 'next_cursor'],
  additionalProperties: false,
  properties: {
    page: { type: ['integer', 'null'], minimum: 1, description: 'null when the page was reached by cursor' },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    total: { type: 'integer', minimum: 0 },
    total_pages: { type: 'integer', minimum: 0 },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page' },
  },
};

const ERROR_ENVELOPE: Schema = {
  type: 'object',
  required: ['status', 'message', 'data', 'code', 'request_id'],
  properties: {
    status: { const: 'error' },
    message: { type: 'string' },
    data: { type: 'null' },
    code: { type: 'string', enum: [...ERROR_CODES] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        additionalProperties: false,
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    request_id: { type: 'string' },
  },
  additionalProperties: true,
};

/** A model that is one of several, told apart by the value of one property (`discriminator`). */
export interface ModelUnion {
  oneOf: Type[];
  discriminator: { propertyName: string; mapping: Record<string, string> };
}

/**
 * Documents a success envelope whose `data` is `model` (or a list of them with `pagination`;
 * `paged`: one `model` holding a page of something, with `pagination`).
 */
export function ApiEnvelope(model: Type | ModelUnion, options: { status?: number; list?: boolean; paged?: boolean; description: string }): MethodDecorator {
  const models = 'oneOf' in model ? model.oneOf : [model];
  const item =
    'oneOf' in model
      ? { oneOf: models.map((member) => ({ $ref: getSchemaPath(member) })), discriminator: model.discriminator }
      : { $ref: getSchemaPath(model) };
  const data = options.list ? { type: 'array', items: item } : item;
  const paginated = options.list || options.paged;
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description,
      schema: {
        type: 'object',
        required: ['status', 'message', 'data', ...(paginated ? ['pagination'] : [])],
        additionalProperties: false,
        properties: {
          status: { type: 'string', enum: ['success'] },
          message: { type: 'string' },
          data,
          ...(paginated ? { pagination: { $ref: '#/components/schemas/Pagination' } } : {}),
        },
      },
    }),
  );
}

/**
 * OpenAPI 3.1: `nullable: true` (what @nestjs/swagger emits, an OpenAPI 3.0 keyword) becomes a
 * `null` member of `type`, and every operation documents the error envelope for 4XX and 5XX.
 */
function toOpenApi31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi31);
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = toOpenApi31(value);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.$ref) return { anyOf: [{ $ref: out.$ref }, { type: 'null' }] };
    else if (out.allOf) return { anyOf: [...(out.allOf as unknown[]), { type: 'null' }] };
  }
  return out;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Ledgerline API')
    .setVersion('1')
    .setDescription(
      'Double-entry books over REST. Every response is an envelope: `{status, message, data}` (lists add `pagination`), errors `{status: "error", message, data: null, code, errors?, request_id}`. ' +
        'A field the request needs and leaves out is `<field> is required`; invalid JSON is `invalid_json` naming the line and column where it broke. ' +
        'A path asked with a method it does not serve is 405 `method_not_allowed` with an `Allow` header; an unknown path, and an unknown or malformed id, is 404. ' +
        'Production and sandbox are separate base addresses with separate data.',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'Mode A: the secret API key of the business (`sk_live_…` at the production address, `sk_test_…` at the sandbox address).',
      },
      'ApiKey',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'Mode B: an OAuth 2.0 access token issued to an integration for this business; send it together with `secret_key`.',
      },
      'OAuthToken',
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'secret_key', description: 'Mode B: the API key of the integration the token was issued to.' },
      'IntegrationKey',
    )
    .addSecurityRequirements('ApiKey')
    .addSecurityRequirements({ OAuthToken: [], IntegrationKey: [] })
    .build();
  const document = toOpenApi31(SwaggerModule.createDocument(app, config)) as OpenAPIObject;
  document.components = document.components ?? {};
  document.components.schemas = { ...document.components.schemas, Pagination: PAGINATION, ErrorEnvelope: ERROR_ENVELOPE };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, { responses?: Record<string, unknown> }>)) {
      if (typeof operation !== 'object' || !operation?.responses) continue;
      const error = { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
      operation.responses['4XX'] = error;
      operation.responses['5XX'] = error;
    }
  }
  documentTrafficHeaders(document);
  applyExamples(document);
  applyGuides(document);
  applyCodeSamples(document);
  return document;
}

/** docs/api.md, Limits and traffic safety: `Idempotency-Key` on every POST, `If-Match` on every PUT and DELETE. */
function documentTrafficHeaders(document: OpenAPIObject): void {
  const headers: Record<string, Schema> = {
    post: {
      in: 'header',
      name: 'Idempotency-Key',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      description:
        'Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`.',
    },
    put: {
      in: 'header',
      name: 'If-Match',
      required: false,
      schema: { type: 'string' },
      description: 'The ETag the change is based on; a stale one → 412 `version_conflict`.',
    },
  };
  headers.delete = headers.put;
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { parameters?: unknown[] }>)) {
      if (headers[method]) operation.parameters = [...(operation.parameters ?? []), headers[method]];
    }
  }
}
