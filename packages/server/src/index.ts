export * from './launch';
export * from './bootstrap';
export * from './database.module';
export * from './health.controller';
export * from './public.decorator';
export * from './json-body';
export * from './webhook-key';
export * from './openapi';
