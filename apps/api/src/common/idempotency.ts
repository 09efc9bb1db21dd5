import { createHash } from 'node:crypto';
import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Global,
  HttpStatus,
  Injectable,
  Module,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { Scope } from '@ledgerline/domain';
import { DomainError, statusOf, toDomainError, type DomainErrorOptions, type ErrorCode } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import { Db } from '../database/tx';
import { IdempotencyRepository, type IdempotencyRecord } from './idempotency.repository';

/** Printable ASCII, 1–255 characters (docs/api.md, Limits and traffic safety: keys of at most 255). */
const KEY = /^[\x20-\x7e]{1,255}$/;
/** How long a duplicate waits for the first request of its key to finish, and how often it looks. */
const WAIT_MS = 5000;
const POLL_MS = 50;

const SECRET_RESPONSE = 'ledgerline:secret-response';

/**
 * The response shows a secret only once (a rolled API key): its key still guards against running
 * twice, but the response is not kept, and a retry is told so (409) instead of seeing it again.
 */
export const SecretResponse = (): MethodDecorator => SetMetadata(SECRET_RESPONSE, true);

interface StoredError extends DomainErrorOptions {
  code: ErrorCode;
  message: string;
}

/** JSON with its object keys sorted, so that the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * `Idempotency-Key` on every authenticated POST (docs/api.md, Limits and traffic safety). The first request of a key
 * runs and its outcome is kept 24 hours per (business, environment, key); a retry with the same
 * method, path and body gets that outcome again with `Idempotent-Replayed: true`, another request
 * under the key gets 409 `idempotency_key_reused`, and a duplicate arriving while the first still
 * runs waits for it (up to 5 s, then 409 `conflict`). Kept: successes and 4xx errors raised while
 * the handler ran. Not kept, so a retry runs afresh: validation failures (nothing ran) and 5xx.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly db: Db,
    private readonly keys: IdempotencyRepository,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.user) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw DomainError.validation([{ field: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }]);
    }
    const scope: Scope = request.user;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${canonical(request.body ?? {})}`)
      .digest('hex');
    const stored = await this.begin(scope, key, fingerprint);
    if (stored) return of(this.replay(context.switchToHttp().getResponse<FastifyReply>(), stored));

    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    const secret = this.reflector.get<boolean | undefined>(SECRET_RESPONSE, context.getHandler()) === true;
    return next.handle().pipe(
      catchError(async (thrown: unknown) => {
        const error = toDomainError(thrown);
        if (error.code === 'validation_failed' || statusOf(error.code) >= 500) await this.keys.release(this.db, scope, key);
        else
          await this.keys.complete(this.db, scope, key, statusOf(error.code), {
            code: error.code,
            message: error.message,
            errors: error.errors,
            details: error.details,
            headers: error.headers,
          } satisfies StoredError);
        throw thrown;
      }),
      mergeMap((body) => from(this.keys.complete(this.db, scope, key, status, secret ? null : body).then(() => body))),
    );
  }

  /** Claims the key (undefined: run the request) or returns the finished first request of it. */
  private async begin(scope: Scope, key: string, fingerprint: string): Promise<IdempotencyRecord | undefined> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.keys.claim(this.db, scope, key, fingerprint)) return undefined;
      const record = await this.keys.find(this.db, scope, key);
      if (record && record.fingerprint !== fingerprint) {
        throw new DomainError(
          'idempotency_key_reused',
          'This Idempotency-Key was used for another request (method, path or body); use a new key for a new request',
        );
      }
      if (record && record.status !== null) return record;
      if (Date.now() > deadline) throw new DomainError('conflict', 'A request with this Idempotency-Key is still in progress; retry later');
      if (record) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private replay(reply: FastifyReply, record: IdempotencyRecord): unknown {
    void reply.header('Idempotent-Replayed', 'true');
    if (record.status! >= 400) {
      const { code, message, ...options } = record.response as StoredError;
      throw new DomainError(code, message, options);
    }
    if (record.response === null) {
      throw new DomainError('conflict', 'The request with this Idempotency-Key already completed; its response held a secret, which is shown only once');
    }
    return record.response;
  }
}

/**
 * The route takes `Idempotency-Key`: every authenticated POST does (docs/api.md), each marked with
 * this decorator (`idempotency.spec.ts` fails on a POST without it). Only on those routes, not as a
 * global interceptor: a route with no interceptor skips Nest's interceptor chain, which costs about
 * 0.08 ms of CPU per request (docs/decisions.md, No global Nest interceptor).
 */
export const Idempotent = (): MethodDecorator =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]{1,255}$' },
      description:
        'Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`.',
    }),
  );

/** The idempotency records, for the interceptor each `@Idempotent()` route's module makes of its own. */
@Global()
@Module({ providers: [IdempotencyRepository], exports: [IdempotencyRepository] })
export class IdempotencyModule {}
