import { ApiProperty, PickType } from '@nestjs/swagger';
import { SCOPE_NAMES, type OAuthScope } from '@ledgerline/domain';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { IsText } from '../../../common/validation';

/** `POST /oauth/integrations`. */
export class CreateIntegrationDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Shopline sync', description: 'Shown to business owners on the consent page' })
  @IsText(1, 100)
  name!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: 2000 },
    minItems: 1,
    maxItems: 10,
    example: ['https://shopline.example/oauth/callback'],
    description:
      'Absolute https URLs (http only on a loopback address) whose host is a DNS name (letters, digits and hyphens) or an IP address; no fragment, no user information. ' +
      'An authorization request must name one of them exactly. A URL that cannot be one is a validation error of `redirect_uris.<index>`.',
  })
  @IsArray({ message: 'must be an array of URLs' })
  @ArrayMinSize(1, { message: 'must name at least one URL' })
  @ArrayMaxSize(10, { message: 'must name at most 10 URLs' })
  @ArrayUnique({ message: 'must not repeat a URL' })
  @IsString({ each: true, message: 'must be an array of URLs' })
  @MaxLength(2000, { each: true, message: 'must be URLs of at most 2000 characters' })
  redirect_uris!: string[];

  @ApiProperty({
    isArray: true,
    enum: SCOPE_NAMES,
    minItems: 1,
    maxItems: SCOPE_NAMES.length,
    example: ['accounts:read', 'sales:write'],
    description: 'The most an authorization request of this integration may ask for',
  })
  @IsArray({ message: 'must be an array of scopes' })
  @ArrayMinSize(1, { message: 'must name at least one scope' })
  @ArrayUnique({ message: 'must not repeat a scope' })
  @IsIn(SCOPE_NAMES, { each: true, message: `must contain only ${SCOPE_NAMES.join(', ')}` })
  scopes!: OAuthScope[];
}

export const INTEGRATION_SORTS = { created_at: 'integration.created_at', name: 'lower(integration.name)' };

export class ListIntegrationsQueryDto extends PickType(ListQueryDto, ['limit', 'page', 'cursor'] as const) {
  @SortQuery(INTEGRATION_SORTS, '-created_at')
  sort?: string;
}
