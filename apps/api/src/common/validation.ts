import { AMOUNT_DECIMALS, isCurrency, RATE_DECIMALS, toDecimal } from '@ledgerline/ledger-rules';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** ISO 4217, any case in; the DTO holds it upper-case. */
export function IsCurrencyCode(options?: ValidationOptions): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value)),
    ValidateBy({ name: 'isCurrencyCode', validator: { validate: isCurrency, defaultMessage: () => 'must be an ISO 4217 currency code' } }, options),
  );
}

/** Printable text without control characters; leading and trailing spaces are trimmed. */
export function IsText(min: number, max: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    // Code points, as PostgreSQL's char_length counts them (class-validator's Length discounts variation selectors).
    ValidateBy({
      name: 'textLength',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && [...value].length >= min && [...value].length <= max,
        defaultMessage: () => (min > 0 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`),
      },
    }),
    // eslint-disable-next-line no-control-regex
    Matches(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, { message: 'must not contain control characters' }),
  );
}

/** May be left out, but a `null` is validated (and refused) like any other value. */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_, value) => value !== undefined);
}

const METADATA_KEY = /^[\w.:-]{1,40}$/;

function isMetadata(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= 20 && entries.every(([key, text]) => METADATA_KEY.test(key) && typeof text === 'string' && text.length <= 500);
}

/** `metadata`: up to 20 keys (letters, digits, `_.:-`, ≤ 40 chars) → strings of ≤ 500 chars. */
export function MetadataField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', maxLength: 500 }, maxProperties: 20, example: { order_id: '1042' } }),
    IsOmittable(),
    ValidateBy({
      name: 'isMetadata',
      validator: { validate: isMetadata, defaultMessage: () => 'must be an object of at most 20 string keys with string values of at most 500 characters' },
    }),
  );
}

/** `external_id`: the caller's own id for the record, unique per resource type. */
export function ExternalIdField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      maxLength: 255,
      nullable: true,
      description: "The caller's own id; unique per resource type within the business and environment",
    }),
    IsOptional(),
    IsText(1, 255),
  );
}

function decimalRule(name: string, places: number, message: string, nonNegative = true): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => {
        const decimal = toDecimal(value);
        return decimal !== undefined && decimal.decimalPlaces() <= places && (!nonNegative || !decimal.isNegative());
      },
      defaultMessage: () => message,
    },
  });
}

/**
 * A money amount: a decimal string or a JSON number, at most AMOUNT_DECIMALS here; whether it fits
 * the document currency's minor unit is checked where the currency is known.
 */
export const IsAmount = (): PropertyDecorator =>
  decimalRule('isAmount', AMOUNT_DECIMALS, 'must be a non-negative decimal amount (a string such as "19.99", or a number)');
/** A quantity: up to AMOUNT_DECIMALS (docs/api.md, Money, dates, identifiers). */
export const IsQuantity = (): PropertyDecorator =>
  decimalRule('isQuantity', AMOUNT_DECIMALS, `must be a non-negative decimal with at most ${AMOUNT_DECIMALS} decimals`);
/** What every `exchange_rate` takes (`exchangeRateFor`), for the API reference. */
export const EXCHANGE_RATE_DESCRIPTION = `Base currency per unit of the currency, up to ${RATE_DECIMALS} decimals: absent or 1 for the base currency, else required, above 0 and below 10^14`;
/** A rate (tax percent or exchange rate): up to RATE_DECIMALS. */
export const IsRate = (): PropertyDecorator => decimalRule('isRate', RATE_DECIMALS, `must be a non-negative decimal with at most ${RATE_DECIMALS} decimals`);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateOnly(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() === Number(match[2]) - 1 &&
    date.getUTCDate() === Number(match[3]) &&
    Number(match[1]) >= 1900 &&
    Number(match[1]) <= 2999
  );
}

/** An accounting date `YYYY-MM-DD` that exists (2026-02-30 does not), years 1900–2999. */
export const IsDateOnly = (): PropertyDecorator =>
  ValidateBy({ name: 'isDateOnly', validator: { validate: isDateOnly, defaultMessage: () => 'must be a date YYYY-MM-DD' } });

/** A `true`/`false` query parameter. */
export function BooleanQuery(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: ['true', 'false'], description }),
    IsOptional(),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean({ message: 'must be true or false' }),
  );
}
