import { maxHeaderSize, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ArgumentMetadata, DynamicModule, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Environment } from '@ledgerline/domain';
import { DomainError, EnvelopeExceptionFilter, errorEnvelope, sendError, statusOf, validationException } from '@ledgerline/envelope';
import { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import { v7 } from 'uuid';
import type { PlatformConfig } from './config';
import { PinoNestLogger } from './logger';
import { checkBody, parseJsonBody } from './json-body';
import { methodNotAllowed } from './method-not-allowed';
import type { TlsMaterial } from './tls';

declare module 'node:http' {
  interface IncomingMessage {
    /** The environment of the base address the request arrived at (api app only). */
    environment?: Environment;
  }
}

export const BODY_LIMIT = 1024 * 1024;
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
const HSTS = 'max-age=63072000; includeSubDomains';
/**
 * A path parameter may be as long as the request line allows (Node's header limit bounds it), so
 * an id of any length reaches its route and is judged there: an unknown id is 404 whatever its length.
 */
const ROUTER_OPTIONS = { maxParamLength: maxHeaderSize };

export interface Listener {
  port: number;
  environment?: Environment;
}

export interface StartOptions {
  module: DynamicModule;
  config: PlatformConfig;
  tls: TlsMaterial;
  logger: Logger;
  /** One HTTPS server each; all share the same Nest application. */
  listeners: Listener[];
  configure?: (app: NestFastifyApplication) => void | Promise<void>;
  /** Also accept `application/x-www-form-urlencoded` bodies (the auth app: OAuth endpoints and HTML forms). */
  forms?: boolean;
}

export interface RunningApp {
  app: NestFastifyApplication;
  /** `https://localhost:<port>` of each listener, in the order given. */
  urls: string[];
  close(): Promise<void>;
}

/** Request bodies pass through the DTO pipe as `{}` when absent, so required fields are reported. */
class BodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    return super.transform(metadata.type === 'body' && value === undefined ? {} : value, metadata);
  }
}

export const validationPipe = new BodyValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  // The values stay in the errors (never in responses): `fieldErrors` tells a field left out by them.
  validationError: { target: false, value: true },
  exceptionFactory: validationException,
});

/**
 * One line per request, when it completes: method, path, status, time and request id (Fastify's
 * own "incoming request" line goes to `debug`).
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** JSON is the only body type, parsed within `JSON_LIMITS` (see `parseJsonBody`). */
function registerJsonParser(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/**
 * Form bodies become an object of strings; a name sent more than once becomes an array of its
 * values (the OAuth endpoints refuse those, RFC 6749 section 3.2). `__proto__`/`constructor`
 * names are refused, like the JSON parser's keys.
 */
function registerFormParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      if (name === '__proto__' || name === 'constructor')
        return done(new DomainError('validation_failed', 'Request body must not contain __proto__ or constructor fields'), undefined);
      fields[name] = Object.hasOwn(fields, name) ? [fields[name], value].flat() : value;
    }
    try {
      checkBody(fields);
    } catch (error) {
      return done(error as DomainError, undefined);
    }
    done(null, fields);
  });
}

/** The headers of every answer: its request id and HSTS. */
function identify(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.header('strict-transport-security', HSTS);
}

/** What Node's HTTP parser refused, in words (anything else is malformed HTTP). */
const PARSER_REFUSALS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: `Request line and headers are larger than ${maxHeaderSize} bytes`,
  ERR_HTTP_REQUEST_TIMEOUT: 'The request was not received in time',
};

/**
 * A request Node's HTTP parser refuses never reaches Fastify: it is answered here, in the error
 * envelope with a request id of its own, as 400 `validation_failed`, and the connection closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const id = v7();
  const refusal = new DomainError('validation_failed', PARSER_REFUSALS[error.code ?? ''] ?? 'The request is not valid HTTP/1.1');
  const status = statusOf(refusal.code);
  const body = JSON.stringify(errorEnvelope(refusal, id));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${id}\r\nstrict-transport-security: ${HSTS}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * Starts a Nest application on Fastify behind HTTPS only: request ids, HSTS, the envelope filter,
 * strict DTO validation, JSON-only bodies of at most 1 MiB, graceful shutdown on SIGTERM.
 */
export async function startHttpApp(options: StartOptions): Promise<RunningApp> {
  const { config, tls, logger, listeners } = options;
  const servers: Server[] = [];
  const adapter = new FastifyAdapter({
    // Fastify's own logger logs at `warn` and above: its one `info` line, "Server listening at
    // http://…", misnames the HTTPS listener and repeats what the start-up banner says. Requests
    // log at the configured level.
    loggerInstance: logger.child({}, { level: logger.isLevelEnabled('warn') ? 'warn' : logger.level }),
    childLoggerFactory: (root: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
      root.child(bindings, { ...options, level: options.level || logger.level }),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    routerOptions: ROUTER_OPTIONS,
    // Errors Fastify raises before routing (a path that is not valid percent-encoding…): no hook has run.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      identify(request, reply);
      sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    trustProxy: config.TRUSTED_PROXIES ? config.TRUSTED_PROXIES.split(',').map((p) => p.trim()) : false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : v7();
    },
    serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
      for (const listener of listeners) {
        servers.push(
          createServer({ cert: tls.cert, key: tls.key, minVersion: 'TLSv1.2' }, (request, response) => {
            request.environment = listener.environment;
            handler(request, response);
          }),
        );
      }
      // Fastify gives its clientErrorHandler to the server it is handed, the first.
      for (const server of servers.slice(1)) server.on('clientError', answerClientError);
      return servers[0] as never;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(options.module, adapter, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerJsonParser(fastify);
  if (options.forms) registerFormParser(fastify);
  const refuseOtherMethods = methodNotAllowed(fastify, ROUTER_OPTIONS);
  fastify.addHook('onRequest', async (request, reply) => {
    identify(request, reply);
    if (config.TRUSTED_PROXIES && request.protocol !== 'https') {
      throw new DomainError('https_required', 'This API is served over HTTPS only');
    }
    if (request.is404) refuseOtherMethods(request.method, request.url);
  });
  const secondary = servers.slice(1);
  fastify.addHook('onClose', async () => {
    await Promise.all(secondary.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useGlobalPipes(validationPipe);
  // Exiting (rather than raising the signal again) runs the process's `exit` handlers: the
  // embedded PostgreSQL a process started stops with it.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await options.configure?.(app);

  await app.listen(listeners[0].port, config.HOST);
  for (const [index, server] of secondary.entries()) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listeners[index + 1].port, config.HOST, () => resolve());
    });
  }
  const urls = servers.map((server) => `https://localhost:${(server.address() as AddressInfo).port}`);
  return { app, urls, close: () => app.close() };
}
