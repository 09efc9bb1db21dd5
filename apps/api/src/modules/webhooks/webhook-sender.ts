import { createHmac } from 'node:crypto';
import { Agent, request, type ClientRequest } from 'node:http';
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
 * The connections to receivers, kept open between attempts (keep-alive): one pool per checked
 * address, port and TLS server name, each connection opened through `network` to the address
 * that was checked, never to a name. An idle connection is closed after `IDLE_MS`, before the
 * usual servers' keep-alive timeout (5 s) could close it under a new request.
 */
export function receiverConnections(network: WebhookNetwork): Agent {
  const agent = new Agent({ keepAlive: true, timeout: IDLE_MS });
  agent.getName = (options) => `${options?.host}:${options?.port}:${(options as ConnectOptions).tlsName ?? ''}`;
  agent.createConnection = (options) => {
    const { host, port, tlsName } = options as ConnectOptions;
    const socket = network.connect(host, port);
    return tlsName === undefined ? socket : tlsConnect({ socket, servername: isIP(tlsName) ? undefined : tlsName, host: tlsName });
  };
  return agent;
}

const IDLE_MS = 4000;

/** What `receiverConnections` is asked for: the checked address and port, and for https the URL's host name (TLS). */
interface ConnectOptions {
  host: string;
  port: number;
  /** (Not `servername`, which Node's agent fills in from the Host header for plain http too.) */
  tlsName?: string;
}

/**
 * POSTs `body` to `target` over `connections` (TLS for https, with the URL's host name for SNI and
 * the certificate check), no redirect followed, everything (connecting included) within
 * `timeoutMs`. Never throws: a failure is an outcome.
 */
export function sendAttempt(connections: Agent, target: Target, headers: Record<string, string>, body: string, timeoutMs: number): Promise<AttemptOutcome> {
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
    const connect: ConnectOptions = {
      host: target.address,
      port: target.port,
      tlsName: target.url.protocol === 'https:' ? target.url.hostname.replace(/^\[(.*)\]$/, '$1') : undefined,
    };
    let req: ClientRequest;
    try {
      req = request({
        agent: connections,
        ...connect,
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
    } catch (error) {
      // The connector refused the address.
      resolve(outcome({ error: `could not connect: ${(error as Error).message}` }));
      return;
    }
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
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
