import { Module } from '@nestjs/common';
import { AuthorizeModule } from '../authorize/authorize.module';
import { OwnersModule } from '../owners/owners.module';
import { TokenModule } from '../token/token.module';
import { ConsentController } from './consent.controller';

@Module({ imports: [AuthorizeModule, OwnersModule, TokenModule], controllers: [ConsentController] })
export class ConsentModule {}
