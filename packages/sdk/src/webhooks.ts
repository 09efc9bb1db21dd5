import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ListItem } from './types';

/** How far `webhook-timestamp` may be from now, either way, in seconds (Standard Webhooks' default). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The test event `POST /webhooks/{id}/test` sends: not in the event feed. */
export interface WebhookTestEvent {
  id: string;
  type: 'webhook.test';
  sequence: null;
  created_at: string;
  environment: 'production' | 'sandbox';
  data: { endpoint_id: string; message: string };
}

/** A delivery's body: an event as `GET /events` lists it, or the test event. */
export type WebhookEvent = ListItem<'/api/v1/events'> | WebhookTestEvent;

/** Request headers as Node's `IncomingMessage` has them, a plain object, or a fetch `Headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** Why a delivery was refused by {@link verifyWebhook}. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/**
 * Verifies a webhook delivery per Standard Webhooks and returns its parsed body: `webhook-signature`
 * must hold a `v1,` HMAC-SHA256 (base64) of `{webhook-id}.{webhook-timestamp}.{rawBody}` keyed with
 * the base64 bytes after `whsec_` (during a rotation it holds one per secret, space-separated: any
 * match passes), and `webhook-timestamp` must be within 5 minutes of now. Pass the body exactly as
 * received (a re-serialised JSON object does not verify). Throws {@link WebhookVerificationError}.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, now: Date = new Date()): WebhookEvent {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature header');
  const seconds = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(now.getTime() / 1000 - seconds) <= WEBHOOK_TOLERANCE_SECONDS))
    throw new WebhookVerificationError('webhook-timestamp is not within 5 minutes of now');

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures.split(' ').some((signature) => {
    if (!signature.startsWith('v1,')) return false;
    const given = Buffer.from(signature.slice(3), 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('No webhook-signature matches the secret');
  return JSON.parse(body.toString('utf8')) as WebhookEvent;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}
