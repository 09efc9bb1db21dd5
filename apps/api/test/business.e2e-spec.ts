import { BUSINESS, created, expectError, type TestClient, type TestResponse, type Account } from '@ledgerline/testing';
import { type TestBusiness } from './harness';
import { connect, startTestOAuthPlatform, type TestOAuthPlatform } from './oauth-harness';

// Name, time zone, country, fiscal year start and base currency are shared by both environments:
// only production credentials change them. The lock date is each environment's own.

const EVENTS = '/api/v1/events?limit=100';

let platform: TestOAuthPlatform;

beforeAll(async () => {
  platform = await startTestOAuthPlatform();
});
afterAll(() => platform.close());

/** Today in `timeZone`, as the API dates a sale without a date. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** A sale without a date (dated today in the business's time zone) and without a currency (the base currency). */
async function sale(client: TestClient): Promise<{ date: string; currency: string }> {
  return created(client, '/api/v1/sales', { lines: [{ description: 'Tea', quantity: 1, unit_price: '3' }] });
}

/** What an environment reads of its business: the business, the chart's currencies, the event feed. */
async function seenBy(client: TestClient): Promise<{ business: unknown; chart: [string | null, string][]; events: unknown[] }> {
  const [business, chart, events] = await Promise.all([client.get(BUSINESS), client.get('/api/v1/coa/accounts?limit=100'), client.get(EVENTS)]);
  return { business: business.body.data, chart: chart.body.data.map((a: Account) => [a.code, a.currency]), events: events.body.data };
}

function expectProductionKeyNeeded(response: TestResponse, fields: string[]): void {
  const error = expectError(response, 403, 'forbidden', 'production key');
  for (const field of fields) expect(error.message).toContain(field);
  expect(error.errors!.map((e) => e.field)).toEqual(fields);
}

describe('PUT /business with the sandbox key', () => {
  let business: TestBusiness;
  // Pago Pago (UTC−11) and Kiritimati (UTC+14) are never on the same day.
  beforeAll(async () => {
    business = await platform.createBusiness({ baseCurrency: 'USD', timezone: 'Pacific/Pago_Pago' });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['the name', { name: 'Sandbox Co' }, ['name']],
    ['the time zone', { timezone: 'Pacific/Kiritimati' }, ['timezone']],
    ['the base currency', { base_currency: 'EUR' }, ['base_currency']],
    ['the fiscal year start', { fiscal_year_start_month: 7 }, ['fiscal_year_start_month']],
    ['the country', { country: 'DE' }, ['country']],
    [
      'all of them, even with a lock date',
      { name: 'X', timezone: 'Pacific/Kiritimati', country: 'DE', fiscal_year_start_month: 7, base_currency: 'EUR', lock_date: '2026-01-31' },
      ['name', 'timezone', 'country', 'fiscal_year_start_month', 'base_currency'],
    ],
  ])('cannot change %s (403 forbidden naming the fields): both environments read the same business, chart and feed', async (_, body, fields) => {
    const production = await seenBy(business.production);
    const sandbox = await seenBy(business.sandbox);
    expectProductionKeyNeeded(await business.sandbox.put(BUSINESS, body), fields);
    expect(await seenBy(business.production)).toEqual(production);
    expect(await seenBy(business.sandbox)).toEqual(sandbox);
  });

  it('leaves production dating its sales by its own time zone, in its own base currency', async () => {
    await business.sandbox.put(BUSINESS, { timezone: 'Pacific/Kiritimati', base_currency: 'EUR' });
    const before = todayIn('Pacific/Pago_Pago');
    const posted = await sale(business.production);
    expect([before, todayIn('Pacific/Pago_Pago')]).toContain(posted.date);
    expect(posted.currency).toBe('USD');
  });

  it("sets the sandbox's own lock date: production's business (version and updated_at included) and feed do not move", async () => {
    const production = await seenBy(business.production);
    const before = (await business.sandbox.get(BUSINESS)).body.data;
    const response = await business.sandbox.put(BUSINESS, { lock_date: '2026-01-31' }, { headers: { 'if-match': `"${before.version}"` } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ lock_date: '2026-01-31', environment: 'sandbox', version: before.version + 1 });
    expect(response.headers.etag).toBe(`"${before.version + 1}"`);
    expect(await seenBy(business.production)).toEqual(production);
    const events = (await business.sandbox.get(EVENTS)).body.data;
    expect(events.at(-1)).toMatchObject({ type: 'business.updated', data: { lock_date: '2026-01-31', environment: 'sandbox', version: before.version + 1 } });
    // Production's ETag is its own: the sandbox change did not make it stale.
    const locked = await business.production.put(
      BUSINESS,
      { lock_date: '2025-12-31' },
      { headers: { 'if-match': `"${(production.business as { version: number }).version}"` } },
    );
    expect(locked.status).toBe(200);
    expect(locked.body.data.lock_date).toBe('2025-12-31');
    expect((await business.sandbox.get(BUSINESS)).body.data.lock_date).toBe('2026-01-31');
  });
});

