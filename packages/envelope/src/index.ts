export * from './error-code';
export * from './domain-error';
export * from './envelope';
export * from './validation';
export * from './exception.filter';
