import { Inject, Injectable } from '@nestjs/common';
import { hashApiKey, isId, type Environment, type OAuthScope } from '@ledgerline/domain';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AttemptLimiter, BUDGETS } from '../../common/attempts';
import { oauthError, param } from '../../common/oauth-request';

/** An integration that has proved it holds its secret key. */
export interface Client {
  id: string;
  name: string;
  /** The business that registered it, and the environment it works in. */
  businessId: string;
  environment: Environment;
  redirectUris: string[];
  scopes: OAuthScope[];
}

const FAILED = "Client authentication failed: send client_id with the integration's secret key in the secret_key header (or HTTP Basic client_id:secret_key)";

/** `application/x-www-form-urlencoded` decoding of the Basic user and password (RFC 6749 section 2.3.1). */
function formDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Client authentication of the authorization-initiation, token and revocation endpoints: HTTP
 * Basic `client_id:secret_key`, or `client_id` in the body with the `secret_key` header (one
 * method per request). The secret key is the current API key of the business that registered
 * the integration, in the integration's environment; it is looked up by its hash.
 */
@Injectable()
export class ClientAuthenticator {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly attempts: AttemptLimiter,
  ) {}

  async authenticate(request: FastifyRequest, body: unknown): Promise<Client> {
    const basic = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(request.headers.authorization ?? '');
    const header = request.headers.secret_key;
    const bodyClientId = param(body, 'client_id');
    if (basic && header !== undefined) throw oauthError('invalid_request', 'Authenticate with HTTP Basic or with the secret_key header, not both');
    let clientId = bodyClientId;
    let secret = typeof header === 'string' ? header : undefined;
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      clientId = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined;
      secret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined;
      if (bodyClientId !== undefined && bodyClientId !== clientId) throw oauthError('invalid_request', 'client_id differs from the HTTP Basic user');
    }
    await this.attempts.spend({ key: `client:${request.ip}:${clientId ?? ''}`, budget: BUDGETS.client });
    if (!clientId || !secret || !isId(clientId)) throw oauthError('invalid_client', FAILED);

    const [row] = await this.db.query(
      `SELECT i.id, i.name, i.business_id, i.environment, i.redirect_uris, i.scopes,
              EXISTS (SELECT 1 FROM api_keys k
                       WHERE k.key_hash = $2 AND k.business_id = i.business_id AND k.environment = i.environment AND k.rolled_at IS NULL) AS key_matches
         FROM oauth_integrations i WHERE i.id = $1`,
      [clientId, hashApiKey(secret)],
    );
    if (!row?.key_matches) throw oauthError('invalid_client', FAILED);
    return { id: row.id, name: row.name, businessId: row.business_id, environment: row.environment, redirectUris: row.redirect_uris, scopes: row.scopes };
  }
}
