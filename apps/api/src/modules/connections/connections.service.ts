import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionEntity, Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { Page } from '../../common/pagination';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { ConnectionsRepository } from './connections.repository';
import type { ListConnectionsQueryDto } from './dto/connection.dto';

@Injectable()
export class ConnectionsService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly connections: ConnectionsRepository,
  ) {}

  list(scope: Scope, paging: ListConnectionsQueryDto): Promise<Page<ConnectionEntity>> {
    return this.connections.list(this.db, scope, paging);
  }

  /** Every access and refresh token issued under the connection stops working at once. */
  async revoke(scope: Scope, id: string): Promise<void> {
    const revoked = await this.uow.run((tx) => this.connections.revoke(tx, scope, id));
    if (!revoked) throw DomainError.notFound('Connection');
  }
}
