import type { Agent } from 'node:http';
import { Inject, Injectable, Logger as NestLogger, type OnApplicationShutdown } from '@nestjs/common';
import DataLoader from 'dataloader';
import { openSecret, resolveTarget, TargetRefused, type Scope } from '@ledgerline/domain';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { toWebhookResponse } from './webhook.response';
import { WEBHOOK_NETWORK, type WebhookNetwork } from './webhook-network';
import { nextStep, type NextStep } from './webhook-retries';
import { BODY_LIMIT, receiverConnections, sendAttempt, signature, type AttemptOutcome } from './webhook-sender';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WebhooksRepository, type AttemptKey, type AttemptRecord, type AttemptRow } from './webhooks.repository';

/**
 * Calls made while the event loop handles one round of I/O go to the database as one statement:
 * the attempts that many workers start at once are read together, and the successes that come
 * back together are recorded together (one commit).
 */
const ONE_ROUND = { cache: false, batchScheduleFn: (run: () => void) => setImmediate(run) } as const;

const truncated = (text: string) => Buffer.from(text).subarray(0, BODY_LIMIT).toString('utf8');

/** Why an attempt was not signed: this process's key is not the one that sealed the secret. */
const UNOPENED_SECRET = "the signing secret does not open with this process's WEBHOOK_SECRET_KEY (every process needs the same key)";

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * Makes one delivery attempt (the graphile-worker task `webhook_delivery`): signs the event,
 * checks where the URL leads, POSTs it, then records the outcome. A success is recorded on its
 * own; a failure, the next attempt it queues and the endpoint it may disable, in one transaction
 * (docs/webhooks.md).
 */
@Injectable()
export class WebhookDeliverer implements OnApplicationShutdown {
  private readonly connections: Agent;
  private readonly reads = new DataLoader<AttemptKey, AttemptRow | null>(async (keys) => {
    const rows = new Map((await this.webhooks.attempts(this.db, keys)).map((row) => [row.id, row]));
    return keys.map((key) => rows.get(key.id) ?? null);
  }, ONE_ROUND);
  private readonly successes = new DataLoader<AttemptRecord, void>(async (records) => {
    await this.webhooks.recordAttempts(this.db, records);
    return records.map(() => undefined);
  }, ONE_ROUND);

  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly webhooks: WebhooksRepository,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(WEBHOOK_NETWORK) private readonly network: WebhookNetwork,
  ) {
    this.connections = receiverConnections(network);
  }

  onApplicationShutdown(): void {
    this.connections.destroy();
  }

  async deliver(job: AttemptKey): Promise<void> {
    const scope: Scope = { businessId: job.business_id, environment: job.environment };
    const attempt = await this.reads.load(job);
    // Gone with its endpoint, or already made (a job run twice after a crash): nothing to do.
    if (!attempt || attempt.status !== 'pending') return;
    const body = JSON.stringify({
      id: attempt.event_id,
      type: attempt.event_type,
      sequence: attempt.sequence === null ? null : Number(attempt.sequence),
      created_at: attempt.event_created_at.toISOString(),
      environment: scope.environment,
      data: attempt.event_data ?? { endpoint_id: attempt.endpoint_id, message: 'A test event: your endpoint receives Ledgerline webhooks' },
    });
    const outcome = attempt.enabled ? await this.send(attempt, body) : failure('the endpoint is disabled');
    const step = attempt.enabled ? nextStep(outcome, attempt.attempt, this.settings.retrySchedule) : null;
    const record = { ...job, responseStatus: outcome.status, durationMs: outcome.durationMs, requestBody: truncated(body), responseBody: outcome.responseBody };
    // A success depends on nothing but itself: recorded in one statement, without locking the endpoint (whose row every new event's delivery references).
    if (step?.status === 'succeeded') {
      await this.successes.load({ ...record, status: 'succeeded', error: null, nextAttemptAt: null });
      return;
    }
    await this.uow.run(async (tx) => {
      const current = await this.webhooks.lock(tx, scope, attempt.endpoint_id);
      if (!current) return;
      const failed: NextStep = current.enabled && step ? step : { status: 'failed', disable: null };
      const failingSince = current.failingSince ?? new Date();
      let disable: string | null = null;
      if (failed.status === 'failed' && failed.disable) disable = failed.disable;
      else if (current.enabled && Date.now() - failingSince.getTime() >= this.settings.disableAfterSeconds * 1000)
        disable = `Every attempt failed for ${this.settings.disableAfterSeconds} s or more`;
      // An attempt that disables its endpoint is the last one.
      const nextAttemptAt = failed.status === 'retrying' && !disable ? new Date(Date.now() + failed.delaySeconds * 1000) : null;
      await this.webhooks.recordAttempts(tx, [
        { ...record, status: nextAttemptAt ? 'retrying' : 'failed', error: outcome.error ?? `the endpoint answered ${outcome.status}`, nextAttemptAt },
      ]);
      if (!current.enabled) return;
      if (nextAttemptAt) await this.webhooks.queueAttempt(tx, scope, current.id, attempt.id, nextAttemptAt);
      if (disable) {
        const disabled = toWebhookResponse(await this.webhooks.update(tx, scope, current.id, { enabled: false, disabledReason: disable, failingSince: null }));
        await recordEvent(tx, scope, 'webhook_endpoint.disabled', disabled);
      } else if (!current.failingSince) {
        await this.webhooks.setFailingSince(tx, scope, current.id, failingSince);
      }
    });
  }

  /** Signs and sends `body`, unless the URL now leads somewhere it may not go or the secret does not open. */
  private async send(attempt: AttemptRow, body: string): Promise<AttemptOutcome> {
    const sealed = [attempt.secret];
    if (attempt.previous_secret && attempt.previous_secret_expires_at && attempt.previous_secret_expires_at.getTime() > Date.now()) {
      sealed.push(attempt.previous_secret);
    }
    let secrets: string[];
    try {
      secrets = sealed.map((secret) => openSecret(this.settings.key, attempt.endpoint_id, secret));
    } catch {
      NestLogger.error(`webhook endpoint ${attempt.endpoint_id}: ${UNOPENED_SECRET}`, 'Webhooks');
      return failure(`not sent: ${UNOPENED_SECRET}`);
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': attempt.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature(secrets, attempt.event_id, timestamp, body),
    };
    try {
      const target = await resolveTarget(new URL(attempt.url), this.network.resolve, this.settings.allowedTargets);
      return await sendAttempt(this.connections, target, headers, body, this.settings.timeoutMs);
    } catch (error) {
      if (error instanceof TargetRefused) return failure(`refused: the URL ${error.message}`);
      throw error;
    }
  }
}

function failure(error: string): AttemptOutcome {
  return { status: null, responseBody: null, error, durationMs: 0, retryAfter: null };
}
