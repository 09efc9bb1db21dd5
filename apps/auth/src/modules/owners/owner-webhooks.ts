import { DynamicModule, Global, Inject, Injectable, Module } from '@nestjs/common';
import {
  businessWide,
  generateWebhookSecret,
  insertEvents,
  insertWebhookEndpoint,
  newId,
  parseWebhookUrl,
  queueAttemptAgain,
  resolveTarget,
  scoped,
  Sql,
  sealSecret,
  systemResolver,
  TargetRefused,
  WEBHOOK_ENDPOINT_COLUMNS,
  WEBHOOK_EVENT_PATTERN,
  webhookEndpointRecord,
  type Environment,
  type RunSql,
  type Scope,
  type WebhookEndpointEntity,
} from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { webhookSecretKey, type PlatformConfig } from '@ledgerline/server';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountView } from './owner.pages';

/** What the owner pages need of the webhook configuration: the key that seals secrets, the allowed private targets. */
export interface OwnerWebhookSettings {
  key: Buffer;
  allowedTargets: ReadonlySet<string>;
}

export const OWNER_WEBHOOK_SETTINGS = Symbol('OWNER_WEBHOOK_SETTINGS');

/** Provides OWNER_WEBHOOK_SETTINGS from the configuration. */
@Global()
@Module({})
export class OwnerWebhookSettingsModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    const settings: OwnerWebhookSettings = { key: webhookSecretKey(config), allowedTargets: config.webhookAllowedTargets };
    return { module: OwnerWebhookSettingsModule, providers: [{ provide: OWNER_WEBHOOK_SETTINGS, useValue: settings }], exports: [OWNER_WEBHOOK_SETTINGS] };
  }
}

/** How many recent attempts the page shows per endpoint. */
const RECENT_DELIVERIES = 5;

/** The statements of a transaction, answering their rows (an UPDATE's or DELETE's RETURNING rows too). */
const runIn =
  (manager: EntityManager): RunSql =>
  async <Row>(text: string, sql: Sql) =>
    (await manager.queryRunner!.query(text, sql.values, true)).records as Row[];

/**
 * The Webhooks section of the owner's page: the same rules and statements as the API's
 * `/webhooks` (URL checks, sealed secrets, an event for every change, attempts queued with the
 * event), for the business's endpoints in both environments.
 */
@Injectable()
export class OwnerWebhooks {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OWNER_WEBHOOK_SETTINGS) private readonly settings: OwnerWebhookSettings,
  ) {}

  /** The endpoints of both environments (the newest fifty), each with its latest attempts. */
  async list(businessId: string): Promise<AccountView['webhooks']> {
    const q = businessWide(businessId);
    const rows = await this.db.query(
      `SELECT ${WEBHOOK_ENDPOINT_COLUMNS},
              coalesce((SELECT json_agg(d ORDER BY d.created_at DESC, d.id DESC) FROM (
                SELECT id, created_at, event_type, attempt, status, response_status, coalesce(attempted_at, created_at) AS at FROM webhook_deliveries d
                 WHERE d.business_id = w.business_id AND d.environment = w.environment AND d.endpoint_id = w.id
                 ORDER BY d.created_at DESC, d.id DESC LIMIT ${RECENT_DELIVERIES}) d), '[]') AS deliveries
         FROM webhook_endpoints w WHERE ${q.business('w')} ORDER BY w.created_at DESC, w.id DESC LIMIT 50`,
      q.values,
    );
    return rows.map((row: WebhookEndpointEntity & { deliveries: AccountView['webhooks'][number]['deliveries'] }) => ({
      ...webhookEndpointRecord(row),
      environment: row.environment,
      deliveries: row.deliveries,
    }));
  }

  /** A new endpoint; answers its secret, shown once. */
  async add(scope: Scope, url: string, events: string): Promise<string> {
    const subscribed = [...new Set(events.split(/[\s,]+/).filter(Boolean))];
    if (subscribed.length === 0) subscribed.push('*');
    if (subscribed.length > 50 || !subscribed.every((event) => WEBHOOK_EVENT_PATTERN.test(event)))
      throw DomainError.validation([{ field: 'events', message: 'must list event types (sale.created), prefixes (invoice.*) or *' }]);
    const checked = await this.checkedUrl(scope.environment, url);
    const id = newId();
    const secret = generateWebhookSecret();
    await this.db.transaction(async (manager) => {
      const endpoint = await insertWebhookEndpoint(runIn(manager), scope, {
        id,
        url: checked,
        description: null,
        events: subscribed,
        enabled: true,
        secret: sealSecret(this.settings.key, id, secret),
      });
      await insertEvents(runIn(manager), [{ scope, type: 'webhook_endpoint.created', data: webhookEndpointRecord(endpoint) }]);
    });
    return secret;
  }

  async disable(scope: Scope, id: string): Promise<void> {
    await this.change(
      scope,
      'webhook_endpoint.updated',
      (q) => `UPDATE webhook_endpoints w SET enabled = false, version = version + 1, updated_at = now()
       WHERE ${q.tenant('w')} AND w.id = ${q.param(id)} AND w.enabled RETURNING ${WEBHOOK_ENDPOINT_COLUMNS}`,
    );
  }

  async remove(scope: Scope, id: string): Promise<void> {
    await this.change(
      scope,
      'webhook_endpoint.deleted',
      (q) => `DELETE FROM webhook_endpoints w WHERE ${q.tenant('w')} AND w.id = ${q.param(id)} RETURNING ${WEBHOOK_ENDPOINT_COLUMNS}`,
    );
  }

  /** Another attempt at a delivery's event, now; only for an enabled endpoint. */
  async retry(scope: Scope, endpointId: string, deliveryId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const q = scoped(scope);
      const [endpoint] = await manager.query(`SELECT enabled FROM webhook_endpoints WHERE ${q.tenant()} AND id = ${q.param(endpointId)} FOR UPDATE`, q.values);
      if (!endpoint) throw DomainError.notFound('Webhook endpoint');
      if (!endpoint.enabled) throw new DomainError('conflict', 'This webhook endpoint is disabled');
      if (!(await queueAttemptAgain(runIn(manager), scope, endpointId, deliveryId, null))) throw DomainError.notFound('Delivery');
    });
  }

  /** Runs the statement `change` builds on one endpoint and records `type` with the endpoint it answers: 404 when it answers none. */
  private async change(scope: Scope, type: string, change: (q: ReturnType<typeof scoped>) => string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const q = scoped(scope);
      const [endpoint] = await runIn(manager)<WebhookEndpointEntity>(change(q), q);
      if (!endpoint) throw DomainError.notFound('Webhook endpoint');
      await insertEvents(runIn(manager), [{ scope, type, data: webhookEndpointRecord(endpoint) }]);
    });
  }

  private async checkedUrl(environment: Environment, text: string): Promise<string> {
    try {
      if (text.length > 2000) throw new TargetRefused('must be at most 2000 characters');
      const url = parseWebhookUrl(text, environment);
      await resolveTarget(url, systemResolver, this.settings.allowedTargets);
      return url.toString();
    } catch (error) {
      if (error instanceof TargetRefused) throw DomainError.validation([{ field: 'url', message: error.message }]);
      throw error;
    }
  }
}
