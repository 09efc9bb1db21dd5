import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Environment, OAuthScope, Scope } from '@ledgerline/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling: the business and environment every query of the request is scoped to, and
 * how: with the business's own API key (mode A), or as an integration the business authorized
 * (mode B), limited to the token's scopes.
 */
/** The business's calendar: the time zone its dates are in, and the month its fiscal year starts. */
export interface BusinessCalendar {
  readonly timeZone: string;
  readonly fiscalYearStartMonth: number;
}

export type Principal = Scope & { readonly baseCurrency: string; readonly calendar: BusinessCalendar } & (
    { readonly via: 'api_key' } | { readonly via: 'oauth'; readonly integrationId: string; readonly scopes: readonly OAuthScope[] }
  );

declare module 'fastify' {
  interface FastifyRequest {
    user?: Principal;
  }
}

export function environmentOf(request: FastifyRequest): Environment {
  const environment = request.raw.environment;
  if (!environment) throw new Error('request arrived on a listener without an environment');
  return environment;
}

/** The authenticated principal; only on guarded routes. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!principal) throw new Error('Caller used on a public route');
  return principal;
});
