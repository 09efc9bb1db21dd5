import { existsSync } from 'node:fs';
import { plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

/** In this order, so that a non-number is reported as such rather than as out of range. */
const PORT = [IsInt(), Min(0), Max(65535)];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** Every setting of both apps and the CLI (docs/api.md, Processes, environments, addresses), validated once at start-up. */
export class PlatformConfig {
  @IsString() DATA_DIR = '.data';
  @IsOptional() @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// URL' }) DATABASE_URL?: string;
  @IsOptional() @Matches(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// URL' }) REDIS_URL?: string;
  @apply(PORT) PRODUCTION_PORT = 8443;
  @apply(PORT) SANDBOX_PORT = 8444;
  @apply(PORT) AUTH_PORT = 8445;
  @IsString() HOST = '127.0.0.1';
  @IsOptional() @Matches(/^https:\/\/\S+$/, { message: 'must be an https:// URL' }) PUBLIC_AUTH_URL?: string;
  @IsOptional() @IsString() TLS_CERT?: string;
  @IsOptional() @IsString() TLS_KEY?: string;
  @apply([IsInt(), Min(1)]) RATE_LIMIT_PER_MINUTE = 500;
  /** Where rate-limit counters live; `memory` is for single-process tests, `off` for benchmarks. */
  @IsOptional() @IsIn(['off', 'memory', 'postgres', 'redis']) RATE_LIMIT_STORE?: 'off' | 'memory' | 'postgres' | 'redis';
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL = 'info';
  /** Comma-separated addresses of TLS-terminating proxies whose X-Forwarded-* headers are trusted. */
  @IsOptional() @IsString() TRUSTED_PROXIES?: string;
  @apply(PORT) EMBEDDED_PG_PORT = 54329;
  /** API worker processes sharing the two ports (node:cluster); one per core is the deployment default. */
  @apply([IsInt(), Min(1), Max(64)]) API_WORKERS = 1;
  /** Each API worker's heap ceiling in MiB (`--max-old-space-size`); without one V8 lets garbage pile up to ~300 MiB under load (docs/decisions.md). */
  @apply([IsInt(), Min(64), Max(65_536)]) API_WORKER_HEAP_MIB = 512;
  /** Answers of repeated reads (sales pages, trial balances) each API process keeps while their business has not changed (0: none). */
  @apply([IsInt(), Min(0), Max(100_000)]) READ_CACHE_ENTRIES = 256;
  /** `on`: concurrent new sales of any businesses share one transaction and one commit (docs/decisions.md); `off`: one transaction each. */
  @IsIn(['on', 'off']) GROUP_COMMIT: 'on' | 'off' = 'on';
  /** Webhook deliveries each API process makes at once (0: this process delivers none; `cli worker` does). */
  @apply([IsInt(), Min(0), Max(1000)]) WEBHOOK_WORKERS = 10;
  /** Seconds from each failed webhook attempt to the next, comma-separated (Standard Webhooks' schedule). */
  @Matches(/^\d+(,\d+)*$/, { message: 'must be whole seconds separated by commas' }) WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';
  @apply([IsInt(), Min(100), Max(600_000)]) WEBHOOK_TIMEOUT_MS = 15_000;
  /** After this many seconds of nothing but failed attempts, an endpoint is disabled. */
  @apply([IsInt(), Min(1)]) WEBHOOK_DISABLE_AFTER_SECONDS = 432_000;
  /** Comma-separated host:port pairs that webhooks may reach even though they are not globally routable. */
  @IsOptional() @Matches(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, { message: 'must be host:port pairs separated by commas' }) WEBHOOK_ALLOW_PRIVATE_TARGETS?: string;
  /** The key that encrypts webhook signing secrets: base64 of 32 bytes (else one generated into DATA_DIR/webhook-secret.key). */
  @IsOptional() @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be the base64 of 32 bytes' }) WEBHOOK_SECRET_KEY?: string;

  get webhookRetrySchedule(): number[] {
    return this.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number);
  }

  get webhookAllowedTargets(): Set<string> {
    return new Set(this.WEBHOOK_ALLOW_PRIVATE_TARGETS?.split(',') ?? []);
  }

  get publicAuthUrl(): string {
    return this.PUBLIC_AUTH_URL ?? `https://localhost:${this.AUTH_PORT}`;
  }

  /** RATE_LIMIT_STORE, by default Redis when REDIS_URL is set, else PostgreSQL (docs/api.md, Limits and traffic safety). */
  get rateLimitStore(): 'off' | 'memory' | 'postgres' | 'redis' {
    return this.RATE_LIMIT_STORE ?? (this.REDIS_URL ? 'redis' : 'postgres');
  }
}

export class ConfigError extends Error {}

const NUMERIC = [
  'PRODUCTION_PORT',
  'SANDBOX_PORT',
  'AUTH_PORT',
  'RATE_LIMIT_PER_MINUTE',
  'EMBEDDED_PG_PORT',
  'API_WORKERS',
  'API_WORKER_HEAP_MIB',
  'READ_CACHE_ENTRIES',
  'WEBHOOK_WORKERS',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_DISABLE_AFTER_SECONDS',
];

/**
 * Reads the environment (and `.env` in the working directory, which never overrides a variable
 * already set) into a validated `PlatformConfig`. A bad variable throws one line naming it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(new PlatformConfig())) {
    const value = env[key];
    if (value === undefined || value === '') continue;
    raw[key] = NUMERIC.includes(key) && /^\d+$/.test(value) ? Number(value) : value;
  }
  const config = plainToInstance(PlatformConfig, raw);
  const [error] = validateSync(config);
  if (error) {
    const message = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
    throw new ConfigError(`Invalid configuration: ${error.property} ${message.replace(`${error.property} `, '')}`);
  }
  if (Boolean(config.TLS_CERT) !== Boolean(config.TLS_KEY)) {
    throw new ConfigError(
      `Invalid configuration: ${config.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'} must be set together with ${config.TLS_CERT ? 'TLS_CERT' : 'TLS_KEY'}`,
    );
  }
  if (config.RATE_LIMIT_STORE === 'redis' && !config.REDIS_URL) throw new ConfigError('Invalid configuration: RATE_LIMIT_STORE redis needs REDIS_URL');
  if (config.RATE_LIMIT_STORE === 'memory' && config.API_WORKERS > 1)
    throw new ConfigError('Invalid configuration: RATE_LIMIT_STORE memory needs API_WORKERS 1 (each worker would count alone)');
  return config;
}
