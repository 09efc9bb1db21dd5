import { LedgerlineError } from './errors';
import { backoffMs, RETRYABLE_STATUSES, retryAfterMs } from './retry';
import type { FieldError } from './types';

/** The production base address (an `sk_live_…` key's default). */
export const PRODUCTION_BASE_URL = 'https://localhost:8443';
/** The sandbox base address (an `sk_test_…` key's default). */
export const SANDBOX_BASE_URL = 'https://localhost:8444';

/** What the client needs of `fetch`: the global one, undici's (e.g. with a `dispatcher`), or any function of this shape. */
export type Fetch = (url: string, init: FetchInit) => Promise<FetchResponse>;
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}
export interface FetchResponse {
  status: number;
  ok: boolean;
  headers: Iterable<[string, string]>;
  text(): Promise<string>;
}

export interface LedgerlineOptions {
  /** Mode A: the business's secret API key (`sk_live_…` or `sk_test_…`). */
  apiKey?: string;
  /** Mode B: an OAuth 2.0 access token (`llat_…`) issued to your integration, sent with `secretKey`. */
  accessToken?: string;
  /** Mode B: your integration's secret key (its business's API key of the same environment). */
  secretKey?: string;
  /** The base address, without `/api/v1`. Default: from the key's environment (`sk_live_` → production, `sk_test_` → sandbox). */
  baseUrl?: string;
  /** How many times a failed request is retried (default 2; 0 turns retries off). */
  maxRetries?: number;
  /** How long one attempt may take, answer included, in milliseconds (default 60000). */
  timeoutMs?: number;
  /** The longest `Retry-After` waited for, in seconds (default 60). A longer one throws the error at once. */
  maxRetryAfter?: number;
  /** The `fetch` to send requests with (default: the global one), e.g. one with a dispatcher trusting a private CA. */
  fetch?: Fetch;
}

export interface RequestOptions {
  /** For a POST: the key that makes retrying it safe (default: a new random UUID per call, reused on its retries). */
  idempotencyKey?: string;
  /** For a PUT or DELETE: the record's `version` (or its ETag) the change is based on; a stale one is 412 `version_conflict`. */
  ifMatch?: number | string;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined | null;

export interface Call {
  method: HttpMethod;
  /** A path of the document, `{name}` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  options?: RequestOptions;
}

/** Sends calls with authentication, idempotency keys, timeouts and retries; answers parsed, errors thrown as {@link LedgerlineError}. */
export class HttpClient {
  private readonly baseUrl: string;
  private readonly auth: Record<string, string>;
  private readonly maxRetries: number;
  private readonly timeoutMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly fetch: Fetch;

  constructor(options: LedgerlineOptions) {
    const { apiKey, accessToken, secretKey } = options;
    if (apiKey !== undefined && (accessToken !== undefined || secretKey !== undefined))
      throw new TypeError('Ledgerline: give apiKey (mode A) or accessToken with secretKey (mode B), not both');
    if (apiKey === undefined && (accessToken === undefined || secretKey === undefined))
      throw new TypeError('Ledgerline: give apiKey (mode A), or accessToken and secretKey together (mode B)');
    this.auth = apiKey !== undefined ? { authorization: `Bearer ${apiKey}` } : { authorization: `Bearer ${accessToken}`, secret_key: secretKey! };
    this.baseUrl = (options.baseUrl ?? defaultBaseUrl(apiKey ?? secretKey!)).replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? 2;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxRetryAfterMs = (options.maxRetryAfter ?? 60) * 1000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The answer's parsed JSON body (or its text, for a text answer such as the ledger export). */
  async send(call: Call): Promise<unknown> {
    const url = this.url(call);
    const headers: Record<string, string> = { ...this.auth };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.method === 'POST') headers['idempotency-key'] = call.options?.idempotencyKey ?? globalThis.crypto.randomUUID();
    const ifMatch = call.options?.ifMatch;
    if (ifMatch !== undefined) headers['if-match'] = typeof ifMatch === 'number' ? `"${ifMatch}"` : ifMatch;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);

