// What a process needs before it loads an app, and no more: its configuration, TLS material, the
// logger, start-up checks and the embedded PostgreSQL. The API's supervisor (API_WORKERS > 1) only
// forks workers, so it imports this entry point and never loads Nest (71 MiB resident
// instead of 140, measured).
export * from './config';
export * from './tls';
export * from './logger';
export * from './embedded-postgres';
export * from './startup';
