// Every accounting rule of the ledger, each once, pure: no database, no framework. Rules report
// problems as data (FieldError[], or a string reason for a conflict); the callers turn them into errors.
export * from './field-error';
export * from './money';
export * from './amount-sum';
export * from './limits';
export * from './exchange-rate';
export * from './lock-date';
export * from './references';
export * from './chart';
export * from './customer';
export * from './posting';
export * from './lines';
export * from './sale';
export * from './invoice';
export * from './payment';
export * from './journal';
export * from './trial-balance';
export * from './financial-statements';
export * from './dates';
export * from './ledger-journal';
export * from './receivables';
export * from './general-ledger';
