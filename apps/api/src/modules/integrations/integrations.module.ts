import { Module } from '@nestjs/common';
import { IntegrationsController } from './integrations.controller';
import { IntegrationsRepository } from './integrations.repository';

@Module({ controllers: [IntegrationsController], providers: [IntegrationsRepository] })
export class IntegrationsModule {}
