import { Inject, Injectable } from '@nestjs/common';
import { ConnectionEntity, revokeConnection, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { CONNECTION_SORTS, type ListConnectionsQueryDto } from './dto/connection.dto';

/** The integrations a business authorized to act for it, in one environment. */
@Injectable()
export class ConnectionsRepository {
  /** A connection (alias `connection`) under the entity's property names, with its integration's name. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, ConnectionEntity, 'connection');
  }

  list(scope: Scope, paging: ListConnectionsQueryDto): Promise<Page<ConnectionEntity>> {
    const p = new Sql();
    const where = [`connection.business_id = ${p.param(scope.businessId)}`, `connection.environment = ${p.param(scope.environment)}`];
    const from =
      'oauth_connections connection JOIN oauth_integrations integration ON integration.id = connection.integration_id AND integration.environment = connection.environment';
    return paginate(
      this.db,
      { from, alias: 'connection', columns: `${this.columns}, json_build_object('name', integration.name) AS integration`, where, params: p },
      paging,
      CONNECTION_SORTS,
      '-created_at',
    );
  }

  revoke(scope: Scope, id: string): Promise<boolean> {
    return revokeConnection(this.db, scope, id);
  }
}
