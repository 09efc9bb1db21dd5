import { DomainError } from '@ledgerline/envelope';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

/**
 * Keeps a copy of the route table in find-my-way (Fastify's own router, given the same options),
 * because Fastify's router only says "not found", and returns the check of the not-found path: a
 * path some route serves, asked with another method, is 405 `method_not_allowed` with an `Allow`
 * header listing the methods it has (HEAD wherever GET is: Fastify answers it). A path no route
 * serves passes on to its 404.
 */
export function methodNotAllowed(fastify: FastifyInstance, routerOptions: FindMyWay.Config<FindMyWay.HTTPVersion.V1>): (method: string, url: string) => void {
  const routes = FindMyWay(routerOptions);
  const methods = new Set<FindMyWay.HTTPMethod>();
  fastify.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat() as FindMyWay.HTTPMethod[]) {
      methods.add(one);
      if (!routes.hasRoute(one, url)) routes.on(one, url, () => undefined);
    }
  });
  return (method, url) => {
    const allowed = [...methods].filter((one) => routes.find(one, url)).sort();
    if (allowed.length === 0) return;
    throw new DomainError('method_not_allowed', `${method} is not allowed here; this path allows ${allowed.join(', ')}`, {
      headers: { allow: allowed.join(', ') },
    });
  };
}
