import { startAuth } from '@ledgerline/auth';
import type { OAuthScope } from '@ledgerline/domain';
import { createLogger, ensureTls, loadConfig } from '@ledgerline/server';
import { freePort, OwnerBrowser, pkce, TestClient, testSetting } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';

/** The API and the auth app on one database, as `start` runs them. */
export interface TestOAuthPlatform extends TestPlatform {
  authUrl: string;
  /** An unauthenticated client at the auth app. */
  auth: TestClient;
}

export async function startTestOAuthPlatform(): Promise<TestOAuthPlatform> {
  const platform = await startTestPlatform();
  const config = loadConfig({ DATA_DIR: testSetting('dataDir'), AUTH_PORT: String(await freePort()), LOG_LEVEL: 'silent' });
  const auth = await startAuth({
    config,
    databaseUrl: platform.databaseUrl,
    tls: await ensureTls(config),
    logger: createLogger(process.env.LOG_LEVEL ?? 'silent'),
  });
  const [authUrl] = auth.urls;
  return {
    ...platform,
    authUrl,
    auth: new TestClient(authUrl),
    async close() {
      await auth.close();
      await platform.close();
    },
  };
}

/** The password `startTestPlatform().createBusiness()` gives every owner. */
export const OWNER_PASSWORD = 'correct horse battery';

export interface TestConnection {
  clientId: string;
  /** The integration's secret key: its owner's API key of the environment. */
  secretKey: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * `owner` registers an integration (mode A) in `environment`; the owner of `authorizer` signs
 * in and allows it `scopes`; the code is exchanged. Everything over HTTPS, as in production.
 */
export async function connect(
  platform: TestOAuthPlatform,
  owner: TestBusiness,
  authorizer: TestBusiness,
  environment: 'production' | 'sandbox',
  scopes: OAuthScope[],
): Promise<TestConnection> {
  const redirectUri = 'https://integration.example/oauth/callback';
  const registered = await owner[environment].post('/api/v1/oauth/integrations', { name: 'Shopline sync', redirect_uris: [redirectUri], scopes });
  expect(registered.status).toBe(201);
  const clientId: string = registered.body.data.client_id;
  const secretKey = owner.keys[environment];
  const { verifier, challenge } = pkce();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', secret_key: secretKey };
  const fields = {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  const pushed = await platform.auth.post('/api/v1/oauth/authorize', new URLSearchParams(fields).toString(), { headers });
  expect(pushed.status).toBe(201);
  const landing = await new OwnerBrowser().authorize(pushed.body.data, { email: authorizer.ownerEmail, password: OWNER_PASSWORD }, 'approve');
  const exchange = {
    grant_type: 'authorization_code',
    client_id: clientId,
    code: landing.searchParams.get('code')!,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  };
  const tokens = await platform.auth.post('/api/v1/oauth/token', new URLSearchParams(exchange).toString(), { headers });
  expect(tokens.status).toBe(200);
  return { clientId, secretKey, accessToken: tokens.body.access_token, refreshToken: tokens.body.refresh_token };
}
