import { Logger, runMigrations } from 'graphile-worker';
import { DataSource } from 'typeorm';
import { AccountEntity } from '../accounting/account.entity';
import { InvoiceEntity, PaymentEntity } from '../accounting/invoice.entity';
import { CustomerEntity } from '../accounting/customer.entity';
import { ItemEntity } from '../accounting/item.entity';
import { SaleEntity } from '../accounting/sale.entity';
import { JournalEntryEntity } from '../accounting/journal-entry.entity';
import { TaxRateEntity } from '../accounting/tax-rate.entity';
import { ApiKeyEntity, BusinessEntity, BusinessEnvironmentEntity, OwnerEntity } from '../identity/business.entity';
import { Foundation1763700000000 } from '../migrations/1763700000000-foundation';
import { Ledger1763800000000 } from '../migrations/1763800000000-ledger';
import { Documents1763810000000 } from '../migrations/1763810000000-documents';
import { LineReferences1763820000000 } from '../migrations/1763820000000-line-references';
import { SalesIndexes1763830000000 } from '../migrations/1763830000000-sales-indexes';
import { TrafficSafety1763900000000 } from '../migrations/1763900000000-traffic-safety';
import { Oauth1764000000000 } from '../migrations/1764000000000-oauth';
import { HotPath1764100000000 } from '../migrations/1764100000000-hot-path';
import { DailyBalanceDates1764200000000 } from '../migrations/1764200000000-daily-balance-dates';
import { LineEntryDates1764300000000 } from '../migrations/1764300000000-line-entry-dates';
import { EnvironmentVersions1764400000000 } from '../migrations/1764400000000-environment-versions';
import { ChartOrder1764500000000 } from '../migrations/1764500000000-chart-order';
import { LockDateConstraint1764600000000 } from '../migrations/1764600000000-lock-date-constraint';
import { ReportIndexes1764700000000 } from '../migrations/1764700000000-report-indexes';
import { DailyLineCounts1764710000000 } from '../migrations/1764710000000-daily-line-counts';
import { OwingInvoicesCovered1764720000000 } from '../migrations/1764720000000-owing-invoices-covered';
import { ReceivableMovements1764730000000 } from '../migrations/1764730000000-receivable-movements';
import { MonthlyBalances1764740000000 } from '../migrations/1764740000000-monthly-balances';
import { Webhooks1764800000000 } from '../migrations/1764800000000-webhooks';
import { WebhookAttemptsInPlace1764810000000 } from '../migrations/1764810000000-webhook-attempts-in-place';
import { TenantKeys1764900000000 } from '../migrations/1764900000000-tenant-keys';
import { SystemAccounts1764950000000 } from '../migrations/1764950000000-system-accounts';
import { ReceivableReferences1765000000000 } from '../migrations/1765000000000-receivable-references';
import { UpdatedIndexes1765100000000 } from '../migrations/1765100000000-updated-indexes';
import { CashBasisMovements1765200000000 } from '../migrations/1765200000000-cash-basis-movements';
import { ListSortIndexes1765300000000 } from '../migrations/1765300000000-list-sort-indexes';
import { ForeignKeyIndexes1765400000000 } from '../migrations/1765400000000-foreign-key-indexes';
import { CustomerNameIndex1765500000000 } from '../migrations/1765500000000-customer-name-index';
import { ReceivableDues1765600000000 } from '../migrations/1765600000000-receivable-dues';
import { DuesByLength1765700000000 } from '../migrations/1765700000000-dues-by-length';
import { ConnectionEntity, IntegrationEntity } from '../oauth/oauth.entity';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity';
import { PreparingClient } from './preparing-client';

export const ENTITIES = [
  BusinessEntity,
  BusinessEnvironmentEntity,
  OwnerEntity,
  ApiKeyEntity,
  AccountEntity,
  JournalEntryEntity,
  IntegrationEntity,
  ConnectionEntity,
  CustomerEntity,
  TaxRateEntity,
  ItemEntity,
  InvoiceEntity,
  PaymentEntity,
  SaleEntity,
  WebhookEndpointEntity,
];
/** The one migration stream, in order; used by the CLI, `start`, the test harness and docker/. */
export const MIGRATIONS = [
  Foundation1763700000000,
  Ledger1763800000000,
  Documents1763810000000,
  LineReferences1763820000000,
  SalesIndexes1763830000000,
  TrafficSafety1763900000000,
  Oauth1764000000000,
  HotPath1764100000000,
  DailyBalanceDates1764200000000,
  LineEntryDates1764300000000,
  EnvironmentVersions1764400000000,
  ChartOrder1764500000000,
  LockDateConstraint1764600000000,
  ReportIndexes1764700000000,
  DailyLineCounts1764710000000,
  OwingInvoicesCovered1764720000000,
  ReceivableMovements1764730000000,
  MonthlyBalances1764740000000,
  Webhooks1764800000000,
  WebhookAttemptsInPlace1764810000000,
  TenantKeys1764900000000,
  SystemAccounts1764950000000,
  ReceivableReferences1765000000000,
  UpdatedIndexes1765100000000,
  CashBasisMovements1765200000000,
  ListSortIndexes1765300000000,
  ForeignKeyIndexes1765400000000,
  CustomerNameIndex1765500000000,
  ReceivableDues1765600000000,
  DuesByLength1765700000000,
];

/** graphile-worker's own messages, held back: its migrations say nothing we would print. */
export const quietWorkerLogger = new Logger(() => () => undefined);

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  applicationName?: string;
}

/**
 * Every connection runs with PostgreSQL's JIT compiler off: it pays off for long analytical
 * queries, but compiles a short report query whose estimate merely looks large (a subquery that
 * rarely runs) for half a second before answering it (docs/decisions.md).
 */
export function createDataSource({ url, poolSize = 10, applicationName = 'ledgerline' }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    applicationName,
    extra: { max: poolSize, Client: PreparingClient, options: '-c jit=off' },
  });
}

/**
 * Applies every pending migration, then installs or upgrades graphile-worker's schema (the webhook
 * delivery queue, docs/webhooks.md), which the statement recording events adds jobs to; returns
 * the names of our migrations applied.
 */
export async function migrate(db: DataSource): Promise<string[]> {
  const applied = await db.runMigrations({ transaction: 'each' });
  await runMigrations({ connectionString: (db.options as { url: string }).url, logger: quietWorkerLogger });
  return applied.map((migration) => migration.name);
}
