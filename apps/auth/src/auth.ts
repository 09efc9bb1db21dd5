import type { Logger } from 'pino';
import { startHttpApp, type PlatformConfig, type RunningApp, type TlsMaterial } from '@ledgerline/server';
import { AuthModule } from './app.module';

export interface AuthOptions {
  config: PlatformConfig;
  databaseUrl: string;
  tls: TlsMaterial;
  logger: Logger;
}

export function startAuth({ config, databaseUrl, tls, logger }: AuthOptions): Promise<RunningApp> {
  return startHttpApp({ module: AuthModule.forRoot(databaseUrl, config), config, tls, logger, listeners: [{ port: config.AUTH_PORT }], forms: true });
}
