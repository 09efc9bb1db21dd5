import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RateLimiterModule } from '@ledgerline/rate-limiter';
import { DatabaseModule, HealthController, type PlatformConfig } from '@ledgerline/server';
import { ApiKeyCacheModule } from './common/api-key-cache';
import { ApiKeyStrategy } from './common/api-key.strategy';
import { UnitOfWorkModule } from './database/database.module';
import { CredentialsGuard } from './common/auth.guard';
import { IdempotencyModule } from './common/idempotency';
import { ReadCacheModule } from './common/read-cache';
import { OAuthStrategy } from './common/oauth.strategy';
import { RateLimitGate } from './common/rate-limit-gate';
import { ScopeGuard } from './common/scopes';
import { AccountsModule } from './modules/accounts/accounts.module';
import { BusinessModule } from './modules/business/business.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { KeysModule } from './modules/keys/keys.module';
import { EventsModule } from './modules/events/events.module';
import { JournalEntriesModule } from './modules/journal-entries/journal-entries.module';
import { ReportsModule } from './modules/reports/reports.module';
import { CustomersModule } from './modules/customers/customers.module';
import { TaxRatesModule } from './modules/tax-rates/tax-rates.module';
import { ItemsModule } from './modules/items/items.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { SalesModule } from './modules/sales/sales.module';
import type { WebhookNetwork } from './modules/webhooks/webhook-network';
import { WebhooksModule } from './modules/webhooks/webhooks.module';

@Module({})
export class ApiModule {
  static forRoot(databaseUrl: string, config: PlatformConfig, webhookNetwork?: WebhookNetwork): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        DatabaseModule.forRoot({ url: databaseUrl, applicationName: 'ledgerline-api', poolSize: 20 }),
        UnitOfWorkModule.forRoot(config),
        RateLimiterModule.forSettings({ store: config.rateLimitStore, points: config.RATE_LIMIT_PER_MINUTE, databaseUrl, redisUrl: config.REDIS_URL }),
        ApiKeyCacheModule.forRoot(databaseUrl),
        ReadCacheModule.forRoot(config.READ_CACHE_ENTRIES),
        IdempotencyModule,
        PassportModule,
        BusinessModule,
        AccountsModule,
        KeysModule,
        IntegrationsModule,
        ConnectionsModule,
        JournalEntriesModule,
        ReportsModule,
        EventsModule,
        CustomersModule,
        TaxRatesModule,
        ItemsModule,
        InvoicesModule,
        SalesModule,
        WebhooksModule.forRoot({ databaseUrl, config, network: webhookNetwork }),
      ],
      controllers: [HealthController],
      providers: [
        ApiKeyStrategy,
        OAuthStrategy,
        { provide: APP_GUARD, useClass: CredentialsGuard },
        { provide: APP_GUARD, useClass: ScopeGuard },
        RateLimitGate,
      ],
    };
  }
}
