import { randomBytes } from 'node:crypto';
import { createBusiness, newId, sealSecret, type Scope } from '@ledgerline/domain';
import { useTestDatabase } from '@ledgerline/testing';
import { scoped } from '../../database/sql';
import { Db } from '../../database/tx';
import { Transactions } from '../../database/unit-of-work';
import { WebhooksRepository, type AttemptKey, type AttemptRecord } from './webhooks.repository';

// The delivery worker reads the attempts it starts together, and records the successes that come
// back together, each in one statement across tenants: every attempt is matched on its business,
// environment and id, so that an attempt is never read or written under another tenant.

const database = useTestDatabase();
let db: Db;
let uow: Transactions;
let webhooks: WebhooksRepository;
const key = randomBytes(32);

beforeAll(() => {
  db = new Db(database.source);
  uow = new Transactions(database.source);
  webhooks = new WebhooksRepository(db);
});

/** A business's sandbox with an endpoint that is failing since an hour ago, and a queued test attempt. */
async function tenantWithAttempt(url: string): Promise<{ scope: Scope; endpointId: string; attempt: AttemptKey }> {
  const { businessId } = await createBusiness(database.source, {
    name: 'Hooks',
    email: `h-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  const scope: Scope = { businessId, environment: 'sandbox' };
  const endpointId = newId();
  return uow.run(async (tx) => {
    const secret = sealSecret(key, endpointId, 'whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQgc2VjcmV0');
    await webhooks.insert(tx, scope, { id: endpointId, url, description: null, events: ['*'], enabled: true, secret });
    await webhooks.setFailingSince(tx, scope, endpointId, new Date(Date.now() - 3_600_000));
    const delivery = await webhooks.queueTest(tx, scope, endpointId);
    return { scope, endpointId, attempt: { business_id: businessId, environment: 'sandbox', id: delivery.id } };
  });
}

const made = (attempt: AttemptKey, status: AttemptRecord['status']): AttemptRecord => ({
  ...attempt,
  status,
  responseStatus: status === 'succeeded' ? 204 : 500,
  durationMs: 3,
  error: status === 'succeeded' ? null : 'the endpoint answered 500',
  nextAttemptAt: status === 'retrying' ? new Date(Date.now() + 5000) : null,
  requestBody: '{"type":"webhook.test"}',
  responseBody: '',
});

async function failingSince(scope: Scope, endpointId: string): Promise<Date | null> {
  const q = scoped(scope);
  const [row] = await db.query<{ failing_since: Date | null }>(
    `SELECT failing_since FROM webhook_endpoints WHERE ${q.tenant()} AND id = ${q.param(endpointId)}`,
    q,
  );
  return row.failing_since;
}

describe('the attempts of several tenants in one statement', () => {
  it('reads each attempt with its own endpoint, and none under a business that does not own it', async () => {
    const a = await tenantWithAttempt('https://a.example.test/hooks');
    const b = await tenantWithAttempt('https://b.example.test/hooks');
    const stray = { ...a.attempt, business_id: b.scope.businessId };

    const rows = await webhooks.attempts(db, [a.attempt, b.attempt, stray]);

    rows.sort((x, y) => x.url.localeCompare(y.url));
    expect(rows.map((row) => [row.business_id, row.id, row.endpoint_id, row.url, row.status, row.event_type])).toEqual([
      [a.scope.businessId, a.attempt.id, a.endpointId, 'https://a.example.test/hooks', 'pending', 'webhook.test'],
      [b.scope.businessId, b.attempt.id, b.endpointId, 'https://b.example.test/hooks', 'pending', 'webhook.test'],
    ]);
  });

  it("records each outcome on its own attempt; a success ends only its own endpoint's run of failures", async () => {
    const a = await tenantWithAttempt('https://a.example.test/hooks');
    const b = await tenantWithAttempt('https://b.example.test/hooks');

    await webhooks.recordAttempts(db, [made(a.attempt, 'succeeded'), made(b.attempt, 'retrying')]);

    const [madeA] = await webhooks.deliveriesByIds(db, a.scope, [a.attempt.id]);
    const [madeB] = await webhooks.deliveriesByIds(db, b.scope, [b.attempt.id]);
    expect([madeA.status, madeA.response_status, madeA.error]).toEqual(['succeeded', 204, null]);
    expect([madeB.status, madeB.response_status, madeB.error]).toEqual(['retrying', 500, 'the endpoint answered 500']);
    expect(madeB.next_attempt_at).not.toBeNull();
    expect(await failingSince(a.scope, a.endpointId)).toBeNull();
    expect(await failingSince(b.scope, b.endpointId)).not.toBeNull();
  });

  it('writes nothing for an attempt named under another business', async () => {
    const a = await tenantWithAttempt('https://a.example.test/hooks');
    const b = await tenantWithAttempt('https://b.example.test/hooks');

    await webhooks.recordAttempts(db, [made({ ...a.attempt, business_id: b.scope.businessId }, 'succeeded')]);

    const [untouched] = await webhooks.deliveriesByIds(db, a.scope, [a.attempt.id]);
    expect(untouched.status).toBe('pending');
    expect(await failingSince(a.scope, a.endpointId)).not.toBeNull();
    expect(await failingSince(b.scope, b.endpointId)).not.toBeNull();
  });
});

describe('the daily sweep of bodies', () => {
  it('forgets the bodies of attempts queued more than 30 days ago, and keeps the newer ones', async () => {
    const old = await tenantWithAttempt('https://old.example.test/hooks');
    const recent = await tenantWithAttempt('https://recent.example.test/hooks');
    await webhooks.recordAttempts(db, [made(old.attempt, 'succeeded'), made(recent.attempt, 'succeeded')]);
    const q = scoped(old.scope);
    await db.query(`UPDATE webhook_deliveries SET created_at = now() - interval '31 days' WHERE ${q.tenant()} AND id = ${q.param(old.attempt.id)}`, q);

    await webhooks.forgetOldBodies(db);

    const [forgotten] = await webhooks.deliveriesByIds(db, old.scope, [old.attempt.id]);
    const [kept] = await webhooks.deliveriesByIds(db, recent.scope, [recent.attempt.id]);
    expect([forgotten.request_body, forgotten.response_body, forgotten.status]).toEqual([null, null, 'succeeded']);
    expect([kept.request_body, kept.response_body]).toEqual(['{"type":"webhook.test"}', '']);
  });
});
