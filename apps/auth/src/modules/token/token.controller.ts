import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { success } from '@ledgerline/envelope';
import type { FastifyRequest } from 'fastify';
import { oauthError, param } from '../../common/oauth-request';
import { ClientAuthenticator } from '../clients/client-authenticator';
import { TokensService, type TokenPair } from './tokens.service';

/** RFC 6749 fields at the top level and the envelope around the same object, for both kinds of client. */
function tokenResponse(pair: TokenPair) {
  return { ...pair, ...success('Tokens issued', pair) };
}

/** The token endpoint (RFC 6749 section 3.2) and revocation (RFC 7009); form-encoded or JSON. */
@Controller('api/v1/oauth')
export class TokenController {
  constructor(
    private readonly clients: ClientAuthenticator,
    private readonly tokens: TokensService,
  ) {}

  @Post('token')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Header('pragma', 'no-cache')
  async token(@Req() request: FastifyRequest, @Body() body: unknown) {
    const client = await this.clients.authenticate(request, body);
    const grantType = param(body, 'grant_type');
    if (grantType === 'authorization_code') return tokenResponse(await this.tokens.exchangeCode(client, body));
    if (grantType === 'refresh_token') return tokenResponse(await this.tokens.refresh(client, body));
    if (grantType === undefined) throw oauthError('invalid_request', 'grant_type is required');
    throw oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  @Post('revoke')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async revoke(@Req() request: FastifyRequest, @Body() body: unknown) {
    await this.tokens.revoke(await this.clients.authenticate(request, body), body);
    return success('Token revoked', null);
  }
}
