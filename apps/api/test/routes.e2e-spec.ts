import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '@ledgerline/server';
import type { TestResponse } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

interface Route {
  method: string;
  path: string;
}

/**
 * Served without credentials but not by a Nest controller: the documentation `mountOpenApi`
 * mounts. Anything else Fastify serves must be a Nest route, guarded unless `@Public()`.
 */
const DOCUMENTATION = [/^\/docs(\/|$)/, /^\/api\/v1\/openapi\.(json|yaml)$/];
const GLOBAL_PREFIX = '/api/v1';
const SOME_ID = '01a1fd75-8e74-758e-9a80-b3f5b522fcf3';

/** Every (method, path) in Fastify's route tree, e.g. `├── /api/v1/coa/accounts (GET, HEAD, POST)`. */
function fastifyRoutes(tree: string): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n').filter((text) => text.trim() !== '')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`cannot read this line of printRoutes(): ${line}`);
    segments.length = match[1].length / 4;
    segments.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: segments.join('') });
  }
  return routes;
}

/** The routes whose handler or controller is marked `@Public()`, read as the global guard reads them. */
function publicRoutes(app: TestPlatform['app']): Route[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  return new DiscoveryService(app.get(ModulesContainer)).getControllers().flatMap(({ metatype }) => {
    if (!metatype) return [];
    const controllerPath = Reflect.getMetadata(PATH_METADATA, metatype) as string;
    return scanner.getAllMethodNames(metatype.prototype).flatMap((name) => {
      const handler = metatype.prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined || !reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype])) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      return [
        {
          method,
          path: `/${[controllerPath, path]
            .map((part) => part.replace(/^\/|\/$/g, ''))
            .filter(Boolean)
            .join('/')}`,
        },
      ];
    });
  });
}

/** Fastify answers HEAD with the GET handler, so a HEAD route is as public as its GET twin. */
function isPublic(route: Route, publicOnes: Route[]): boolean {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  return publicOnes.some((one) => one.method === method && (route.path === one.path || route.path === `${GLOBAL_PREFIX}${one.path}`));
}

let platform: TestPlatform;
let routes: Route[];
let publicOnes: Route[];

beforeAll(async () => {
  platform = await startTestPlatform();
  routes = fastifyRoutes(platform.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false }));
  publicOnes = publicRoutes(platform.app);
});
afterAll(() => platform.close());

/** A concrete path of a route: parameters filled with `id`, a wildcard with `anything`. */
const concrete = (route: Route, id = SOME_ID) => route.path.replace(/:\w+/g, id).replace(/\*/g, 'anything');

describe('the router', () => {
  it('is read completely: the known routes are all found', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/v1/business' },
        { method: 'POST', path: '/api/v1/keys/roll' },
        { method: 'GET', path: '/api/v1/coa/accounts' },
        { method: 'PUT', path: '/api/v1/coa/accounts/:id' },
        { method: 'DELETE', path: '/api/v1/coa/sales/account/:id' },
        { method: 'GET', path: '/healthz' },
        { method: 'GET', path: '/docs' },
      ]),
    );
  });

  it('finds every @Public() route among the served ones, and only the health checks are public', () => {
    expect(publicOnes.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: '/readyz' },
    ]);
    for (const route of publicOnes) expect(routes.some((served) => served.method === route.method && isPublic(served, [route]))).toBe(true);
  });

  it.each(['production', 'sandbox'] as const)('answers 401 without credentials on every route that is not @Public() (%s address)', async (environment) => {
    const guarded = routes.filter((route) => !isPublic(route, publicOnes) && !DOCUMENTATION.some((pattern) => pattern.test(route.path)));
    expect(guarded.length).toBeGreaterThanOrEqual(12);
    const unguarded: string[] = [];
    for (const route of guarded) {
      const response = await platform[environment].request(route.method, concrete(route), { validate: route.method !== 'HEAD' });
      const ok =
        response.status === 401 &&
        (route.method === 'HEAD' || response.body?.code === 'unauthorized') &&
        /^Bearer\b/.test(response.headers['www-authenticate'] ?? '');
      if (!ok) unguarded.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(unguarded).toEqual([]);
  });
});

describe('a served path asked with a method it does not serve', () => {
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

  it.each(['production', 'sandbox'] as const)(
    'is 405 method_not_allowed with Allow listing exactly the methods of the path, with or without credentials (%s address)',
    async (environment) => {
      const business = await platform.createBusiness();
      const byPath = new Map<string, Set<string>>();
      for (const route of routes) byPath.set(route.path, (byPath.get(route.path) ?? new Set()).add(route.method));
      expect(byPath.size).toBeGreaterThanOrEqual(30);
      const wrong: string[] = [];
      for (const [path, methods] of byPath) {
        const allow = [...methods].sort().join(', ');
        for (const method of METHODS.filter((one) => !methods.has(one))) {
          for (const client of [platform[environment], business[environment]]) {
            const response = await client.request(method, concrete({ method, path }));
            const ok =
              response.status === 405 &&
              response.body.code === 'method_not_allowed' &&
              response.headers.allow === allow &&
              response.body.request_id === response.headers['x-request-id'];
            if (!ok) wrong.push(`${method} ${path} → ${response.status} ${response.body?.code} Allow: ${response.headers.allow}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(METHODS)('a path no route serves stays 404 not_found for %s', async (method) => {
    for (const path of ['/api/v1/nope', '/api/v1/sales/x/y/z', '/nope']) {
      const response = await platform.sandbox.request(method, path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 'error', code: 'not_found', data: null });
      expect(response.headers.allow).toBeUndefined();
    }
  });
});

describe('path ids', () => {
  it('a malformed id, an id of 150 characters and an unknown id get the same answer on every by-id route: the resource "not found"', async () => {
    const business = await platform.createBusiness();
    const byId = routes.filter((route) => route.path.includes(':id') && route.method !== 'HEAD');
    expect(byId.length).toBeGreaterThanOrEqual(30);
    const answer = (response: TestResponse) => `${response.status} ${response.body.code} ${response.body.message}`;
    const different: string[] = [];
    const messages = new Set<string>();
    for (const route of byId) {
      const send = (id: string) =>
        business.sandbox.request(route.method, concrete(route, id), { body: ['POST', 'PUT'].includes(route.method) ? {} : undefined });
      const unknown = await send(SOME_ID);
      for (const id of ['not-an-id', 'a'.repeat(150), `${SOME_ID}x`]) {
        const other = await send(id);
        if (answer(other) !== answer(unknown))
          different.push(`${route.method} ${route.path} with ${id.slice(0, 12)}…: ${answer(other)}, unknown id: ${answer(unknown)}`);
      }
      if (unknown.status === 404) messages.add(unknown.body.message);
    }
    expect(different).toEqual([]);
    for (const message of messages) expect(message).toMatch(/^(?!Record )[A-Z][a-z ]+ not found$/);
    expect([...messages]).toEqual(
      expect.arrayContaining([
        'Account not found',
        'Sales account not found',
        'Customer not found',
        'Item not found',
        'Tax rate not found',
        'Sale not found',
        'Invoice not found',
        'Payment not found',
        'Journal entry not found',
        'Connection not found',
        'Integration not found',
      ]),
    );
  });
});
