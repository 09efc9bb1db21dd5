import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { WEBHOOK_EVENT_PATTERN } from '@ledgerline/domain';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../../common/pagination';
import { IsOmittable, IsText } from '../../../common/validation';

const URL_DESCRIPTION =
  'Where deliveries are POSTed: https in production, http or https in the sandbox. A host that resolves to an address that is not globally ' +
  'routable (loopback, private, link-local, unique-local, multicast, or an IPv6 form carrying such an IPv4 address) is refused with 400 on ' +
  '`url`, unless its `host:port` is in WEBHOOK_ALLOW_PRIVATE_TARGETS.';

/** What an endpoint subscribes to, on create and on change: 1–50 event types, prefixes or `*`. */
const IsEventList = () =>
  applyDecorators(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(50),
    IsString({ each: true }),
    Matches(WEBHOOK_EVENT_PATTERN, { each: true, message: 'must contain only event types (sale.created), prefixes (invoice.*) or *' }),
  );

const EVENT_LIST = { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', maxLength: 101, pattern: WEBHOOK_EVENT_PATTERN.source } } as const;

/** `POST /webhooks`. */
export class CreateWebhookDto {
  @ApiProperty({ maxLength: 2000, example: 'https://hooks.example.com/ledgerline', description: URL_DESCRIPTION })
  @IsText(1, 2000)
  url!: string;

  @ApiPropertyOptional({
    ...EVENT_LIST,
    default: ['*'],
    example: ['invoice.*', 'sale.created'],
    description: 'Event types (`sale.created`), record prefixes (`invoice.*`) or `*` for every event; 1–50 entries',
  })
  @IsOptional()
  @IsEventList()
  events?: string[];

  @ApiPropertyOptional({ type: 'string', maxLength: 500, nullable: true })
  @IsOptional()
  @IsText(0, 500)
  description?: string | null;

  @ApiPropertyOptional({ default: true, description: 'A disabled endpoint is sent nothing' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** `PUT /webhooks/{id}`: only the fields given change. */
export class UpdateWebhookDto {
  @ApiPropertyOptional({ maxLength: 2000, description: URL_DESCRIPTION })
  @IsOmittable()
  @IsText(1, 2000)
  url?: string;

  @ApiPropertyOptional({ ...EVENT_LIST, description: 'As on create' })
  @IsOmittable()
  @IsEventList()
  events?: string[];

  @ApiPropertyOptional({ type: 'string', maxLength: 500, nullable: true })
  @IsOptional()
  @IsText(0, 500)
  description?: string | null;

  @ApiPropertyOptional({ description: 'Enabling an endpoint also clears why it was disabled' })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;
}

export const WEBHOOK_SORTS = { created_at: 'w.created_at' };

/** `GET /webhooks`: endpoints have no `external_id` to filter on. */
export class ListWebhooksQueryDto extends OmitType(ListQueryDto, ['external_id'] as const) {
  @SortQuery(WEBHOOK_SORTS, '-created_at')
  sort?: string;
}

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'retrying'] as const;
export const DELIVERY_SORTS = { created_at: 'd.created_at' };

export class ListDeliveriesQueryDto extends OmitType(ListQueryDto, ['external_id'] as const) {
  @SortQuery(DELIVERY_SORTS, '-created_at')
  sort?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `must be one of ${DELIVERY_STATUSES.join(', ')}` })
  status?: (typeof DELIVERY_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: 100, example: 'sale.created' })
  @IsOptional()
  @IsText(1, 100)
  event_type?: string;
}

/** `POST /webhooks/{id}/recover`. */
export class RecoverWebhookDto {
  @ApiProperty({
    oneOf: [
      { type: 'string', pattern: '^[0-9]{1,18}$', maxLength: 18 },
      { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    ],
    example: '1200',
    description: 'Re-send every subscribed event with a greater sequence (a string of digits, or an integer)',
  })
  @Transform(({ value }: { value: unknown }) => (Number.isSafeInteger(value) ? String(value) : value))
  @Matches(/^[0-9]{1,18}$/, { message: 'must be a sequence number of 0 or more' })
  after_sequence!: string;
}
