import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DomainError, paginationOf, type Pagination } from '@ledgerline/envelope';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Sql } from '../database/sql';
import { QueryFailedError, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Queryable } from '../database/tx';
import { IsText } from './validation';

/** The query every list endpoint takes (docs/api.md, Lists). */
export class ListQueryDto {
  @ApiPropertyOptional({ type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer from 1 to 100' })
  @Min(1, { message: 'must be an integer from 1 to 100' })
  @Max(100, { message: 'must be an integer from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', format: 'int32', minimum: 1, maximum: 10_000_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer of at least 1' })
  @Min(1, { message: 'must be an integer of at least 1' })
  @Max(10_000_000, { message: 'must be at most 10000000' })
  page?: number;

  @ApiPropertyOptional({ maxLength: 400, pattern: '^[\\w-]{1,400}$', description: 'The `pagination.next_cursor` of the previous page (keyset paging)' })
  @IsOptional()
  @IsString()
  @Matches(/^[\w-]{1,400}$/, { message: 'must be a cursor returned by a previous page' })
  cursor?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40, description: 'Only records updated at or after this time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'must be an ISO 8601 timestamp' })
  @MaxLength(40, { message: 'must be an ISO 8601 timestamp' })
  updated_since?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsText(1, 255)
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
  return applyDecorators(
    ApiPropertyOptional({ enum: values, default: defaultSort, description }),
    IsOptional(),
    IsIn(values, { message: 'is not a sortable field' }),
  );
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
  /** The list's `sequence` as read by the page's statement, when the whole answer came from it. */
  sequence?: string;
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

/** A list's SQL: the table and its alias (every other part uses it), the row's fields, the filters. */
export interface ListSql {
  from: string;
  alias: string;
  columns: string;
  /** Conditions every row meets; their values are in `params`. */
  where: string[];
  params: Sql;
  /** An SQL expression read with the page when the page is the whole answer (its total read with it), e.g. the business's event sequence for `ReadCache`. */
  sequence?: string;
}

/**
 * The select list that reads an entity's columns under their property names, valued as TypeORM
 * hydrates them (a `date` as 'YYYY-MM-DD'), so list rows are the entities the mappers take.
 */
export function entityColumns(db: DataSource, entity: EntityTarget<ObjectLiteral>, alias: string): string {
  return db
    .getMetadata(entity)
    .columns.map((column) => `${alias}.${column.databaseName}${column.type === 'date' ? '::text' : ''} AS "${column.propertyName}"`)
    .join(', ');
}

/**
 * Runs a list query with page-number or keyset paging, as one statement (prepared, like every
 * query with parameters). `alias.id` breaks ties, so the order is total and a cursor walk visits
 * every row exactly once. The total is the known one (maintained by the writing transactions), else
 * the rows meeting the same filters counted up to COUNT_CAP: a page costs the same on any size of list.
 */
export async function paginate<T extends { id: string }>(
  db: Queryable,
  list: ListSql,
  params: ListQueryDto & { sort?: string },
  fields: SortFields,
  defaultSort: string,
  /** A total maintained in the writing transactions, read with the page. */
  knownTotal?: KnownTotal,
): Promise<Page<T>> {
  const { alias, params: p } = list;
  const limit = params.limit ?? 10;
  const sort = params.sort ?? defaultSort;
  const descending = sort.startsWith('-');
  const field = fields[sort.replace(/^-/, '')];
  if (!field)
    throw DomainError.validation([
      {
        field: 'sort',
        message: `must be one of ${Object.keys(fields)
          .flatMap((f) => [f, `-${f}`])
          .join(', ')}`,
      },
    ]);
  if (params.cursor && params.page !== undefined) throw DomainError.validation([{ field: 'page', message: 'cannot be combined with cursor' }]);

  const where = list.where.join(' AND ');
  const count = knownTotal ? undefined : await countCapped(db, list.from, where, p);
  const direction = descending ? 'DESC' : 'ASC';
  const expressions = typeof field === 'string' ? [field] : field;
  const order = [...expressions, `${alias}.id`].map((expression) => `${expression} ${direction}`).join(', ');
  const conditions = [where];
  if (params.cursor) {
    const cursor = decodeCursor(params.cursor, sort);
    const keys = typeof cursor.k === 'string' ? [cursor.k] : cursor.k;
    if (keys.length !== expressions.length) throw invalidCursor();
    const casts = keys.map((key, index) => `CAST(${p.param(key)} AS ${castOf(expressions[index])})`);
    conditions.push(
      `(${[...expressions, `${alias}.id`].join(', ')}) ${descending ? '<' : '>'} (${[...casts, `CAST(${p.param(cursor.id)} AS uuid)`].join(', ')})`,
    );
  } else if (params.page !== undefined && params.page > 1) {
    // A deep page reads only its own rows: the ids come from the sort index alone (an index-only
    // scan steps over the earlier entries without visiting their rows), then those rows are read.
    // ARRAY(…) makes the id query run once, whatever plan the statistics lead to.
    conditions.push(
      `${alias}.id = ANY(ARRAY(SELECT ${alias}.id FROM ${list.from} WHERE ${where} ORDER BY ${order} LIMIT ${limit + 1} OFFSET ${p.param((params.page - 1) * limit)}))`,
    );
  }
  const selected = [
    list.columns,
    ...expressions.map((expression, index) => `(${expression})::text AS sort_key_${index}`),
    ...(knownTotal ? [`${knownTotal.sql} AS known_total`] : []),
    ...(knownTotal && list.sequence ? [`${list.sequence} AS list_sequence`] : []),
  ];
  // The limit is part of the text (1 to 100): a plan for a known limit follows the sort index.
  const found = await db
    .query<T & Record<string, unknown>>(
      `SELECT ${selected.join(', ')} FROM ${list.from} WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${limit + 1}`,
      p,
    )
    .catch((error: unknown) => {
      throw params.cursor && isDataException(error) ? invalidCursor() : error;
    });
  const more = found.length > limit;
  const rows = found.slice(0, limit);
  const total = count ?? (found.length > 0 ? Number(found[0].known_total) : await knownTotal!.read());
  const last = rows[rows.length - 1];
  const lastKeys = last ? expressions.map((_, index) => last[`sort_key_${index}`] as string) : [];
  return {
    rows,
    // One statement answered when the total came with the rows.
    sequence: knownTotal && found.length > 0 ? (found[0].list_sequence as string | undefined) : undefined,
    pagination: paginationOf(
      params.cursor ? null : (params.page ?? 1),
      limit,
      total,
      more && last ? encodeCursor({ k: lastKeys.length === 1 ? lastKeys[0] : lastKeys, id: last.id, s: sort }) : null,
    ),
  };
}

/** Lists without a maintained total count at most this many matches: a total of COUNT_CAP means "that many or more". */
export const COUNT_CAP = 10_000;

/** The rows of `from` (a table and its alias) meeting `where`, counted up to COUNT_CAP. */
export async function countCapped(db: Queryable, from: string, where: string, sql: Sql): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${COUNT_CAP + 1}) matches`,
    sql,
  );
  return Math.min(row.total, COUNT_CAP);
}

/** The type to read a cursor's sort key back as: timestamps, dates (`date`, `issue_date`…), else text. */
function castOf(expression: string): string {
  if (/_at\b/.test(expression)) return 'timestamptz';
  return /\bdate\b|_date\b/.test(expression) ? 'date' : 'text';
}
