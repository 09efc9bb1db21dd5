import { DynamicModule, Global, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AUTH_CHANNEL, type Environment } from '@ledgerline/domain';
import { Client } from 'pg';
import type { BusinessCalendar } from './principal';

export interface KeyOwner {
  businessId: string;
  baseCurrency: string;
  calendar: BusinessCalendar;
}

const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;
const RECONNECT_MS = 1_000;

/**
 * Valid API-key lookups of this process (key hash → business, base currency and calendar), bounded (LRU)
 * and short-lived. A dedicated connection LISTENs on `AUTH_CHANNEL`; a notification drops the
 * entries of its business. While that connection is not listening, the cache is bypassed, and it
 * starts empty each time it listens again.
 */
export class ApiKeyCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, KeyOwner & { expires: number }>();
  private client?: Client;
  private listening = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  /** Bumped on every invalidation: a lookup that raced one is not stored. */
  private generation = 0;

  constructor(private readonly databaseUrl: string) {}

  /** The cached owner of the key, or `load()`'s answer (stored unless it throws or an invalidation raced it). */
  async resolve(environment: Environment, keyHash: Buffer, load: () => Promise<KeyOwner>): Promise<KeyOwner> {
    const id = `${environment}:${keyHash.toString('hex')}`;
    const hit = this.entries.get(id);
    if (hit && this.listening && hit.expires > Date.now()) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return { businessId: hit.businessId, baseCurrency: hit.baseCurrency, calendar: hit.calendar };
    }
    const generation = this.generation;
    const owner = await load();
    if (this.listening && generation === this.generation) {
      this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { ...owner, expires: Date.now() + TTL_MS });
    }
    return owner;
  }

  /** Drops every entry of the business (after a committed roll or a change of its shared settings). */
  evictBusiness(businessId: string): void {
    this.generation++;
    for (const [id, entry] of this.entries) if (entry.businessId === businessId) this.entries.delete(id);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.lost(this.client);
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: 'ledgerline-api-auth-listener',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    this.client = client;
    client.on('notification', (message) => this.evictBusiness(message.payload ?? ''));
    client.on('error', () => void this.lost(client));
    client.on('end', () => void this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch {
      await this.lost(client);
      return;
    }
    if (this.client !== client) return;
    this.entries.clear();
    this.generation++;
    this.listening = true;
  }

  /** The connection is gone (or shutting down): bypass the cache until listening again. */
  private async lost(client: Client | undefined): Promise<void> {
    if (!client || this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.generation++;
    this.entries.clear();
    if (!this.stopped) this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
    await client.end().catch(() => undefined);
  }
}

@Global()
@Module({})
export class ApiKeyCacheModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return { module: ApiKeyCacheModule, providers: [{ provide: ApiKeyCache, useFactory: () => new ApiKeyCache(databaseUrl) }], exports: [ApiKeyCache] };
  }
}
