import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { buildOpenApiDocument } from './openapi';
import { RateLimitGate } from './rate-limit-gate';

/** The documentation's routes: the reference at `/docs` with its two scripts, and the document itself. */
const DOCUMENTATION = /^\/docs(\/|$)|^\/api\/v1\/openapi\.(json|yaml)$/;

/**
 * Scalar's configuration: the document from this server, system fonts (none from Scalar's font
 * host), no telemetry, no developer toolbar, no request client (it would send requests through
 * Scalar's proxy), and only the document's own code samples (`x-codeSamples`: curl and the SDK).
 */
const REFERENCE_CONFIGURATION = {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  hideClientButton: true,
  hideTestRequestButton: true,
  hiddenClients: true,
  agent: { disabled: true },
};

/** Whatever the page or a script in it asks for, only this server can answer. */
const REFERENCE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Serves the document at `/api/v1/openapi.json` (and `.yaml`) and the reference at `/docs`: Scalar's
 * standalone bundle, shipped in `@scalar/fastify-api-reference`, served from this server under a
 * name that changes with its content (`/docs/` redirects to `/docs`). Every route is unauthenticated,
 * so each request counts against the client IP's rate limit; any other path under `/docs` is an
 * unknown path (404).
 */
export function mountOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  const rateLimit = app.get(RateLimitGate);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if (DOCUMENTATION.test(route.url)) route.onRequest = [route.onRequest ?? []].flat().concat((request, reply) => rateLimit.countIp(request, reply));
  });
  SwaggerModule.setup('docs', app, document, { ui: false, jsonDocumentUrl: 'api/v1/openapi.json', yamlDocumentUrl: 'api/v1/openapi.yaml' });

  const bundle = readFileSync(join(dirname(require.resolve('@scalar/fastify-api-reference')), 'js', 'standalone.js'));
  const bundlePath = `/docs/scalar-${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.js`;
  const script = (reply: FastifyReply, body: string | Buffer, cache: string) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', cache).header('x-content-type-options', 'nosniff').send(body);
  fastify.get(bundlePath, (_request, reply) => script(reply, bundle, 'public, max-age=31536000, immutable'));
  fastify.get('/docs/reference.js', (_request, reply) =>
    script(reply, `Scalar.createApiReference('#app', ${JSON.stringify(REFERENCE_CONFIGURATION)});\n`, 'no-cache'),
  );
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ledgerline API reference</title><link rel="icon" href="data:,"></head>
<body><div id="app"></div><script src="${bundlePath}"></script><script src="/docs/reference.js"></script></body></html>
`;
  fastify.get('/docs/', (_request, reply) => reply.redirect('/docs', 301));
  fastify.get('/docs', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', REFERENCE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache')
      .send(page),
  );
}
