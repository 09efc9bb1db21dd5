import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';
import type { ErrorEnvelope } from './envelope';
import { statusOf, type ErrorCode } from './error-code';

/**
 * The envelope code of each client-error status a framework answers with: Nest's
 * `HttpException`s, and Fastify's errors, which reach us as they are (those raised before routing)
 * or as the `HttpException` Nest makes of them, with Fastify's status and message. Any other
 * client-error status is `validation_failed` with the framework's message.
 */
const CLIENT_ERRORS: Partial<Record<number, { code: ErrorCode; message?: string }>> = {
  400: { code: 'validation_failed' },
  401: { code: 'unauthorized' },
  403: { code: 'forbidden' },
  404: { code: 'not_found', message: 'No such endpoint' },
  405: { code: 'method_not_allowed' },
  409: { code: 'conflict' },
  412: { code: 'version_conflict' },
  413: { code: 'payload_too_large', message: 'Request body is larger than 1 MiB' },
  415: { code: 'unsupported_media_type', message: 'Content-Type must be application/json' },
  429: { code: 'rate_limited' },
};

/** The HTTP status of a framework's error (Nest's or Fastify's); undefined for anything else. */
function frameworkStatus(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  if (exception instanceof Error && exception.name === 'FastifyError') return (exception as FastifyError).statusCode;
  return undefined;
}

/**
 * The one mapping of anything thrown to an envelope error: a `DomainError` as it is, a framework's
 * client error by its status, and everything else — server errors of the frameworks included —
 * `internal_error`, which reveals nothing of the fault.
 */
export function toDomainError(exception: unknown): DomainError {
  if (exception instanceof DomainError) return exception;
  const status = frameworkStatus(exception) ?? 500;
  if (status >= 500) return new DomainError('internal_error', 'Something went wrong on our side; the request id identifies it in our logs');
  const known = CLIENT_ERRORS[status] ?? { code: 'validation_failed' };
  return new DomainError(known.code, known.message ?? (exception as Error).message);
}

/** The error envelope of `error` for the request `requestId`. */
export function errorEnvelope(error: DomainError, requestId: string): ErrorEnvelope {
  return {
    status: 'error',
    message: error.message,
    data: null,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.details,
    request_id: requestId,
  };
}

/** Answers `exception` as the error envelope, with its status and headers; a server error is logged with its stack. */
export function sendError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const error = toDomainError(exception);
  const status = statusOf(error.code);
  if (status >= 500) request.log.error({ err: exception }, 'request failed');
  for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error, String(request.id)));
}

/** The one global filter of both apps: every non-2xx leaves as the error envelope. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}
