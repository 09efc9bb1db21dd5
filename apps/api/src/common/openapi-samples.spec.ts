import { Ledgerline } from '@ledgerline/sdk';
import { SDK_CALLS } from './openapi-samples';

// The reference's SDK samples name methods that exist: each call in the table is a function of a
// client of the published SDK, found along the same property path a reader would type.

it('every SDK sample calls a method the SDK has', () => {
  const client = new Ledgerline({ apiKey: 'sk_test_sample' }) as unknown as Record<string, unknown>;
  const missing = Object.entries(SDK_CALLS).filter(([, call]) => {
    const path = call.slice(0, call.indexOf('(')).split('.');
    const method = path.reduce<unknown>((target, name) => (target as Record<string, unknown> | undefined)?.[name], client);
    return typeof method !== 'function';
  });
  expect(missing).toEqual([]);
});
