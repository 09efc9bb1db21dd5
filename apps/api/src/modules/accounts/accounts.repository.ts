import { Injectable } from '@nestjs/common';
import { AccountEntity, type Scope } from '@ledgerline/domain';
import { paginate, type Page } from '../../common/pagination';
import type { UniqueKeys } from '../../common/unique-conflicts';
import { RecordTable } from '../../database/record-table';
import { scoped } from '../../database/sql';
import { Db, type Queryable, type Tx } from '../../database/tx';
import { ACCOUNT_DEFAULT_SORT, ACCOUNT_SORTS, type ListAccountsQueryDto } from './dto/account.dto';

export type AccountFilter = Pick<ListAccountsQueryDto, 'type' | 'subtype' | 'archived' | 'updated_since' | 'external_id'>;

export type NewAccount = Pick<AccountEntity, 'code' | 'name' | 'description' | 'type' | 'subtype' | 'currency' | 'parentId' | 'metadata' | 'externalId'>;
export type AccountChanges = Partial<NewAccount & Pick<AccountEntity, 'archived'>>;

/** The values an account's unique constraints keep (a name is unique whatever its case). */
export const ACCOUNT_KEYS: UniqueKeys = {
  resource: 'account',
  table: 'accounts',
  constraints: { accounts_name_key: 'name', accounts_code_key: 'code', accounts_external_id_key: 'external_id' },
  caseInsensitive: ['name'],
};

/** Every accounts query, each scoped to one business and environment; writes take the use case's transaction. */
@Injectable()
export class AccountsRepository {
  private readonly table: RecordTable<AccountEntity>;

  constructor(db: Db) {
    this.table = new RecordTable(db.source, AccountEntity, 'account');
  }

  list(db: Queryable, scope: Scope, filter: AccountFilter, paging: ListAccountsQueryDto): Promise<Page<AccountEntity>> {
    const q = scoped(scope);
    const where = [q.tenant('account')];
    if (filter.type) where.push(`account.type = ${q.param(filter.type)}`);
    if (filter.subtype) where.push(`account.subtype = ${q.param(filter.subtype)}`);
    if (filter.archived !== undefined) where.push(`account.archived = ${q.param(filter.archived)}`);
    if (filter.updated_since) where.push(`account.updated_at >= ${q.param(filter.updated_since)}`);
    if (filter.external_id) where.push(`account.external_id = ${q.param(filter.external_id)}`);
    return paginate(
      db,
      { from: 'accounts account', alias: 'account', columns: this.table.columns, where, params: q },
      paging,
      ACCOUNT_SORTS,
      ACCOUNT_DEFAULT_SORT,
    );
  }

  find(db: Queryable, scope: Scope, id: string): Promise<AccountEntity | null> {
    return this.table.find(db, scope, id);
  }

  /** The account locked for a change: with the lock an UPDATE takes, so postings (which only reference it) go on. */
  lock(tx: Tx, scope: Scope, id: string): Promise<AccountEntity | null> {
    return this.table.find(tx, scope, id, 'FOR NO KEY UPDATE');
  }

  insert(tx: Tx, scope: Scope, account: NewAccount): Promise<AccountEntity> {
    return this.table.insert(tx, scope, account);
  }

  update(tx: Tx, scope: Scope, id: string, changes: AccountChanges): Promise<AccountEntity> {
    return this.table.update(tx, scope, id, changes);
  }

  delete(tx: Tx, scope: Scope, id: string): Promise<void> {
    return this.table.delete(tx, scope, id);
  }
}
