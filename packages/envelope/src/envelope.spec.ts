import 'reflect-metadata';
import * as nest from '@nestjs/common';
import { HttpException, NotFoundException } from '@nestjs/common';
import { IsNumberString, IsString, MaxLength, ValidateNested, validateSync } from 'class-validator';
import { errorCodes } from 'fastify';
import { DomainError, ERROR_CODES, errorEnvelope, fieldErrors, statusOf, toDomainError, validationException } from './index';

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
    method_not_allowed: 405,
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
    const errors = fieldErrors(
      validate(
        sale('R-1', [
          { description: 'Tea', quantity: '1' },
          { description: 'Cake', quantity: 'lots' },
        ]),
      ),
    );
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

  it('says a field left out "is required", whatever rule it failed, at any depth', () => {
    const dto = Object.assign(new SaleDto(), { lines: [Object.assign(new LineDto(), { description: 'Tea' })] });
    expect(fieldErrors(validate(dto))).toEqual([
      { field: 'reference', message: 'is required' },
      { field: 'lines.0.quantity', message: 'is required' },
    ]);
    expect(validationException(validate(new SaleDto())).message).toBe('reference is required');
  });

  it('judges a null by the rule, like any value given', () => {
    const [error] = fieldErrors(validate(sale(null, [])));
    expect(error.field).toBe('reference');
    expect(error.message).not.toBe('is required');
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

describe('every framework error maps to a documented envelope code', () => {
  /** A client error keeps its class (4xx) and message; a server error is internal_error and says nothing of itself. */
  function expectMapped(error: DomainError, status: number, message: string): void {
    expect(ERROR_CODES).toContain(error.code);
    if (status < 500) {
      expect(statusOf(error.code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(error.code)).toBeLessThan(500);
      expect(error.message).not.toBe('');
      if (![404, 413, 415].includes(status)) expect(error.message).toBe(message);
    } else {
      expect(error.code).toBe('internal_error');
      expect(error.message).not.toContain(message);
    }
  }

  const fastifyErrors = Object.entries(errorCodes).map(([name, FastifyError]) => [name, new FastifyError('a', 'b', 'c')] as const);

  it("walks all of Fastify's error codes", () => {
    expect(fastifyErrors.length).toBeGreaterThan(80);
  });

  it.each(fastifyErrors)('%s, raised before routing and as Nest hands it on', (_, error) => {
    expectMapped(toDomainError(error), error.statusCode!, error.message);
    expectMapped(toDomainError(new HttpException(error.message, error.statusCode!)), error.statusCode!, error.message);
  });

  it.each([
    ['FST_ERR_BAD_URL', 'validation_failed'],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'validation_failed'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 'payload_too_large'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'unsupported_media_type'],
    ['FST_ERR_MAX_PARAM_LENGTH', 'validation_failed'],
    ['FST_ERR_NOT_FOUND', 'not_found'],
    ['FST_ERR_HANDLER_TIMEOUT', 'internal_error'],
  ] as const)('%s is %s', (name, code) => {
    expect(toDomainError(new errorCodes[name]('a', 'b')).code).toBe(code);
  });

  const nestExceptions = (Object.entries(nest) as [string, unknown][]).filter(
    (entry): entry is [string, new () => HttpException] => typeof entry[1] === 'function' && entry[1].prototype instanceof HttpException,
  );

  it("walks all of Nest's HttpException classes", () => {
    expect(nestExceptions.length).toBeGreaterThan(20);
  });

  it.each(nestExceptions)('%s', (_, Exception) => {
    const exception = new Exception();
    expectMapped(toDomainError(exception), exception.getStatus(), exception.message);
  });

  it.each([
    ['BadRequestException', 'validation_failed'],
    ['UnauthorizedException', 'unauthorized'],
    ['ForbiddenException', 'forbidden'],
    ['MethodNotAllowedException', 'method_not_allowed'],
    ['ConflictException', 'conflict'],
    ['PreconditionFailedException', 'version_conflict'],
    ['PayloadTooLargeException', 'payload_too_large'],
    ['UnsupportedMediaTypeException', 'unsupported_media_type'],
    ['NotAcceptableException', 'validation_failed'],
    ['ServiceUnavailableException', 'internal_error'],
  ] as const)('%s is %s', (name, code) => {
    expect(toDomainError(new nest[name]()).code).toBe(code);
  });
});

describe('errorEnvelope', () => {
  it('is the contract envelope: fields and details of the error, and the request id', () => {
    const error = new DomainError('conflict', 'Name taken', { errors: [{ field: 'name', message: 'is taken' }], details: { existing_id: 'x' } });
    expect(errorEnvelope(error, 'req-1')).toEqual({
      status: 'error',
      message: 'Name taken',
      data: null,
      code: 'conflict',
      errors: [{ field: 'name', message: 'is taken' }],
      existing_id: 'x',
      request_id: 'req-1',
    });
  });
});
