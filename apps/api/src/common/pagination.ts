import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Pagination } from '@ledgerline/envelope';
import { DomainError } from '@ledgerline/envelope';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { QueryFailedError, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { IsText } from './validation';

/** The query every list endpoint takes (contract section 6). */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be an integer from 1 to 100' }) @Min(1, { message: 'must be an integer from 1 to 100' }) @Max(100, { message: 'must be an integer from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be an integer of at least 1' }) @Min(1, { message: 'must be an integer of at least 1' }) @Max(10_000_000, { message: 'must be at most 10000000' })
  page?: number;

  @ApiPropertyOptional({ description: 'The `pagination.next_cursor` of the previous page (keyset paging)' })
  @IsOptional() @IsString() @Matches(/^[\w-]{1,400}$/, { message: 'must be a cursor returned by a previous page' })
  cursor?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only records updated at or after this time' })
  @IsOptional() @IsISO8601({ strict: true }, { message: 'must be an ISO 8601 timestamp' })
  updated_since?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional() @IsText(1, 255)
  external_id?: string;
}

/**
 * A sortable field: its public name and the SQL expression (never null) it orders by, or several
 * expressions ordered by in turn (to follow a composite index such as `date, created_at`).
 */
export type SortFields = Record<string, string | readonly string[]>;

/** The `sort` query parameter of a list: a field of `fields`, `-` for descending. */
export function SortQuery(fields: SortFields, defaultSort: string, description?: string): PropertyDecorator {
  const values = Object.keys(fields).flatMap((field) => [field, `-${field}`]);
  return applyDecorators(ApiPropertyOptional({ enum: values, default: defaultSort, description }), IsOptional(), IsIn(values, { message: 'is not a sortable field' }));
}

interface Cursor {
  /** The sort expression(s) of the last row, as PostgreSQL text (exact, microseconds kept). */
  k: string | string[];
  id: string;
  s: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const invalidCursor = () => DomainError.validation([{ field: 'cursor', message: 'must be a cursor returned by a previous page of the same list and sort' }]);

function decodeCursor(text: string, sort: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const keys = Array.isArray(cursor.k) ? cursor.k : [cursor.k];
    if (keys.every((key) => typeof key === 'string') && typeof cursor.id === 'string' && cursor.s === sort) return cursor;
  } catch {
    // fall through to the validation error
  }
  throw invalidCursor();
}

/** A cursor whose values PostgreSQL cannot cast (class 22, data exception) was not one we issued. */
function isDataException(error: unknown): boolean {
  return error instanceof QueryFailedError && String((error.driverError as { code?: string }).code).startsWith('22');
}

export interface Page<T> {
  rows: T[];
  pagination: Pagination;
}

/** A page with each row's raw columns, for values selected beside the entity (`addSelect`). */
export interface RawPage<T> extends Page<T> {
  raw: Record<string, unknown>[];
}

/**
 * A total maintained in the writing transactions (unfiltered lists), so large lists never count
 * rows: an SQL expression read in the same statement as the page, and the same value read on its
 * own for an empty page.
 */
export interface KnownTotal {
  sql: string;
  read(): Promise<number>;
}

/**
 * Runs a list query with page-number or keyset paging. `alias.id` breaks ties, so the order is
 * total and a cursor walk visits every row exactly once. The count uses the same filters.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  params: ListQueryDto & { sort?: string },
  fields: SortFields,
  defaultSort: string,
  /** A total maintained in the writing transactions (unfiltered lists), or one counted with a bound. */
  knownTotal?: number | KnownTotal,
): Promise<RawPage<T>> {
  const alias = query.alias;
  const limit = params.limit ?? 10;
  const sort = params.sort ?? defaultSort;
  const descending = sort.startsWith('-');
  const field = fields[sort.replace(/^-/, '')];
  if (!field) throw DomainError.validation([{ field: 'sort', message: `must be one of ${Object.keys(fields).flatMap((f) => [f, `-${f}`]).join(', ')}` }]);
  if (params.cursor && params.page !== undefined) throw DomainError.validation([{ field: 'page', message: 'cannot be combined with cursor' }]);

  // COUNT(*) rather than TypeORM's getCount(), which counts DISTINCT ids (about 3× slower).
  const inRow = typeof knownTotal === 'object' ? knownTotal : undefined;
  const count = typeof knownTotal === 'number' ? knownTotal : inRow ? undefined : (await query.clone().select('COUNT(*)::int', 'total').getRawOne<{ total: number }>())!.total;
  const direction = descending ? 'DESC' : 'ASC';
  const expressions = typeof field === 'string' ? [field] : field;
  query.orderBy();
  expressions.forEach((expression, index) => query.addSelect(`(${expression})::text`, `sort_key_${index}`).addOrderBy(expression, direction));
  query.addOrderBy(`${alias}.id`, direction).limit(limit + 1);
  if (inRow) query.addSelect(inRow.sql, 'known_total');
  if (params.cursor) {
    const cursor = decodeCursor(params.cursor, sort);
    const keys = typeof cursor.k === 'string' ? [cursor.k] : cursor.k;
    if (keys.length !== expressions.length) throw invalidCursor();
    const casts = expressions.map((expression, index) => `CAST(:cursorKey${index} AS ${castOf(expression)})`);
    query.andWhere(`(${[...expressions, `${alias}.id`].join(', ')}) ${descending ? '<' : '>'} (${[...casts, 'CAST(:cursorId AS uuid)'].join(', ')})`, {
      ...Object.fromEntries(keys.map((key, index) => [`cursorKey${index}`, key])),
      cursorId: cursor.id,
    });
  } else if (params.page !== undefined && params.page > 1) {
    // A deep page reads only its own rows: the ids come from the sort index alone (an index-only
    // scan steps over the earlier entries without visiting their rows), then those rows are read.
    // ARRAY(…) makes the id query run once, whatever plan the statistics lead to.
    const ids = query.clone().select(`${alias}.id`).offset((params.page - 1) * limit);
    query.andWhere(`${alias}.id = ANY(ARRAY(${ids.getQuery()}))`);
  }
  const { entities, raw } = await query.getRawAndEntities().catch((error: unknown) => {
    throw params.cursor && isDataException(error) ? invalidCursor() : error;
  });
  const more = entities.length > limit;
  const rows = entities.slice(0, limit);
  const total = count ?? (raw.length > 0 ? Number(raw[0].known_total) : await inRow!.read());
  const last = raw[rows.length - 1] as Record<string, string> | undefined;
  const lastKeys = last ? expressions.map((_, index) => last[`sort_key_${index}`]) : [];
  return {
    rows,
    raw: raw.slice(0, limit),
    pagination: {
      page: params.cursor ? null : (params.page ?? 1),
      limit,
      total,
      total_pages: Math.ceil(total / limit),
      next_cursor: more && last ? encodeCursor({ k: lastKeys.length === 1 ? lastKeys[0] : lastKeys, id: rows[rows.length - 1].id, s: sort }) : null,
    },
  };
}

/** The type to read a cursor's sort key back as: timestamps, dates (`date`, `issue_date`…), else text. */
function castOf(expression: string): string {
  if (/_at\b/.test(expression)) return 'timestamptz';
  return /\bdate\b|_date\b/.test(expression) ? 'date' : 'text';
}
