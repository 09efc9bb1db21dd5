import { Inject, Injectable } from '@nestjs/common';
import { ConnectionEntity, revokeConnection, type Scope } from '@ledgerline/domain';
import { DataSource } from 'typeorm';
import { paginate, type Page } from '../../common/pagination';
import { CONNECTION_SORTS, type ListConnectionsQueryDto } from './dto/connection.dto';

/** The integrations a business authorized to act for it, in one environment. */
@Injectable()
export class ConnectionsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  list(scope: Scope, paging: ListConnectionsQueryDto): Promise<Page<ConnectionEntity>> {
    const query = this.db
      .getRepository(ConnectionEntity)
      .createQueryBuilder('connection')
      .innerJoinAndSelect('connection.integration', 'integration')
      .where('connection.business_id = :businessId AND connection.environment = :environment', { businessId: scope.businessId, environment: scope.environment });
    return paginate(query, paging, CONNECTION_SORTS, '-created_at');
  }

  revoke(scope: Scope, id: string): Promise<boolean> {
    return revokeConnection(this.db, scope, id);
  }
}
