export * from './environment';
export * from './database';
export * from './client';
export * from './openapi';
export * from './ports';
export * from './data-dir';
export * from './owner-browser';
