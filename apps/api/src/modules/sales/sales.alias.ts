import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * `{base_url}/sales` is an alias of `/api/v1/sales` (docs/api.md, Resources). The global prefix's
 * `exclude` cannot tell two routes with one path apart, so the alias is a Fastify route that
 * hands the same request to the router again under the prefix: guards, validation and the
 * response are exactly those of `GET /api/v1/sales`.
 */
export function serveSalesAlias(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/sales', (request, reply) => {
    reply.hijack();
    request.raw.url = `/api/v1${request.raw.url}`;
    fastify.routing(request.raw, reply.raw);
  });
}
