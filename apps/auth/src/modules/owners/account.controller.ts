import { Body, Controller, Get, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ENVIRONMENTS, isId, revokeConnection, rollApiKey, type Environment } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { csrfToken, field, verifyCsrf } from '../../common/forms';
import { redirect, sendPage } from '../../common/html';
import { PageErrorFilter } from '../../common/page-error.filter';
import { accountPage, newKeysPage } from './owner.pages';
import { OwnerWebhooks } from './owner-webhooks';
import { OwnersRepository } from './owners.repository';
import { SessionsService } from './sessions.service';

export function environmentField(body: unknown): Environment {
  const environment = field(body, 'environment') as Environment;
  if (!ENVIRONMENTS.includes(environment)) throw DomainError.validation([{ field: 'environment', message: 'must be production or sandbox' }]);
  return environment;
}

/** The owner's page: key prefixes and rolling, connected integrations and revoking them, webhook endpoints (AccountWebhooksController). */
@UseFilters(PageErrorFilter)
@Controller('account')
export class AccountController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly owners: OwnersRepository,
    private readonly webhooks: OwnerWebhooks,
  ) {}

  @Get()
  async show(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const owner = await this.sessions.owner(request);
    if (!owner) return redirect(reply, '/login');
    const [keys, connections, webhooks] = await Promise.all([
      this.owners.keys(owner.businessId),
      this.owners.connections(owner.businessId),
      this.webhooks.list(owner.businessId),
    ]);
    return sendPage(
      reply,
      200,
      accountPage({ csrf: csrfToken(request, reply), email: owner.email, businessName: owner.businessName, keys, connections, webhooks }),
    );
  }

  @Post('keys/roll')
  async roll(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    const owner = await this.sessions.owner(request);
    if (!owner) return redirect(reply, '/login');
    const environment = environmentField(body);
    const key = await rollApiKey(this.db, owner.businessId, environment);
    return sendPage(reply, 201, newKeysPage(owner.businessName, { [environment]: key }));
  }

  @Post('connections/revoke')
  async revoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    const owner = await this.sessions.owner(request);
    if (!owner) return redirect(reply, '/login');
    const id = field(body, 'connection_id');
    if (!isId(id) || !(await revokeConnection(this.db, { businessId: owner.businessId, environment: environmentField(body) }, id)))
      throw DomainError.notFound('Connection');
    return redirect(reply, '/account');
  }
}
