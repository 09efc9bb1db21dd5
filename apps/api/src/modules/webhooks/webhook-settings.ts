import { webhookSecretKey, type PlatformConfig } from '@ledgerline/server';

/** The webhook configuration (README, configuration; docs/webhooks.md), read once at start-up. */
export interface WebhookSettings {
  /** Encrypts the signing secrets at rest. */
  key: Buffer;
  /** Seconds from each failed attempt to the next; its length is how many retries follow the first attempt. */
  retrySchedule: number[];
  timeoutMs: number;
  disableAfterSeconds: number;
  allowedTargets: ReadonlySet<string>;
  /** Attempts this process makes at once (0: none). */
  workers: number;
}

export const WEBHOOK_SETTINGS = Symbol('WEBHOOK_SETTINGS');

/** The settings of `config`; `workers` replaces WEBHOOK_WORKERS (the CLI's `worker`). */
export function webhookSettings(config: PlatformConfig, workers = config.WEBHOOK_WORKERS): WebhookSettings {
  return {
    key: webhookSecretKey(config),
    retrySchedule: config.webhookRetrySchedule,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    disableAfterSeconds: config.WEBHOOK_DISABLE_AFTER_SECONDS,
    allowedTargets: config.webhookAllowedTargets,
    workers,
  };
}
