import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '@ledgerline/server';
import { RateLimitGate } from './rate-limit-gate';

/**
 * The global guard: every route needs credentials unless it is marked `@Public()`. Mode B (an
 * OAuth access token with `secret_key`) is tried first and steps aside for anything else.
 */
@Injectable()
export class CredentialsGuard extends AuthGuard(['oauth', 'api-key']) {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimit: RateLimitGate,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : this.rateLimit.authenticate(context, () => super.canActivate(context) as Promise<boolean>);
  }

  /** Passport's own failures arrive here as errors already (our strategy throws DomainErrors). */
  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
