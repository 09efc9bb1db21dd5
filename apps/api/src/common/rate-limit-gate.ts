import { ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { businessKey, enforceRateLimit, ipKey, RateLimiterService } from '@ledgerline/rate-limiter';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Counts every request to a guarded route (docs/api.md, Limits and traffic safety): an authenticated one against its
 * business in its environment (mode A and mode B alike), a failed authentication against the
 * client IP, which gets 429 rather than 401 once that IP is over the limit. The RateLimit headers
 * go on the reply either way. With the limiter off (no `RateLimiterService`) it counts nothing.
 */
@Injectable()
export class RateLimitGate {
  constructor(@Optional() @Inject(RateLimiterService) private readonly limiter?: RateLimiterService) {}

  /** Runs `authenticate` (which sets `request.user` or throws) and spends one request of the right budget. */
  async authenticate(context: ExecutionContext, authenticate: () => Promise<boolean>): Promise<boolean> {
    if (!this.limiter) return authenticate();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    let authenticated: boolean;
    try {
      authenticated = await authenticate();
    } catch (error) {
      await this.countIp(request, reply);
      throw error;
    }
    const { businessId, environment } = request.user!;
    enforceRateLimit(reply, await this.limiter.consume(businessKey(businessId, environment)));
    return authenticated;
  }

  /** Spends one request of the client IP's budget: unauthenticated traffic (the documentation, failed authentication). */
  async countIp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (this.limiter) enforceRateLimit(reply, await this.limiter.consume(ipKey(request.ip)));
  }
}
