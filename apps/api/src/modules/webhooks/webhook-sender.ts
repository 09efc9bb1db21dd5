import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Target } from '@ledgerline/domain';
import type { WebhookNetwork } from './webhook-network';

/** Request and response bodies are kept up to this many bytes (docs/webhooks.md, The delivery log). */
export const BODY_LIMIT = 8192;

/** What one attempt came to: the receiver's answer, or why there was none. */
export interface AttemptOutcome {
  status: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  /** Seconds a 429 or 503 asked us to wait (`Retry-After`, in seconds or as a date). */
  retryAfter: number | null;
}

/**
 * The Standard Webhooks signature header: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`
 * under each secret (its bytes: the base64 after `whsec_`), space-separated.
 */
export function signature(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
          .update(`${id}.${timestamp}.${body}`)
          .digest('base64')}`,
    )
    .join(' ');
}

function retryAfterSeconds(value: string | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * POSTs `body` to `target` through `network`: a connection to the checked address (TLS for https,
 * with the URL's host name for SNI and the certificate check), no redirect followed, everything
 * (connecting included) within `timeoutMs`. Never throws: a failure is an outcome.
 */
export function sendAttempt(
  network: WebhookNetwork,
  target: Target,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const outcome = (fields: Partial<AttemptOutcome>): AttemptOutcome => ({
    status: null,
    responseBody: null,
    error: null,
    retryAfter: null,
    durationMs: Date.now() - started,
    ...fields,
  });
  return new Promise((resolve) => {
    const host = target.url.hostname.replace(/^\[(.*)\]$/, '$1');
    let socket;
    try {
      socket = network.connect(target.address, target.port);
    } catch (error) {
      resolve(outcome({ error: `could not connect: ${(error as Error).message}` }));
      return;
    }
    const https = target.url.protocol === 'https:';
    const connection = https ? tlsConnect({ socket, servername: isIP(host) ? undefined : host, host }) : socket;
    const req = request({
      createConnection: () => connection,
      method: 'POST',
      path: `${target.url.pathname}${target.url.search}`,
      setHost: false,
      headers: {
        ...headers,
        host: target.url.host,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Ledgerline-Webhooks/1',
      },
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      connection.destroy();
      resolve(outcome({ error: error.message }));
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < BODY_LIMIT) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => {
        clearTimeout(timer);
        connection.destroy();
        const status = response.statusCode ?? 0;
        const header = response.headers['retry-after'];
        resolve(
          outcome({
            status,
            responseBody: Buffer.concat(chunks).subarray(0, BODY_LIMIT).toString('utf8'),
            retryAfter: status === 429 || status === 503 ? retryAfterSeconds(header, Date.now()) : null,
          }),
        );
      });
      response.on('error', (error) => req.destroy(error));
    });
    req.end(body);
  });
}