describe('PUT /business with the production key', () => {
  it('changes the shared settings for both environments: both versions move, both feeds record business.updated in that transaction', async () => {
    const business = await platform.createBusiness({ baseCurrency: 'USD', timezone: 'Pacific/Pago_Pago' });
    await business.sandbox.put(BUSINESS, { lock_date: '2025-06-30' });
    // Both keys looked up (and cached) before the change.
    const sandboxBefore = (await business.sandbox.get(BUSINESS)).body.data;
    expect((await business.production.get(BUSINESS)).body.data.version).toBe(1);

    const change = { name: 'Renamed', timezone: 'Pacific/Kiritimati', country: 'ki', fiscal_year_start_month: 4, base_currency: 'eur' };
    const response = await business.production.put(BUSINESS, change, { headers: { 'if-match': '"1"' } });
    expect(response.status).toBe(200);
    const shared = { name: 'Renamed', timezone: 'Pacific/Kiritimati', country: 'KI', fiscal_year_start_month: 4, base_currency: 'EUR' };
    expect(response.body.data).toMatchObject({ ...shared, environment: 'production', lock_date: null, version: 2 });
    const sandbox = (await business.sandbox.get(BUSINESS)).body.data;
    expect(sandbox).toMatchObject({ ...shared, environment: 'sandbox', lock_date: '2025-06-30', version: sandboxBefore.version + 1 });

    for (const [client, view] of [
      [business.production, response.body.data],
      [business.sandbox, sandbox],
    ] as const) {
      const events = (await client.get(EVENTS)).body.data.filter((e: { type: string }) => e.type === 'business.updated');
      expect(events.at(-1).data).toEqual(view);
      const chart: Account[] = (await client.get('/api/v1/coa/accounts?limit=100')).body.data;
      expect(chart.every((account) => account.currency === 'EUR')).toBe(true);
      // Dated by the new time zone, in the new base currency (the cached key lookups were dropped).
      const before = todayIn('Pacific/Kiritimati');
      const posted = await sale(client);
      expect([before, todayIn('Pacific/Kiritimati')]).toContain(posted.date);
      expect(posted.currency).toBe('EUR');
    }
  });

  it('refuses a base currency change once anything is posted in either environment (409), changing nothing', async () => {
    for (const postedIn of ['sandbox', 'production'] as const) {
      const business = await platform.createBusiness({ baseCurrency: 'USD' });
      await sale(business[postedIn]);
      const production = await seenBy(business.production);
      const sandbox = await seenBy(business.sandbox);
      const refused = await business.production.put(BUSINESS, { name: 'Euro shop', base_currency: 'EUR' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/either environment/);
      expect(await seenBy(business.production)).toEqual(production);
      expect(await seenBy(business.sandbox)).toEqual(sandbox);
    }
  });
});

describe('PUT /business with an access token (mode B)', () => {
  it('is refused with 403 like every mode A only call, whatever the field', async () => {
    const [owner, merchant] = [await platform.createBusiness(), await platform.createBusiness()];
    const connection = await connect(platform, owner, merchant, 'production', ['accounts:write', 'events:read']);
    for (const body of [{ name: 'Taken over' }, { lock_date: '2026-01-31' }]) {
      const response = await platform.production.as(connection.accessToken).request('PUT', BUSINESS, { body, headers: { secret_key: connection.secretKey } });
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/mode A/);
    }
    expect((await merchant.production.get(BUSINESS)).body.data).toMatchObject({ name: 'Test Business', lock_date: null, version: 1 });
  });
});
