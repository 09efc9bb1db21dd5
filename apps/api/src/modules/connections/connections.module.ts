import { Module } from '@nestjs/common';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';

@Module({ controllers: [ConnectionsController], providers: [ConnectionsRepository] })
export class ConnectionsModule {}
