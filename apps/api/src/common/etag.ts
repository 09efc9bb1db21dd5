import { CallHandler, createParamDecorator, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';

export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header demands: undefined when absent or `*`. A header naming
 * another version leads to 412 in the repository's conditional update.
 */
export const IfMatch = createParamDecorator((_: unknown, context: ExecutionContext): number | undefined => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : -1;
});

export function versionConflict(current: number): DomainError {
  return new DomainError('version_conflict', `The record has changed (it is at version ${current}); fetch it again and retry`, {
    details: { current_version: current },
    headers: { ETag: etagOf(current) },
  });
}

/** Single-record responses carry `ETag` from the record's `version`. */
@Injectable()
export class EtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: { data?: { version?: unknown } } | undefined) => {
        const version = body?.data?.version;
        if (typeof version === 'number' && !('pagination' in (body ?? {}))) void reply.header('ETag', etagOf(version));
        return body;
      }),
    );
  }
}
