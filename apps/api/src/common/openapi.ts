import { applyDecorators, type INestApplication, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SCOPES } from '@ledgerline/domain';
import { addSharedComponents, COMMON_RESPONSE_HEADERS, errorResponses } from '@ledgerline/server';
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
    total: {
      type: 'integer',
      minimum: 0,
      description: 'The records the list holds, counted up to 10000 (10000 means that many or more) unless the operation says it is exact',
    },
    total_pages: { type: 'integer', minimum: 0 },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page' },
  },
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
 * `null` member of `type`, or a `null` alternative of a reference.
 */
function toOpenApi31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi31);
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = toOpenApi31(value);
  if (out.nullable !== true) return out;
  const { nullable: _, type, $ref, allOf, ...rest } = out;
  if ($ref) return { ...rest, anyOf: [{ $ref }, { type: 'null' }] };
  if (allOf) return { ...rest, anyOf: [...(allOf as unknown[]), { type: 'null' }] };
  return { ...rest, type: [type, 'null'] };
}

const AUTH_URL = 'https://localhost:8445';

const TAGS = [
  { name: 'Business', description: 'The calling business: its name, base currency, fiscal year, time zone and lock date.' },
  { name: 'Keys', description: 'Rolling the secret API key of the environment called (mode A only).' },
  {
    name: 'Chart of accounts',
    description: 'Accounts of every type, and the sales accounts (income accounts of subtype `sales`) that sale and invoice lines post to.',
  },
  { name: 'Customers', description: 'The people and companies a business sells to and invoices.' },
  {
    name: 'Items and tax rates',
    description: 'Products and services with their default price, income account and tax rate; tax rates and the account they post to.',
  },
  {
    name: 'Sales',
    description: 'Sales paid at once (cash sales): each posts its journal entry when recorded; changing one reverses and reposts, voiding reverses.',
  },
  { name: 'Invoices', description: 'Invoices from draft to open (posted) to paid or void, their payments, and the payments list.' },
  {
    name: 'Journal entries',
    description: 'Every posting of the books; manual entries are posted and reversed here. Posted entries are immutable: PUT and DELETE are 405.',
  },
  {
    name: 'Reports',
    description:
      'Trial balance, balance sheet, profit and loss, general ledger, aged receivables, customer statements and the ledger export, in the base currency.',
  },
  { name: 'Events', description: 'The ordered feed of changes to the business’s records, read by sequence number.' },
  { name: 'Webhooks', description: 'Endpoints that receive the events as signed deliveries (Standard Webhooks), their delivery logs, retries and recovery.' },
  { name: 'OAuth', description: 'Integrations registered by the business, and the connections (grants) other integrations hold on it (mode A only).' },
];

interface Operation {
  parameters?: Schema[];
  responses: Record<string, Schema>;
  security?: Record<string, string[]>[];
  'x-oauth-scope'?: string;
}

/** Every operation's statuses beyond its success: what the server can answer to that method and path. */
function errorStatuses(method: string, operation: Operation): number[] {
  const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
  const has = (name: string) => parameters.some((parameter) => parameter.in === 'header' && parameter.name === name);
  const readsBody = method !== 'get';
  return [
    400,
    401,
    403,
    // A path id, or a query parameter the route declares 404 for (a report's `customer_id`).
    ...(parameters.some((parameter) => parameter.in === 'path') || operation.responses['404'] ? [404] : []),
    ...(has('Idempotency-Key') || has('If-Match') ? [409] : []),
    ...(has('If-Match') ? [412] : []),
    ...(readsBody ? [413, 415] : []),
    429,
    500,
  ];
}

/** The success responses' headers: the request id and rate limit always, `ETag` with a single record, `Idempotent-Replayed` on a POST. */
function documentSuccessHeaders(document: OpenAPIObject, method: string, operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!status.startsWith('2')) continue;
    const envelope = (response.content as { 'application/json'?: { schema?: Schema } } | undefined)?.['application/json']?.schema;
    const data = (envelope?.properties as Record<string, Schema> | undefined)?.data;
    const model = typeof data?.$ref === 'string' ? document.components?.schemas?.[data.$ref.split('/').pop()!] : undefined;
    const versioned =
      !(envelope?.properties as Schema | undefined)?.pagination &&
      Boolean((model as Schema | undefined)?.properties && 'version' in ((model as Schema).properties as Schema));
    response.headers = {
      ...COMMON_RESPONSE_HEADERS,
      ...(versioned ? { ETag: { $ref: '#/components/headers/ETag' } } : {}),
      ...(method === 'post' ? { 'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' } } : {}),
    };
  }
}

/** Mode A with the key, or mode B with an access token holding the operation's scope together with the integration's key. */
function documentSecurity(operation: Operation): void {
  const scope = operation['x-oauth-scope'];
  delete operation['x-oauth-scope'];
  if (scope) operation.security = [{ ApiKey: [] }, { OAuth: [scope], IntegrationKey: [] }];
}

