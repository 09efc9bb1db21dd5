import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_TOKEN_PREFIX, hashApiKey, hashSecret, type Environment, type OAuthScope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { Sql } from '../database/sql';
import { Db } from '../database/tx';
import { environmentOf, type Principal } from './principal';

interface OAuthTokenRow {
  scopes: OAuthScope[];
  expired: boolean;
  business_id: string;
  environment: Environment;
  integration_id: string;
  base_currency: string;
  timezone: string;
  fiscal_year_start_month: number;
  key_matches: boolean;
}

const AGAIN = 'send the user through authorization again to get a new token';

function invalidToken(message: string): DomainError {
  return new DomainError('unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer realm="ledgerline", error="invalid_token"' } });
}

/**
 * Mode B: `Authorization: Bearer llat_…` with `secret_key: <API key of the integration>`. A
 * request with neither a `secret_key` header nor an access token is not mode B: this strategy
 * fails and the API-key strategy decides. The token is looked up by its SHA-256 and works only
 * at its environment's address, with the current key of the business that owns the integration.
 */
@Injectable()
export class OAuthStrategy extends PassportStrategy(Strategy, 'oauth') {
  constructor(private readonly db: Db) {
    super();
  }

  async validate(request: FastifyRequest): Promise<Principal | null> {
    const secretKey = request.headers.secret_key;
    const token = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(request.headers.authorization ?? '')?.[1];
    if (secretKey === undefined && !token?.startsWith(ACCESS_TOKEN_PREFIX)) return null;
    const environment = environmentOf(request);
    if (!token?.startsWith(ACCESS_TOKEN_PREFIX))
      throw invalidToken('Mode B needs "Authorization: Bearer <access token>" (an llat_… token) with the secret_key header');
    if (typeof secretKey !== 'string' || secretKey === '')
      throw invalidToken("Missing secret_key header: mode B sends the integration's API key in secret_key with the access token");

    const q = new Sql();
    const [row] = await this.db.query<OAuthTokenRow>(
      `SELECT t.scopes, t.expires_at <= now() AS expired, c.business_id, c.environment, c.integration_id, b.base_currency, b.timezone, b.fiscal_year_start_month,
              EXISTS (SELECT 1 FROM api_keys k
                       WHERE k.key_hash = ${q.param(hashApiKey(secretKey))} AND k.business_id = i.business_id AND k.environment = i.environment
                         AND k.rolled_at IS NULL) AS key_matches
         FROM oauth_access_tokens t
         JOIN oauth_connections c ON c.id = t.connection_id
         JOIN oauth_integrations i ON i.id = c.integration_id
         JOIN businesses b ON b.id = c.business_id
        WHERE t.token_hash = ${q.param(hashSecret(token))}`,
      q,
    );
    if (!row) throw invalidToken(`This access token is invalid or has been revoked; ${AGAIN}`);
    if (row.expired) throw invalidToken(`This access token has expired; refresh it, or ${AGAIN}`);
    if (row.environment !== environment) {
      throw invalidToken(
        `This access token was issued for ${row.environment} and cannot be used at the ${environment} address; ` +
          `call the ${row.environment} address, or ${AGAIN}`,
      );
    }
    if (!row.key_matches) {
      throw invalidToken(`secret_key is not the current ${environment} API key of the integration this token was issued to; send that key, or ${AGAIN}`);
    }
    return {
      businessId: row.business_id,
      environment,
      baseCurrency: row.base_currency,
      calendar: { timeZone: row.timezone, fiscalYearStartMonth: row.fiscal_year_start_month },
      via: 'oauth',
      integrationId: row.integration_id,
      scopes: row.scopes,
    };
  }
}
