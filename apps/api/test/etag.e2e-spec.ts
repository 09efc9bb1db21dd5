import { ACCOUNTS, created } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

// docs/api.md, Limits and traffic safety: ETag from the version on single records; a stale If-Match on PUT or DELETE
// is 412 version_conflict. Each resource's own spec covers its routes; these are the header rules
// of the one shared mechanism (common/etag.ts) every resource uses.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('If-Match', () => {
  it.each(['"2"', 'W/"2"', ' "2" ', '*'])('accepts %p when the record is at version 2', async (ifMatch) => {
    const business = await platform.createBusiness();
    const account = await created<{ id: string }>(business.sandbox, ACCOUNTS, { name: 'Tagged', type: 'asset' });
    expect((await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: 'v2' })).headers.etag).toBe('"2"');
    const response = await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: 'v3' }, { headers: { 'if-match': ifMatch } });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"3"');
  });

  it.each(['"1"', '"3"', 'W/"1"', '2', '"two"', '"2", "3"', ''])('refuses %p with 412 carrying the current ETag, and changes nothing', async (ifMatch) => {
    const business = await platform.createBusiness();
    const account = await created<{ id: string }>(business.sandbox, ACCOUNTS, { name: 'Guarded', type: 'asset' });
    const current = (await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: 'v2' })).body.data;
    for (const response of [
      await business.sandbox.put(`${ACCOUNTS}/${account.id}`, { description: 'lost' }, { headers: { 'if-match': ifMatch } }),
      await business.sandbox.delete(`${ACCOUNTS}/${account.id}`, { headers: { 'if-match': ifMatch } }),
    ]) {
      expect(response.status).toBe(412);
      expect(response.body).toMatchObject({ status: 'error', code: 'version_conflict', current_version: 2 });
      expect(response.headers.etag).toBe('"2"');
    }
    expect((await business.sandbox.get(`${ACCOUNTS}/${account.id}`)).body.data).toEqual(current);
  });

  it('puts the ETag on every single-record response, the business included', async () => {
    const business = await platform.createBusiness();
    const response = await business.sandbox.get('/api/v1/business');
    expect(response.headers.etag).toBe(`"${response.body.data.version}"`);
  });

  it('is documented on every PUT and DELETE that reads it: all but the removal of an integration or a connection', async () => {
    const document = (await platform.sandbox.get('/api/v1/openapi.json', { validate: false })).body;
    const operations = Object.entries<Record<string, { parameters?: { in: string; name: string }[] }>>(document.paths).flatMap(([path, item]) =>
      (['put', 'delete'] as const).filter((method) => item[method]).map((method) => ({ name: `${method.toUpperCase()} ${path}`, operation: item[method] })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const without = operations.filter(
      ({ operation }) => !operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'If-Match'),
    );
    expect(without.map(({ name }) => name).sort()).toEqual(['DELETE /api/v1/oauth/connections/{id}', 'DELETE /api/v1/oauth/integrations/{id}']);
  });
});
