import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { createBusiness, createDataSource, type CreateBusinessInput } from '@ledgerline/domain';
import { createLogger, ensureTls, loadConfig } from '@ledgerline/server';
import { createTestDatabase, OpenApiValidator, TestClient, testSetting } from '@ledgerline/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { startApi } from '../src/api';
import { buildOpenApiDocument } from '../src/common/openapi';
import type { WebhookNetwork } from '../src/modules/webhooks/webhook-network';

export interface TestBusiness {
  businessId: string;
  ownerEmail: string;
  keys: { production: string; sandbox: string };
  /** Clients at each base address, authenticated with that environment's key. */
  production: TestClient;
  sandbox: TestClient;
}

export interface TestPlatform {
  /** Unauthenticated clients at each base address (responses validated against OpenAPI). */
  production: TestClient;
  sandbox: TestClient;
  /** This test file's own database, for assertions and raw-SQL checks. */
  db: DataSource;
  databaseUrl: string;
  /** The running Nest application (for tests that read its routes' metadata). */
  app: NestFastifyApplication;
  /** What webhook host names resolve to (nothing else resolves): tests set answers here, DNS is never asked. */
  hosts: Map<string, string[]>;
  createBusiness(overrides?: Partial<CreateBusinessInput>): Promise<TestBusiness>;
  close(): Promise<void>;
}

/**
 * Starts the real API (both HTTPS listeners on ephemeral ports) on a database of this test
 * file's own. Every response the clients receive is validated against the served OpenAPI document.
 * The API logs nothing unless `LOG_LEVEL` is set, or `logs` is given: then its lines from `info` up go there.
 */
export async function startTestPlatform(env: Record<string, string> = {}, logs?: DestinationStream): Promise<TestPlatform> {
  const database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: testSetting('dataDir'), PRODUCTION_PORT: '0', SANDBOX_PORT: '0', ...env });
  const logger = createLogger(logs ? 'info' : (process.env.LOG_LEVEL ?? 'silent'), logs);
  const hosts = new Map<string, string[]>();
  const api = await startApi({ config, databaseUrl: database.url, tls: await ensureTls(config), logger, webhookNetwork: loopbackOnly(hosts) });
  const [productionUrl, sandboxUrl] = api.urls;
  // Built as the app builds the one it serves, not fetched: setting up spends none of the per-IP rate limit.
  const validator = new OpenApiValidator(buildOpenApiDocument(api.app));
  const production = new TestClient(productionUrl, { validator });
  const sandbox = new TestClient(sandboxUrl, { validator });
  const db = await createDataSource({ url: database.url, poolSize: 2 }).initialize();

  return {
    production,
    sandbox,
    db,
    databaseUrl: database.url,
    app: api.app,
    hosts,
    async createBusiness(overrides = {}) {
      const created = await createBusiness(db, {
        name: 'Test Business',
        email: `owner-${randomBytes(6).toString('hex')}@example.test`,
        password: 'correct horse battery',
        baseCurrency: 'USD',
        ...overrides,
      });
      return {
        ...created,
        production: production.as(created.keys.production),
        sandbox: sandbox.as(created.keys.sandbox),
      };
    },
    async close() {
      await api.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * How the tests' webhook deliveries reach the network: host names resolve only from `hosts`, and
 * the connector refuses any address but 127.0.0.1 and ::1, so even a bug cannot send a request out.
 */
export function loopbackOnly(hosts: ReadonlyMap<string, string[]>): WebhookNetwork {
  return {
    resolve: (host) => {
      const addresses = hosts.get(host);
      return addresses ? Promise.resolve(addresses) : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
    },
    connect: (address, port) => {
      if (address !== '127.0.0.1' && address !== '::1') throw new Error(`the tests connect to loopback only, not to ${address}`);
      return connect({ host: address, port });
    },
  };
}
