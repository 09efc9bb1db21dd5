import { Body, Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { redirectUriProblem } from '@ledgerline/domain';
import type { FastifyRequest } from 'fastify';
import { ISSUER } from '../../common/issuer';
import { oauthError, param, requestedScopes, requiredParam } from '../../common/oauth-request';
import { ClientAuthenticator, type Client } from '../clients/client-authenticator';
import { AuthorizationRequests, REQUEST_URI_SECONDS } from './authorization-requests';

/** A SHA-256 code challenge: 32 bytes in base64url without padding (RFC 7636 section 4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Authorization initiation: a pushed authorization request (RFC 9126). The integration
 * authenticates, its parameters are checked here (redirect_uri exactly as registered and valid
 * under today's rules, PKCE S256 only), and it gets back the URL to send the owner to.
 */
@Controller()
export class ParController {
  constructor(
    @Inject(ISSUER) private readonly issuer: string,
    private readonly clients: ClientAuthenticator,
    private readonly requests: AuthorizationRequests,
  ) {}

  @Post('api/v1/oauth/authorize')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  async push(@Req() request: FastifyRequest, @Body() body: unknown) {
    const client = await this.clients.authenticate(request, body);
    const requestUri = await this.requests.push(client, this.parameters(client, body));
    const url = `${this.issuer}/oauth/authorize?${new URLSearchParams({ client_id: client.id, request_uri: requestUri })}`;
    return { status: 'success', message: 'Authorization initiated', data: url, request_uri: requestUri, expires_in: REQUEST_URI_SECONDS };
  }

  private parameters(client: Client, body: unknown) {
    const responseType = param(body, 'response_type');
    if (responseType !== undefined && responseType !== 'code') throw oauthError('unsupported_response_type', 'response_type must be code');
    if (param(body, 'request_uri') !== undefined) throw oauthError('invalid_request', 'request_uri cannot be pushed (RFC 9126 section 2.1)');
    const redirectUri = requiredParam(body, 'redirect_uri');
    if (!client.redirectUris.includes(redirectUri))
      throw oauthError('invalid_request', 'redirect_uri is not one of the redirect URIs registered for this integration (they must match exactly)');
    const problem = redirectUriProblem(redirectUri);
    if (problem)
      throw oauthError(
        'invalid_request',
        `redirect_uri ${problem}; it was registered before this was checked: register the integration again with valid redirect URIs`,
      );
    const method = requiredParam(body, 'code_challenge_method');
    if (method !== 'S256') throw oauthError('invalid_request', 'code_challenge_method must be S256 (plain is not accepted)');
    const codeChallenge = requiredParam(body, 'code_challenge');
    if (!S256_CHALLENGE.test(codeChallenge))
      throw oauthError('invalid_request', 'code_challenge must be the base64url SHA-256 of the code verifier (43 characters)');
    const state = param(body, 'state');
    if (state !== undefined && state.length > 500) throw oauthError('invalid_request', 'state must be at most 500 characters');
    return { redirectUri, scopes: requestedScopes(requiredParam(body, 'scope'), client.scopes), state, codeChallenge };
  }
}
