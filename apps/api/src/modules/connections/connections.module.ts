import { Module } from '@nestjs/common';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';

@Module({ controllers: [ConnectionsController], providers: [ConnectionsService, ConnectionsRepository] })
export class ConnectionsModule {}
