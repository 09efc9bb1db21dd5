// Issue 2's figures: creating a sales account and an accounts list.
import { freshDatabase, measure, newBusiness, startApi } from './lib.mjs';

export async function foundation() {
  const db = await freshDatabase();
  const api = await startApi(db.url);
  try {
    const business = await newBusiness(db.ds);
    const headers = { authorization: `Bearer ${business.keys.sandbox}`, 'content-type': 'application/json' };
    let counter = 0;
    return [
      await measure('POST /api/v1/coa/sales/account (distinct names)', {
        url: api.base,
        headers,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/coa/sales/account',
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `Sales ${counter++}`, description: 'bench', currency: 'USD' }) }),
          },
        ],
      }),
      await measure('GET /api/v1/coa/accounts?limit=10&page=1 (business holding the accounts created above)', {
        url: `${api.base}/api/v1/coa/accounts?limit=10&page=1`,
        headers,
      }),
    ];
  } finally {
    await api.stop();
    await db.drop();
  }
}
