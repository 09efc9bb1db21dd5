import { randomBytes } from 'node:crypto';
import { createBusiness, createIntegration, IntegrationEntity, newId, type Environment, type OAuthScope } from '@ledgerline/domain';
import { createLogger, ensureTls, loadConfig, type RunningApp } from '@ledgerline/server';
import { createTestDatabase, freePort, OpenApiValidator, OwnerBrowser, pkce, TestClient, testSetting, type TestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { startAuth } from '../src/auth';
import { buildAuthDocument } from '../src/openapi';

export interface TestAuth {
  /** An unauthenticated HTTPS client at the auth server's address (answers of the JSON endpoints validated against the app's OpenAPI document). */
  client: TestClient;
  url: string;
  running: RunningApp;
  /** This test file's own database. */
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Starts the real auth server (HTTPS, on a free port known before start, so that the issuer,
 * PUBLIC_AUTH_URL, is its real address) on a database of this test file's own.
 */
export async function startTestAuth(env: Record<string, string> = {}): Promise<TestAuth> {
  const database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: testSetting('dataDir'), AUTH_PORT: String(await freePort()), LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(process.env.LOG_LEVEL ?? config.LOG_LEVEL);
  const running = await startAuth({ config, databaseUrl: database.url, tls: await ensureTls(config), logger });
  const [url] = running.urls;
  return {
    client: new TestClient(url, { validator: new OpenApiValidator(buildAuthDocument(), (path) => /^\/(api\/v1\/oauth|\.well-known)\//.test(path)) }),
    url,
    running,
    database,
    async close() {
      await running.close();
      await database.drop();
    },
  };
}

export interface TestOwner {
  businessId: string;
  email: string;
  password: string;
  keys: Record<Environment, string>;
  /** The owner's browser: it signs in once and stays signed in. */
  browser: OwnerBrowser;
}

export interface TestIntegration {
  clientId: string;
  /** The secret key: the owning business's API key of the integration's environment. */
  secretKey: string;
  redirectUri: string;
}

/** A business and its owner, made directly in the database (a factory, like the API tests'). */
export async function newOwner(db: DataSource): Promise<TestOwner> {
  const email = `owner-${randomBytes(6).toString('hex')}@example.test`;
  const password = 'correct horse battery';
  const created = await createBusiness(db, { name: `Business ${email.slice(6, 12)}`, email, password });
  return { businessId: created.businessId, email, password, keys: created.keys, browser: new OwnerBrowser() };
}

/** An integration registered by `owner` in `environment` (what `POST /api/v1/oauth/integrations` does). */
export async function newIntegration(
  db: DataSource,
  owner: TestOwner,
  environment: Environment = 'sandbox',
  scopes: OAuthScope[] = ['accounts:read', 'accounts:write'],
): Promise<TestIntegration> {
  const redirectUri = `https://client-${randomBytes(4).toString('hex')}.example/oauth/callback`;
  const integration = await createIntegration(
    db,
    { businessId: owner.businessId, environment },
    { name: 'Shopline sync', redirectUris: [redirectUri], scopes },
  );
  return { clientId: integration.id, secretKey: owner.keys[environment], redirectUri };
}

/**
 * An integration stored with `redirectUri` as it is, as registration let through before redirect
 * URI hosts were checked (hosts such as `*` or `a.example;sandbox`).
 */
export async function legacyIntegration(db: DataSource, owner: TestOwner, redirectUri: string, environment: Environment = 'sandbox'): Promise<TestIntegration> {
  const id = newId();
  await db
    .getRepository(IntegrationEntity)
    .insert({ id, businessId: owner.businessId, environment, name: 'Old sync', redirectUris: [redirectUri], scopes: ['accounts:read'] });
  return { clientId: id, secretKey: owner.keys[environment], redirectUri };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A pushed authorization request authenticated with the `secret_key` header. */
export function pushRequest(client: TestClient, integration: TestIntegration, overrides: Record<string, string> = {}, challenge = pkce().challenge) {
  const fields = {
    client_id: integration.clientId,
    response_type: 'code',
    redirect_uri: integration.redirectUri,
    scope: 'accounts:read',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  return client.post('/api/v1/oauth/authorize', form(fields), { headers: { ...FORM, secret_key: integration.secretKey } });
}

/** Pushes a request, lets `owner` approve it through the pages, and returns the code with its verifier. */
export async function authorizationCode(
  client: TestClient,
  integration: TestIntegration,
  owner: TestOwner,
  scope = 'accounts:read',
): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkce();
  const pushed = await pushRequest(client, integration, { scope }, challenge);
  expect(pushed.status).toBe(201);
  const landing = await owner.browser.authorize(pushed.body.data, owner, 'approve');
  return { code: landing.searchParams.get('code')!, verifier };
}

/** `grant_type=authorization_code` with the `secret_key` header. */
export function exchangeCode(
  client: TestClient,
  integration: TestIntegration,
  code: { code: string; verifier: string },
  overrides: Record<string, string> = {},
) {
  const fields = {
    grant_type: 'authorization_code',
    client_id: integration.clientId,
    code: code.code,
    code_verifier: code.verifier,
    redirect_uri: integration.redirectUri,
    ...overrides,
  };
  return client.post('/api/v1/oauth/token', form(fields), { headers: { ...FORM, secret_key: integration.secretKey } });
}

export function refresh(client: TestClient, integration: TestIntegration, refreshToken: string) {
  return client.post('/api/v1/oauth/token', form({ grant_type: 'refresh_token', client_id: integration.clientId, refresh_token: refreshToken }), {
    headers: { ...FORM, secret_key: integration.secretKey },
  });
}
