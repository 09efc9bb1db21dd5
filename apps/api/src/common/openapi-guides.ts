import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Short guides, shown by the reference as the sections of its introduction. Each gives the few
 * rules a first call needs and names the page of the repository's docs/ that has all of them.
 */
const GUIDES = `
## Quick start

\`npm start\` prints the demo business's two API keys once, on the first start. The sandbox is at
\`https://localhost:8444\` (production at \`:8443\`), over HTTPS with a certificate from a local CA in
\`.data/tls/ca.crt\`:

\`\`\`bash
curl --cacert .data/tls/ca.crt -H 'Authorization: Bearer sk_test_…' \\
  https://localhost:8444/api/v1/business
\`\`\`

With the TypeScript SDK (\`@ledgerline/sdk\`, run with \`NODE_EXTRA_CA_CERTS=.data/tls/ca.crt\` for the local CA):

\`\`\`ts
import { Ledgerline } from '@ledgerline/sdk';

// A sk_test_ key calls the sandbox.
const ll = new Ledgerline({ apiKey: 'sk_test_…' });
const customer = await ll.customers.create({ name: 'Ada Okafor' });
\`\`\`

Every operation below has both samples. The README walks through a first sale.

## Authentication

- **Mode A, the API key:** \`Authorization: Bearer sk_test_…\` at the sandbox address, \`sk_live_…\` at
  production. The address is the environment: a key sent to the other one is 401.
- **Mode B, OAuth 2.0:** an integration acting for a business sends its access token
  (\`Authorization: Bearer …\`) and its own API key (\`secret_key\` header). A call outside the token's
  scopes is 403. Key roll, integrations and connections take mode A only.

docs/api.md, Authentication, has the OAuth flow and the scopes.

## Pagination

Lists take \`limit\` (1–100, default 10) and \`page\`, and answer with \`pagination\`. For long syncs send
\`pagination.next_cursor\` back as \`cursor\` (null on the last page). \`GET /events\` pages by sequence
with \`after\`. The SDK's \`list\` methods page for you: \`for await (const sale of ll.sales.list())\`.
docs/api.md, Lists.

## Idempotency and versions

Send \`Idempotency-Key\` on a POST: a retry with the same key and body within 24 hours gets the first
answer again, with \`Idempotent-Replayed: true\`; the same key with another body is 409
\`idempotency_key_reused\`. The SDK sends a key with every POST and reuses it when it retries.
A record's answer carries its \`ETag\`; a PUT or DELETE with an \`If-Match\` that is no longer current is
412 \`version_conflict\`. docs/api.md, Limits and traffic safety.

## Errors

Every non-2xx answer is \`{status: "error", message, data: null, code, errors?, request_id}\`: branch on
\`code\` (the \`ErrorEnvelope\` schema lists them all), read \`errors\` for the fields of a 400, and quote
\`request_id\` (also the \`X-Request-Id\` header) when you ask for help. docs/api.md, The envelope and
Status codes.

## Rate limits

500 requests a minute per business and environment by default, mode A and B together. Answers carry
\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 carries \`Retry-After\`, which
the SDK waits for before it retries. Calls without valid credentials, this reference included, count
per client address. docs/api.md, Limits and traffic safety.

## Webhooks

\`POST /webhooks\` with a \`url\` and the \`events\` to send answers with the endpoint's \`secret\`, shown
only then. Each event is POSTed at least once, signed per Standard Webhooks (\`webhook-id\`,
\`webhook-timestamp\`, \`webhook-signature\`): verify it with \`Ledgerline.webhooks.verify(rawBody,
headers, secret)\` and deduplicate on \`webhook-id\`. Failed deliveries are retried on a schedule and
logged; \`POST /webhooks/{id}/recover\` re-sends what an endpoint missed. docs/webhooks.md.
`;

/** Appends the guides to the document's description. */
export function applyGuides(document: OpenAPIObject): void {
  document.info.description = `${document.info.description ?? ''}\n${GUIDES}`;
}
