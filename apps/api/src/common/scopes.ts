import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import type { OAuthScope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyRequest } from 'fastify';

/** What an OAuth access token (mode B) needs to call a route: a scope, any scope, or no entry at all. */
type OAuthAccess = OAuthScope | 'any' | 'api_key_only';

export const OAUTH_ACCESS = 'ledgerline:oauth-access';

/** Mode B may call the route (a handler, or every handler of a controller) with this scope. */
export const RequireScope = (scope: OAuthScope): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(OAUTH_ACCESS, scope), ApiExtension('x-oauth-scope', scope));

/** Mode B may call the route whatever its scopes (reading the business it acts for). */
export const AnyScope = (): MethodDecorator & ClassDecorator => SetMetadata(OAUTH_ACCESS, 'any');

/** Mode A only (key roll, integrations, connections): an access token gets 403 `forbidden`. */
export const ApiKeyOnly = (): MethodDecorator & ClassDecorator => applyDecorators(SetMetadata(OAUTH_ACCESS, 'api_key_only'), ApiSecurity('ApiKey'));

/**
 * Runs after the credentials guard: a mode B principal may call only routes that declare a scope
 * it carries, or `@AnyScope()`. A route that declares nothing is mode A only (fail closed).
 */
@Injectable()
export class ScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<FastifyRequest>().user;
    if (principal?.via !== 'oauth') return true;
    const access = this.reflector.getAllAndOverride<OAuthAccess | undefined>(OAUTH_ACCESS, [context.getHandler(), context.getClass()]);
    if (access === 'any' || (access && access !== 'api_key_only' && principal.scopes.includes(access))) return true;
    if (!access || access === 'api_key_only')
      throw new DomainError('forbidden', "This call accepts only the business's own API key (mode A), not an OAuth access token");
    throw new DomainError(
      'forbidden',
      `This access token does not carry the ${access} scope this call needs; send the user through authorization again asking for it`,
    );
  }
}
