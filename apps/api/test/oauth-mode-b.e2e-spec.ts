import { createHash } from 'node:crypto';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '@ledgerline/server';
import { expectError, type TestClient, type TestResponse } from '@ledgerline/testing';
import { OAUTH_ACCESS } from '../src/common/scopes';
import type { TestBusiness } from './harness';
import { connect, startTestOAuthPlatform, type TestConnection, type TestOAuthPlatform } from './oauth-harness';

const INTEGRATIONS = '/api/v1/oauth/integrations';
const CONNECTIONS = '/api/v1/oauth/connections';
const sha256 = (text: string) => createHash('sha256').update(text).digest();

let platform: TestOAuthPlatform;

beforeAll(async () => {
  platform = await startTestOAuthPlatform();
});
afterAll(() => platform.close());

/** A mode B request: the access token, the integration's key in `secret_key`. */
function modeB(
  address: TestClient,
  connection: Pick<TestConnection, 'accessToken' | 'secretKey'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<TestResponse> {
  return address.as(connection.accessToken).request(method, path, { body, headers: { secret_key: connection.secretKey } });
}

function expectInvalidToken(response: TestResponse, message?: RegExp): void {
  expectError(response, 401, 'unauthorized', message);
  expect(response.headers['www-authenticate']).toMatch(/^Bearer\b.*error="invalid_token"/);
  expect(response.body.message).toMatch(/send the user through authorization again|secret_key|access token/);
}

describe('integrations (mode A)', () => {
  let owner: TestBusiness;

  beforeAll(async () => {
    owner = await platform.createBusiness();
  });

  it('registers an integration in the environment of the address called, and lists it', async () => {
    const body = {
      name: 'Shopline sync',
      redirect_uris: ['https://shopline.example/cb', 'http://127.0.0.1:8080/cb'],
      scopes: ['sales:write', 'accounts:read'],
    };
    const created = await owner.production.post(INTEGRATIONS, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ client_id: expect.any(String), ...body, environment: 'production', created_at: expect.any(String) });
    const listed = await owner.production.get(INTEGRATIONS);
    expect(listed.body.data.map((integration: { client_id: string }) => integration.client_id)).toEqual([created.body.data.client_id]);
    expect(listed.body.pagination).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect((await owner.sandbox.get(INTEGRATIONS)).body.data).toEqual([]);
  });

  it.each<[string, object, string]>([
    ['an http redirect URI off loopback', { redirect_uris: ['http://shopline.example/cb'] }, 'redirect_uris.0'],
    ['a redirect URI with a fragment', { redirect_uris: ['https://shopline.example/cb#x'] }, 'redirect_uris.0'],
    ['a relative redirect URI', { redirect_uris: ['/cb'] }, 'redirect_uris.0'],
    ['a redirect URI that is not a string', { redirect_uris: [42] }, 'redirect_uris'],
    ['no redirect URI', { redirect_uris: [] }, 'redirect_uris'],
    ['an unknown scope', { scopes: ['accounts:read', 'everything'] }, 'scopes'],
    ['no scope', { scopes: [] }, 'scopes'],
    ['no name', { name: '' }, 'name'],
    ['an unknown field', { secret: 'x' }, 'secret'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const response = await owner.sandbox.post(INTEGRATIONS, {
      name: 'Sync',
      redirect_uris: ['https://shopline.example/cb'],
      scopes: ['accounts:read'],
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('refuses redirect URIs whose host is not a DNS name or an IP address, naming each by its index', async () => {
    const redirectUris = ['https://shopline.example/cb', 'https://a.example;sandbox/cb', 'https://*/cb'];
    const response = await owner.sandbox.post(INTEGRATIONS, { name: 'Sync', redirect_uris: redirectUris, scopes: ['accounts:read'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 'error', code: 'validation_failed', data: null });
    const hostProblem = 'must have a DNS host name (letters, digits and hyphens, labels of 1 to 63 characters) or an IP address as its host';
    expect(response.body.errors).toEqual([
      { field: 'redirect_uris.1', message: hostProblem },
      { field: 'redirect_uris.2', message: hostProblem },
    ]);
    expect((await owner.sandbox.get(INTEGRATIONS)).body.data.map((integration: { name: string }) => integration.name)).not.toContain('Sync');
  });

  it("deletes an integration; another business's integration is 404", async () => {
    const created = await owner.sandbox.post(INTEGRATIONS, { name: 'Temp', redirect_uris: ['https://t.example/cb'], scopes: ['accounts:read'] });
    const stranger = await platform.createBusiness();
    expect((await stranger.sandbox.delete(`${INTEGRATIONS}/${created.body.data.client_id}`)).status).toBe(404);
    const deleted = await owner.sandbox.delete(`${INTEGRATIONS}/${created.body.data.client_id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: created.body.data.client_id, deleted: true });
    expect((await owner.sandbox.delete(`${INTEGRATIONS}/${created.body.data.client_id}`)).status).toBe(404);
  });

  it('deleting an integration stops every token issued to it', async () => {
    const merchant = await platform.createBusiness();
    const connection = await connect(platform, owner, merchant, 'sandbox', ['accounts:read']);
    expect((await modeB(platform.sandbox, connection, 'GET', '/api/v1/business')).status).toBe(200);
    expect((await owner.sandbox.delete(`${INTEGRATIONS}/${connection.clientId}`)).status).toBe(200);
    expectInvalidToken(await modeB(platform.sandbox, connection, 'GET', '/api/v1/business'));
  });
});

describe('connections (mode A)', () => {
  it('lists the integrations a business authorized in this environment, and revoking one stops its tokens', async () => {
    const owner = await platform.createBusiness();
    const merchant = await platform.createBusiness();
    const connection = await connect(platform, owner, merchant, 'sandbox', ['accounts:read', 'reports:read']);
    const listed = await merchant.sandbox.get(CONNECTIONS);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: expect.any(String),
        client_id: connection.clientId,
        integration_name: 'Shopline sync',
        environment: 'sandbox',
        scopes: ['accounts:read', 'reports:read'],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect((await merchant.production.get(CONNECTIONS)).body.data).toEqual([]);
    expect((await owner.sandbox.get(CONNECTIONS)).body.data).toEqual([]);

    const id = listed.body.data[0].id;
    expect((await owner.sandbox.delete(`${CONNECTIONS}/${id}`)).status).toBe(404);
    expect((await merchant.sandbox.delete(`${CONNECTIONS}/${id}`)).body.data).toEqual({ id, deleted: true });
    expectInvalidToken(await modeB(platform.sandbox, connection, 'GET', '/api/v1/business'), /revoked/);
    expect((await merchant.sandbox.get(CONNECTIONS)).body.data).toEqual([]);
  });
});

describe('mode B: an access token with the integration secret key', () => {
  let owner: TestBusiness;
  let merchant: TestBusiness;
  let reader: TestConnection;

  beforeAll(async () => {
    owner = await platform.createBusiness();
    merchant = await platform.createBusiness({ name: 'Mama Put Foods' });
    reader = await connect(platform, owner, merchant, 'sandbox', ['accounts:read']);
  });

  it('acts for the business that authorized it, at its environment', async () => {
    const response = await modeB(platform.sandbox, reader, 'GET', '/api/v1/business');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: merchant.businessId, name: 'Mama Put Foods', environment: 'sandbox' });
  });

  it('answers 403 forbidden for a call its scopes do not cover, and lets it through once they do', async () => {
    const refused = await modeB(platform.sandbox, reader, 'POST', '/api/v1/coa/accounts', { name: 'Petty cash', type: 'asset' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/accounts:write/) });
    expect((await modeB(platform.sandbox, reader, 'GET', '/api/v1/coa/accounts')).status).toBe(200);

    const writer = await connect(platform, await platform.createBusiness(), merchant, 'sandbox', ['accounts:write']);
    expect((await modeB(platform.sandbox, writer, 'POST', '/api/v1/coa/accounts', { name: 'Petty cash', type: 'asset' })).status).toBe(201);
    expect((await modeB(platform.sandbox, writer, 'GET', '/api/v1/coa/accounts')).status).toBe(403);
  });

  it('reads webhook endpoints with webhooks:read and adds them only with webhooks:write', async () => {
    // A public address literal is never looked up, and nothing is delivered to it: no invoice event happens here.
    const endpoint = { url: 'https://93.184.216.34/hooks', events: ['invoice.*'] };
    const hooksReader = await connect(platform, await platform.createBusiness(), merchant, 'sandbox', ['webhooks:read']);
    expect((await modeB(platform.sandbox, hooksReader, 'GET', '/api/v1/webhooks')).status).toBe(200);
    const refused = await modeB(platform.sandbox, hooksReader, 'POST', '/api/v1/webhooks', endpoint);
    expect(refused.body).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/webhooks:write/) });
    const hooksWriter = await connect(platform, await platform.createBusiness(), merchant, 'sandbox', ['webhooks:write']);
    expect((await modeB(platform.sandbox, hooksWriter, 'POST', '/api/v1/webhooks', endpoint)).status).toBe(201);
  });

  it.each<[string, string, string]>([
    ['rolling a key', 'POST', '/api/v1/keys/roll'],
    ['listing integrations', 'GET', INTEGRATIONS],
    ['registering an integration', 'POST', INTEGRATIONS],
    ['listing connections', 'GET', CONNECTIONS],
  ])('refuses %s (mode A only) with 403 forbidden', async (_, method, path) => {
    const body = method === 'POST' ? {} : undefined;
    const response = await modeB(platform.sandbox, reader, method, path, body);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/API key \(mode A\)/) });
  });

  it('answers 401 invalid_token without secret_key', async () => {
    expectInvalidToken(await platform.sandbox.as(reader.accessToken).get('/api/v1/business'), /secret_key/);
  });

  it('answers 401 invalid_token with a wrong secret_key', async () => {
    expectInvalidToken(await modeB(platform.sandbox, { ...reader, secretKey: 'sk_test_wrong' }, 'GET', '/api/v1/business'), /secret_key/);
  });

  it("answers 401 invalid_token with another integration's key", async () => {
    const other = await platform.createBusiness();
    await connect(platform, other, merchant, 'sandbox', ['accounts:read']);
    expectInvalidToken(await modeB(platform.sandbox, { ...reader, secretKey: other.keys.sandbox }, 'GET', '/api/v1/business'), /secret_key/);
  });

  it("answers 401 invalid_token with the merchant's own key in secret_key", async () => {
    expectInvalidToken(await modeB(platform.sandbox, { ...reader, secretKey: merchant.keys.sandbox }, 'GET', '/api/v1/business'));
  });

  it("answers 401 invalid_token at the other environment's address, even with that environment's key", async () => {
    expectInvalidToken(await modeB(platform.production, reader, 'GET', '/api/v1/business'), /issued for sandbox/);
    expectInvalidToken(await modeB(platform.production, { ...reader, secretKey: owner.keys.production }, 'GET', '/api/v1/business'), /issued for sandbox/);
  });

  it('answers 401 invalid_token for a revoked token', async () => {
    const connection = await connect(platform, owner, await platform.createBusiness(), 'sandbox', ['accounts:read']);
    const revoked = await platform.auth.post(
      '/api/v1/oauth/revoke',
      new URLSearchParams({ client_id: connection.clientId, token: connection.accessToken }).toString(),
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: connection.secretKey },
      },
    );
    expect(revoked.status).toBe(200);
    expectInvalidToken(await modeB(platform.sandbox, connection, 'GET', '/api/v1/business'), /invalid or has been revoked/);
  });

  it('answers 401 invalid_token for an expired token', async () => {
    const connection = await connect(platform, owner, await platform.createBusiness(), 'sandbox', ['accounts:read']);
    await platform.db.query("UPDATE oauth_access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [sha256(connection.accessToken)]);
    expectInvalidToken(await modeB(platform.sandbox, connection, 'GET', '/api/v1/business'), /expired/);
  });

  it('stops working when the integration owner rolls its key, and works with the new key', async () => {
    const integrationOwner = await platform.createBusiness();
    const connection = await connect(platform, integrationOwner, await platform.createBusiness(), 'sandbox', ['accounts:read']);
    const rolled = await integrationOwner.sandbox.post('/api/v1/keys/roll');
    expectInvalidToken(await modeB(platform.sandbox, connection, 'GET', '/api/v1/business'), /secret_key/);
    expect((await modeB(platform.sandbox, { ...connection, secretKey: rolled.body.data.key }, 'GET', '/api/v1/business')).status).toBe(200);
  });

  it('answers 401 invalid_token to an API key sent with secret_key (mode B needs an access token)', async () => {
    expectInvalidToken(
      await modeB(platform.sandbox, { accessToken: merchant.keys.sandbox, secretKey: owner.keys.sandbox }, 'GET', '/api/v1/business'),
      /access token/,
    );
  });

  it('requires Content-Type: application/json on a request with a body', async () => {
    const writer = await connect(platform, owner, await platform.createBusiness(), 'sandbox', ['accounts:write']);
    const response = await platform.sandbox.as(writer.accessToken).post('/api/v1/coa/accounts', 'name=Petty+cash&type=asset', {
      headers: { secret_key: writer.secretKey, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
  });
});

describe('the router', () => {
  it('has every guarded route declare what an OAuth token needs: @RequireScope, @AnyScope or @ApiKeyOnly', () => {
    const reflector = new Reflector();
    const scanner = new MetadataScanner();
    const undeclared = new DiscoveryService(platform.app.get(ModulesContainer)).getControllers().flatMap(({ metatype }) =>
      !metatype
        ? []
        : scanner.getAllMethodNames(metatype.prototype).flatMap((name) => {
            const handler = metatype.prototype[name];
            if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
            if (reflector.getAllAndOverride(IS_PUBLIC, [handler, metatype]) || reflector.getAllAndOverride(OAUTH_ACCESS, [handler, metatype])) return [];
            return [`${metatype.name}.${name}`];
          }),
    );
    expect(undeclared).toEqual([]);
  });
});
