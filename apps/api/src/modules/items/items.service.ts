import { Inject, Injectable } from '@nestjs/common';
import { type ItemEntity, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import { accountErrors, ofType, referenceErrors, toDecimal } from '@ledgerline/ledger-rules';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { GROUP_COMMIT, UNIT_OF_WORK } from '../../database/database.module';
import { foreignKeyViolation } from '../../database/errors';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import type { CreateItemDto, ListItemsQueryDto, UpdateItemDto } from './dto/item.dto';
import { toItemResponse, type ItemResponse } from './item.response';
import { ITEM_KEYS, ItemsRepository, type ItemChanges, type NewItem } from './items.repository';

const price = (value: string | number | null): string | null => (value === null ? null : toDecimal(value)!.toFixed());

@Injectable()
export class ItemsService {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(GROUP_COMMIT) private readonly creates: UnitOfWork,
    private readonly items: ItemsRepository,
  ) {}

  async list(scope: Scope, query: ListItemsQueryDto): Promise<Page<ItemResponse>> {
    const page = await this.items.list(this.db, scope, query);
    return { rows: page.rows.map(toItemResponse), pagination: page.pagination };
  }

  async get(scope: Scope, id: string): Promise<ItemResponse> {
    const item = await this.items.find(this.db, scope, id);
    if (!item) throw DomainError.notFound('Item');
    return toItemResponse(item);
  }

  create(scope: Scope, input: CreateItemDto): Promise<ItemResponse> {
    const item: NewItem = {
      name: input.name,
      sku: input.sku ?? null,
      description: input.description || null,
      unitPrice: price(input.unit_price ?? null),
      incomeAccountId: input.income_account_id ?? null,
      taxRateId: input.tax_rate_id ?? null,
      metadata: input.metadata ?? {},
      externalId: input.external_id ?? null,
    };
    return uniqueConflicts(this.db, scope, ITEM_KEYS, uniqueValues(item), () =>
      this.creates.run(async (tx) => {
        await this.checkReferences(tx, scope, item);
        const created = toItemResponse(await this.items.insert(tx, scope, item));
        await recordEvent(tx, scope, 'item.created', created);
        return created;
      }),
    );
  }

  update(scope: Scope, id: string, input: UpdateItemDto, expectedVersion?: number): Promise<ItemResponse> {
    const changes: ItemChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.sku !== undefined) changes.sku = input.sku;
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.unit_price !== undefined) changes.unitPrice = price(input.unit_price);
    if (input.income_account_id !== undefined) changes.incomeAccountId = input.income_account_id;
    if (input.tax_rate_id !== undefined) changes.taxRateId = input.tax_rate_id;
    if (input.archived !== undefined) changes.archived = input.archived;
    if (input.metadata !== undefined) changes.metadata = input.metadata;
    if (input.external_id !== undefined) changes.externalId = input.external_id;
    return uniqueConflicts(this.db, scope, ITEM_KEYS, uniqueValues(changes), () =>
      this.uow.run(async (tx) => {
        const current = await this.locked(tx, scope, id, expectedVersion);
        await this.checkReferences(tx, scope, changes);
        if (Object.keys(changes).length === 0) return toItemResponse(current);
        const updated = toItemResponse(await this.items.update(tx, scope, id, changes));
        await recordEvent(tx, scope, 'item.updated', updated);
        return updated;
      }),
    );
  }

  async remove(scope: Scope, id: string, expectedVersion?: number): Promise<void> {
    try {
      await this.uow.run(async (tx) => {
        const current = await this.locked(tx, scope, id, expectedVersion);
        await this.items.delete(tx, scope, id);
        await recordEvent(tx, scope, 'item.deleted', toItemResponse(current));
      });
    } catch (error) {
      if (foreignKeyViolation(error)) throw new DomainError('conflict', 'Document lines use this item; archive it instead');
      throw error;
    }
  }

  /** The item locked for a change: 404 when unknown, 412 when `If-Match` names another version. */
  private async locked(tx: Tx, scope: Scope, id: string, expectedVersion: number | undefined): Promise<ItemEntity> {
    const current = await this.items.lock(tx, scope, id);
    if (!current) throw DomainError.notFound('Item');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    return current;
  }

  /** The income account and tax rate an item names must be the business's own, of the right kind, and not archived. */
  private async checkReferences(tx: Tx, scope: Scope, item: ItemChanges): Promise<void> {
    const errors: FieldError[] = [];
    if (item.incomeAccountId) {
      errors.push(...accountErrors('income_account_id', await this.items.account(tx, scope, item.incomeAccountId), ofType('income')));
    }
    if (item.taxRateId) {
      errors.push(...referenceErrors('tax_rate_id', await this.items.taxRate(tx, scope, item.taxRateId), 'a tax rate'));
    }
    if (errors.length > 0) throw DomainError.validation(errors);
  }
}

/** The values of an item's unique keys among `item`'s fields. */
function uniqueValues(item: ItemChanges): Record<string, string | null | undefined> {
  return { sku: item.sku, external_id: item.externalId };
}
