import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { createDataSource } from '@ledgerline/domain';
import { DataSource } from 'typeorm';

@Injectable()
class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.db.isInitialized) await this.db.destroy();
  }
}

/** Provides the one TypeORM `DataSource` of a process, opened at start and closed at shutdown. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: { url: string; poolSize?: number; applicationName: string }): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useFactory: () => createDataSource(options).initialize() }, DataSourceCloser],
      exports: [DataSource],
    };
  }
}
