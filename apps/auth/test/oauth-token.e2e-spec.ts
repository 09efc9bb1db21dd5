import { createHash, randomUUID } from 'node:crypto';
import { createDataSource } from '@ledgerline/domain';
import { pkce, type TestResponse } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import {
  authorizationCode,
  exchangeCode,
  form,
  FORM,
  legacyIntegration,
  newIntegration,
  newOwner,
  pushRequest,
  refresh,
  startTestAuth,
  type TestAuth,
  type TestIntegration,
  type TestOwner,
} from './harness';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

let auth: TestAuth;
let db: DataSource;
let owner: TestOwner;

beforeAll(async () => {
  auth = await startTestAuth();
  db = await createDataSource({ url: auth.database.url, poolSize: 2 }).initialize();
  owner = await newOwner(db);
});
afterAll(async () => {
  await db.destroy();
  await auth.close();
});

function expectOAuthError(response: TestResponse, status: number, error: string): void {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status: 'error', data: null, error, error_description: expect.any(String), request_id: expect.any(String) });
  expect(response.body.code).toBe(status === 401 ? 'unauthorized' : 'validation_failed');
  expect(response.body.message).toBe(response.body.error_description);
}

describe('authorization server metadata (RFC 8414)', () => {
  it('names the endpoints, PAR, S256 only and the iss response parameter, with the envelope', async () => {
    const response = await auth.client.get('/.well-known/oauth-authorization-server');
    expect(response.status).toBe(200);
    const issuer = auth.url;
    const expected = {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      pushed_authorization_request_endpoint: `${issuer}/api/v1/oauth/authorize`,
      require_pushed_authorization_requests: true,
      token_endpoint: `${issuer}/api/v1/oauth/token`,
      revocation_endpoint: `${issuer}/api/v1/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      response_types_supported: ['code'],
      authorization_response_iss_parameter_supported: true,
    };
    expect(response.body).toMatchObject({ ...expected, status: 'success', message: expect.any(String), data: expect.objectContaining(expected) });
    expect(response.body.scopes_supported).toEqual(expect.arrayContaining(['accounts:read', 'invoices:write', 'reports:read']));
  });
});

describe('authorization initiation (pushed authorization request, RFC 9126)', () => {
  let integration: TestIntegration;

  beforeAll(async () => {
    integration = await newIntegration(db, owner);
  });

  it('answers 201 with the URL as data, request_uri and expires_in 600; the request_uri is stored only as a hash', async () => {
    const response = await pushRequest(auth.client, integration);
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      status: 'success',
      message: 'Authorization initiated',
      data: expect.any(String),
      request_uri: expect.stringMatching(/^urn:ietf:params:oauth:request_uri:[\w-]{43}$/),
      expires_in: 600,
    });
    const url = new URL(response.body.data);
    expect(`${url.origin}${url.pathname}`).toBe(`${auth.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: integration.clientId, request_uri: response.body.request_uri });
    const stored = await db.query('SELECT request_uri_hash FROM oauth_authorization_requests WHERE integration_id = $1', [integration.clientId]);
    expect(stored.some((row: { request_uri_hash: Buffer }) => row.request_uri_hash.equals(sha256(response.body.request_uri)))).toBe(true);
  });

  it('refuses a control character in a form field with 400, never a 500', async () => {
    const response = await auth.client.post('/api/v1/oauth/token', 'grant_type=authorization_code&code=a%00b', { headers: FORM });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 'error', code: 'validation_failed', errors: [{ field: 'code' }] });
  });

  it('accepts HTTP Basic client_id:secret_key and a JSON body', async () => {
    const basic = Buffer.from(`${integration.clientId}:${integration.secretKey}`).toString('base64');
    const response = await auth.client.post(
      '/api/v1/oauth/authorize',
      { redirect_uri: integration.redirectUri, scope: 'accounts:read accounts:write', code_challenge: pkce().challenge, code_challenge_method: 'S256' },
      { headers: { authorization: `Basic ${basic}` } },
    );
    expect(response.status).toBe(201);
  });

  it.each<[string, (integration: TestIntegration) => Record<string, string>]>([
    ['no secret_key', () => ({})],
    ['a wrong secret_key', () => ({ secret_key: 'sk_test_not-the-key' })],
    ['the production key for a sandbox integration', () => ({ secret_key: owner.keys.production })],
  ])('refuses %s with 401 invalid_client', async (_, headers) => {
    const response = await auth.client.post(
      '/api/v1/oauth/authorize',
      form({
        client_id: integration.clientId,
        redirect_uri: integration.redirectUri,
        scope: 'accounts:read',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      }),
      { headers: { ...FORM, ...headers(integration) } },
    );
    expectOAuthError(response, 401, 'invalid_client');
    expect(response.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it("refuses another integration's key (another business's API key) with 401 invalid_client", async () => {
    const other = await newIntegration(db, await newOwner(db));
    expectOAuthError(await pushRequest(auth.client, { ...integration, secretKey: other.secretKey }), 401, 'invalid_client');
  });

  it('refuses the plain code challenge method', async () => {
    const { verifier } = pkce();
    expectOAuthError(await pushRequest(auth.client, integration, { code_challenge_method: 'plain', code_challenge: verifier }), 400, 'invalid_request');
  });

  it('refuses a request without a code challenge', async () => {
    expectOAuthError(await pushRequest(auth.client, integration, { code_challenge: '' }), 400, 'invalid_request');
  });

  it('refuses a scope the integration did not register', async () => {
    expectOAuthError(await pushRequest(auth.client, integration, { scope: 'accounts:read invoices:write' }), 400, 'invalid_scope');
  });

  it.each<[string, (registered: string) => string]>([
    ['another host', () => 'https://attacker.example/oauth/callback'],
    ['a longer path', (registered) => `${registered}/../../steal`],
    ['an added query', (registered) => `${registered}?next=https://attacker.example`],
    ['a host suffix', (registered) => registered.replace('.example/', '.example.attacker.example/')],
    ['user information', (registered) => registered.replace('https://', 'https://attacker.example@')],
    ['another scheme', (registered) => registered.replace('https://', 'http://')],
    ['other letter case', (registered) => registered.toUpperCase()],
    ['a trailing slash', (registered) => `${registered}/`],
    ['an encoded look-alike', (registered) => registered.replace('/oauth/', '/oauth%2F')],
  ])('refuses a redirect_uri that is not registered exactly (%s): 400, and nothing redirects', async (_, redirectUri) => {
    const response = await pushRequest(auth.client, integration, { redirect_uri: redirectUri(integration.redirectUri) });
    expectOAuthError(response, 400, 'invalid_request');
    expect(response.headers.location).toBeUndefined();
  });

  it.each(['https://a.example;sandbox/cb', 'https://*/cb'])(
    'refuses %s, registered before redirect URI hosts were checked: 400 invalid_request, nothing stored',
    async (redirectUri) => {
      const legacy = await legacyIntegration(db, owner, redirectUri);
      const response = await pushRequest(auth.client, legacy);
      expectOAuthError(response, 400, 'invalid_request');
      expect(response.body.error_description).toMatch(/^redirect_uri must have a DNS host name .*register the integration again/);
      expect(await db.query('SELECT 1 FROM oauth_authorization_requests WHERE integration_id = $1', [legacy.clientId])).toEqual([]);
    },
  );
});

describe('token endpoint: authorization_code', () => {
  let integration: TestIntegration;

  beforeAll(async () => {
    integration = await newIntegration(db, owner);
  });

  it('answers the RFC 6749 fields and the envelope together, never cached; tokens are stored only as hashes', async () => {
    const response = await exchangeCode(auth.client, integration, await authorizationCode(auth.client, integration, owner));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fields = {
      access_token: expect.stringMatching(/^llat_[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^llrt_[\w-]{43}$/),
      scope: 'accounts:read',
    };
    expect(response.body).toEqual({ ...fields, status: 'success', message: 'Tokens issued', data: fields });
    expect(response.body.data).toEqual({
      access_token: response.body.access_token,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: response.body.refresh_token,
      scope: 'accounts:read',
    });
    const [access] = await db.query('SELECT count(*)::int AS n FROM oauth_access_tokens WHERE token_hash = $1', [sha256(response.body.access_token)]);
    const [refreshRow] = await db.query('SELECT count(*)::int AS n FROM oauth_refresh_tokens WHERE token_hash = $1', [sha256(response.body.refresh_token)]);
    expect([access.n, refreshRow.n]).toEqual([1, 1]);
  });

  it('accepts a JSON body and HTTP Basic client authentication', async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    const basic = Buffer.from(`${integration.clientId}:${integration.secretKey}`).toString('base64');
    const response = await auth.client.post(
      '/api/v1/oauth/token',
      { grant_type: 'authorization_code', code: code.code, code_verifier: code.verifier, redirect_uri: integration.redirectUri },
      { headers: { authorization: `Basic ${basic}` } },
    );
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('Bearer');
  });

  it('refuses a code used twice, and revokes the tokens the first exchange issued', async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    const first = await exchangeCode(auth.client, integration, code);
    expect(first.status).toBe(200);
    expectOAuthError(await exchangeCode(auth.client, integration, code), 400, 'invalid_grant');
    const [access] = await db.query('SELECT count(*)::int AS n FROM oauth_access_tokens WHERE token_hash = $1', [sha256(first.body.access_token)]);
    expect(access.n).toBe(0);
    expectOAuthError(await refresh(auth.client, integration, first.body.refresh_token), 400, 'invalid_grant');
  });

  it('refuses a code_verifier that does not match the challenge', async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    expectOAuthError(await exchangeCode(auth.client, integration, { ...code, verifier: pkce().verifier }), 400, 'invalid_grant');
  });

  it('refuses a redirect_uri other than the one of the authorization request', async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    expectOAuthError(await exchangeCode(auth.client, integration, code, { redirect_uri: `${integration.redirectUri}?x=1` }), 400, 'invalid_grant');
  });

  it('refuses a code older than 60 seconds', async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    await db.query("UPDATE oauth_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1", [sha256(code.code)]);
    expectOAuthError(await exchangeCode(auth.client, integration, code), 400, 'invalid_grant');
  });

  it.each<[string, Record<string, string>]>([
    ['a wrong secret_key', { secret_key: 'sk_test_wrong' }],
    ['no secret_key', {}],
  ])('refuses %s with 401 invalid_client', async (_, headers) => {
    const code = await authorizationCode(auth.client, integration, owner);
    const fields = {
      grant_type: 'authorization_code',
      client_id: integration.clientId,
      code: code.code,
      code_verifier: code.verifier,
      redirect_uri: integration.redirectUri,
    };
    expectOAuthError(await auth.client.post('/api/v1/oauth/token', form(fields), { headers: { ...FORM, ...headers } }), 401, 'invalid_client');
  });

  it("refuses a code issued to another integration, even with that integration's own valid credentials", async () => {
    const code = await authorizationCode(auth.client, integration, owner);
    const other = await newIntegration(db, await newOwner(db));
    expectOAuthError(await exchangeCode(auth.client, { ...other, redirectUri: integration.redirectUri }, code), 400, 'invalid_grant');
  });

  it('refuses a parameter sent twice, and an unknown grant type', async () => {
    const duplicated = `${form({ grant_type: 'authorization_code', client_id: integration.clientId })}&grant_type=refresh_token`;
    expectOAuthError(
      await auth.client.post('/api/v1/oauth/token', duplicated, { headers: { ...FORM, secret_key: integration.secretKey } }),
      400,
      'invalid_request',
    );
    const password = form({ grant_type: 'password', client_id: integration.clientId });
    expectOAuthError(
      await auth.client.post('/api/v1/oauth/token', password, { headers: { ...FORM, secret_key: integration.secretKey } }),
      400,
      'unsupported_grant_type',
    );
  });
});

