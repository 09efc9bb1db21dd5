import { Ledgerline, LedgerlineError } from '@ledgerline/sdk';
import { connect, startTestOAuthPlatform, type TestOAuthPlatform } from './oauth-harness';
import { trustingFetch } from './sdk-client';

let platform: TestOAuthPlatform;

beforeAll(async () => {
  platform = await startTestOAuthPlatform();
});
afterAll(() => platform.close());

describe('mode B through the SDK', () => {
  it('calls with an access token and the integration’s secret key, within the token’s scopes', async () => {
    const owner = await platform.createBusiness();
    const shop = await platform.createBusiness();
    const connection = await connect(platform, owner, shop, 'sandbox', ['customers:read', 'customers:write']);
    const ll = new Ledgerline({
      accessToken: connection.accessToken,
      secretKey: connection.secretKey,
      baseUrl: platform.sandbox.baseUrl,
      fetch: trustingFetch(platform),
    });

    const customer = await ll.customers.create({ name: 'Ada' });
    const [row] = await platform.db.query('SELECT business_id, environment FROM customers WHERE id = $1', [customer.id]);
    expect(row).toEqual({ business_id: shop.businessId, environment: 'sandbox' });
    const listed: string[] = [];
    for await (const c of ll.customers.list()) listed.push(c.id);
    expect(listed).toEqual([customer.id]);

    await expect(ll.sales.list().page()).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    const revoked = new Ledgerline({
      accessToken: 'llat_revoked',
      secretKey: connection.secretKey,
      baseUrl: platform.sandbox.baseUrl,
      fetch: trustingFetch(platform),
    });
    const error = (await revoked.customers.retrieve(customer.id).catch((e: unknown) => e)) as LedgerlineError;
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(error.headers['www-authenticate']).toMatch(/error="invalid_token"/);
  });
});
