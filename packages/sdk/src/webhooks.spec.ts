import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { Ledgerline } from './ledgerline';
import { WebhookVerificationError } from './webhooks';

const secret = () => `whsec_${randomBytes(32).toString('base64')}`;
const body = JSON.stringify({
  id: 'evt_1',
  type: 'customer.created',
  sequence: 2,
  created_at: '2026-11-26T12:00:00.000Z',
  environment: 'sandbox',
  data: { id: 'c1' },
});

/** A delivery signed by the reference library with each secret (several: a rotation), at `at`. */
function delivery(secrets: string[], at = new Date(), payload = body): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = secrets.map((s) => new Webhook(s).sign('evt_1', at, payload)).join(' ');
  return { 'webhook-id': 'evt_1', 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

/** Both verifiers' verdicts: the parsed event, or 'refused'. */
function verdicts(payload: string, headers: Record<string, string>, key: string): unknown[] {
  const ours = () => Ledgerline.webhooks.verify(payload, headers, key);
  const reference = () => new Webhook(key).verify(payload, headers);
  return [ours, reference].map((verify) => {
    try {
      return verify();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      return 'refused';
    }
  });
}

describe('Ledgerline.webhooks.verify agrees with the standardwebhooks package', () => {
  it('accepts a valid delivery and returns its event (body as a string, a Buffer, or fetch Headers)', () => {
    const key = secret();
    const headers = delivery([key]);
    expect(verdicts(body, headers, key)).toEqual([JSON.parse(body), JSON.parse(body)]);
    expect(Ledgerline.webhooks.verify(Buffer.from(body), new Headers(headers), key)).toEqual(JSON.parse(body));
    expect(Ledgerline.webhooks.verify(body, { ...headers, 'webhook-signature': [headers['webhook-signature']] }, key)).toMatchObject({ id: 'evt_1' });
  });

  it('refuses a tampered body, id, timestamp or signature, and another secret', () => {
    const key = secret();
    const headers = delivery([key]);
    const signature = headers['webhook-signature'];
    const bytes = Buffer.from(signature.slice(3), 'base64');
    bytes[0] ^= 1;
    const flipped = `v1,${bytes.toString('base64')}`;
    const cases: [string, Record<string, string>, string][] = [
      [body.replace('c1', 'c2'), headers, key],
      [body, { ...headers, 'webhook-id': 'evt_2' }, key],
      [body, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }, key],
      [body, { ...headers, 'webhook-signature': flipped }, key],
      [body, { ...headers, 'webhook-signature': signature.replace('v1,', 'v2,') }, key],
      [body, { ...headers, 'webhook-signature': 'v1,' }, key],
      [body, headers, secret()],
    ];
    for (const [payload, tampered, k] of cases) expect(verdicts(payload, tampered, k)).toEqual(['refused', 'refused']);
    expect(() => Ledgerline.webhooks.verify(body, { 'webhook-id': 'evt_1' }, key)).toThrow(WebhookVerificationError);
  });

  it('refuses a timestamp more than 5 minutes old or ahead, and accepts one just inside', () => {
    const key = secret();
    const now = Date.now();
    expect(verdicts(body, delivery([key], new Date(now - 6 * 60_000)), key)).toEqual(['refused', 'refused']);
    expect(verdicts(body, delivery([key], new Date(now + 6 * 60_000)), key)).toEqual(['refused', 'refused']);
    expect(verdicts(body, delivery([key], new Date(now - 4 * 60_000)), key)).toEqual([JSON.parse(body), JSON.parse(body)]);
    expect(() => Ledgerline.webhooks.verify(body, delivery([key], new Date(now - 6 * 60_000)), key)).toThrow(/not within 5 minutes/);
  });

  it('during a rotation accepts the delivery with either secret, and not with a third', () => {
    const [previous, next] = [secret(), secret()];
    const headers = delivery([next, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const key of [previous, next]) expect(verdicts(body, headers, key)).toEqual([JSON.parse(body), JSON.parse(body)]);
    expect(verdicts(body, headers, secret())).toEqual(['refused', 'refused']);
  });
});
