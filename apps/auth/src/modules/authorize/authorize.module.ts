import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { AuthorizationRequests } from './authorization-requests';
import { ParController } from './par.controller';

@Module({ imports: [ClientsModule], controllers: [ParController], providers: [AuthorizationRequests], exports: [AuthorizationRequests] })
export class AuthorizeModule {}
