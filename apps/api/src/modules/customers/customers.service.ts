import { Inject, Injectable } from '@nestjs/common';
import { type BillingAddress, type CustomerEntity, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { GROUP_COMMIT, UNIT_OF_WORK } from '../../database/database.module';
import { foreignKeyViolation } from '../../database/errors';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { NO_ADDRESS, toCustomerResponse, type CustomerResponse } from './customer.response';
import { CUSTOMER_KEYS, CustomersRepository, type CustomerChanges, type NewCustomer } from './customers.repository';
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
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(GROUP_COMMIT) private readonly creates: UnitOfWork,
    private readonly customers: CustomersRepository,
  ) {}

  async list(principal: Principal, query: ListCustomersQueryDto): Promise<Page<CustomerResponse>> {
    const page = await this.customers.list(this.db, principal, query);
    return { rows: page.rows.map((customer) => toCustomerResponse(customer, principal.baseCurrency)), pagination: page.pagination };
  }

  async get(principal: Principal, id: string): Promise<CustomerResponse> {
    const customer = await this.customers.find(this.db, principal, id);
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
    return uniqueConflicts(this.db, principal, CUSTOMER_KEYS, { external_id: customer.externalId }, () =>
      this.creates.run(async (tx) => {
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
    return uniqueConflicts(this.db, principal, CUSTOMER_KEYS, { external_id: changes.externalId }, () =>
      this.uow.run(async (tx) => {
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
      await this.uow.run(async (tx) => {
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
  private async locked(tx: Tx, scope: Scope, id: string, expectedVersion: number | undefined): Promise<CustomerEntity> {
    const current = await this.customers.lock(tx, scope, id);
    if (!current) throw DomainError.notFound('Customer');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    return current;
  }
}
