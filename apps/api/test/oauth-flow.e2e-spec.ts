import { OwnerBrowser, testAgent } from '@ledgerline/testing';
import type * as OAuth from 'oauth4webapi' with { 'resolution-mode': 'import' };
import { fetch } from 'undici';
import type { TestBusiness } from './harness';
import { OWNER_PASSWORD, startTestOAuthPlatform, type TestOAuthPlatform } from './oauth-harness';

/**
 * The whole OAuth flow driven by oauth4webapi as a real client: discovery, a pushed
 * authorization request, PKCE, the code exchange, API calls in mode B, refresh and revocation.
 * Its only configuration: an HTTPS agent that trusts the test CA, and a client-authentication
 * hook that sends the integration's secret key in `secret_key`.
 */
// oauth4webapi ships only ES modules: Jest (CommonJS here) loads it through ts-jest (see
// jest.config.js), and TypeScript takes its types from the type-only import above.
const oauth: typeof OAuth = require('oauth4webapi');

const REDIRECT_URI = 'https://shopline.example/oauth/callback';

/** oauth4webapi's fetch hook: undici's fetch over an agent that trusts the test run's CA. */
const trustingTestCa = (url: string, options: OAuth.CustomFetchOptions<string, unknown>): Promise<Response> =>
  fetch(url, { ...options, body: options.body as string | URLSearchParams | undefined, dispatcher: testAgent() });
const options = { [oauth.customFetch]: trustingTestCa };

let platform: TestOAuthPlatform;
let integrationOwner: TestBusiness;
let merchant: TestBusiness;
let as: OAuth.AuthorizationServer;
let client: OAuth.Client;
let secretKeyAuth: OAuth.ClientAuth;

beforeAll(async () => {
  platform = await startTestOAuthPlatform();
  integrationOwner = await platform.createBusiness({ name: 'Shopline Ltd' });
  merchant = await platform.createBusiness({ name: 'Mama Put Foods' });
  const registered = await integrationOwner.sandbox.post('/api/v1/oauth/integrations', {
    name: 'Shopline sync',
    redirect_uris: [REDIRECT_URI],
    scopes: ['accounts:read', 'accounts:write'],
  });
  expect(registered.status).toBe(201);
  client = { client_id: registered.body.data.client_id };
  secretKeyAuth = (_as, _client, body, headers) => {
    body.set('client_id', client.client_id);
    headers.set('secret_key', integrationOwner.keys.sandbox);
  };
});
afterAll(() => platform.close());

/** A call to the API in mode B through oauth4webapi's protected-resource request. */
async function callApi(accessToken: string, method: string, path: string, body?: object): Promise<{ status: number; body: any; headers: Headers }> {
  const headers = new Headers({ secret_key: integrationOwner.keys.sandbox });
  if (body) headers.set('content-type', 'application/json');
  const response = await oauth.protectedResourceRequest(
    accessToken,
    method,
    new URL(path, platform.sandbox.baseUrl),
    headers,
    body ? JSON.stringify(body) : null,
    options,
  );
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('the OAuth flow with oauth4webapi', () => {
  let tokens: OAuth.TokenEndpointResponse;
  let refreshed: OAuth.TokenEndpointResponse;

  it('discovers the server, pushes the request, the owner approves, and the code becomes tokens', async () => {
    const issuer = new URL(platform.authUrl);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oauth2' }));
    expect(as.pushed_authorization_request_endpoint).toBe(`${platform.authUrl}/api/v1/oauth/authorize`);

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const parameters = new URLSearchParams({
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'accounts:read accounts:write',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const pushed = await oauth.processPushedAuthorizationResponse(
      as,
      client,
      await oauth.pushedAuthorizationRequest(as, client, secretKeyAuth, parameters, options),
    );
    expect(pushed.expires_in).toBe(600);

    const authorizationUrl = new URL(as.authorization_endpoint!);
    authorizationUrl.searchParams.set('client_id', client.client_id);
    authorizationUrl.searchParams.set('request_uri', pushed.request_uri);
    const landing = await new OwnerBrowser().authorize(authorizationUrl.href, { email: merchant.ownerEmail, password: OWNER_PASSWORD }, 'approve');

    const callback = oauth.validateAuthResponse(as, client, landing, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, secretKeyAuth, callback, REDIRECT_URI, verifier, options);
    tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'accounts:read accounts:write',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
  });

  it('the access token acts for the business that approved, at its environment, within its scopes', async () => {
    const business = await callApi(tokens.access_token, 'GET', '/api/v1/business');
    expect(business.status).toBe(200);
    expect(business.body.data).toMatchObject({ id: merchant.businessId, name: 'Mama Put Foods', environment: 'sandbox' });

    const created = await callApi(tokens.access_token, 'POST', '/api/v1/coa/sales/account', { name: 'Shopline orders', currency: 'USD' });
    expect(created.status).toBe(201);
    const seenByMerchant = await merchant.sandbox.get(`/api/v1/coa/sales/account/${created.body.data.id}`);
    expect(seenByMerchant.status).toBe(200);
    expect((await integrationOwner.sandbox.get(`/api/v1/coa/sales/account/${created.body.data.id}`)).status).toBe(404);
  });

  it('refreshes: a new pair, and the new access token works', async () => {
    refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, secretKeyAuth, tokens.refresh_token!, options),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await callApi(refreshed.access_token, 'GET', '/api/v1/coa/accounts')).status).toBe(200);
  });

  it('revokes: the refresh token takes its access tokens with it, and the API answers 401 invalid_token', async () => {
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, secretKeyAuth, refreshed.refresh_token!, options));
    const refused = await callApi(refreshed.access_token, 'GET', '/api/v1/business').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const { cause, response } = refused as OAuth.WWWAuthenticateChallengeError;
    expect(response.status).toBe(401);
    expect(cause).toEqual([expect.objectContaining({ scheme: 'bearer', parameters: expect.objectContaining({ error: 'invalid_token' }) })]);
    expect(((await response.json()) as { message: string }).message).toMatch(/send the user through authorization again/);
  });
});
