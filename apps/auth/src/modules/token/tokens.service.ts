import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_PREFIX, generateSecret, hashSecret, newId, REFRESH_TOKEN_PREFIX, type OAuthScope } from '@ledgerline/domain';
import type { DomainError } from '@ledgerline/envelope';
import { DataSource, type EntityManager } from 'typeorm';
import { oauthError, param, requestedScopes, requiredParam } from '../../common/oauth-request';
import type { PendingRequest } from '../authorize/authorization-requests';
import type { Client } from '../clients/client-authenticator';
import { openPair, sealPair, type IssuedPair } from './replay';

/** Lifetimes (decisions.md). */
const CODE_SECONDS = 60;
const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_DAYS = 90;
const GRACE_SECONDS = 60;

/** RFC 7636 section 4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The RFC 6749 section 5.1 fields of a token response. */
export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

function toTokenPair(issued: IssuedPair): TokenPair {
  const expiresIn = Math.max(0, Math.round((issued.expires_at - Date.now()) / 1000));
  return { access_token: issued.access_token, token_type: 'Bearer', expires_in: expiresIn, refresh_token: issued.refresh_token, scope: issued.scope };
}

function pkceMatches(verifier: string, challenge: string): boolean {
  if (!CODE_VERIFIER.test(verifier)) return false;
  const actual = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Grants and tokens: a code for an approved request, the code exchange (PKCE S256, exact
 * redirect_uri, single use), refresh-token rotation with a grace window, and revocation. Every
 * code and token is stored only as its SHA-256. A transaction that must keep a revocation
 * returns the error instead of throwing it, so that the revocation commits.
 */
@Injectable()
export class TokensService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * The owner of `businessId` approved `request`: its connection to the integration is created
   * (or widened to the new scopes) and a code valid for 60 seconds is returned.
   */
  async approve(request: PendingRequest, businessId: string): Promise<string> {
    const code = generateSecret();
    await this.db.transaction(async (tx) => {
      const [connection] = await tx.query(
        `INSERT INTO oauth_connections (id, integration_id, business_id, environment, scopes) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (integration_id, business_id) DO UPDATE
            SET scopes = ARRAY(SELECT DISTINCT unnest(oauth_connections.scopes || EXCLUDED.scopes) ORDER BY 1), updated_at = now()
         RETURNING id`,
        [newId(), request.integrationId, businessId, request.environment, request.scopes],
      );
      await tx.query(
        `INSERT INTO oauth_codes (code_hash, family_id, connection_id, redirect_uri, code_challenge, scopes, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [hashSecret(code), newId(), connection.id, request.redirectUri, request.codeChallenge, request.scopes, CODE_SECONDS],
      );
    });
    return code;
  }

  /** `grant_type=authorization_code`. A code presented again revokes every token it issued. */
  async exchangeCode(client: Client, body: unknown): Promise<TokenPair> {
    const code = requiredParam(body, 'code');
    const redirectUri = requiredParam(body, 'redirect_uri');
    const verifier = requiredParam(body, 'code_verifier');
    const outcome = await this.db.transaction(async (tx): Promise<TokenPair | DomainError> => {
      const [row] = await tx.query(
        `SELECT c.family_id, c.connection_id, c.redirect_uri, c.code_challenge, c.scopes, c.used_at, c.expires_at <= now() AS expired, n.integration_id
           FROM oauth_codes c JOIN oauth_connections n ON n.id = c.connection_id
          WHERE c.code_hash = $1 FOR UPDATE OF c`,
        [hashSecret(code)],
      );
      if (!row || row.integration_id !== client.id) return oauthError('invalid_grant', 'The authorization code is invalid');
      if (row.used_at) {
        await this.revokeFamily(tx, row.family_id);
        return oauthError('invalid_grant', 'The authorization code was already used; every token it issued has been revoked');
      }
      if (row.expired)
        return oauthError(
          'invalid_grant',
          `The authorization code has expired (codes live ${CODE_SECONDS} seconds); send the user through authorization again`,
        );
      if (row.redirect_uri !== redirectUri) return oauthError('invalid_grant', 'redirect_uri is not the one the authorization request used');
      if (!pkceMatches(verifier, row.code_challenge))
        return oauthError('invalid_grant', 'code_verifier does not match the code_challenge of the authorization request');
      await tx.query('UPDATE oauth_codes SET used_at = now() WHERE code_hash = $1', [hashSecret(code)]);
      return toTokenPair(await this.issue(tx, row.connection_id, row.family_id, row.scopes));
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  /**
   * `grant_type=refresh_token`: rotation. A spent refresh token presented again within the
   * grace window gets the same new pair; after it, the whole grant (connection) is revoked.
   */
  async refresh(client: Client, body: unknown): Promise<TokenPair> {
    const token = requiredParam(body, 'refresh_token');
    const scope = param(body, 'scope');
    const outcome = await this.db.transaction(async (tx): Promise<TokenPair | DomainError> => {
      const [row] = await tx.query(
        `SELECT r.connection_id, r.family_id, r.scopes, r.used_at, r.replay, r.expires_at <= now() AS expired,
                r.used_at > now() - make_interval(secs => $2) AS in_grace, n.integration_id
           FROM oauth_refresh_tokens r JOIN oauth_connections n ON n.id = r.connection_id
          WHERE r.token_hash = $1 FOR UPDATE OF r`,
        [hashSecret(token), GRACE_SECONDS],
      );
      if (!row || row.integration_id !== client.id)
        return oauthError('invalid_grant', 'The refresh token is invalid or has been revoked; send the user through authorization again');
      if (row.used_at && row.in_grace && row.replay) return toTokenPair(openPair(token, row.replay));
      if (row.used_at) {
        await tx.query('DELETE FROM oauth_connections WHERE id = $1', [row.connection_id]);
        return oauthError('invalid_grant', 'The refresh token was already used; the whole grant has been revoked. Send the user through authorization again');
      }
      if (row.expired)
        return oauthError('invalid_grant', `The refresh token has expired (${REFRESH_TOKEN_DAYS} days unused); send the user through authorization again`);
      const scopes = scope === undefined ? row.scopes : requestedScopes(scope, row.scopes);
      const issued = await this.issue(tx, row.connection_id, row.family_id, scopes);
      await tx.query('UPDATE oauth_refresh_tokens SET used_at = now(), replay = $2 WHERE token_hash = $1', [hashSecret(token), sealPair(token, issued)]);
      return toTokenPair(issued);
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  /**
   * RFC 7009: a refresh token takes every token of its family with it (the code's tokens and
   * their rotations); an access token goes alone. Unknown tokens, and tokens of other clients,
   * are answered the same way, so revocation reveals nothing.
   */
  async revoke(client: Client, body: unknown): Promise<void> {
    const hash = hashSecret(requiredParam(body, 'token'));
    const [refresh] = await this.db.query(
      `SELECT r.family_id FROM oauth_refresh_tokens r JOIN oauth_connections n ON n.id = r.connection_id
        WHERE r.token_hash = $1 AND n.integration_id = $2`,
      [hash, client.id],
    );
    if (refresh) return this.db.transaction((tx) => this.revokeFamily(tx, refresh.family_id));
    await this.db.query(
      `DELETE FROM oauth_access_tokens t USING oauth_connections n
        WHERE t.token_hash = $1 AND n.id = t.connection_id AND n.integration_id = $2`,
      [hash, client.id],
    );
  }

  private async revokeFamily(tx: EntityManager, familyId: string): Promise<void> {
    await tx.query('DELETE FROM oauth_access_tokens WHERE family_id = $1', [familyId]);
    await tx.query('DELETE FROM oauth_refresh_tokens WHERE family_id = $1', [familyId]);
  }

  /** A new access and refresh token of the family; the connection's dead tokens are swept. */
  private async issue(tx: EntityManager, connectionId: string, familyId: string, scopes: OAuthScope[]): Promise<IssuedPair> {
    await tx.query('DELETE FROM oauth_access_tokens WHERE connection_id = $1 AND expires_at < now()', [connectionId]);
    await tx.query('DELETE FROM oauth_refresh_tokens WHERE connection_id = $1 AND expires_at < now()', [connectionId]);
    await tx.query(
      'UPDATE oauth_refresh_tokens SET replay = NULL WHERE connection_id = $1 AND replay IS NOT NULL AND used_at <= now() - make_interval(secs => $2)',
      [connectionId, GRACE_SECONDS],
    );
    const accessToken = generateSecret(ACCESS_TOKEN_PREFIX);
    const refreshToken = generateSecret(REFRESH_TOKEN_PREFIX);
    const [{ expires_at }] = await tx.query(
      `INSERT INTO oauth_access_tokens (token_hash, connection_id, family_id, scopes, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
      [hashSecret(accessToken), connectionId, familyId, scopes, ACCESS_TOKEN_SECONDS],
    );
    await tx.query(
      `INSERT INTO oauth_refresh_tokens (token_hash, connection_id, family_id, scopes, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [hashSecret(refreshToken), connectionId, familyId, scopes, REFRESH_TOKEN_DAYS],
    );
    return { access_token: accessToken, refresh_token: refreshToken, scope: scopes.join(' '), expires_at: (expires_at as Date).getTime() };
  }
}
