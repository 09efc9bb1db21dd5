import { Injectable } from '@nestjs/common';
import { ConnectionEntity, type Scope } from '@ledgerline/domain';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { CONNECTION_SORTS, type ListConnectionsQueryDto } from './dto/connection.dto';

/** The integrations a business authorized to act for it, in one environment. */
@Injectable()
export class ConnectionsRepository {
  /** A connection (alias `connection`) under the entity's property names, with its integration's name. */
  private readonly columns: string;

  constructor(db: Db) {
    this.columns = entityColumns(db.source, ConnectionEntity, 'connection');
  }

  list(db: Queryable, scope: Scope, paging: ListConnectionsQueryDto): Promise<Page<ConnectionEntity>> {
    const q = scoped(scope);
    const from =
      'oauth_connections connection JOIN oauth_integrations integration ' +
      'ON integration.id = connection.integration_id AND integration.environment = connection.environment';
    return paginate(
      db,
      {
        from,
        alias: 'connection',
        columns: `${this.columns}, json_build_object('name', integration.name) AS integration`,
        where: [q.tenant('connection')],
        params: q,
      },
      paging,
      CONNECTION_SORTS,
      '-created_at',
    );
  }

  /** Deletes the connection: every token issued under it goes with it. False when the scope has no such connection. */
  async revoke(tx: Tx, scope: Scope, id: string): Promise<boolean> {
    const q = scoped(scope);
    const rows = await tx.query(`DELETE FROM oauth_connections WHERE ${q.tenant()} AND id = ${q.param(id)} RETURNING 1`, q);
    return rows.length > 0;
  }
}
