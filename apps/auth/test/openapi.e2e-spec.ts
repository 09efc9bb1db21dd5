import { buildAuthDocument } from '../src/openapi';
import { startTestAuth, type TestAuth } from './harness';

// The JSON endpoints' answers in every test of this app are validated against the document by the
// harness's client; here, the document itself.
let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(() => auth.close());

describe('GET /api/v1/openapi.json', () => {
  it('serves the auth app’s OpenAPI 3.1 document without credentials', async () => {
    const response = await auth.client.get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(buildAuthDocument())));
    expect(response.body.openapi).toBe('3.1.0');
  });

  it('describes each JSON endpoint of the app, and none of its HTML pages', async () => {
    const { paths } = (await auth.client.get('/api/v1/openapi.json')).body;
    expect(Object.keys(paths).sort()).toEqual([
      '/.well-known/oauth-authorization-server',
      '/api/v1/oauth/authorize',
      '/api/v1/oauth/revoke',
      '/api/v1/oauth/token',
    ]);
  });
});