    for (let retry = 1; ; retry++) {
      const answer = await this.attempt(url, { method: call.method, headers, body });
      if (!(answer instanceof LedgerlineError)) return answer;
      const wait = this.retryWait(answer, call.method, headers['idempotency-key'], retry);
      if (wait === undefined) throw answer;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * How long to wait before retry number `retry`, or undefined to throw `error` now: when retries
   * are spent, the failure is not worth retrying, a POST has no idempotency key (it could be applied
   * twice), or the server asks to wait longer than `maxRetryAfter`.
   */
  private retryWait(error: LedgerlineError, method: HttpMethod, idempotencyKey: string | undefined, retry: number): number | undefined {
    if (retry > this.maxRetries || !retryable(error, method, idempotencyKey)) return undefined;
    const asked = retryAfterMs(error.headers['retry-after'] ?? null, Date.now());
    if (asked === undefined) return backoffMs(retry);
    return asked <= this.maxRetryAfterMs ? asked : undefined;
  }

  /** One request: the parsed success answer, or the failure as an error (returned, for the retry decision). */
  private async attempt(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<unknown> {
    let response: FetchResponse;
    let text: string;
    try {
      response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      text = await response.text();
    } catch (cause) {
      return (cause as Error | undefined)?.name === 'TimeoutError'
        ? new LedgerlineError({ code: 'timeout', message: `No answer from ${init.method} ${url} within ${this.timeoutMs} ms`, cause })
        : new LedgerlineError({ code: 'connection_error', message: `${init.method} ${url} failed: ${(cause as Error | undefined)?.message ?? cause}`, cause });
    }
    const headers = Object.fromEntries(response.headers);
    const json = (headers['content-type'] ?? '').includes('json') ? parseJson(text) : undefined;
    if (response.ok) {
      if (json !== undefined) return json;
      if ((headers['content-type'] ?? '').startsWith('text/')) return text;
    } else if (isErrorEnvelope(json)) {
      return new LedgerlineError({
        status: response.status,
        code: json.code,
        message: json.message,
        errors: json.errors,
        requestId: json.request_id ?? headers['x-request-id'],
        headers,
        body: json,
      });
    }
    return new LedgerlineError({
      status: response.status,
      code: 'invalid_response',
      message: `${init.method} ${url} answered ${response.status} with a body that is not the API's envelope`,
      requestId: headers['x-request-id'],
      headers,
    });
  }

  private url(call: Call): string {
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries((call.query ?? {}) as Record<string, QueryValue>)) {
      if (value !== undefined && value !== null) query.append(name, String(value));
    }
    const search = query.size > 0 ? `?${query}` : '';
    return `${this.baseUrl}${path}${search}`;
  }
}

function defaultBaseUrl(key: string): string {
  if (key.startsWith('sk_live_')) return PRODUCTION_BASE_URL;
  if (key.startsWith('sk_test_')) return SANDBOX_BASE_URL;
  throw new TypeError('Ledgerline: the key is neither sk_live_… nor sk_test_…; give baseUrl');
}

/** Worth another attempt: no answer or a {@link RETRYABLE_STATUSES} status, and for a POST only with its idempotency key. */
export function retryable(error: LedgerlineError, method: HttpMethod, idempotencyKey: string | undefined): boolean {
  if (method === 'POST' && !idempotencyKey) return false;
  return error.status === undefined || RETRYABLE_STATUSES.has(error.status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ErrorEnvelope {
  status: 'error';
  code: string;
  message: string;
  errors?: FieldError[];
  request_id?: string;
  [field: string]: unknown;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const envelope = body as Partial<ErrorEnvelope> | undefined;
  return envelope?.status === 'error' && typeof envelope.code === 'string' && typeof envelope.message === 'string';
}
