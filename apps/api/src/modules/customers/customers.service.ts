import { Inject, Injectable } from '@nestjs/common';
import { type BillingAddress, type CustomerEntity, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import { DomainError } from '@ledgerline/envelope';
import { DataSource, type EntityManager } from 'typeorm';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { foreignKeyViolation, uniqueViolation } from '../../database/errors';
import { NO_ADDRESS, toCustomerResponse, type CustomerResponse } from './customer.response';
import { CustomersRepository, type CustomerChanges, type NewCustomer } from './customers.repository';
import type { BillingAddressDto, CreateCustomerDto, ListCustomersQueryDto, UpdateCustomerDto } from './dto/customer.dto';

/** Optional texts: an empty string is the same as none. */
const text = (value: string | null | undefined): string | null => value || null;

function address(input: BillingAddressDto | null | undefined): BillingAddress | null {
  if (!input) return null;
  const stored: BillingAddress = { ...NO_ADDRESS };
  for (const key of Object.keys(NO_ADDRESS) as (keyof BillingAddress)[]) stored[key] = text(input[key]);
  return Object.values(stored).some((value) => value !== null) ? stored : null;
}

@Injectable()
export class CustomersService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly customers: CustomersRepository,
  ) {}

  async list(principal: Principal, query: ListCustomersQueryDto): Promise<Page<CustomerResponse>> {
    const page = await this.customers.list(principal, query);
    return { rows: page.rows.map((customer) => toCustomerResponse(customer, principal.baseCurrency)), pagination: page.pagination };
  }

  async get(principal: Principal, id: string): Promise<CustomerResponse> {
    const customer = await this.customers.find(principal, id);
    if (!customer) throw DomainError.notFound('Customer');
    return toCustomerResponse(customer, principal.baseCurrency);
  }

  create(principal: Principal, input: CreateCustomerDto): Promise<CustomerResponse> {
    const customer: NewCustomer = {
      name: input.name,
      email: text(input.email),
      phone: text(input.phone),
      company: text(input.company),
      taxNumber: text(input.tax_number),
      currency: input.currency ?? null,
      billingAddress: address(input.billing_address),
      notes: text(input.notes),
      metadata: input.metadata ?? {},
      externalId: input.external_id ?? null,
    };
    return this.translateConflicts(principal, customer.externalId, () =>
      this.db.transaction(async (tx) => {
        const created = toCustomerResponse(await this.customers.insert(tx, principal, customer), principal.baseCurrency);
        await recordEvent(tx, principal, 'customer.created', created);
        return created;
      }),
    );
  }

  update(principal: Principal, id: string, input: UpdateCustomerDto, expectedVersion?: number): Promise<CustomerResponse> {
    const changes: CustomerChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = text(input.email);
    if (input.phone !== undefined) changes.phone = text(input.phone);
    if (input.company !== undefined) changes.company = text(input.company);
    if (input.tax_number !== undefined) changes.taxNumber = text(input.tax_number);
    if (input.currency !== undefined) changes.currency = input.currency;
    if (input.billing_address !== undefined) changes.billingAddress = address(input.billing_address);
    if (input.notes !== undefined) changes.notes = text(input.notes);
    if (input.archived !== undefined) changes.archived = input.archived;
    if (input.metadata !== undefined) changes.metadata = input.metadata;
    if (input.external_id !== undefined) changes.externalId = input.external_id;
    return this.translateConflicts(principal, changes.externalId, () =>
      this.db.transaction(async (tx) => {
        const current = await this.locked(tx, principal, id, expectedVersion);
        if (Object.keys(changes).length === 0) return toCustomerResponse(current, principal.baseCurrency);
        const updated = toCustomerResponse(await this.customers.update(tx, principal, id, changes), principal.baseCurrency);
        await recordEvent(tx, principal, 'customer.updated', updated);
        return updated;
      }),
    );
  }

  async remove(principal: Principal, id: string, expectedVersion?: number): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const current = await this.locked(tx, principal, id, expectedVersion);
        await this.customers.delete(tx, principal, id);
        await recordEvent(tx, principal, 'customer.deleted', toCustomerResponse(current, principal.baseCurrency));
      });
    } catch (error) {
      if (foreignKeyViolation(error)) throw new DomainError('conflict', 'This customer has sales or invoices; archive it instead');
      throw error;
    }
  }

  /** The customer locked for a change: 404 when unknown, 412 when `If-Match` names another version. */
  private async locked(tx: EntityManager, scope: Scope, id: string, expectedVersion: number | undefined): Promise<CustomerEntity> {
    const current = await this.customers.lock(tx, scope, id);
    if (!current) throw DomainError.notFound('Customer');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    return current;
  }

  /** A taken `external_id` becomes 409 with the id of the customer holding it. */
  private async translateConflicts<T>(scope: Scope, externalId: string | null | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'customers_external_id_key' || !externalId) throw error;
      const existing = await this.customers.findByExternalId(scope, externalId);
      throw new DomainError('conflict', 'Another customer already has this external id', {
        errors: [{ field: 'external_id', message: 'is already used by another customer' }],
        details: { existing_id: existing?.id ?? null },
      });
    }
  }
}
