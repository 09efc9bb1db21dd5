import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { hashApiKey, KEY_PREFIX, type Environment } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { DataSource } from 'typeorm';
import { ApiKeyCache } from './api-key-cache';
import { environmentOf, type Principal } from './principal';

const OTHER: Record<Environment, Environment> = { production: 'sandbox', sandbox: 'production' };

function unauthorized(message: string): DomainError {
  return new DomainError('unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer realm="ledgerline"' } });
}

/**
 * Mode A: `Authorization: Bearer sk_live_…|sk_test_…`. The key is looked up by its SHA-256
 * hash (never compared as text), and must belong to the environment of the address called.
 * Valid keys are cached (`ApiKeyCache`); unknown and rolled ones always ask the database, through
 * `DataSource.query` (no tenant yet: an identity lookup), which api-key-cache.e2e-spec counts.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ApiKeyCache) private readonly cache: ApiKeyCache,
  ) {
    super();
  }

  async validate(request: FastifyRequest): Promise<Principal> {
    const environment = environmentOf(request);
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Missing Authorization header; send "Authorization: Bearer <API key>"');
    const match = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(header);
    if (!match) throw unauthorized('Malformed Authorization header; expected "Bearer <API key>"');
    const key = match[1];

    const otherPrefix = KEY_PREFIX[OTHER[environment]];
    if (key.startsWith(otherPrefix)) {
      throw unauthorized(
        `This is a ${OTHER[environment]} key (${otherPrefix}…) used at the ${environment} address; ` +
          `send ${environment} requests with your ${KEY_PREFIX[environment]}… key, or call the ${OTHER[environment]} address`,
      );
    }
    const keyHash = hashApiKey(key);
    const owner = await this.cache.resolve(environment, keyHash, async () => {
      const [row] = await this.db.query(
        `SELECT k.business_id, k.rolled_at, b.base_currency, b.timezone, b.fiscal_year_start_month
           FROM api_keys k JOIN businesses b ON b.id = k.business_id
          WHERE k.key_hash = $1 AND k.environment = $2`,
        [keyHash, environment],
      );
      if (!row) throw unauthorized('Invalid API key');
      if (row.rolled_at) throw unauthorized('This API key has been rolled and no longer works; use the new key');
      return {
        businessId: row.business_id,
        baseCurrency: row.base_currency,
        calendar: { timeZone: row.timezone, fiscalYearStartMonth: row.fiscal_year_start_month },
      };
    });
    return { ...owner, environment, via: 'api_key' };
  }
}