/** Path ids are UUIDs (a malformed one names no record: 404). */
function documentParameters(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') parameter.schema = { type: 'string', format: 'uuid', maxLength: 36 };
  }
}

/** A sale or invoice line names an item, or gives a description and a unit price (`resolveLineTerms`). */
const LINE_NEEDS = {
  oneOf: [
    { required: ['item_id'], title: 'Line from an item' },
    { required: ['description', 'unit_price'], properties: { item_id: false }, title: 'Line without an item' },
  ],
};

/** An update changes only the fields given: its schema has no `default` a client could fill in. */
function documentSchemas(schemas: Record<string, Schema>): void {
  Object.assign(schemas.DocumentLineDto, LINE_NEEDS);
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.startsWith('Update')) continue;
    for (const property of Object.values((schema.properties ?? {}) as Record<string, Schema>)) delete property.default;
  }
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Ledgerline API')
    .setVersion('1')
    .setDescription(
      'Double-entry books over REST. Every response is an envelope: `{status, message, data}` (lists add `pagination`), errors `{status: "error", message, data: null, code, errors?, request_id}`. ' +
        'A field the request needs and leaves out is `<field> is required`; invalid JSON is `invalid_json` naming the line and column where it broke. ' +
        'A path asked with a method it does not serve is 405 `method_not_allowed` with an `Allow` header; an unknown path, and an unknown or malformed id, is 404. ' +
        'Production and sandbox are separate base addresses with separate data: the host is where Ledgerline runs, the ports `PRODUCTION_PORT` (default 8443) and `SANDBOX_PORT` (default 8444). ' +
        `OAuth 2.0 (mode B) runs on the auth app (\`PUBLIC_AUTH_URL\`, default ${AUTH_URL}), whose own document is at \`/api/v1/openapi.json\` there.`,
    )
    .build();
  const document = toOpenApi31(SwaggerModule.createDocument(app, config)) as OpenAPIObject;
  document.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as OpenAPIObject['info']['license'];
  document.info.contact = { name: 'The operator of this Ledgerline deployment' };
  document.servers = SERVERS;
  document.tags = TAGS;
  const schemas = { ...document.components?.schemas, Pagination: PAGINATION };
  document.components = { ...document.components, schemas, securitySchemes: SECURITY_SCHEMES };
  document.security = [{ ApiKey: [] }, { OAuth: [], IntegrationKey: [] }];
  documentSchemas(schemas);
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      documentSecurity(operation);
      documentParameters(operation);
      documentSuccessHeaders(document, method, operation);
      Object.assign(operation.responses, errorResponses(errorStatuses(method, operation)));
    }
  }
  addSharedComponents(document as unknown as { components?: Record<string, unknown> });
  applyExamples(document);
  applyGuides(document);
  applyCodeSamples(document);
  return document;
}

const SERVERS = (['production', 'sandbox'] as const).map((environment) => ({
  url: 'https://{host}:{port}',
  description:
    environment === 'production'
      ? 'Production: live books, `sk_live_…` keys. The port is `PRODUCTION_PORT`.'
      : 'Sandbox: test books, fully separate from production, `sk_test_…` keys. The port is `SANDBOX_PORT`.',
  variables: {
    host: { default: 'localhost', description: 'The host name of the Ledgerline deployment' },
    port: { default: environment === 'production' ? '8443' : '8444', description: `\`${environment === 'production' ? 'PRODUCTION_PORT' : 'SANDBOX_PORT'}\`` },
  },
  'x-internal': false,
}));

const SECURITY_SCHEMES: NonNullable<OpenAPIObject['components']>['securitySchemes'] = {
  ApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sk_live_… or sk_test_… API key',
    description: 'Mode A: the secret API key of the business (`sk_live_…` at the production address, `sk_test_…` at the sandbox address).',
  },
  OAuth: {
    type: 'oauth2',
    description:
      'Mode B: an OAuth 2.0 access token issued to an integration for this business, sent as `Authorization: Bearer <token>` together with the integration’s key in `secret_key`. ' +
      `The authorization code flow with PKCE (S256) starts with a pushed authorization request (RFC 9126) to \`POST ${AUTH_URL}/api/v1/oauth/authorize\`; ` +
      `the server metadata is at \`${AUTH_URL}/.well-known/oauth-authorization-server\`. Access tokens live one hour; refresh tokens rotate on every use.`,
    flows: {
      authorizationCode: {
        authorizationUrl: `${AUTH_URL}/oauth/authorize`,
        tokenUrl: `${AUTH_URL}/api/v1/oauth/token`,
        refreshUrl: `${AUTH_URL}/api/v1/oauth/token`,
        scopes: SCOPES,
      },
    },
  },
  IntegrationKey: {
    type: 'apiKey',
    in: 'header',
    name: 'secret_key',
    description: 'Mode B: the API key of the integration the token was issued to (its owning business’s key of the same environment).',
  },
};
