// Issue 2's figures, and issue 17's creates for one business: creating a sales account, a customer,
// an item, a tax rate and a sale (each with its event, in one transaction) for one business, and
// an accounts list.
import { analyze, freshDatabase, measure, newBusiness, startApi } from './lib.mjs';

/** Each POST's path and a body for its n-th request (names distinct, where they must be unique). */
const CREATES = [
  ['/api/v1/coa/sales/account', (n) => ({ name: `Sales ${n}`, description: 'bench', currency: 'USD' }), '(distinct names)'],
  ['/api/v1/customers', (n) => ({ name: `Customer ${n}` }), ''],
  ['/api/v1/items', (n) => ({ name: `Item ${n}`, unit_price: '4.50' }), ''],
  ['/api/v1/tax-rates', (n) => ({ name: `Tax ${n}`, rate: '7.5' }), '(distinct names)'],
  ['/api/v1/sales', () => ({ lines: [{ description: 'Widget', quantity: '1', unit_price: '19.99' }] }), ''],
];

export async function foundation() {
  const db = await freshDatabase();
  const api = await startApi(db.url);
  try {
    const business = await newBusiness(db.ds);
    const headers = { authorization: `Bearer ${business.keys.sandbox}`, 'content-type': 'application/json' };
    const results = [];
    let counter = 0;
    for (const [path, body, note] of CREATES) {
      results.push(
        await measure(`POST ${path}, one business ${note}`.trim(), {
          url: api.base,
          headers,
          // The warm-up fills the scenario's tables: statistics as autovacuum would gather them.
          afterWarmUp: () => analyze(db.ds),
          requests: [{ method: 'POST', path, setupRequest: (request) => ({ ...request, body: JSON.stringify(body(counter++)) }) }],
        }),
      );
    }
    results.push(
      await measure('GET /api/v1/coa/accounts?limit=10&page=1 (business holding the accounts created above)', {
        url: `${api.base}/api/v1/coa/accounts?limit=10&page=1`,
        headers,
      }),
    );
    return results;
  } finally {
    await api.stop();
    await db.drop();
  }
}
