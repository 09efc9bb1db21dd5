import { Module } from '@nestjs/common';
import { AttemptLimiter } from '../../common/attempts';
import { AccountController } from './account.controller';
import { AccountWebhooksController } from './account-webhooks.controller';
import { OwnerWebhooks } from './owner-webhooks';
import { OwnersController } from './owners.controller';
import { OwnersRepository } from './owners.repository';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [OwnersController, AccountController, AccountWebhooksController],
  providers: [SessionsService, OwnersRepository, AttemptLimiter, OwnerWebhooks],
  exports: [SessionsService],
})
export class OwnersModule {}
