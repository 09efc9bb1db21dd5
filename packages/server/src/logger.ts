import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { pid: process.pid } }, destination);
}

/** Routes Nest's own messages (bootstrap, lifecycle) into the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}
