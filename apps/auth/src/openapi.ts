import { Controller, Get } from '@nestjs/common';
import { SCOPE_NAMES } from '@ledgerline/domain';
import { ERROR_CODES } from '@ledgerline/envelope';
import { addSharedComponents, errorResponses } from '@ledgerline/server';

type Json = Record<string, unknown>;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: Json, example?: Json) => ({ 'application/json': { schema, ...(example ? { example } : {}) } });
const REQUEST_ID = { 'X-Request-Id': ref('headers', 'X-Request-Id') };
const NO_STORE = {
  ...REQUEST_ID,
  'Cache-Control': { description: 'Always `no-store`: the answer holds a secret or a single-use value.', schema: { type: 'string', const: 'no-store' } },
};
const text = (maxLength: number, description: string, extra: Json = {}) => ({ type: 'string', maxLength, description, ...extra });
const ISSUER = 'https://localhost:8445';
const REQUEST_URI = 'urn:ietf:params:oauth:request_uri:hX2kNWQf3rB5yP9LmT0cVa8sE1dGjU7oZ4iRqK6wYnC';

/** A request body sent as a form (RFC 6749) or as JSON, the same fields either way. */
function formOrJson(schema: Json, example: Json) {
  return { required: true, content: { 'application/x-www-form-urlencoded': { schema, example }, ...json(schema, example) } };
}

/** What every success envelope of these endpoints holds besides its own fields. */
const envelope = (message: string, data: Json, required: string[], properties: Json): Json => ({
  type: 'object',
  required: ['status', 'message', 'data', ...required],
  additionalProperties: false,
  properties: { status: { type: 'string', const: 'success' }, message: { type: 'string', const: message }, data, ...properties },
});

const TOKEN_FIELDS: Json = {
  access_token: text(100, 'Sent as `Authorization: Bearer <token>` to the API, with the integration’s `secret_key`', { pattern: '^llat_[\\w-]+$' }),
  token_type: { type: 'string', const: 'Bearer' },
  expires_in: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600, description: 'Seconds the access token lives' },
  refresh_token: text(100, 'Single use: every refresh returns a new one. It lives 90 days from its last use', { pattern: '^llrt_[\\w-]+$' }),
  scope: text(1000, 'The scopes granted, separated by spaces'),
};
const TOKEN_PAIR = { type: 'object', required: Object.keys(TOKEN_FIELDS), additionalProperties: false, properties: TOKEN_FIELDS };
const TOKENS_EXAMPLE = {
  access_token: 'llat_3fJ9qL0vR7cW2mX5bN8kT1yH4pD6sA0eG3uZ9iQ2oVw',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'llrt_8Kd2nB5xQ1vF7hJ0mW4cL9rT3yP6sG2aE5uN8iZ1oXq',
  scope: 'accounts:read sales:write',
};

const METADATA_FIELDS: Json = {
  issuer: { type: 'string', format: 'uri', maxLength: 2000 },
  authorization_endpoint: { type: 'string', format: 'uri', maxLength: 2000 },
  pushed_authorization_request_endpoint: { type: 'string', format: 'uri', maxLength: 2000 },
  require_pushed_authorization_requests: { type: 'boolean', const: true },
  token_endpoint: { type: 'string', format: 'uri', maxLength: 2000 },
  revocation_endpoint: { type: 'string', format: 'uri', maxLength: 2000 },
  scopes_supported: { type: 'array', maxItems: SCOPE_NAMES.length, items: { type: 'string', enum: SCOPE_NAMES } },
  response_types_supported: { type: 'array', maxItems: 1, items: { type: 'string', const: 'code' } },
  response_modes_supported: { type: 'array', maxItems: 1, items: { type: 'string', const: 'query' } },
  grant_types_supported: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['authorization_code', 'refresh_token'] } },
  code_challenge_methods_supported: { type: 'array', maxItems: 1, items: { type: 'string', const: 'S256' } },
  token_endpoint_auth_methods_supported: { type: 'array', maxItems: 1, items: { type: 'string', const: 'client_secret_basic' } },
  revocation_endpoint_auth_methods_supported: { type: 'array', maxItems: 1, items: { type: 'string', const: 'client_secret_basic' } },
  authorization_response_iss_parameter_supported: { type: 'boolean', const: true },
};
const METADATA = { type: 'object', required: Object.keys(METADATA_FIELDS), additionalProperties: false, properties: METADATA_FIELDS };

