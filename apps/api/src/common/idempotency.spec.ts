import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { loadConfig } from '@ledgerline/server';
import { ApiModule } from '../app.module';
import { IdempotencyInterceptor } from './idempotency';

/** POST routes that may go without `@Idempotent()`, each with its reason (docs/decisions.md). None today. */
const NOT_IDEMPOTENT: string[] = [];

/** Every controller of the application, found through the modules `ApiModule` imports, however deep. */
function controllersOf(module: Type | DynamicModule, seen = new Set<unknown>()): Type[] {
  const type = 'module' in module ? module.module : module;
  if (seen.has(module)) return [];
  seen.add(module);
  const dynamic = 'module' in module ? module : undefined;
  const imports = [...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, type) as unknown[]) ?? []), ...(dynamic?.imports ?? [])];
  return [
    ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, type) as Type[]) ?? []),
    ...(dynamic?.controllers ?? []),
    ...imports.flatMap((imported) =>
      typeof imported === 'function' || (typeof imported === 'object' && imported !== null && 'module' in imported)
        ? controllersOf(imported as Type | DynamicModule, seen)
        : [],
    ),
  ];
}

/** Each route handler as `METHOD controller-path/handler-path`, with whether it carries the idempotency interceptor. */
function routes(): { route: string; method: RequestMethod; idempotent: boolean }[] {
  return controllersOf(ApiModule.forRoot('postgres://unused/db', loadConfig({}))).flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, object>)[name];
      const method = typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) : undefined;
      if (method === undefined) return [];
      const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[]) ?? [];
      const path = `${Reflect.getMetadata(PATH_METADATA, controller) as string}/${Reflect.getMetadata(PATH_METADATA, handler) as string}`;
      return [{ route: `${RequestMethod[method]} ${path.replace(/\/+$/, '')}`, method, idempotent: interceptors.includes(IdempotencyInterceptor) }];
    }),
  );
}

describe('@Idempotent()', () => {
  const all = routes();
  const posts = all.filter((route) => route.method === RequestMethod.POST);

  it('is on every POST route (docs/api.md: every POST takes Idempotency-Key), but the documented exceptions', () => {
    expect(posts.length).toBeGreaterThanOrEqual(14);
    expect(posts.filter((route) => !route.idempotent && !NOT_IDEMPOTENT.includes(route.route)).map((route) => route.route)).toEqual([]);
  });

  it('is on no other route: a route without an interceptor skips Nest’s interceptor chain', () => {
    expect(all.filter((route) => route.method !== RequestMethod.POST && route.idempotent).map((route) => route.route)).toEqual([]);
  });
});
