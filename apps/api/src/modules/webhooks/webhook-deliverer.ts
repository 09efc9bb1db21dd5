import { Inject, Injectable } from '@nestjs/common';
import { openSecret, resolveTarget, TargetRefused, type Environment, type Scope, type WebhookEndpointEntity } from '@ledgerline/domain';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import { toWebhookResponse } from './webhook.response';
import { WEBHOOK_NETWORK, type WebhookNetwork } from './webhook-network';
import { nextStep } from './webhook-retries';
import { BODY_LIMIT, sendAttempt, signature, type AttemptOutcome } from './webhook-sender';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WebhooksRepository, type AttemptRow } from './webhooks.repository';

/** A delivery job's payload: the attempt to make. */
export interface AttemptJob {
  business_id: string;
  environment: Environment;
  id: string;
}

const truncated = (text: string) => Buffer.from(text).subarray(0, BODY_LIMIT).toString('utf8');

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * Makes one delivery attempt (the graphile-worker task `webhook_delivery`): signs the event,
 * checks where the URL leads, POSTs it, then records the outcome, queues the next attempt or
 * disables the endpoint, in one transaction (docs/webhooks.md).
 */
@Injectable()
export class WebhookDeliverer {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly webhooks: WebhooksRepository,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(WEBHOOK_NETWORK) private readonly network: WebhookNetwork,
  ) {}

  async deliver(job: AttemptJob): Promise<void> {
    const scope: Scope = { businessId: job.business_id, environment: job.environment };
    const attempt = await this.webhooks.attempt(this.db, scope, job.id);
    // Gone with its endpoint, or already made (a job run twice after a crash): nothing to do.
    if (!attempt || attempt.status !== 'pending') return;
    const endpoint = await this.webhooks.find(this.db, scope, attempt.endpoint_id);
    if (!endpoint) return;
    const body = JSON.stringify({
      id: attempt.event_id,
      type: attempt.event_type,
      sequence: attempt.sequence === null ? null : Number(attempt.sequence),
      created_at: attempt.event_created_at.toISOString(),
      environment: scope.environment,
      data: attempt.event_data ?? { endpoint_id: endpoint.id, message: 'A test event: your endpoint receives Ledgerline webhooks' },
    });
    const outcome = endpoint.enabled ? await this.send(endpoint, attempt, body) : failure('the endpoint is disabled');
    await this.uow.run(async (tx) => {
      const current = await this.webhooks.lock(tx, scope, endpoint.id);
      if (!current) return;
      const step = current.enabled ? nextStep(outcome, attempt.attempt, this.settings.retrySchedule) : { status: 'failed' as const, disable: null };
      const failed = current.enabled && step.status !== 'succeeded';
      const failingSince = current.failingSince ?? new Date();
      let disable: string | null = null;
      if (failed && step.status === 'failed' && step.disable) disable = step.disable;
      else if (failed && Date.now() - failingSince.getTime() >= this.settings.disableAfterSeconds * 1000)
        disable = `Every attempt failed for ${this.settings.disableAfterSeconds} s or more`;
      // An attempt that disables its endpoint is the last one.
      const status = disable ? 'failed' : step.status;
      const nextAttemptAt = step.status === 'retrying' && !disable ? new Date(Date.now() + step.delaySeconds * 1000) : null;
      await this.webhooks.recordAttempt(tx, scope, attempt.id, {
        status,
        responseStatus: outcome.status,
        durationMs: outcome.durationMs,
        error: outcome.error ?? (status === 'succeeded' ? null : `the endpoint answered ${outcome.status}`),
        nextAttemptAt,
        requestBody: truncated(body),
        responseBody: outcome.responseBody,
      });
      if (!current.enabled) return;
      if (status === 'succeeded') {
        if (current.failingSince) await this.webhooks.setFailingSince(tx, scope, current.id, null);
        return;
      }
      if (nextAttemptAt) await this.webhooks.queueAttempt(tx, scope, current.id, attempt.id, nextAttemptAt);
      if (disable) {
        const disabled = toWebhookResponse(await this.webhooks.update(tx, scope, current.id, { enabled: false, disabledReason: disable, failingSince: null }));
        await recordEvent(tx, scope, 'webhook_endpoint.disabled', disabled);
      } else if (!current.failingSince) {
        await this.webhooks.setFailingSince(tx, scope, current.id, failingSince);
      }
    });
  }

  /** Signs and sends `body`, unless the URL now leads somewhere it may not go. */
  private async send(endpoint: WebhookEndpointEntity, attempt: AttemptRow, body: string): Promise<AttemptOutcome> {
    const secrets = [openSecret(this.settings.key, endpoint.id, endpoint.secret)];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > Date.now()) {
      secrets.push(openSecret(this.settings.key, endpoint.id, endpoint.previousSecret));
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': attempt.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature(secrets, attempt.event_id, timestamp, body),
    };
    try {
      const target = await resolveTarget(new URL(endpoint.url), this.network.resolve, this.settings.allowedTargets);
      return await sendAttempt(this.network, target, headers, body, this.settings.timeoutMs);
    } catch (error) {
      if (error instanceof TargetRefused) return failure(`refused: the URL ${error.message}`);
      throw error;
    }
  }
}

function failure(error: string): AttemptOutcome {
  return { status: null, responseBody: null, error, durationMs: 0, retryAfter: null };
}
