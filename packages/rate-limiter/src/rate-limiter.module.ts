import { DynamicModule, Global, InjectionToken, Module, ModuleMetadata, OptionalFactoryDependency } from '@nestjs/common';
import { createRateLimitStore, type RateLimitStoreKind, type RateLimitStoreSettings } from './create-rate-limit-store';
import { RATE_LIMIT_STORE } from './rate-limit-store';
import { RATE_LIMITER_OPTIONS } from './rate-limiter.options';
import type { RateLimiterModuleOptions } from './rate-limiter.options';
import { RateLimiterService } from './rate-limiter.service';

export interface RateLimiterModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  useFactory: (...args: never[]) => RateLimiterModuleOptions | Promise<RateLimiterModuleOptions>;
}

/** What the apps configure: which store, and the requests per minute of each key. */
export interface RateLimitSettings extends Omit<RateLimitStoreSettings, 'store'> {
  store: RateLimitStoreKind;
  points: number;
}

const storeProvider = {
  provide: RATE_LIMIT_STORE,
  useFactory: (options: RateLimiterModuleOptions) => options.store,
  inject: [RATE_LIMITER_OPTIONS],
};

/**
 * Global module providing `RateLimiterService` over the store given in the options, and the store
 * itself (`RATE_LIMIT_STORE`) for budgets of their own (the auth app's brute-force protection).
 */
@Global()
@Module({})
export class RateLimiterModule {
  static forRoot(options: RateLimiterModuleOptions): DynamicModule {
    return {
      module: RateLimiterModule,
      providers: [{ provide: RATE_LIMITER_OPTIONS, useValue: options }, storeProvider, RateLimiterService],
      exports: [RateLimiterService, RATE_LIMIT_STORE],
    };
  }

  static forRootAsync(options: RateLimiterModuleAsyncOptions): DynamicModule {
    return {
      module: RateLimiterModule,
      imports: options.imports ?? [],
      providers: [{ provide: RATE_LIMITER_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] }, storeProvider, RateLimiterService],
      exports: [RateLimiterService, RATE_LIMIT_STORE],
    };
  }

  /**
   * The limiter of both apps, on the store the settings name, opened at start-up. With the store
   * `off` it provides nothing: users inject `RateLimiterService` (or the store) as optional.
   */
  static forSettings({ store, points, ...connections }: RateLimitSettings): DynamicModule {
    if (store === 'off') return { module: RateLimiterModule };
    return RateLimiterModule.forRootAsync({ useFactory: async () => ({ points, store: await createRateLimitStore({ store, ...connections }) }) });
  }
}
