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

export interface ListEnvelope<T> extends SuccessEnvelope<T[]> {
  pagination: Pagination;
}

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

export function list<T>(message: string, data: T[], pagination: Pagination): ListEnvelope<T> {
  return { status: 'success', message, data, pagination };
}
