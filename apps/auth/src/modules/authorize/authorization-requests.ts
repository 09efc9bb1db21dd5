import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, hashSecret, isId, redirectUriProblem, type Environment, type OAuthScope } from '@ledgerline/domain';
import { DataSource } from 'typeorm';
import type { Client } from '../clients/client-authenticator';

/** How long a pushed authorization request waits for the owner's decision (RFC 9126 `expires_in`). */
export const REQUEST_URI_SECONDS = 600;
const REQUEST_URI_PREFIX = 'urn:ietf:params:oauth:request_uri:';

export interface AuthorizationParameters {
  redirectUri: string;
  scopes: OAuthScope[];
  state: string | undefined;
  codeChallenge: string;
}

/** A pushed authorization request waiting for the owner, with what the consent page names. */
export interface PendingRequest extends AuthorizationParameters {
  integrationId: string;
  integrationName: string;
  environment: Environment;
}

const PENDING_COLUMNS = `r.integration_id, r.redirect_uri, r.scopes, r.state, r.code_challenge, i.name AS integration_name, i.environment`;

/** A stored request as read with PENDING_COLUMNS. */
interface PendingRow {
  integration_id: string;
  integration_name: string;
  environment: Environment;
  redirect_uri: string;
  scopes: PendingRequest['scopes'];
  state: string | null;
  code_challenge: string;
}

/**
 * A stored request as the consent page uses it. One whose redirect URI breaks today's rules (pushed
 * before they were checked) is not usable: the page never names its origin, nor redirects there.
 */
function toPending(row: PendingRow | undefined): PendingRequest | undefined {
  if (!row || redirectUriProblem(row.redirect_uri)) return undefined;
  return {
    integrationId: row.integration_id,
    integrationName: row.integration_name,
    environment: row.environment,
    redirectUri: row.redirect_uri,
    scopes: row.scopes,
    state: row.state ?? undefined,
    codeChallenge: row.code_challenge,
  };
}

/** Pushed authorization requests, stored by the hash of their request_uri, single use. */
@Injectable()
export class AuthorizationRequests {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Stores the request and returns its request_uri (and sweeps the expired ones). */
  async push(client: Client, parameters: AuthorizationParameters): Promise<string> {
    const requestUri = REQUEST_URI_PREFIX + generateSecret();
    await this.db.query('DELETE FROM oauth_authorization_requests WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO oauth_authorization_requests (request_uri_hash, integration_id, redirect_uri, scopes, state, code_challenge, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [hashSecret(requestUri), client.id, parameters.redirectUri, parameters.scopes, parameters.state ?? null, parameters.codeChallenge, REQUEST_URI_SECONDS],
    );
    return requestUri;
  }

  /** The live request that `requestUri` names for `clientId`, if any. */
  async find(clientId: string, requestUri: string): Promise<PendingRequest | undefined> {
    if (!isId(clientId)) return undefined;
    const [row] = await this.db.query(
      `SELECT ${PENDING_COLUMNS} FROM oauth_authorization_requests r JOIN oauth_integrations i ON i.id = r.integration_id
        WHERE r.request_uri_hash = $1 AND r.integration_id = $2 AND r.expires_at > now()`,
      [hashSecret(requestUri), clientId],
    );
    return toPending(row);
  }

  /** Like `find`, but removes the request: the owner's decision uses it up. */
  async take(clientId: string, requestUri: string): Promise<PendingRequest | undefined> {
    if (!isId(clientId)) return undefined;
    const [rows] = await this.db.query(
      `DELETE FROM oauth_authorization_requests r USING oauth_integrations i
        WHERE i.id = r.integration_id AND r.request_uri_hash = $1 AND r.integration_id = $2 AND r.expires_at > now()
        RETURNING ${PENDING_COLUMNS}`,
      [hashSecret(requestUri), clientId],
    );
    return toPending(rows[0]);
  }
}
