import { BUSINESS } from '@ledgerline/testing';
import { startTestPlatform } from './harness';

/** The sessions of the test database other than the test's own pool (`ledgerline`): the API's. */
const API_SESSIONS = "SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name <> 'ledgerline' ORDER BY 1";

it('closing the API leaves none of its database sessions behind (none for a DROP DATABASE … WITH (FORCE) to cut)', async () => {
  const platform = await startTestPlatform({ RATE_LIMIT_STORE: 'postgres' });
  const business = await platform.createBusiness();
  expect((await business.sandbox.get(BUSINESS)).status).toBe(200);
  const open = (await platform.db.query<{ application_name: string }[]>(API_SESSIONS)).map((row) => row.application_name);
  expect(new Set(open)).toEqual(new Set(['ledgerline-api', 'ledgerline-api-auth-listener', 'ledgerline-api-webhooks', 'ledgerline-rate-limiter']));

  // The app alone, not `platform.close()`, which would drop the database right away; the run's
  // teardown drops it. A session's server process ends a moment after its client hung up: the
  // check waits up to 2 s for that, not for a pool left open.
  await platform.app.close();
  let left = await platform.db.query(API_SESSIONS);
  for (let i = 0; i < 20 && left.length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await platform.db.query(API_SESSIONS);
  }
  expect(left).toEqual([]);
  await platform.db.destroy();
});
