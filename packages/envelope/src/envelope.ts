import type { ErrorCode } from './error-code';
import type { FieldError } from './domain-error';

export interface SuccessEnvelope<T> {
  status: 'success';
  message: string;
  data: T;
}

export interface Pagination {
  page: number | null;
  limit: number;
  total: number;
  total_pages: number;
  next_cursor: string | null;
}

/** A page: of a list (`data` the page's records) or of a report (`data` one report holding the page's rows). */
export interface PagedEnvelope<T> extends SuccessEnvelope<T> {
  pagination: Pagination;
}

export type ListEnvelope<T> = PagedEnvelope<T[]>;

export interface ErrorEnvelope {
  status: 'error';
  message: string;
  data: null;
  code: ErrorCode;
  errors?: FieldError[];
  request_id: string;
  [detail: string]: unknown;
}

export function success<T>(message: string, data: T): SuccessEnvelope<T> {
  return { status: 'success', message, data };
}

export function paged<T>(message: string, data: T, pagination: Pagination): PagedEnvelope<T> {
  return { status: 'success', message, data, pagination };
}

/** The pagination of page `page` (null: reached by cursor) of `limit` rows, of `total` in all, and the cursor of the next page (null: none). */
export function paginationOf(page: number | null, limit: number, total: number, nextCursor: string | null): Pagination {
  return { page, limit, total, total_pages: Math.ceil(total / limit), next_cursor: nextCursor };
}
