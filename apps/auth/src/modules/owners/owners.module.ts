import { Module } from '@nestjs/common';
import { AttemptLimiter } from '../../common/attempts';
import { AccountController } from './account.controller';
import { OwnersController } from './owners.controller';
import { OwnersRepository } from './owners.repository';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [OwnersController, AccountController],
  providers: [SessionsService, OwnersRepository, AttemptLimiter],
  exports: [SessionsService],
})
export class OwnersModule {}
