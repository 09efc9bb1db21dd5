import { Module } from '@nestjs/common';
import { AttemptLimiter } from '../../common/attempts';
import { ClientAuthenticator } from './client-authenticator';

@Module({ providers: [ClientAuthenticator, AttemptLimiter], exports: [ClientAuthenticator] })
export class ClientsModule {}
