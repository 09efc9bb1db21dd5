import { DynamicModule, Global, Module } from '@nestjs/common';

/** Injection token of the issuer (RFC 8414, RFC 9207): PUBLIC_AUTH_URL without a trailing slash. */
export const ISSUER = Symbol('ISSUER');

@Global()
@Module({})
export class IssuerModule {
  static forRoot(publicAuthUrl: string): DynamicModule {
    return { module: IssuerModule, providers: [{ provide: ISSUER, useValue: publicAuthUrl.replace(/\/+$/, '') }], exports: [ISSUER] };
  }
}
