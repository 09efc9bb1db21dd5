import { Body, Controller, Post, Req, Res, UseFilters } from '@nestjs/common';
import { isId, type Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { field, verifyCsrf } from '../../common/forms';
import { redirect, sendPage } from '../../common/html';
import { PageErrorFilter } from '../../common/page-error.filter';
import { environmentField } from './account.controller';
import { newWebhookPage } from './owner.pages';
import { OwnerWebhooks } from './owner-webhooks';
import { SessionsService } from './sessions.service';

/** The Webhooks section's forms: add an endpoint (its secret shown once), disable, delete, retry a delivery. */
@UseFilters(PageErrorFilter)
@Controller('account/webhooks')
export class AccountWebhooksController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly webhooks: OwnerWebhooks,
  ) {}

  @Post()
  async add(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const scope = await this.scope(request, body);
    if (!scope) return redirect(reply, '/login');
    const url = field(body, 'url');
    const secret = await this.webhooks.add(scope, url, field(body, 'events'));
    return sendPage(reply, 201, newWebhookPage(url, secret));
  }

  @Post('disable')
  async disable(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const scope = await this.scope(request, body);
    if (!scope) return redirect(reply, '/login');
    await this.webhooks.disable(scope, idField(body, 'endpoint_id'));
    return redirect(reply, '/account');
  }

  @Post('delete')
  async remove(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const scope = await this.scope(request, body);
    if (!scope) return redirect(reply, '/login');
    await this.webhooks.remove(scope, idField(body, 'endpoint_id'));
    return redirect(reply, '/account');
  }

  @Post('retry')
  async retry(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const scope = await this.scope(request, body);
    if (!scope) return redirect(reply, '/login');
    await this.webhooks.retry(scope, idField(body, 'endpoint_id'), idField(body, 'delivery_id'));
    return redirect(reply, '/account');
  }

  /** The signed-in owner's business in the form's environment, once the CSRF token checks; null when signed out. */
  private async scope(request: FastifyRequest, body: unknown): Promise<Scope | null> {
    verifyCsrf(request, body);
    const owner = await this.sessions.owner(request);
    return owner ? { businessId: owner.businessId, environment: environmentField(body) } : null;
  }
}

/** A record id from the form; a malformed one names no record. */
function idField(body: unknown, name: string): string {
  const id = field(body, name);
  if (!isId(id)) throw DomainError.notFound(name === 'delivery_id' ? 'Delivery' : 'Webhook endpoint');
  return id;
}
