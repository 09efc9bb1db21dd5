import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyRequest } from 'fastify';

export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header demands: undefined when absent or `*`. A header naming
 * another version leads to 412 in the repository's conditional update.
 */
export const IfMatch = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | undefined => {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers['if-match'];
    if (header === undefined || header.trim() === '*') return undefined;
    const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
    return match ? Number(match[1]) : -1;
  },
  [
    // Documents the header on the route that reads it.
    (target, key) =>
      ApiHeader({
        name: 'If-Match',
        required: false,
        schema: { type: 'string', maxLength: 16, example: '"3"' },
        description: 'The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check.',
      })(target, key!, Object.getOwnPropertyDescriptor(target, key!)!),
  ],
);

export function versionConflict(current: number): DomainError {
  return new DomainError('version_conflict', `The record has changed (it is at version ${current}); fetch it again and retry`, {
    details: { current_version: current },
    headers: { ETag: etagOf(current) },
  });
}

/**
 * Single-record responses carry `ETag` from the record's `version` (a Fastify hook rather than a
 * Nest interceptor: see `Idempotent`).
 */
export function sendEtags(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preSerialization', (_request, reply, payload: { data?: { version?: unknown } } | null, done) => {
      const version = payload?.data?.version;
      if (typeof version === 'number' && !('pagination' in payload!)) void reply.header('ETag', etagOf(version));
      done(null, payload);
    });
}