describe('token endpoint: refresh_token rotation', () => {
  let integration: TestIntegration;

  beforeAll(async () => {
    integration = await newIntegration(db, owner);
  });

  async function tokens() {
    const response = await exchangeCode(auth.client, integration, await authorizationCode(auth.client, integration, owner));
    expect(response.status).toBe(200);
    return response.body as { access_token: string; refresh_token: string };
  }

  it('issues a new pair on every refresh', async () => {
    const first = await tokens();
    const second = await refresh(auth.client, integration, first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect(second.body.scope).toBe('accounts:read');
  });

  it('answers a spent refresh token presented again within the 60 s grace with the same new pair', async () => {
    const first = await tokens();
    const [a, b] = await Promise.all([refresh(auth.client, integration, first.refresh_token), refresh(auth.client, integration, first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.access_token).toBe(a.body.access_token);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    const [stored] = await db.query('SELECT replay FROM oauth_refresh_tokens WHERE token_hash = $1', [sha256(first.refresh_token)]);
    expect(stored.replay.includes(Buffer.from(a.body.access_token))).toBe(false);
    expect((await refresh(auth.client, integration, a.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole grant when a spent refresh token comes back after the grace', async () => {
    const first = await tokens();
    const second = await refresh(auth.client, integration, first.refresh_token);
    await db.query("UPDATE oauth_refresh_tokens SET used_at = now() - interval '61 seconds' WHERE token_hash = $1", [sha256(first.refresh_token)]);
    expectOAuthError(await refresh(auth.client, integration, first.refresh_token), 400, 'invalid_grant');
    expectOAuthError(await refresh(auth.client, integration, second.body.refresh_token), 400, 'invalid_grant');
    const connections = await db.query('SELECT 1 FROM oauth_connections WHERE integration_id = $1 AND business_id = $2', [
      integration.clientId,
      owner.businessId,
    ]);
    expect(connections).toHaveLength(0);
  });

  it("refuses another integration's refresh token", async () => {
    const first = await tokens();
    const other = await newIntegration(db, await newOwner(db));
    expectOAuthError(await refresh(auth.client, other, first.refresh_token), 400, 'invalid_grant');
  });
});

describe('brute-force protection of the client-authenticated endpoints', () => {
  it('allows 300 calls per minute per client and address, then answers 429 with Retry-After', async () => {
    const guessed = { client_id: randomUUID(), grant_type: 'client_credentials' };
    const call = () => auth.client.post('/api/v1/oauth/token', form(guessed), { headers: { ...FORM, secret_key: 'sk_test_guess' } });
    for (let batch = 0; batch < 6; batch++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => call().then((response) => response.status)));
      expect(statuses).toEqual(Array(50).fill(401));
    }
    const blocked = await call();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: 'error', code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['ratelimit-limit']).toBe('300');
    expect(blocked.headers['ratelimit-remaining']).toBe('0');
    expect((await pushRequest(auth.client, await newIntegration(db, owner))).status).toBe(201);
  });
});

describe('revocation (RFC 7009)', () => {
  let integration: TestIntegration;

  beforeAll(async () => {
    integration = await newIntegration(db, owner);
  });

  const revoke = (token: string, client = integration) =>
    auth.client.post('/api/v1/oauth/revoke', form({ client_id: client.clientId, token }), { headers: { ...FORM, secret_key: client.secretKey } });

  it('revokes a refresh token with every token of its family', async () => {
    const issued = (await exchangeCode(auth.client, integration, await authorizationCode(auth.client, integration, owner))).body;
    const response = await revoke(issued.refresh_token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'success', message: 'Token revoked', data: null });
    const [access] = await db.query('SELECT count(*)::int AS n FROM oauth_access_tokens WHERE token_hash = $1', [sha256(issued.access_token)]);
    expect(access.n).toBe(0);
    expectOAuthError(await refresh(auth.client, integration, issued.refresh_token), 400, 'invalid_grant');
  });

  it("answers 200 for an unknown token and for another integration's token, revoking nothing", async () => {
    const issued = (await exchangeCode(auth.client, integration, await authorizationCode(auth.client, integration, owner))).body;
    expect((await revoke('llrt_unknown')).status).toBe(200);
    expect((await revoke(issued.refresh_token, await newIntegration(db, await newOwner(db)))).status).toBe(200);
    expect((await refresh(auth.client, integration, issued.refresh_token)).status).toBe(200);
  });

  it('requires client authentication', async () => {
    const response = await auth.client.post('/api/v1/oauth/revoke', form({ client_id: integration.clientId, token: 'llrt_x' }), { headers: FORM });
    expectOAuthError(response, 401, 'invalid_client');
  });
});
