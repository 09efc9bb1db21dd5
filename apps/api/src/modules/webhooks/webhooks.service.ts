import { Inject, Injectable } from '@nestjs/common';
import {
  generateWebhookSecret,
  newId,
  parseWebhookUrl,
  resolveTarget,
  sealSecret,
  TargetRefused,
  type Scope,
  type WebhookEndpointEntity,
} from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import type { CreateWebhookDto, ListDeliveriesQueryDto, ListWebhooksQueryDto, UpdateWebhookDto } from './dto/webhook.dto';
import {
  toDeliveryResponse,
  toWebhookResponse,
  type DeliveryResponse,
  type RecoveryResponse,
  type WebhookResponse,
  type WebhookWithSecretResponse,
} from './webhook.response';
import { ROTATION_OVERLAP_MS } from './webhook-deliverer';
import { WEBHOOK_NETWORK, type WebhookNetwork } from './webhook-network';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WebhooksRepository, type EndpointChanges } from './webhooks.repository';

/** The webhook endpoints of a business and environment, and their delivery logs (docs/webhooks.md). */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly webhooks: WebhooksRepository,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(WEBHOOK_NETWORK) private readonly network: WebhookNetwork,
  ) {}

  async list(scope: Scope, query: ListWebhooksQueryDto): Promise<Page<WebhookResponse>> {
    const page = await this.webhooks.list(this.db, scope, query);
    return { rows: page.rows.map(toWebhookResponse), pagination: page.pagination };
  }

  async get(scope: Scope, id: string): Promise<WebhookResponse> {
    return toWebhookResponse(await this.existing(scope, id));
  }

  async create(scope: Scope, input: CreateWebhookDto): Promise<WebhookWithSecretResponse> {
    const url = await this.checkedUrl(scope, input.url);
    const id = newId();
    const secret = generateWebhookSecret();
    return this.uow.run(async (tx) => {
      const endpoint = await this.webhooks.insert(tx, scope, {
        id,
        url,
        description: input.description || null,
        events: [...new Set(input.events ?? ['*'])],
        enabled: input.enabled ?? true,
        secret: sealSecret(this.settings.key, id, secret),
      });
      const created = toWebhookResponse(endpoint);
      await recordEvent(tx, scope, 'webhook_endpoint.created', created);
      return { ...created, secret };
    });
  }

  async update(scope: Scope, id: string, input: UpdateWebhookDto, expectedVersion?: number): Promise<WebhookResponse> {
    const changes: EndpointChanges = {};
    if (input.url !== undefined) changes.url = await this.checkedUrl(scope, input.url);
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.events !== undefined) changes.events = [...new Set(input.events)];
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.enabled) Object.assign(changes, { disabledReason: null, failingSince: null });
    return this.uow.run(async (tx) => {
      const current = await this.locked(tx, scope, id, expectedVersion);
      if (Object.keys(changes).length === 0) return toWebhookResponse(current);
      const updated = toWebhookResponse(await this.webhooks.update(tx, scope, id, changes));
      await recordEvent(tx, scope, 'webhook_endpoint.updated', updated);
      return updated;
    });
  }

  async remove(scope: Scope, id: string, expectedVersion?: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const current = await this.locked(tx, scope, id, expectedVersion);
      await this.webhooks.delete(tx, scope, id);
      await recordEvent(tx, scope, 'webhook_endpoint.deleted', toWebhookResponse(current));
    });
  }

  /** A new secret; the old one keeps signing beside it for 24 hours. */
  async rotateSecret(scope: Scope, id: string): Promise<WebhookWithSecretResponse> {
    const secret = generateWebhookSecret();
    return this.uow.run(async (tx) => {
      const current = await this.locked(tx, scope, id, undefined);
      const endpoint = await this.webhooks.update(tx, scope, id, {
        secret: sealSecret(this.settings.key, id, secret),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
      });
      const rotated = toWebhookResponse(endpoint);
      await recordEvent(tx, scope, 'webhook_endpoint.secret_rotated', rotated);
      return { ...rotated, secret };
    });
  }

  async deliveries(scope: Scope, id: string, query: ListDeliveriesQueryDto): Promise<Page<DeliveryResponse>> {
    await this.existing(scope, id);
    const page = await this.webhooks.deliveries(this.db, scope, id, query);
    return { rows: page.rows.map(toDeliveryResponse), pagination: page.pagination };
  }

  /** Another attempt at a delivery's event, now. */
  retry(scope: Scope, id: string, deliveryId: string): Promise<DeliveryResponse> {
    return this.uow.run(async (tx) => {
      await this.enabled(tx, scope, id);
      if (!(await this.webhooks.delivery(tx, scope, id, deliveryId))) throw DomainError.notFound('Delivery');
      return toDeliveryResponse(await this.webhooks.queueAttempt(tx, scope, id, deliveryId, null));
    });
  }

  /** An attempt at every subscribed event after `afterSequence`. */
  recover(scope: Scope, id: string, afterSequence: string): Promise<RecoveryResponse> {
    return this.uow.run(async (tx) => {
      await this.enabled(tx, scope, id);
      return { after_sequence: afterSequence, queued: await this.webhooks.queueRecovery(tx, scope, id, afterSequence) };
    });
  }

  /** A `webhook.test` event for this endpoint alone. */
  test(scope: Scope, id: string): Promise<DeliveryResponse> {
    return this.uow.run(async (tx) => {
      await this.enabled(tx, scope, id);
      return toDeliveryResponse(await this.webhooks.queueTest(tx, scope, id));
    });
  }

  private async existing(scope: Scope, id: string): Promise<WebhookEndpointEntity> {
    const endpoint = await this.webhooks.find(this.db, scope, id);
    if (!endpoint) throw DomainError.notFound('Webhook endpoint');
    return endpoint;
  }

  /** The endpoint locked for a change: 404 when unknown, 412 when `If-Match` names another version. */
  private async locked(tx: Tx, scope: Scope, id: string, expectedVersion: number | undefined): Promise<WebhookEndpointEntity> {
    const current = await this.webhooks.lock(tx, scope, id);
    if (!current) throw DomainError.notFound('Webhook endpoint');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    return current;
  }

  /** The endpoint, which must be enabled to be sent anything: 409 otherwise. */
  private async enabled(tx: Tx, scope: Scope, id: string): Promise<void> {
    const endpoint = await this.locked(tx, scope, id, undefined);
    if (!endpoint.enabled) throw new DomainError('conflict', 'This webhook endpoint is disabled; enable it first');
  }

  /** The URL as it will be stored, once it may be an endpoint: 400 on `url` otherwise. */
  private async checkedUrl(scope: Scope, text: string): Promise<string> {
    try {
      const url = parseWebhookUrl(text, scope.environment);
      await resolveTarget(url, this.network.resolve, this.settings.allowedTargets);
      return url.toString();
    } catch (error) {
      if (error instanceof TargetRefused) throw DomainError.validation([{ field: 'url', message: error.message }]);
      throw error;
    }
  }
}
