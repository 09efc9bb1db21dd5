import { Inject, Injectable } from '@nestjs/common';
import { ENVIRONMENTS, type Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { ApiKeyCache } from '../../common/api-key-cache';
import { versionConflict } from '../../common/etag';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db, type Queryable } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { BusinessRepository } from './business.repository';
import { toBusinessResponse, type BusinessResponse } from './business.response';
import { BUSINESS_WIDE, type UpdateBusinessDto } from './dto/business.dto';

@Injectable()
export class BusinessService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly business: BusinessRepository,
    @Inject(ApiKeyCache) private readonly keys: ApiKeyCache,
  ) {}

  find(scope: Scope): Promise<BusinessResponse> {
    return this.load(this.db, scope);
  }

  /**
   * Shared settings (production key only) change the business in both environments: each one's
   * version moves and each one's feed records `business.updated` as it shows the business. The
   * lock date is the scope's environment's own. One transaction.
   */
  async update(scope: Scope, body: UpdateBusinessDto, version?: number): Promise<BusinessResponse> {
    const shared = BUSINESS_WIDE.filter((field) => body[field] !== undefined);
    if (shared.length > 0 && scope.environment !== 'production') {
      throw new DomainError(
        'forbidden',
        `${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} shared with production: ` +
          `only the production key (sk_live_…) changes ${shared.length === 1 ? 'it' : 'them'}; a sandbox key changes only lock_date`,
        { errors: shared.map((field) => ({ field, message: 'can be changed only with the production key' })) },
      );
    }
    const affected = (shared.length > 0 ? ENVIRONMENTS : [scope.environment]).map((environment): Scope => ({ businessId: scope.businessId, environment }));
    const updated = await this.uow.run(async (tx) => {
      const current = await this.load(tx, scope, true);
      if (version !== undefined && version !== current.version) throw versionConflict(current.version);
      if (body.base_currency && body.base_currency !== current.base_currency) {
        if (await this.business.anyPosted(tx, scope)) {
          throw new DomainError('conflict', 'The base currency cannot change once anything is posted in either environment');
        }
        await this.business.changeBaseCurrency(tx, scope, current.base_currency, body.base_currency);
      }
      if (shared.length > 0) {
        await this.business.updateShared(tx, scope, { ...body, country: body.country?.toUpperCase() });
        // Key lookups cached in every process carry the base currency and the calendar: they drop this business's at commit.
        await this.business.notifyAuthChange(tx, scope);
      }
      if (body.lock_date !== undefined) await this.business.setLockDate(tx, scope, body.lock_date);
      for (const environment of affected) await this.business.bumpVersion(tx, environment);
      for (const environment of affected) await recordEvent(tx, environment, 'business.updated', await this.load(tx, environment));
      return this.load(tx, scope);
    });
    // The key lookups cached here carry the base currency and the calendar (other processes hear the NOTIFY).
    if (shared.length > 0) this.keys.evictBusiness(scope.businessId);
    return updated;
  }

  private async load(db: Queryable, scope: Scope, forUpdate = false): Promise<BusinessResponse> {
    const row = await this.business.find(db, scope, forUpdate);
    if (!row) throw DomainError.notFound('Business');
    return toBusinessResponse(row);
  }
}
