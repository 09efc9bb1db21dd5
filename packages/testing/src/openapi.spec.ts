import { OpenApiValidator } from './openapi';
import type { TestResponse } from './client';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '4XX': { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'amount'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, amount: { type: 'string' }, note: { type: ['string', 'null'] } },
      },
      ErrorEnvelope: { type: 'object', required: ['status', 'code'], properties: { status: { const: 'error' }, code: { type: 'string' } } },
    },
  },
};

const reply = (status: number, body: unknown): TestResponse => ({ status, headers: {}, text: JSON.stringify(body), body });

describe('OpenApiValidator', () => {
  const validator = new OpenApiValidator(document);

  it('accepts a response that matches the documented schema, nullable members included', () => {
    expect(() => validator.assertResponse('GET', '/api/v1/things/1?x=1', reply(200, { id: '1', amount: '1.00', note: null }))).not.toThrow();
  });

  it('rejects a body that breaks the schema (a float amount, an undocumented field)', () => {
    expect(() => validator.assertResponse('GET', '/api/v1/things/1', reply(200, { id: '1', amount: 1 }))).toThrow(/does not match/);
    expect(() => validator.assertResponse('GET', '/api/v1/things/1', reply(200, { id: '1', amount: '1', extra: true }))).toThrow(/does not match/);
  });

  it('matches error statuses against the 4XX range', () => {
    expect(() => validator.assertResponse('GET', '/api/v1/things/1', reply(404, { status: 'error', code: 'not_found' }))).not.toThrow();
    expect(() => validator.assertResponse('GET', '/api/v1/things/1', reply(404, { status: 'success' }))).toThrow(/does not match/);
  });

  it('rejects a status the document does not list, and an undocumented operation', () => {
    expect(() => validator.assertResponse('GET', '/api/v1/things/1', reply(500, {}))).toThrow(/does not list/);
    expect(() => validator.assertResponse('POST', '/api/v1/things/1', reply(201, {}))).toThrow(/not in the OpenAPI document/);
  });

  it('follows a referenced response and checks its documented headers: required ones present, each matching its schema', () => {
    const referencing = new OpenApiValidator({
      paths: { '/api/v1/things': { get: { responses: { 404: { $ref: '#/components/responses/NotFound' } } } } },
      components: {
        ...document.components,
        responses: {
          NotFound: {
            headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' }, 'RateLimit-Remaining': { schema: { type: 'integer', minimum: 0 } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        },
        headers: { 'X-Request-Id': { required: true, schema: { type: 'string', pattern: '^[a-z0-9-]+$' } } },
      },
    });
    const notFound = (headers: Record<string, string>, body: unknown = { status: 'error', code: 'not_found' }) => ({ ...reply(404, body), headers });
    expect(() => referencing.assertResponse('GET', '/api/v1/things', notFound({ 'x-request-id': 'abc-1', 'ratelimit-remaining': '3' }))).not.toThrow();
    expect(() => referencing.assertResponse('GET', '/api/v1/things', notFound({ 'x-request-id': 'abc-1' }, { status: 'success' }))).toThrow(/does not match/);
    expect(() => referencing.assertResponse('GET', '/api/v1/things', notFound({}))).toThrow(/required header X-Request-Id is missing/);
    expect(() => referencing.assertResponse('GET', '/api/v1/things', notFound({ 'x-request-id': 'abc-1', 'ratelimit-remaining': 'many' }))).toThrow(
      /header RateLimit-Remaining/,
    );
  });

  it('leaves paths outside the API prefix alone', () => {
    expect(() => validator.assertResponse('GET', '/healthz', reply(200, { anything: 1 }))).not.toThrow();
  });
});
