export { Ledgerline } from './ledgerline';
export { LedgerlineError, type ClientErrorCode, type LedgerlineErrorInit } from './errors';
export { PRODUCTION_BASE_URL, SANDBOX_BASE_URL, type Fetch, type FetchInit, type FetchResponse, type LedgerlineOptions, type RequestOptions } from './http';
export { List, type Page } from './pagination';
export { INITIAL_BACKOFF_MS, MAX_BACKOFF_MS, RETRYABLE_STATUSES } from './retry';
export { verifyWebhook, WebhookVerificationError, WEBHOOK_TOLERANCE_SECONDS, type WebhookEvent, type WebhookHeaders, type WebhookTestEvent } from './webhooks';
export type { FieldError, ListItem, Method, Pagination, Path, QueryParams, RequestBody, ResponseData } from './types';
export type { components, operations, paths } from './generated/api';
