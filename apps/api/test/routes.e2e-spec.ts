import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { createLogger, ensureTls, IS_PUBLIC, loadConfig, type RunningApp } from '@ledgerline/server';
import { createTestDatabase, OpenApiValidator, TestClient, testSetting, type TestDatabase } from '@ledgerline/testing';
import { startApi } from '../src/api';

interface Route {
  method: string;
  path: string;
}

/**
 * Served without credentials but not by a Nest controller: the documentation SwaggerModule
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
function publicRoutes(app: RunningApp['app']): Route[] {
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
      return [{ method, path: `/${[controllerPath, path].map((part) => part.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}` }];
    });
  });
}

/** Fastify answers HEAD with the GET handler, so a HEAD route is as public as its GET twin. */
function isPublic(route: Route, publicOnes: Route[]): boolean {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  return publicOnes.some((one) => one.method === method && (route.path === one.path || route.path === `${GLOBAL_PREFIX}${one.path}`));
}

let api: RunningApp;
let database: TestDatabase;
let routes: Route[];
let publicOnes: Route[];
let clients: Record<'production' | 'sandbox', TestClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: testSetting('dataDir'), PRODUCTION_PORT: '0', SANDBOX_PORT: '0' });
  api = await startApi({ config, databaseUrl: database.url, tls: await ensureTls(config), logger: createLogger('silent') });
  const [production, sandbox] = api.urls;
  const validator = new OpenApiValidator((await new TestClient(sandbox).get('/api/v1/openapi.json')).body);
  clients = { production: new TestClient(production, { validator }), sandbox: new TestClient(sandbox, { validator }) };
  routes = fastifyRoutes(api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false }));
  publicOnes = publicRoutes(api.app);
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

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
      const path = route.path.replace(/:\w+/g, SOME_ID).replace(/\*/g, 'anything');
      const response = await clients[environment].request(route.method, path, { validate: route.method !== 'HEAD' });
      const ok = response.status === 401 && (route.method === 'HEAD' || response.body?.code === 'unauthorized') && /^Bearer\b/.test(response.headers['www-authenticate'] ?? '');
      if (!ok) unguarded.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(unguarded).toEqual([]);
  });
});
