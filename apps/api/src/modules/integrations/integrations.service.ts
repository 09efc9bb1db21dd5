import { Inject, Injectable } from '@nestjs/common';
import type { IntegrationEntity, NewIntegration, Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { Page } from '../../common/pagination';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import type { ListIntegrationsQueryDto } from './dto/integration.dto';
import { IntegrationsRepository } from './integrations.repository';

@Injectable()
export class IntegrationsService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly integrations: IntegrationsRepository,
  ) {}

  create(scope: Scope, input: NewIntegration): Promise<IntegrationEntity> {
    return this.integrations.create(scope, input);
  }

  list(scope: Scope, paging: ListIntegrationsQueryDto): Promise<Page<IntegrationEntity>> {
    return this.integrations.list(this.db, scope, paging);
  }

  /** Every connection to the integration and every token issued to it stop working. */
  async delete(scope: Scope, id: string): Promise<void> {
    const deleted = await this.uow.run((tx) => this.integrations.delete(tx, scope, id));
    if (!deleted) throw DomainError.notFound('Integration');
  }
}
