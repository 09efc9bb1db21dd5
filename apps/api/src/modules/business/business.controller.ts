import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ENVIRONMENTS, notifyAuthChange, type Scope } from '@ledgerline/domain';
import { recordEvent } from '../../ledger/ledger';
import { DomainError, success } from '@ledgerline/envelope';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min, ValidateBy } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiKeyCache } from '../../common/api-key-cache';
import { IfMatch, versionConflict } from '../../common/etag';
import { ApiEnvelope } from '../../common/openapi';
import { Caller, type Principal } from '../../common/principal';
import { IsCurrencyCode, IsDateOnly, IsOmittable, IsText } from '../../common/validation';
import { AnyScope, ApiKeyOnly } from '../../common/scopes';

export class BusinessResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'USD' }) base_currency!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'NG' }) country!: string | null;
  @ApiProperty({ example: 'UTC' }) timezone!: string;
  @ApiProperty({ minimum: 1, maximum: 12 }) fiscal_year_start_month!: number;
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'No posting dated on or before it is accepted' }) lock_date!: string | null;
  @ApiProperty({ enum: ENVIRONMENTS, description: 'The environment of the address called' }) environment!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /business`: only the fields given change. Every field but `lock_date` is shared by both
 * environments (BUSINESS_WIDE); `lock_date` is per environment, `null` clears it.
 */
export class UpdateBusinessDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOmittable()
  @IsText(1, 200)
  name?: string;

  @ApiPropertyOptional({ example: 'Africa/Lagos', description: 'IANA time zone' })
  @IsOmittable()
  @ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone, defaultMessage: () => 'must be an IANA time zone such as Africa/Lagos' } })
  timezone?: string;

  @ApiPropertyOptional({ example: 'NG', description: 'ISO 3166-1 alpha-2' })
  @IsOmittable()
  @Matches(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code' })
  country?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 12 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt({ message: 'must be a month from 1 to 12' })
  @Min(1, { message: 'must be a month from 1 to 12' })
  @Max(12, { message: 'must be a month from 1 to 12' })
  fiscal_year_start_month?: number;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'No posting dated on or before it is accepted (this environment); null clears it',
  })
  @IsOptional()
  @IsDateOnly()
  lock_date?: string | null;

  @ApiPropertyOptional({
    example: 'NGN',
    description: 'Only while nothing is posted in either environment (409 otherwise); the accounts of both charts in the old base currency follow it',
  })
  @IsOmittable()
  @IsCurrencyCode()
  base_currency?: string;
}

/** The settings both environments share: only production credentials change them (a sandbox key gets 403). */
const BUSINESS_WIDE = ['name', 'timezone', 'country', 'fiscal_year_start_month', 'base_currency'] as const;

@ApiTags('Business')
@Controller('business')
export class BusinessController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ApiKeyCache) private readonly keys: ApiKeyCache,
  ) {}

  @Get()
  @AnyScope()
  @ApiOperation({
    summary: 'The calling business',
    description: 'Mode B: any access token of the business, whatever its scopes. `version`, `updated_at` and `lock_date` are those of the environment called.',
  })
  @ApiEnvelope(BusinessResponse, { description: 'Business retrieved' })
  async get(@Caller() caller: Principal) {
    return success('Business retrieved', await this.find(caller));
  }

  @Put()
  @ApiKeyOnly()
  @ApiOperation({
    summary: 'Update the calling business',
    description:
      'Name, time zone, country, fiscal year start and base currency (while nothing is posted in either environment) are shared by both environments: ' +
      'only the production key changes them, and the change moves the version of both and records `business.updated` in both event feeds. ' +
      "A sandbox key that sends any of them gets 403 `forbidden`. `lock_date` is per environment: each environment's own key sets it.",
  })
  @ApiEnvelope(BusinessResponse, { description: 'Business updated' })
  async update(@Caller() caller: Principal, @Body() body: UpdateBusinessDto, @IfMatch() version?: number) {
    const shared = BUSINESS_WIDE.filter((field) => body[field] !== undefined);
    if (shared.length > 0 && caller.environment !== 'production') {
      throw new DomainError(
        'forbidden',
        `${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} shared with production: only the production key (sk_live_…) changes ${shared.length === 1 ? 'it' : 'them'}; a sandbox key changes only lock_date`,
        {
          errors: shared.map((field) => ({ field, message: 'can be changed only with the production key' })),
        },
      );
    }
    const affected = shared.length > 0 ? ENVIRONMENTS : [caller.environment];
    const updated = await this.db.transaction(async (tx) => {
      const current = await this.find(caller, tx, true);
      if (version !== undefined && version !== current.version) throw versionConflict(current.version);
      if (body.base_currency && body.base_currency !== current.base_currency) {
        const [posted] = await tx.query('SELECT 1 FROM journal_entries WHERE business_id = $1 LIMIT 1', [caller.businessId]);
        if (posted) throw new DomainError('conflict', 'The base currency cannot change once anything is posted in either environment');
        // Both environments' charts: their accounts in the old base currency follow it.
        await tx.query('UPDATE accounts SET currency = $2 WHERE business_id = $1 AND currency = $3', [
          caller.businessId,
          body.base_currency,
          current.base_currency,
        ]);
        await notifyAuthChange(tx, caller.businessId);
      }
      if (shared.length > 0) {
        await tx.query(
          `UPDATE businesses SET name = coalesce($2, name), timezone = coalesce($3, timezone), country = coalesce($4, country),
                  fiscal_year_start_month = coalesce($5, fiscal_year_start_month), base_currency = coalesce($6, base_currency)
            WHERE id = $1`,
          [
            caller.businessId,
            body.name ?? null,
            body.timezone ?? null,
            body.country?.toUpperCase() ?? null,
            body.fiscal_year_start_month ?? null,
            body.base_currency ?? null,
          ],
        );
      }
      if (body.lock_date !== undefined) {
        await tx.query('UPDATE business_environments SET lock_date = $3 WHERE business_id = $1 AND environment = $2', [
          caller.businessId,
          caller.environment,
          body.lock_date,
        ]);
      }
      await tx.query('UPDATE business_environments SET version = version + 1, updated_at = now() WHERE business_id = $1 AND environment = ANY($2::text[])', [
        caller.businessId,
        affected,
      ]);
      // Each environment the change affects records it, as that environment shows the business.
      for (const environment of affected)
        await recordEvent(
          tx,
          { businessId: caller.businessId, environment },
          'business.updated',
          await this.find({ businessId: caller.businessId, environment }, tx),
        );
      return this.find(caller, tx);
    });
    // The key lookups cached here carry the base currency (other processes hear the NOTIFY).
    if (body.base_currency) this.keys.evictBusiness(caller.businessId);
    return success('Business updated', updated);
  }

  private async find(scope: Scope, tx: EntityManager = this.db.manager, forUpdate = false): Promise<BusinessResponse> {
    const [row] = await tx.query(
      `SELECT b.id, b.name, b.base_currency, b.country, b.timezone, b.fiscal_year_start_month, e.lock_date::text AS lock_date,
              e.environment, e.version, b.created_at, e.updated_at
         FROM businesses b JOIN business_environments e ON e.business_id = b.id
        WHERE b.id = $1 AND e.environment = $2${forUpdate ? ' FOR UPDATE OF b' : ''}`,
      [scope.businessId, scope.environment],
    );
    if (!row) throw DomainError.notFound('Business');
    return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
  }
}
