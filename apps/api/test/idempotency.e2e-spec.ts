import { ACCOUNTS, SALES_ACCOUNTS, type TestClient, type TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { inParallel, writeSnapshot } from './traffic';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

function post(client: TestClient, path: string, body: object, key: string): Promise<TestResponse> {
  return client.post(path, body, withKey(key));
}

async function accountsNamed(business: TestBusiness, name: string): Promise<{ id: string; environment: string }[]> {
  return platform.db.query('SELECT id, environment FROM accounts WHERE business_id = $1 AND name = $2', [business.businessId, name]);
}

async function stored(business: TestBusiness, key: string): Promise<{ status: number | null; response: unknown; age: number } | undefined> {
  const [row] = await platform.db.query(
    'SELECT status, response, extract(epoch FROM now() - created_at) AS age FROM idempotency_keys WHERE business_id = $1 AND key = $2',
    [business.businessId, key],
  );
  return row && { ...row, age: Number(row.age) };
}

describe('Idempotency-Key on POST', () => {
  it('runs the first request, keeps its response 24 h, and replays it to a retry with the same body', async () => {
    const business = await platform.createBusiness();
    const body = { name: 'Replayed', description: 'first', currency: 'eur' };
    const first = await post(business.sandbox, SALES_ACCOUNTS, body, 'create-replayed-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await post(business.sandbox, SALES_ACCOUNTS, { currency: 'eur', description: 'first', name: 'Replayed' }, 'create-replayed-1');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.etag).toBe(first.headers.etag);
    expect(await accountsNamed(business, 'Replayed')).toHaveLength(1);
    expect(await stored(business, 'create-replayed-1')).toMatchObject({ status: 201, response: first.body, age: expect.any(Number) });
  });

  it('answers 409 idempotency_key_reused to the key with another body, path or method, and writes nothing', async () => {
    const business = await platform.createBusiness();
    const first = await post(business.sandbox, SALES_ACCOUNTS, { name: 'Original' }, 'reused-key');
    expect(first.status).toBe(201);
    const before = await writeSnapshot(platform.db, business.businessId);
    for (const [path, body] of [
      [SALES_ACCOUNTS, { name: 'Different' }],
      [SALES_ACCOUNTS, { name: 'Original', description: 'more' }],
      [ACCOUNTS, { name: 'Original' }],
    ] as const) {
      const reused = await post(business.sandbox, path, body, 'reused-key');
      expect(reused.status).toBe(409);
      expect(reused.body).toMatchObject({ status: 'error', code: 'idempotency_key_reused', data: null });
    }
    expect(await writeSnapshot(platform.db, business.businessId)).toEqual(before);
  });

  it('scopes keys to the business and the environment', async () => {
    const business = await platform.createBusiness();
    const other = await platform.createBusiness();
    const body = { name: 'Scoped' };
    const ids = new Set<string>();
    for (const client of [business.sandbox, business.production, other.sandbox]) {
      const response = await post(client, SALES_ACCOUNTS, body, 'same-key-everywhere');
      expect(response.status).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      ids.add(response.body.data.id);
    }
    expect(ids.size).toBe(3);
  });

  it('gives one record for racing duplicates: one runs, the others wait and replay it', async () => {
    const business = await platform.createBusiness();
    const responses = await inParallel(12, 12, () => post(business.sandbox, SALES_ACCOUNTS, { name: 'Raced' }, 'raced-key'));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await accountsNamed(business, 'Raced')).toHaveLength(1);
  });

  it('takes keys of 1 to 255 printable characters; longer, empty or unprintable keys are 400 and write nothing', async () => {
    const business = await platform.createBusiness();
    expect((await post(business.sandbox, SALES_ACCOUNTS, { name: 'Long key' }, 'k'.repeat(255))).status).toBe(201);
    const before = await writeSnapshot(platform.db, business.businessId);
    for (const key of ['k'.repeat(256), '', 'caf\u00e9']) {
      const refused = await post(business.sandbox, SALES_ACCOUNTS, { name: `Refused ${key.length}` }, key);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'Idempotency-Key', message: expect.any(String) }] });
    }
    expect(await writeSnapshot(platform.db, business.businessId)).toEqual(before);
  });

  it('keeps and replays a 4xx the handler raised (a name conflict), with a fresh request id', async () => {
    const business = await platform.createBusiness();
    const taken = (await post(business.sandbox, SALES_ACCOUNTS, { name: 'Taken' }, 'taken-1')).body.data;
    const conflict = await post(business.sandbox, SALES_ACCOUNTS, { name: 'taken' }, 'conflict-key');
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'conflict', existing_id: taken.id });
    expect(await stored(business, 'conflict-key')).toMatchObject({ status: 409 });

    expect((await business.sandbox.delete(`${SALES_ACCOUNTS}/${taken.id}`)).status).toBe(200);
    const replayed = await post(business.sandbox, SALES_ACCOUNTS, { name: 'taken' }, 'conflict-key');
    expect(replayed.status).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect({ ...replayed.body, request_id: undefined }).toEqual({ ...conflict.body, request_id: undefined });
    expect(replayed.body.request_id).toBe(replayed.headers['x-request-id']);
    expect(replayed.body.request_id).not.toBe(conflict.body.request_id);
    expect(await accountsNamed(business, 'taken')).toHaveLength(0);
  });

  it('does not keep a validation failure: the key stays free for the corrected request', async () => {
    const business = await platform.createBusiness();
    const invalid = await post(business.sandbox, SALES_ACCOUNTS, { name: '' }, 'fix-and-retry');
    expect(invalid.status).toBe(400);
    expect(await stored(business, 'fix-and-retry')).toBeUndefined();
    const fixed = await post(business.sandbox, SALES_ACCOUNTS, { name: 'Fixed' }, 'fix-and-retry');
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not keep a 5xx: a retry runs again', async () => {
    const business = await platform.createBusiness();
    await platform.db.query('ALTER TABLE accounts RENAME TO accounts_away');
    let failed: TestResponse;
    try {
      failed = await post(business.sandbox, SALES_ACCOUNTS, { name: 'After the fault' }, 'fault-key');
    } finally {
      await platform.db.query('ALTER TABLE accounts_away RENAME TO accounts');
    }
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe('internal_error');
    expect(await stored(business, 'fault-key')).toBeUndefined();
    const retry = await post(business.sandbox, SALES_ACCOUNTS, { name: 'After the fault' }, 'fault-key');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    const business = await platform.createBusiness();
    expect((await post(business.sandbox, SALES_ACCOUNTS, { name: 'Yesterday' }, 'daily-key')).status).toBe(201);
    await platform.db.query("UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 second' WHERE business_id = $1", [business.businessId]);
    const today = await post(business.sandbox, SALES_ACCOUNTS, { name: 'Today' }, 'daily-key');
    expect(today.status).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(business, 'daily-key')).toMatchObject({ status: 201, response: today.body });
  });

  it('makes a duplicate wait while the first request runs, then replays its outcome', async () => {
    const business = await platform.createBusiness();
    const first = await post(business.sandbox, SALES_ACCOUNTS, { name: 'In flight' }, 'flight-key');
    const running = "UPDATE idempotency_keys SET status = NULL, response = NULL WHERE business_id = $1 AND key = 'flight-key'";
    await platform.db.query(running, [business.businessId]);
    const waiting = post(business.sandbox, SALES_ACCOUNTS, { name: 'In flight' }, 'flight-key');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await platform.db.query("UPDATE idempotency_keys SET status = 201, response = $2 WHERE business_id = $1 AND key = 'flight-key'", [
      business.businessId,
      first.body,
    ]);
    const replayed = await waiting;
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);
  });

  it('answers 409 conflict when the first request is still running after 5 s, and writes nothing', async () => {
    const business = await platform.createBusiness();
    expect((await post(business.sandbox, SALES_ACCOUNTS, { name: 'Stuck' }, 'stuck-key')).status).toBe(201);
    await platform.db.query("UPDATE idempotency_keys SET status = NULL, response = NULL WHERE business_id = $1 AND key = 'stuck-key'", [business.businessId]);
    const before = await writeSnapshot(platform.db, business.businessId);
    const started = Date.now();
    const stuck = await post(business.sandbox, SALES_ACCOUNTS, { name: 'Stuck' }, 'stuck-key');
    expect(stuck.status).toBe(409);
    expect(stuck.body.code).toBe('conflict');
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    expect(await writeSnapshot(platform.db, business.businessId)).toEqual(before);
  });

  it('takes over a key whose first request was abandoned (its process died) a minute ago', async () => {
    const business = await platform.createBusiness();
    await platform.db.query(
      "INSERT INTO idempotency_keys (business_id, environment, key, fingerprint, created_at) VALUES ($1, 'sandbox', 'abandoned-key', 'x', now() - interval '61 seconds')",
      [business.businessId],
    );
    const response = await post(business.sandbox, SALES_ACCOUNTS, { name: 'Recovered' }, 'abandoned-key');
    expect(response.status).toBe(201);
    expect(await accountsNamed(business, 'Recovered')).toHaveLength(1);
  });

  it('does not keep the secret of a key roll: the response is not stored, and a retry is 409', async () => {
    const business = await platform.createBusiness();
    const rolled = await post(business.sandbox, '/api/v1/keys/roll', {}, 'roll-once');
    expect(rolled.status).toBe(201);
    const newKey: string = rolled.body.data.key;
    expect(await stored(business, 'roll-once')).toMatchObject({ status: 201, response: null });
    expect(JSON.stringify(await platform.db.query('SELECT * FROM idempotency_keys WHERE business_id = $1', [business.businessId]))).not.toContain(newKey);

    expect((await post(business.sandbox, '/api/v1/keys/roll', {}, 'roll-once')).status).toBe(401);
    const retry = await post(platform.sandbox.as(newKey), '/api/v1/keys/roll', {}, 'roll-once');
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ code: 'conflict', message: expect.stringMatching(/secret/) });
    expect((await platform.sandbox.as(newKey).get('/api/v1/business')).status).toBe(200);
  });

  it('guards every POST route: a malformed key is refused before the request runs', async () => {
    const business = await platform.createBusiness();
    const document = (await platform.sandbox.get('/api/v1/openapi.json', { validate: false })).body;
    const paths = Object.keys(document.paths).filter((path) => document.paths[path].post);
    expect(paths.length).toBeGreaterThanOrEqual(14);
    const unguarded: string[] = [];
    for (const path of paths) {
      const response = await post(business.sandbox, path.replace(/\{\w+\}/g, '01a1fd75-8e74-758e-9a80-b3f5b522fcf3'), {}, 'k'.repeat(256));
      if (response.status !== 400 || response.body.errors?.[0]?.field !== 'Idempotency-Key') unguarded.push(`${path} → ${response.status}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('is documented on every POST of the OpenAPI document', async () => {
    const document = (await platform.sandbox.get('/api/v1/openapi.json', { validate: false })).body;
    const posts = Object.values<Record<string, { parameters?: object[] }>>(document.paths).flatMap((item) => (item.post ? [item.post] : []));
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const operation of posts) expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
  });
});
