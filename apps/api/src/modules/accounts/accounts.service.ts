import { Inject, Injectable } from '@nestjs/common';
import { type AccountEntity, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import { accountChangeErrors, subtypeErrors, SUBTYPES, type AccountType } from '@ledgerline/ledger-rules';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueViolation } from '../../database/errors';
import { toAccountResponse } from './account.response';
import { AccountsRepository, type AccountChanges, type AccountFilter } from './accounts.repository';
import { clears, type CreateAccountDto, type ListAccountsQueryDto, type UpdateAccountDto } from './dto/account.dto';

/** Which accounts a route works on: every account, or only sales accounts (income/sales). */
export type AccountKind = 'any' | 'sales';

const SALES = { type: 'income', subtype: 'sales' } as const;

const UNIQUE_FIELDS: Record<string, { field: string; column: 'lower(name)' | 'code' | 'external_id'; key: keyof AccountChanges }> = {
  accounts_name_key: { field: 'name', column: 'lower(name)', key: 'name' },
  accounts_code_key: { field: 'code', column: 'code', key: 'code' },
  accounts_external_id_key: { field: 'external_id', column: 'external_id', key: 'externalId' },
};

function isKind(account: AccountEntity, kind: AccountKind): boolean {
  return kind === 'any' || (account.type === SALES.type && account.subtype === SALES.subtype);
}

@Injectable()
export class AccountsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
  ) {}

  list(scope: Scope, query: ListAccountsQueryDto, kind: AccountKind): Promise<Page<AccountEntity>> {
    const filter: AccountFilter = kind === 'sales' ? { ...query, ...SALES } : query;
    return this.accounts.list(scope, filter, query);
  }

  async get(scope: Scope, id: string, kind: AccountKind): Promise<AccountEntity> {
    const account = await this.accounts.find(scope, id);
    if (!account || !isKind(account, kind)) throw DomainError.notFound(kind === 'sales' ? 'Sales account' : 'Account');
    return account;
  }

  async create(principal: Principal, input: Partial<CreateAccountDto> & Pick<CreateAccountDto, 'name'>, kind: AccountKind): Promise<AccountEntity> {
    const type: AccountType = kind === 'sales' ? SALES.type : input.type!;
    const subtype = kind === 'sales' ? SALES.subtype : (input.subtype ?? SUBTYPES[type][0]);
    const errors = [...subtypeErrors(type, subtype), ...(await this.parentErrors(principal, type, input.parent_id, undefined))];
    if (errors.length > 0) throw DomainError.validation(errors);
    const changes = {
      code: input.code ?? null,
      name: input.name,
      description: input.description || null,
      type,
      subtype,
      currency: input.currency ?? principal.baseCurrency,
      parentId: input.parent_id ?? null,
      metadata: input.metadata ?? {},
      externalId: input.external_id ?? null,
    };
    return this.translateConflicts(principal, changes, () =>
      this.db.transaction(async (tx) => this.recorded(tx, principal, 'account.created', await this.accounts.insert(tx, principal, changes))),
    );
  }

  async update(principal: Principal, id: string, input: UpdateAccountDto, kind: AccountKind, expectedVersion?: number): Promise<AccountEntity> {
    const current = await this.get(principal, id, kind);
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);

    const errors = accountChangeErrors(current, input);
    if (input.parent_id) errors.push(...(await this.parentErrors(principal, current.type, input.parent_id, id)));
    if (errors.length > 0) throw DomainError.validation(errors);

    const changes: AccountChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.currency !== undefined) changes.currency = input.currency;
    if (input.code !== undefined || clears(input, 'code')) changes.code = input.code ?? null;
    if (input.archived !== undefined) changes.archived = input.archived;
    if (input.metadata !== undefined) changes.metadata = input.metadata;
    if (input.external_id !== undefined || clears(input, 'external_id')) changes.externalId = input.external_id ?? null;
    if (input.subtype !== undefined) changes.subtype = input.subtype;
    if (input.parent_id !== undefined || clears(input, 'parent_id')) changes.parentId = input.parent_id ?? null;
    if (Object.keys(changes).length === 0) return current;

    const updated = await this.translateConflicts(principal, changes, () =>
      this.db.transaction(async (tx) => {
        const row = await this.accounts.update(tx, principal, id, changes, expectedVersion);
        return row && this.recorded(tx, principal, 'account.updated', row);
      }),
    );
    if (updated) return updated;
    const now = await this.get(principal, id, kind);
    throw versionConflict(now.version);
  }

  async remove(principal: Principal, id: string, kind: AccountKind, expectedVersion?: number): Promise<void> {
    const current = await this.get(principal, id, kind);
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    if (current.system) throw new DomainError('conflict', 'System accounts cannot be deleted');
    try {
      const deleted = await this.db.transaction(async (tx) => {
        if (!(await this.accounts.delete(tx, principal, id, expectedVersion))) return false;
        await this.recorded(tx, principal, 'account.deleted', current);
        return true;
      });
      if (deleted) return;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503') {
        throw new DomainError('conflict', 'This account has sub-accounts or postings; archive it instead');
      }
      throw error;
    }
    const now = await this.get(principal, id, kind);
    throw versionConflict(now.version);
  }

  /** The written account, recorded as an event (as the API shows it) in the same transaction. */
  private async recorded(tx: EntityManager, principal: Principal, type: string, account: AccountEntity): Promise<AccountEntity> {
    await recordEvent(tx, principal, type, toAccountResponse(account, principal.baseCurrency));
    return account;
  }

  private async parentErrors(scope: Scope, type: AccountType, parentId: string | undefined, selfId: string | undefined): Promise<FieldError[]> {
    if (!parentId) return [];
    if (parentId === selfId) return [{ field: 'parent_id', message: 'cannot be the account itself' }];
    const parent = await this.accounts.find(scope, parentId);
    if (!parent) return [{ field: 'parent_id', message: 'is not an account of this business' }];
    if (parent.type !== type) return [{ field: 'parent_id', message: `must be an account of the same type (${type})` }];
    return [];
  }

  /** A unique violation becomes 409 naming the field and the id of the record holding the value. */
  private async translateConflicts<T>(scope: Scope, changes: AccountChanges, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      const unique = constraint ? UNIQUE_FIELDS[constraint] : undefined;
      if (!unique) throw error;
      const existing = await this.accounts.findBy(scope, unique.column, String(changes[unique.key]));
      throw new DomainError('conflict', `Another account already has this ${unique.field.replace('_', ' ')}`, {
        errors: [{ field: unique.field, message: 'is already used by another account' }],
        details: { existing_id: existing?.id ?? null },
      });
    }
  }
}
