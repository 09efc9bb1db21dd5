import { DynamicModule, Module } from '@nestjs/common';
import { RateLimiterModule } from '@ledgerline/rate-limiter';
import { DatabaseModule, HealthController, type PlatformConfig } from '@ledgerline/server';
import { IssuerModule } from './common/issuer';
import { OpenApiController } from './openapi';
import { AuthorizeModule } from './modules/authorize/authorize.module';
import { ConsentModule } from './modules/consent/consent.module';
import { OwnerWebhookSettingsModule } from './modules/owners/owner-webhooks';
import { OwnersModule } from './modules/owners/owners.module';
import { TokenModule } from './modules/token/token.module';

/** The OAuth 2.0 authorization server and the owner's pages (sign-up, log-in, consent, account). */
@Module({})
export class AuthModule {
  static forRoot(databaseUrl: string, config: PlatformConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        DatabaseModule.forRoot({ url: databaseUrl, applicationName: 'ledgerline-auth', poolSize: 5 }),
        RateLimiterModule.forSettings({ store: config.rateLimitStore, points: config.RATE_LIMIT_PER_MINUTE, databaseUrl, redisUrl: config.REDIS_URL }),
        IssuerModule.forRoot(config.publicAuthUrl),
        OwnerWebhookSettingsModule.forRoot(config),
        AuthorizeModule,
        TokenModule,
        ConsentModule,
        OwnersModule,
      ],
      controllers: [HealthController, OpenApiController],
    };
  }
}
