import { Controller, Get, Inject } from '@nestjs/common';
import { SCOPE_NAMES } from '@ledgerline/domain';
import { success } from '@ledgerline/envelope';
import { ISSUER } from '../../common/issuer';

/** Authorization server metadata (RFC 8414), its fields at the top level with the envelope. */
@Controller('.well-known')
export class MetadataController {
  constructor(@Inject(ISSUER) private readonly issuer: string) {}

  @Get('oauth-authorization-server')
  metadata() {
    const metadata = {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/oauth/authorize`,
      pushed_authorization_request_endpoint: `${this.issuer}/api/v1/oauth/authorize`,
      require_pushed_authorization_requests: true,
      token_endpoint: `${this.issuer}/api/v1/oauth/token`,
      revocation_endpoint: `${this.issuer}/api/v1/oauth/revoke`,
      scopes_supported: SCOPE_NAMES,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic'],
      authorization_response_iss_parameter_supported: true,
    };
    return { ...metadata, ...success('Authorization server metadata', metadata) };
  }
}
