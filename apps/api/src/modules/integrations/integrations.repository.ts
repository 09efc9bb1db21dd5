import { Injectable } from '@nestjs/common';
import { createIntegration, IntegrationEntity, type NewIntegration, type Scope } from '@ledgerline/domain';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { INTEGRATION_SORTS, type ListIntegrationsQueryDto } from './dto/integration.dto';

/** The integrations a business registered, each query scoped to one business and environment. */
@Injectable()
export class IntegrationsRepository {
  /** A row (alias `integration`) under the entity's property names. */
  private readonly columns: string;

  constructor(private readonly db: Db) {
    this.columns = entityColumns(db.source, IntegrationEntity, 'integration');
  }

  /** `createIntegration` is the domain's one way to register an integration (its redirect URI rules too), shared with the auth app's tests. */
  create(scope: Scope, input: NewIntegration): Promise<IntegrationEntity> {
    return createIntegration(this.db.source, scope, input);
  }

  list(db: Queryable, scope: Scope, paging: ListIntegrationsQueryDto): Promise<Page<IntegrationEntity>> {
    const q = scoped(scope);
    return paginate(
      db,
      { from: 'oauth_integrations integration', alias: 'integration', columns: this.columns, where: [q.tenant('integration')], params: q },
      paging,
      INTEGRATION_SORTS,
      '-created_at',
    );
  }

  /** Deletes the integration with its connections and every token issued to it. False when the scope has no such integration. */
  async delete(tx: Tx, scope: Scope, id: string): Promise<boolean> {
    const q = scoped(scope);
    const rows = await tx.query(`DELETE FROM oauth_integrations WHERE ${q.tenant()} AND id = ${q.param(id)} RETURNING 1`, q);
    return rows.length > 0;
  }
}
