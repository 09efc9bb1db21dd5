import { Module } from '@nestjs/common';
import { AccountsController, SalesAccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';

@Module({
  controllers: [SalesAccountsController, AccountsController],
  providers: [AccountsService, AccountsRepository],
})
export class AccountsModule {}
