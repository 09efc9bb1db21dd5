import { DynamicModule, Global, Module } from '@nestjs/common';
import type { PlatformConfig } from '@ledgerline/server';
import { DataSource } from 'typeorm';
import { Db } from './tx';
import { GroupCommit, Transactions, type UnitOfWork } from './unit-of-work';

/** The unit of work of every use case that changes the books: one transaction each. */
export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');
/**
 * The unit of work of the creates (sales, accounts, customers, items, tax rates): group commit, or
 * one transaction each when GROUP_COMMIT is off. Their checks are reads and the database's own
 * keys, so they may share a commit; changes and deletes lock their row and take `UNIT_OF_WORK`.
 */
export const GROUP_COMMIT = Symbol('GROUP_COMMIT');

/** Provides `Db` (the pool, for reads), `UNIT_OF_WORK` and `GROUP_COMMIT` to every module. */
@Global()
@Module({})
export class UnitOfWorkModule {
  static forRoot(config: Pick<PlatformConfig, 'GROUP_COMMIT'>): DynamicModule {
    return {
      module: UnitOfWorkModule,
      providers: [
        { provide: Db, useFactory: (source: DataSource) => new Db(source), inject: [DataSource] },
        { provide: UNIT_OF_WORK, useFactory: (source: DataSource): UnitOfWork => new Transactions(source), inject: [DataSource] },
        {
          provide: GROUP_COMMIT,
          useFactory: (source: DataSource): UnitOfWork => (config.GROUP_COMMIT === 'on' ? new GroupCommit(source) : new Transactions(source)),
          inject: [DataSource],
        },
      ],
      exports: [Db, UNIT_OF_WORK, GROUP_COMMIT],
    };
  }
}
