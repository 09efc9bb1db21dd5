import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** Fields redacted at the top level of a log line and one level down. */
const SECRET_FIELDS = ['password', 'secret', 'api_key', 'access_token', 'refresh_token', 'keys'];

/** Paths pino replaces with `[redacted]` wherever they appear in a log line. */
export const REDACTED_PATHS = [
  // Query parameters of a failed statement carry customer data; the SQL text stays for diagnosis.
  'err.parameters',
  'err.driverError.parameters',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.secret_key',
  'req.headers["secret-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** A request as `GET /api/v1/business 200 3 ms`; any other line as its message, after Nest's context if any. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime, context } = log as {
    req?: { method: string; url: string };
    res?: { statusCode: number };
    responseTime?: number;
    context?: string;
  };
  if (req && res) return `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime ?? 0)} ms`;
  return `${context ? `${context}: ` : ''}${String(log[messageKey])}`;
}

/**
 * The logger of every process, secrets redacted: JSON lines, or, when `readable` (by default when
 * stdout is a terminal: a person watching `npm start`), one line per message with its time and level.
 */
export function createLogger(level: string, destination?: DestinationStream, readable = !destination && process.stdout.isTTY === true): Logger {
  const stream = readable
    ? pretty({
        destination: destination ?? 1,
        colorize: !destination && pretty.isColorSupported,
        sync: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,context,reqId,req,res,responseTime',
        messageFormat: readableMessage,
      })
    : destination;
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { pid: process.pid } }, stream);
}

/**
 * Routes Nest's own messages into the same pino logger. Nest's `log` level is its start-up
 * chatter (modules initialised, every route mapped), so it goes to `debug`.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
