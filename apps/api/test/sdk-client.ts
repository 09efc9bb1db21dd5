import { Ledgerline, type Fetch } from '@ledgerline/sdk';
import { OpenApiValidator, testAgent } from '@ledgerline/testing';
import { fetch as undiciFetch } from 'undici';
import { buildOpenApiDocument } from '../src/common/openapi';
import type { TestPlatform } from './harness';

/** One request the SDK sent and what came back (`status` null: no answer). */
export interface Exchange {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number | null;
  headers: Record<string, string>;
  at: number;
}

const validators = new WeakMap<TestPlatform, OpenApiValidator>();

/**
 * The `fetch` the SDK's e2e specs give it: undici's, with the test platform's private CA trusted
 * (as the SDK's README shows), recording every exchange in `exchanges`, and checking every answer
 * against the platform's OpenAPI document, as the other e2e specs' client does.
 */
export function trustingFetch(platform: TestPlatform, exchanges: Exchange[] = []): Fetch {
  if (!validators.has(platform)) validators.set(platform, new OpenApiValidator(buildOpenApiDocument(platform.app)));
  const validator = validators.get(platform)!;
  return async (input, init) => {
    const url = new URL(input);
    const exchange: Exchange = {
      method: init.method,
      path: url.pathname + url.search,
      idempotencyKey: init.headers['idempotency-key'],
      status: null,
      headers: {},
      at: Date.now(),
    };
    exchanges.push(exchange);
    const response = await undiciFetch(input, { ...init, dispatcher: testAgent() });
    const text = await response.text();
    exchange.status = response.status;
    exchange.headers = Object.fromEntries(response.headers);
    const body: unknown = exchange.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
    validator.assertResponse(init.method, url.pathname, { status: response.status, headers: exchange.headers, text, body });
    return { status: response.status, ok: response.ok, headers: response.headers, text: () => Promise.resolve(text) };
  };
}

/** An SDK client with a sandbox `apiKey` at the platform's sandbox address (an ephemeral port), over {@link trustingFetch}. */
export function sdk(platform: TestPlatform, apiKey: string, exchanges?: Exchange[]): Ledgerline {
  return new Ledgerline({ apiKey, baseUrl: platform.sandbox.baseUrl, fetch: trustingFetch(platform, exchanges) });
}
