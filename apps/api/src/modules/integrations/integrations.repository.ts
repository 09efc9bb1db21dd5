import { Inject, Injectable } from '@nestjs/common';
import { createIntegration, IntegrationEntity, type NewIntegration, type Scope } from '@ledgerline/domain';
import { Sql } from '../../database/sql';
import { DataSource } from 'typeorm';
import { entityColumns, paginate, type Page } from '../../common/pagination';
import { INTEGRATION_SORTS, type ListIntegrationsQueryDto } from './dto/integration.dto';

/** The integrations a business registered, each query scoped to one business and environment. */
@Injectable()
export class IntegrationsRepository {
  /** A row (alias `integration`) under the entity's property names. */
  private readonly columns: string;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.columns = entityColumns(db, IntegrationEntity, 'integration');
  }

  create(scope: Scope, input: NewIntegration): Promise<IntegrationEntity> {
    return createIntegration(this.db, scope, input);
  }

  list(scope: Scope, paging: ListIntegrationsQueryDto): Promise<Page<IntegrationEntity>> {
    const p = new Sql();
    const where = [`integration.business_id = ${p.param(scope.businessId)}`, `integration.environment = ${p.param(scope.environment)}`];
    return paginate(
      this.db,
      { from: 'oauth_integrations integration', alias: 'integration', columns: this.columns, where, params: p },
      paging,
      INTEGRATION_SORTS,
      '-created_at',
    );
  }

  /** Deletes the integration with its connections and every token issued to it. */
  async delete(scope: Scope, id: string): Promise<boolean> {
    const [, count] = await this.db.query('DELETE FROM oauth_integrations WHERE business_id = $1 AND environment = $2 AND id = $3', [
      scope.businessId,
      scope.environment,
      id,
    ]);
    return count > 0;
  }
}
