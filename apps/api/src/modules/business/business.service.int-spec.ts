import { randomBytes } from 'node:crypto';
import { createBusiness, type Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { useTestDatabase } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import { ApiKeyCache } from '../../common/api-key-cache';
import { Db, type Tx } from '../../database/tx';
import { Transactions, type UnitOfWork } from '../../database/unit-of-work';
import { BusinessRepository } from './business.repository';
import { BusinessService } from './business.service';

// PUT /business as a use case against PostgreSQL, without HTTP: shared settings (production key
// only) change both environments in one transaction; a refused or failed change writes nothing.

const database = useTestDatabase();
let source: DataSource;

beforeAll(async () => {
  source = database.source;
});

/** The use case over `uow` (each work in its own transaction unless given another). */
const service = (uow: UnitOfWork = new Transactions(source)) =>
  new BusinessService(uow, new Db(source), new BusinessRepository(), new ApiKeyCache(database.url));

async function business(): Promise<{ production: Scope; sandbox: Scope }> {
  const { businessId } = await createBusiness(source, {
    name: 'Shop',
    email: `b-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  return { production: { businessId, environment: 'production' }, sandbox: { businessId, environment: 'sandbox' } };
}

/** What a user of either environment can see of the business: its settings, versions, lock dates, events (with the transaction that wrote each row). */
async function stored(businessId: string) {
  const [settings] = await source.query<
    { name: string; timezone: string; country: string | null; fiscal_year_start_month: number; base_currency: string; tx: string }[]
  >('SELECT name, timezone, country, fiscal_year_start_month, base_currency, xmin::text AS tx FROM businesses WHERE id = $1', [businessId]);
  const environments = await source.query<{ environment: string; version: number; lock_date: string | null; tx: string }[]>(
    'SELECT environment, version, lock_date::text AS lock_date, xmin::text AS tx FROM business_environments WHERE business_id = $1 ORDER BY environment',
    [businessId],
  );
  const events = await source.query<{ environment: string; sequence: number; type: string; data: Record<string, unknown>; tx: string }[]>(
    'SELECT environment, sequence::int AS sequence, type, data, xmin::text AS tx FROM events WHERE business_id = $1 ORDER BY environment, sequence',
    [businessId],
  );
  return { settings, environments, events };
}

const change = { name: 'Renamed', timezone: 'Africa/Lagos', country: 'ng', fiscal_year_start_month: 4, base_currency: 'NGN' };

describe('BusinessService.update', () => {
  it('with the production key changes the shared settings, moves both versions and records business.updated in both feeds, in one transaction', async () => {
    const { production, sandbox } = await business();
    const updated = await service().update(production, change, 1);
    expect(updated).toMatchObject({ name: 'Renamed', country: 'NG', base_currency: 'NGN', environment: 'production', version: 2 });

    const { settings, environments, events } = await stored(production.businessId);
    expect(settings).toMatchObject({ name: 'Renamed', timezone: 'Africa/Lagos', country: 'NG', fiscal_year_start_month: 4, base_currency: 'NGN' });
    expect(environments.map(({ environment, version }) => ({ environment, version }))).toEqual([
      { environment: 'production', version: 2 },
      { environment: 'sandbox', version: 2 },
    ]);
    expect(
      events.map(({ environment, sequence, type, data }) => ({ environment, sequence, type, data: { environment: data.environment, name: data.name } })),
    ).toEqual([
      { environment: 'production', sequence: 1, type: 'business.updated', data: { environment: 'production', name: 'Renamed' } },
      { environment: 'sandbox', sequence: 1, type: 'business.updated', data: { environment: 'sandbox', name: 'Renamed' } },
    ]);
    // Every row it wrote carries the same transaction id.
    expect(new Set([settings.tx, ...environments.map((row) => row.tx), ...events.map((row) => row.tx)]).size).toBe(1);
    // The charts of both environments follow the base currency.
    const [{ currencies }] = await source.query('SELECT array_agg(DISTINCT currency) AS currencies FROM accounts WHERE business_id = $1', [sandbox.businessId]);
    expect(currencies).toEqual(['NGN']);
  });

  it('with the sandbox key refuses any shared setting (403 forbidden naming each field) and writes nothing', async () => {
    const { sandbox } = await business();
    const before = await stored(sandbox.businessId);
    const refused = await service()
      .update(sandbox, { name: 'Renamed', country: 'NG', lock_date: '2026-01-31' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'forbidden',
      errors: [
        { field: 'name', message: 'can be changed only with the production key' },
        { field: 'country', message: 'can be changed only with the production key' },
      ],
    });
    expect(await stored(sandbox.businessId)).toEqual(before);
  });

  it("with the sandbox key sets only the sandbox's own lock date and version, with the event in the sandbox feed alone", async () => {
    const { sandbox } = await business();
    await service().update(sandbox, { lock_date: '2026-01-31' });
    const { environments, events } = await stored(sandbox.businessId);
    expect(environments.map(({ environment, version, lock_date }) => ({ environment, version, lock_date }))).toEqual([
      { environment: 'production', version: 1, lock_date: null },
      { environment: 'sandbox', version: 2, lock_date: '2026-01-31' },
    ]);
    expect(events.map(({ environment, type }) => ({ environment, type }))).toEqual([{ environment: 'sandbox', type: 'business.updated' }]);
  });

  it('writes nothing when its transaction fails after the work (every statement ran in the unit of work)', async () => {
    const { production } = await business();
    const before = await stored(production.businessId);
    const failing: UnitOfWork = {
      run: (work) =>
        new Transactions(source).run(async (tx: Tx) => {
          await work(tx);
          throw new Error('the commit failed');
        }),
    };
    await expect(service(failing).update(production, change)).rejects.toThrow('the commit failed');
    expect(await stored(production.businessId)).toEqual(before);
  });

  it('refuses a stale version (412 version_conflict with the current one) and writes nothing', async () => {
    const { production } = await business();
    const before = await stored(production.businessId);
    await expect(service().update(production, { name: 'Late' }, 7)).rejects.toMatchObject({ code: 'version_conflict', details: { current_version: 1 } });
    expect(await stored(production.businessId)).toEqual(before);
  });
});
