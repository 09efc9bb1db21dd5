import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { statusOf, toDomainError } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { html, sendPage } from './html';

/** On the owner's pages an error is a page too, never JSON: CSRF failures, expired links, faults. */
@Catch()
export class PageErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = toDomainError(exception);
    const status = statusOf(error.code);
    if (status >= 500) request.log.error({ err: exception }, 'request failed');
    for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
    void sendPage(reply, status, {
      title: 'Something went wrong',
      body: html`<h1>Something went wrong</h1><p class="alert" role="alert">${error.message}</p>
<p>Reference: <code>${request.id}</code></p><p><a href="/account">Go to your account</a></p>`,
    });
  }
}
