import { Inject, Injectable } from '@nestjs/common';
import { type AccountEntity, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import type { EventType } from '../events/event.response';
import { accountChangeErrors, parentAccountErrors, subtypeErrors, SUBTYPES, type AccountType } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { GROUP_COMMIT, UNIT_OF_WORK } from '../../database/database.module';
import { foreignKeyViolation } from '../../database/errors';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { toAccountResponse } from './account.response';
import { ACCOUNT_KEYS, AccountsRepository, type AccountChanges, type AccountFilter } from './accounts.repository';
import { clears, type CreateAccountDto, type ListAccountsQueryDto, type UpdateAccountDto } from './dto/account.dto';

/** Which accounts a route works on: every account, or only sales accounts (income/sales). */
export type AccountKind = 'any' | 'sales';

const SALES = { type: 'income', subtype: 'sales' } as const;

/** `account` when it is one of `kind`'s, else 404. */
function ofKind(account: AccountEntity | null, kind: AccountKind): AccountEntity {
  if (!account || (kind === 'sales' && (account.type !== SALES.type || account.subtype !== SALES.subtype)))
    throw DomainError.notFound(kind === 'sales' ? 'Sales account' : 'Account');
  return account;
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(GROUP_COMMIT) private readonly creates: UnitOfWork,
    private readonly accounts: AccountsRepository,
  ) {}

  list(scope: Scope, query: ListAccountsQueryDto, kind: AccountKind): Promise<Page<AccountEntity>> {
    const filter: AccountFilter = kind === 'sales' ? { ...query, ...SALES } : query;
    return this.accounts.list(this.db, scope, filter, query);
  }

  async get(scope: Scope, id: string, kind: AccountKind): Promise<AccountEntity> {
    return ofKind(await this.accounts.find(this.db, scope, id), kind);
  }

  async create(principal: Principal, input: Partial<CreateAccountDto> & Pick<CreateAccountDto, 'name'>, kind: AccountKind): Promise<AccountEntity> {
    const type: AccountType = kind === 'sales' ? SALES.type : input.type!;
    const subtype = kind === 'sales' ? SALES.subtype : (input.subtype ?? SUBTYPES[type][0]);
    const account = {
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
    return uniqueConflicts(this.db, principal, ACCOUNT_KEYS, uniqueValues(account), () =>
      this.creates.run(async (tx) => {
        const errors = [...subtypeErrors(type, subtype), ...parentAccountErrors(type, await this.parent(tx, principal, input.parent_id))];
        if (errors.length > 0) throw DomainError.validation(errors);
        return this.recorded(tx, principal, 'account.created', await this.accounts.insert(tx, principal, account));
      }),
    );
  }

  async update(principal: Principal, id: string, input: UpdateAccountDto, kind: AccountKind, expectedVersion?: number): Promise<AccountEntity> {
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

    return uniqueConflicts(this.db, principal, ACCOUNT_KEYS, uniqueValues(changes), () =>
      this.uow.run(async (tx) => {
        const current = await this.locked(tx, principal, id, kind, expectedVersion);
        const errors = [...accountChangeErrors(current, input), ...parentAccountErrors(current.type, await this.parent(tx, principal, input.parent_id), id)];
        if (errors.length > 0) throw DomainError.validation(errors);
        if (Object.keys(changes).length === 0) return current;
        return this.recorded(tx, principal, 'account.updated', await this.accounts.update(tx, principal, id, changes));
      }),
    );
  }

  async remove(principal: Principal, id: string, kind: AccountKind, expectedVersion?: number): Promise<void> {
    try {
      await this.uow.run(async (tx) => {
        const current = await this.locked(tx, principal, id, kind, expectedVersion);
        if (current.system) throw new DomainError('conflict', 'System accounts cannot be deleted');
        await this.accounts.delete(tx, principal, id);
        await this.recorded(tx, principal, 'account.deleted', current);
      });
    } catch (error) {
      if (foreignKeyViolation(error)) throw new DomainError('conflict', 'This account has sub-accounts or postings; archive it instead');
      throw error;
    }
  }

  /** The account locked for a change: 404 when unknown or not of `kind`, 412 when `If-Match` names another version. */
  private async locked(tx: Tx, scope: Scope, id: string, kind: AccountKind, expectedVersion: number | undefined): Promise<AccountEntity> {
    const account = ofKind(await this.accounts.lock(tx, scope, id), kind);
    if (expectedVersion !== undefined && expectedVersion !== account.version) throw versionConflict(account.version);
    return account;
  }

  /** The parent named (null: the business has no such account; undefined: none named). */
  private async parent(tx: Tx, scope: Scope, parentId: string | null | undefined): Promise<AccountEntity | null | undefined> {
    return parentId ? this.accounts.find(tx, scope, parentId) : undefined;
  }

  /** The written account, recorded as an event (as the API shows it) in the same transaction. */
  private async recorded(tx: Tx, principal: Principal, type: EventType, account: AccountEntity): Promise<AccountEntity> {
    await recordEvent(tx, principal, type, toAccountResponse(account, principal.baseCurrency));
    return account;
  }
}

/** The values of an account's unique keys among `account`'s fields. */
function uniqueValues(account: AccountChanges): Record<string, string | null | undefined> {
  return { name: account.name, code: account.code, external_id: account.externalId };
}
