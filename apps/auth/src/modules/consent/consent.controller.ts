import { Body, Controller, Get, Inject, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfToken, field, verifyCsrf } from '../../common/forms';
import { redirect, sendPage } from '../../common/html';
import { ISSUER } from '../../common/issuer';
import { PageErrorFilter } from '../../common/page-error.filter';
import { AuthorizationRequests } from '../authorize/authorization-requests';
import { loginPage } from '../owners/owner.pages';
import { SessionsService } from '../owners/sessions.service';
import { TokensService } from '../token/tokens.service';
import { consentPage, invalidRequestPage } from './consent.pages';

/**
 * The URL the authorization initiation hands out: the owner signs in, reads what the
 * integration asks for, and allows or denies; either way the browser goes back to the
 * integration's registered redirect_uri with `state` and `iss` (RFC 9207).
 */
@UseFilters(PageErrorFilter)
@Controller('oauth/authorize')
export class ConsentController {
  constructor(
    @Inject(ISSUER) private readonly issuer: string,
    private readonly requests: AuthorizationRequests,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
  ) {}

  @Get()
  async show(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query() query: unknown) {
    const clientId = field(query, 'client_id');
    const requestUri = field(query, 'request_uri');
    const pending = await this.requests.find(clientId, requestUri);
    if (!pending) return sendPage(reply, 400, invalidRequestPage());
    const csrf = csrfToken(request, reply);
    const owner = await this.sessions.owner(request);
    if (!owner) {
      const returnTo = `/oauth/authorize?${new URLSearchParams({ client_id: clientId, request_uri: requestUri })}`;
      return sendPage(reply, 200, loginPage({ csrf, returnTo, reason: `${pending.integrationName} asks for access to your books. Sign in to decide.` }));
    }
    return sendPage(reply, 200, consentPage({ csrf, owner, request: pending, clientId, requestUri }));
  }

  @Post()
  async decide(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    const clientId = field(body, 'client_id');
    const requestUri = field(body, 'request_uri');
    const owner = await this.sessions.owner(request);
    if (!owner) return redirect(reply, `/oauth/authorize?${new URLSearchParams({ client_id: clientId, request_uri: requestUri })}`);
    const pending = await this.requests.take(clientId, requestUri);
    if (!pending) return sendPage(reply, 400, invalidRequestPage());

    const target = new URL(pending.redirectUri);
    if (field(body, 'decision') === 'approve') target.searchParams.append('code', await this.tokens.approve(pending, owner.businessId));
    else target.searchParams.append('error', 'access_denied');
    if (pending.state !== undefined) target.searchParams.append('state', pending.state);
    target.searchParams.append('iss', this.issuer);
    return redirect(reply, target.href);
  }
}
