import { Injectable } from '@nestjs/common';
import { rollApiKey, type Scope } from '@ledgerline/domain';
import { ApiKeyCache } from '../../common/api-key-cache';
import { Db } from '../../database/tx';

@Injectable()
export class KeysService {
  constructor(
    private readonly db: Db,
    private readonly keys: ApiKeyCache,
  ) {}

  /**
   * The scope's new key; the old one stops working at once (this process forgets its lookups now,
   * the others when they hear the commit's NOTIFY). `rollApiKey` is the one way to roll a key,
   * shared with the CLI and the auth app.
   */
  async roll(scope: Scope): Promise<string> {
    const key = await rollApiKey(this.db.source, scope.businessId, scope.environment);
    this.keys.evictBusiness(scope.businessId);
    return key;
  }
}
