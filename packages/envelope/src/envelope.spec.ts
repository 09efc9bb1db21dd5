import 'reflect-metadata';
import { HttpException, NotFoundException } from '@nestjs/common';
import { IsNumberString, IsString, MaxLength, ValidateNested, validateSync } from 'class-validator';
import { errorCodes } from 'fastify';
import { DomainError, ERROR_CODES, fieldErrors, statusOf, toDomainError, validationException } from './index';

class LineDto {
  @IsString() description!: string;
  @IsNumberString() quantity!: string;
}

class SaleDto {
  @IsString() @MaxLength(10) reference!: string;
  @ValidateNested({ each: true }) lines!: LineDto[];
}

function sale(reference: unknown, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}): SaleDto {
  return Object.assign(new SaleDto(), { reference, lines: lines.map((line) => Object.assign(new LineDto(), line)), ...extra });
}

const validate = (dto: object) => validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });

describe('statusOf', () => {
  const expected: Record<(typeof ERROR_CODES)[number], number> = {
    validation_failed: 400,
    invalid_json: 400,
    https_required: 400,
    unauthorized: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    idempotency_key_reused: 409,
    version_conflict: 412,
    payload_too_large: 413,
    unsupported_media_type: 415,
    rate_limited: 429,
    internal_error: 500,
    service_unavailable: 503,
  };

  it.each(ERROR_CODES.map((code) => [code, expected[code]]))('%s → %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });
});

describe('fieldErrors', () => {
  it('flattens nested errors to dotted paths and strips the property name from the message', () => {
    const errors = fieldErrors(validate(sale('R-1', [{ description: 'Tea', quantity: '1' }, { description: 'Cake', quantity: 'lots' }])));
    expect(errors).toEqual([{ field: 'lines.1.quantity', message: 'must be a number string' }]);
  });

  it('reports one entry per offending field, top level and nested', () => {
    const errors = fieldErrors(validate(sale('far too long a reference', [{ description: 3, quantity: 'x' }])));
    expect(errors).toEqual([
      { field: 'reference', message: 'must be shorter than or equal to 10 characters' },
      { field: 'lines.0.description', message: 'must be a string' },
      { field: 'lines.0.quantity', message: 'must be a number string' },
    ]);
  });

  it('says an unknown field "is not an allowed field", at any depth', () => {
    const dto = sale('R-1', [{ description: 'Tea', quantity: '1', colour: 'red' }], { admin: true });
    expect(fieldErrors(validate(dto))).toEqual([
      { field: 'admin', message: 'is not an allowed field' },
      { field: 'lines.0.colour', message: 'is not an allowed field' },
    ]);
  });

  it('returns nothing for a valid body', () => {
    expect(fieldErrors(validate(sale('R-1', [{ description: 'Tea', quantity: '2.5' }])))).toEqual([]);
  });

  it('validationException leads with the first field in the message and keeps every entry', () => {
    const error = validationException(validate(sale('far too long a reference', [{ description: 'Tea', quantity: 'x' }])));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('reference must be shorter than or equal to 10 characters');
    expect(error.errors).toHaveLength(2);
  });
});

describe('toDomainError', () => {
  it('passes a DomainError through unchanged', () => {
    const error = new DomainError('conflict', 'Name taken', { details: { existing_id: 'x' } });
    expect(toDomainError(error)).toBe(error);
  });

  it('turns an unknown fault into internal_error that reveals nothing of it', () => {
    const fault = new Error('duplicate key value violates unique constraint "owners_email_key" in INSERT INTO owners (email) VALUES ($1)');
    const error = toDomainError(fault);
    expect(error.code).toBe('internal_error');
    expect(statusOf(error.code)).toBe(500);
    expect(error.message).not.toMatch(/owners|INSERT|constraint|duplicate/i);
    expect(error.errors).toBeUndefined();
    expect(error.details).toBeUndefined();
  });

  it.each([undefined, null, 'a string', 42])('turns a thrown %p into internal_error', (thrown) => {
    expect(toDomainError(thrown).code).toBe('internal_error');
  });

  // Nest hands Fastify's request errors to filters as HttpException(message, fastify's statusCode).
  const fromFastify = (error: Error & { statusCode?: number }) => new HttpException(error.message, error.statusCode!);

  it("maps fastify's body-too-large error to payload_too_large with a message naming the limit", () => {
    const error = toDomainError(fromFastify(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()));
    expect(error).toMatchObject({ code: 'payload_too_large', message: 'Request body is larger than 1 MiB' });
    expect(statusOf(error.code)).toBe(413);
  });

  it("maps fastify's unsupported media type error to unsupported_media_type", () => {
    expect(toDomainError(fromFastify(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/plain')))).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
    });
  });

  it("maps Nest's 404 for an unknown route to not_found", () => {
    expect(toDomainError(new NotFoundException('Cannot GET /api/v1/nope'))).toMatchObject({ code: 'not_found', message: 'No such endpoint' });
  });
});