/** An OAuth error: the error envelope with RFC 6749's `error` and `error_description`. */
const OAUTH_ERROR = {
  allOf: [
    ref('schemas', 'ErrorEnvelope'),
    {
      type: 'object',
      description:
        'With an OAuth error (all but a body that is not JSON or a form, or plain HTTP behind a proxy): its RFC 6749 `error` and `error_description`.',
      properties: {
        error: {
          type: 'string',
          enum: ['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'unsupported_response_type', 'invalid_scope'],
        },
        error_description: { type: 'string', maxLength: 2000 },
      },
    },
  ],
};
const oauthError = (code: (typeof ERROR_CODES)[number], error: string, description: string) => ({
  status: 'error',
  message: description,
  data: null,
  code,
  error,
  error_description: description,
  request_id: '019ac2f4-5b1e-7c3a-9d2f-6e8b1a4c7d90',
});

const CLIENT_ID = { type: 'string', format: 'uuid', maxLength: 36, description: 'The integration’s `client_id`; with HTTP Basic, the same as its user' };
const CLIENT_SECURITY = [{ SecretKey: [] }, { ClientBasic: [] }];

/** The OAuth 2.0 endpoints' statuses beyond success: what the server can answer. */
const OAUTH_ERRORS = { '400': ref('responses', 'OAuthError'), '401': ref('responses', 'InvalidClient'), ...errorResponses([413, 415, 429, 500]) };

/**
 * The auth app's OpenAPI 3.1 document: its JSON endpoints (the pushed authorization request, the
 * token and revocation endpoints, and the server metadata). The pages a business owner sees
 * (log-in, consent, keys) are HTML and not in it.
 */
export function buildAuthDocument(): Json {
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Ledgerline authorization server',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'The operator of this Ledgerline deployment' },
      description:
        'OAuth 2.0 for integrations acting for a business (mode B of the Ledgerline API): the authorization code flow with PKCE (S256 only), started by a pushed authorization request (RFC 9126). ' +
        'The integration authenticates with its secret key (its owning business’s API key of the environment), in the `secret_key` header or as the password of HTTP Basic `client_id:secret_key`. ' +
        'Answers carry the RFC fields at the top level together with the Ledgerline envelope (`status`, `message`, `data`); errors carry RFC 6749 `error` and `error_description` together with the error envelope.',
    },
    servers: [
      {
        url: 'https://{host}:{port}',
        description: 'The authorization server of production and sandbox alike (`PUBLIC_AUTH_URL`; the port is `AUTH_PORT`).',
        variables: {
          host: { default: 'localhost', description: 'The host name of the Ledgerline deployment' },
          port: { default: '8445', description: '`AUTH_PORT`' },
        },
        'x-internal': false,
      },
    ],
    tags: [
      { name: 'Authorization', description: 'Starting an authorization: the URL to send the business owner to.' },
      { name: 'Tokens', description: 'Exchanging a code or a refresh token for tokens, and revoking them.' },
      { name: 'Metadata', description: 'What the server supports, for OAuth client libraries (RFC 8414).' },
    ],
    security: CLIENT_SECURITY,
    paths: {
      '/api/v1/oauth/authorize': {
        post: {
          operationId: 'pushAuthorizationRequest',
          tags: ['Authorization'],
          summary: 'Push an authorization request',
          description:
            'RFC 9126. `redirect_uri` must be one the integration registered, exactly; `scope` at most the integration’s scopes. `data` is the URL to send the business owner to; it is valid for `expires_in` seconds. ' +
            'After log-in and consent the owner is redirected to `redirect_uri?code=…&state=…&iss=…` (or `error=access_denied`).',
          requestBody: formOrJson(
            {
              type: 'object',
              required: ['redirect_uri', 'scope', 'code_challenge', 'code_challenge_method'],
              properties: {
                client_id: CLIENT_ID,
                response_type: { type: 'string', const: 'code' },
                redirect_uri: { type: 'string', format: 'uri', maxLength: 2000 },
                scope: { type: 'string', maxLength: 1000, pattern: '^[a-z_]+:[a-z_]+( [a-z_]+:[a-z_]+)*$', description: 'Scopes separated by spaces' },
                state: { type: 'string', maxLength: 500, description: 'Returned unchanged with the code' },
                code_challenge: {
                  type: 'string',
                  minLength: 43,
                  maxLength: 43,
                  pattern: '^[A-Za-z0-9_-]{43}$',
                  description: 'base64url SHA-256 of the code verifier',
                },
                code_challenge_method: { type: 'string', const: 'S256' },
              },
            },
            {
              client_id: '019ac2f0-1d2e-7f3a-8b4c-5d6e7f8a9b0c',
              redirect_uri: 'https://shopline.example/oauth/callback',
              scope: 'accounts:read sales:write',
              state: 'af0ifjsldkj',
              code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              code_challenge_method: 'S256',
            },
          ),
          responses: {
            '201': {
              description: 'Authorization initiated',
              headers: NO_STORE,
              content: json(
                envelope(
                  'Authorization initiated',
                  { type: 'string', format: 'uri', maxLength: 4000, description: 'The URL to send the owner to' },
                  ['request_uri', 'expires_in'],
                  {
                    request_uri: { type: 'string', maxLength: 200, pattern: '^urn:ietf:params:oauth:request_uri:[\\w-]+$' },
                    expires_in: { type: 'integer', format: 'int32', minimum: 1, maximum: 600 },
                  },
                ),
                {
                  status: 'success',
                  message: 'Authorization initiated',
                  data: `${ISSUER}/oauth/authorize?client_id=019ac2f0-1d2e-7f3a-8b4c-5d6e7f8a9b0c&request_uri=${encodeURIComponent(REQUEST_URI)}`,
                  request_uri: REQUEST_URI,
                  expires_in: 600,
                },
              ),
            },
            ...OAUTH_ERRORS,
          },
        },
      },
      '/api/v1/oauth/token': {
        post: {
          operationId: 'issueTokens',
          tags: ['Tokens'],
          summary: 'Exchange a code or a refresh token for tokens',
          description:
            '`authorization_code`: the code (single use, valid 60 s; a reused code revokes what it issued), the same `redirect_uri`, and the PKCE `code_verifier`. ' +
            '`refresh_token`: every refresh returns a new refresh token; the spent one presented again within 60 s returns the same new pair, later it revokes the whole grant.',
          requestBody: formOrJson(
            {
              type: 'object',
              required: ['grant_type'],
              properties: {
                grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
                client_id: CLIENT_ID,
                code: { type: 'string', maxLength: 200, description: 'With `authorization_code`' },
                redirect_uri: { type: 'string', format: 'uri', maxLength: 2000, description: 'With `authorization_code`: as in the authorization request' },
                code_verifier: {
                  type: 'string',
                  minLength: 43,
                  maxLength: 128,
                  pattern: '^[A-Za-z0-9._~-]{43,128}$',
                  description: 'With `authorization_code`',
                },
                refresh_token: { type: 'string', maxLength: 200, description: 'With `refresh_token`' },
              },
            },
            {
              grant_type: 'authorization_code',
              code: 'SplxlOBeZQQYbYS6WxSbIA3kJ8mN2pQ5rT7vX0zB4cD',
              redirect_uri: 'https://shopline.example/oauth/callback',
              code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
            },
          ),
          responses: {
            '200': {
              description: 'Tokens issued',
              headers: { ...NO_STORE, Pragma: { description: '`no-cache`', schema: { type: 'string', const: 'no-cache' } } },
              content: json(envelope('Tokens issued', TOKEN_PAIR, Object.keys(TOKEN_FIELDS), TOKEN_FIELDS), {
                ...TOKENS_EXAMPLE,
                status: 'success',
                message: 'Tokens issued',
                data: TOKENS_EXAMPLE,
              }),
            },
            ...OAUTH_ERRORS,
          },
        },
      },
      '/api/v1/oauth/revoke': {
        post: {
          operationId: 'revokeToken',
          tags: ['Tokens'],
          summary: 'Revoke a token',
          description:
            'RFC 7009. A refresh token revokes its whole grant; an access token only itself. A token that is unknown, or not the integration’s, is answered the same way.',
          requestBody: formOrJson(
            {
              type: 'object',
              required: ['token'],
              properties: {
                token: { type: 'string', maxLength: 200 },
                token_type_hint: { type: 'string', enum: ['access_token', 'refresh_token'] },
                client_id: CLIENT_ID,
              },
            },
            { token: TOKENS_EXAMPLE.refresh_token, token_type_hint: 'refresh_token' },
          ),
          responses: {
            '200': {
              description: 'Token revoked',
              headers: NO_STORE,
              content: json(envelope('Token revoked', { type: 'null' }, [], {}), { status: 'success', message: 'Token revoked', data: null }),
            },
            ...OAUTH_ERRORS,
          },
        },
      },
      '/.well-known/oauth-authorization-server': {
        get: {
          operationId: 'getAuthorizationServerMetadata',
          tags: ['Metadata'],
          summary: 'Authorization server metadata',
          description: 'RFC 8414, with the fields at the top level and the same object in `data`.',
          security: [],
          responses: {
            '200': {
              description: 'Authorization server metadata',
              headers: REQUEST_ID,
              content: json(envelope('Authorization server metadata', METADATA, Object.keys(METADATA_FIELDS), METADATA_FIELDS)),
            },
            ...errorResponses([400, 500]),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        SecretKey: { type: 'apiKey', in: 'header', name: 'secret_key', description: 'The integration’s secret key, with `client_id` in the body.' },
        ClientBasic: { type: 'http', scheme: 'basic', description: 'HTTP Basic `client_id:secret_key` (RFC 6749 section 2.3.1).' },
      },
      schemas: { OAuthError: OAUTH_ERROR },
      responses: {
        OAuthError: {
          description: 'An OAuth request error: `invalid_request`, `invalid_grant`, `unsupported_grant_type`, `unsupported_response_type` or `invalid_scope`.',
          headers: REQUEST_ID,
          content: {
            'application/json': {
              schema: ref('schemas', 'OAuthError'),
              example: oauthError('validation_failed', 'invalid_grant', 'code_verifier does not match the code_challenge of the authorization request'),
            },
          },
        },
        InvalidClient: {
          description: 'The integration did not authenticate: unknown `client_id`, or a wrong secret key.',
          headers: { ...REQUEST_ID, 'WWW-Authenticate': ref('headers', 'WWW-Authenticate') },
          content: {
            'application/json': {
              schema: ref('schemas', 'OAuthError'),
              example: oauthError(
                'unauthorized',
                'invalid_client',
                "Client authentication failed: send client_id with the integration's secret key in the secret_key header (or HTTP Basic client_id:secret_key)",
              ),
            },
          },
        },
      },
    },
  };
  addSharedComponents(document);
  return document;
}

/** Serves the document at `/api/v1/openapi.json`, without credentials. */
@Controller()
export class OpenApiController {
  private readonly document = buildAuthDocument();

  @Get('api/v1/openapi.json')
  openapi(): Json {
    return this.document;
  }
}
