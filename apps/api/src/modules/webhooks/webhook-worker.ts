import { EventEmitter } from 'node:events';
import { Logger as NestLogger } from '@nestjs/common';
import { Logger, run, type WorkerEvents } from 'graphile-worker';
import { Pool } from 'pg';
import { DELIVERY_TASK } from '@ledgerline/domain';
import type { Db } from '../../database/tx';
import type { WebhookDeliverer } from './webhook-deliverer';
import type { AttemptKey, WebhooksRepository } from './webhooks.repository';

/** graphile-worker's messages through the app's log: its errors and warnings; the rest at debug. */
const workerLogger = new Logger(() => (level, message) => {
  if (level === 'error') NestLogger.error(message, 'Webhooks');
  else if (level === 'warning') NestLogger.warn(message, 'Webhooks');
  else NestLogger.debug(message, 'Webhooks');
});

/** The daily job that forgets bodies older than 30 days. */
const FORGET_BODIES_TASK = 'webhook_forget_old_bodies';
/** Every this often a process says its workers are alive and unlocks the jobs of workers silent for DEAD_AFTER_S. */
const HEARTBEAT_MS = 10_000;
const DEAD_AFTER_S = 30;

/**
 * How long a finished job waits for others to be marked done with it. A process killed meanwhile
 * leaves the job to be run again, which finds its attempt made and stops (no second request).
 */
const COMPLETE_BATCH_MS = 10;
const REFETCH_MS = 50;

export interface WebhookWorker {
  stop(): Promise<void>;
}

/**
 * Runs webhook deliveries in this process: a graphile-worker runner making up to `concurrency`
 * attempts at once, woken by the queue's NOTIFY and polling every second for retries that come
 * due, plus a daily job that forgets bodies older than 30 days. Any number of processes may run
 * one: each job is locked by the worker that takes it. The workers' heartbeat lets the live
 * processes unlock, within a minute, the jobs of a process that was killed mid-attempt (those
 * attempts are then made again: at least once).
 */
export async function runWebhookWorker(
  databaseUrl: string,
  concurrency: number,
  deliverer: WebhookDeliverer,
  webhooks: WebhooksRepository,
  db: Db,
): Promise<WebhookWorker> {
  const events: WorkerEvents = new EventEmitter();
  // A job is locked by its worker's id, or by its pool's when the pool fetched it for a worker.
  const workerIds = new Set<string>();
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => workerIds.delete(worker.workerId));
  // The runner's pool is ours: graphile-worker ends a pool it made without waiting, its error
  // handlers already removed, so a connection the server closed meanwhile (a stop beside a
  // `DROP DATABASE … WITH (FORCE)`) was an unhandled error. This one is ended after the runner
  // stops, its handlers in place until then.
  const pool = new Pool({ connectionString: databaseUrl, max: concurrency + 2, application_name: 'ledgerline-api-webhooks' });
  const connectionError = (error: Error) => NestLogger.warn(`webhook worker's PostgreSQL connection: ${error.message}`, 'Webhooks');
  pool.on('error', connectionError);
  pool.on('connect', (client) => client.on('error', connectionError));
  const runner = await run({
    pgPool: pool,
    concurrency,
    pollInterval: 1000,
    noHandleSignals: true,
    // The pool fetches (and locks) jobs in batches for its workers, and marks them done in batches
    // (those done within COMPLETE_BATCH_MS): one query per batch rather than per attempt. A fetch
    // that found few jobs waits REFETCH_MS before the next, however many new jobs are announced
    // meanwhile, so that a steady trickle of events is fetched in batches too.
    preset: {
      worker: {
        localQueue: { size: concurrency + 1, refetchDelay: { durationMs: REFETCH_MS, threshold: Math.ceil(concurrency / 2) } },
        completeJobBatchDelay: COMPLETE_BATCH_MS,
      },
    },
    logger: workerLogger,
    events,
    crontab: `0 3 * * * ${FORGET_BODIES_TASK}`,
    taskList: {
      [DELIVERY_TASK]: (payload) => deliverer.deliver(payload as AttemptKey),
      [FORGET_BODIES_TASK]: () => webhooks.forgetOldBodies(db),
    },
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  const beat = async () => {
    await webhooks.heartbeat(db, [...workerIds]);
    await webhooks.unlockDeadWorkers(db, DEAD_AFTER_S);
  };
  await beat();
  const timer = setInterval(
    () => void beat().catch((error: Error) => NestLogger.warn(`webhook worker heartbeat failed: ${error.message}`, 'Webhooks')),
    HEARTBEAT_MS,
  );
  return {
    async stop() {
      clearInterval(timer);
      await runner.stop();
      await pool.end();
    },
  };
}
