import { Ledgerline, type Fetch } from '@ledgerline/sdk';
import { testAgent } from '@ledgerline/testing';
import { fetch as undiciFetch } from 'undici';

/** One request the SDK sent and what came back (`status` null: no answer). */
export interface Exchange {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number | null;
  headers: Record<string, string>;
  at: number;
}

/**
 * The `fetch` the SDK's e2e specs give it: undici's, with the test platform's private CA trusted
 * (as the SDK's README shows), recording every exchange in `exchanges`.
 */
export function trustingFetch(exchanges: Exchange[] = []): Fetch {
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
    exchange.status = response.status;
    exchange.headers = Object.fromEntries(response.headers);
    return response;
  };
}

/** An SDK client with `apiKey` at `baseUrl` (the platform's ephemeral port), over {@link trustingFetch}. */
export function sdk(apiKey: string, baseUrl: string, exchanges?: Exchange[]): Ledgerline {
  return new Ledgerline({ apiKey, baseUrl, fetch: trustingFetch(exchanges) });
}
