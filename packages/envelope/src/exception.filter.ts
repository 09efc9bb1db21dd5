import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';
import type { ErrorEnvelope } from './envelope';
import { statusOf, type ErrorCode } from './error-code';

/**
 * HTTP exceptions: Nest's own, and Fastify's request errors (body too large, unsupported media
 * type…), which Nest turns into `HttpException`s carrying Fastify's status before they reach us.
 */
const STATUS_CODES: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: 'validation_failed' },
  401: { code: 'unauthorized' },
  403: { code: 'forbidden' },
  404: { code: 'not_found', message: 'No such endpoint' },
  405: { code: 'not_found', message: 'No such endpoint' },
  409: { code: 'conflict' },
  412: { code: 'version_conflict' },
  413: { code: 'payload_too_large', message: 'Request body is larger than 1 MiB' },
  415: { code: 'unsupported_media_type', message: 'Content-Type must be application/json' },
  429: { code: 'rate_limited' },
};

/** Turns anything thrown into a `DomainError`; unknown faults become `internal_error`. */
export function toDomainError(exception: unknown): DomainError {
  if (exception instanceof DomainError) return exception;
  const known = exception instanceof HttpException ? STATUS_CODES[exception.getStatus()] : undefined;
  if (known) return new DomainError(known.code, known.message ?? (exception as HttpException).message);
  return new DomainError('internal_error', 'Something went wrong on our side; the request id identifies it in our logs');
}

/** The one global filter of both apps: every non-2xx leaves as the error envelope. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error = toDomainError(exception);
    const status = statusOf(error.code);
    if (status >= 500) request.log.error({ err: exception }, 'request failed');

    const body: ErrorEnvelope = {
      status: 'error',
      message: error.message,
      data: null,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
      ...error.details,
      request_id: String(request.id),
    };
    for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }
}
