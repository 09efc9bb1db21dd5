import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { MetadataController } from './metadata.controller';
import { TokenController } from './token.controller';
import { TokensService } from './tokens.service';

@Module({ imports: [ClientsModule], controllers: [TokenController, MetadataController], providers: [TokensService], exports: [TokensService] })
export class TokenModule {}
