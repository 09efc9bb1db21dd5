/** A scripted `fetch` for the unit specs: answers in turn (the last one repeats) and records each request. */
export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Script = Response | Error | (() => Response | Error);

export function json(status: number, body: unknown, headers: Record<string, string> = {}): () => Response {
  return () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

export function errorEnvelope(status: number, code: string, headers: Record<string, string> = {}): () => Response {
  return json(status, { status: 'error', message: `${code} happened`, data: null, code, request_id: `req-${status}` }, headers);
}

export function fakeFetch(...scripts: Script[]): typeof fetch & { sent: Sent[] } {
  const sent: Sent[] = [];
  const scripted = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    const script = scripts[Math.min(sent.length - 1, scripts.length - 1)];
    const answer = typeof script === 'function' ? script() : script;
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof globalThis.fetch & { sent: Sent[] };
  scripted.sent = sent;
  return scripted;
}
