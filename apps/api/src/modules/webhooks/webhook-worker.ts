import { Logger as NestLogger } from '@nestjs/common';
import { Logger, run, type Runner } from 'graphile-worker';
import { DELIVERY_TASK } from '../../ledger/webhook-queue';
import type { Db } from '../../database/tx';
import type { AttemptJob, WebhookDeliverer } from './webhook-deliverer';
import type { WebhooksRepository } from './webhooks.repository';

/** graphile-worker's messages through the app's log: its errors and warnings; the rest at debug. */
const workerLogger = new Logger(() => (level, message) => {
  if (level === 'error') NestLogger.error(message, 'Webhooks');
  else if (level === 'warning') NestLogger.warn(message, 'Webhooks');
  else NestLogger.debug(message, 'Webhooks');
});

/**
 * Runs webhook deliveries in this process: a graphile-worker runner making up to `concurrency`
 * attempts at once, woken by the queue's NOTIFY and polling every second for retries that come
 * due, plus a daily job that forgets bodies older than 30 days. Any number of processes may run
 * one: each job is locked by the process that takes it (docs/webhooks.md, Where delivery runs).
 */
export function runWebhookWorker(databaseUrl: string, concurrency: number, deliverer: WebhookDeliverer, webhooks: WebhooksRepository, db: Db): Promise<Runner> {
  return run({
    connectionString: databaseUrl,
    concurrency,
    maxPoolSize: concurrency + 2,
    pollInterval: 1000,
    noHandleSignals: true,
    logger: workerLogger,
    crontab: `0 3 * * * ${FORGET_BODIES_TASK}`,
    taskList: {
      [DELIVERY_TASK]: (payload) => deliverer.deliver(payload as AttemptJob),
      [FORGET_BODIES_TASK]: () => webhooks.forgetOldBodies(db),
    },
  });
}

const FORGET_BODIES_TASK = 'webhook_forget_old_bodies';
