import type { FieldError } from './field-error';
import { referenceErrors } from './references';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The subtypes each type allows; the first is the default when none is given. */
export const SUBTYPES: Record<AccountType, readonly string[]> = {
  asset: ['current_asset', 'cash', 'bank', 'accounts_receivable', 'fixed_asset', 'inventory', 'other_asset'],
  liability: ['current_liability', 'sales_tax', 'accounts_payable', 'long_term_liability', 'other_liability'],
  equity: ['other_equity', 'owners_equity', 'retained_earnings'],
  income: ['sales', 'other_income'],
  expense: ['general_expense', 'cost_of_sales', 'exchange_gain_loss', 'rounding', 'other_expense'],
};

/** Subtypes the ledger itself relies on: exactly one system account each, never created by hand. */
export const SYSTEM_ONLY_SUBTYPES: readonly string[] = ['accounts_receivable', 'retained_earnings', 'exchange_gain_loss', 'rounding'];

export interface ChartEntry {
  code: string;
  name: string;
  type: AccountType;
  subtype: string;
  /** System accounts are the ones postings default to: they cannot be deleted. */
  system: boolean;
}

/** The default chart every business gets in each environment (docs/api.md, Resources). */
export const DEFAULT_CHART: readonly ChartEntry[] = [
  { code: '1000', name: 'Cash', type: 'asset', subtype: 'cash', system: true },
  { code: '1010', name: 'Bank', type: 'asset', subtype: 'bank', system: false },
  { code: '1100', name: 'Accounts Receivable', type: 'asset', subtype: 'accounts_receivable', system: true },
  { code: '2100', name: 'Sales Tax Payable', type: 'liability', subtype: 'sales_tax', system: true },
  { code: '3000', name: "Owner's Equity", type: 'equity', subtype: 'owners_equity', system: false },
  { code: '3100', name: 'Retained Earnings', type: 'equity', subtype: 'retained_earnings', system: true },
  { code: '4000', name: 'Sales', type: 'income', subtype: 'sales', system: true },
  { code: '4100', name: 'Other Income', type: 'income', subtype: 'other_income', system: false },
  { code: '5000', name: 'Cost of Sales', type: 'expense', subtype: 'cost_of_sales', system: false },
  { code: '6000', name: 'General Expenses', type: 'expense', subtype: 'general_expense', system: false },
  { code: '7000', name: 'Exchange Gains/Losses', type: 'expense', subtype: 'exchange_gain_loss', system: true },
  { code: '7100', name: 'Rounding', type: 'expense', subtype: 'rounding', system: true },
];

/** A subtype given for an account of `type`: one the type allows, and not one reserved for the system accounts. */
export function subtypeErrors(type: AccountType, subtype: string): FieldError[] {
  if (!SUBTYPES[type].includes(subtype)) return [{ field: 'subtype', message: `must be one of ${SUBTYPES[type].join(', ')} for ${type} accounts` }];
  if (SYSTEM_ONLY_SUBTYPES.includes(subtype)) return [{ field: 'subtype', message: 'is reserved for the system account' }];
  return [];
}

/** What a change may not do to an account: a system account keeps its subtype and currency and is never archived; another's subtype must suit its type. */
export function accountChangeErrors(
  account: { type: AccountType; subtype: string; currency: string; system: boolean },
  change: { subtype?: string; currency?: string; archived?: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  if (change.subtype !== undefined && change.subtype !== account.subtype) {
    if (account.system) errors.push({ field: 'subtype', message: 'cannot be changed on a system account' });
    else errors.push(...subtypeErrors(account.type, change.subtype));
  }
  if (account.system && change.currency !== undefined && change.currency !== account.currency)
    errors.push({ field: 'currency', message: 'cannot be changed on a system account' });
  if (account.system && change.archived === true) errors.push({ field: 'archived', message: 'system accounts cannot be archived' });
  return errors;
}

/**
 * An account's parent: an account of the business (`parent` is what it has under the id given,
 * null: none; undefined when no parent was named), not the account itself, of the same type.
 */
export function parentAccountErrors(type: AccountType, parent: { id: string; type: string } | null | undefined, selfId?: string): FieldError[] {
  if (parent === undefined) return [];
  if (!parent) return [{ field: 'parent_id', message: 'is not an account of this business' }];
  if (parent.id === selfId) return [{ field: 'parent_id', message: 'cannot be the account itself' }];
  return parent.type === type ? [] : [{ field: 'parent_id', message: `must be an account of the same type (${type})` }];
}

/** `referenceErrors` of an account a request names in `field`; `kind` says why the account does not suit the field, when it does not. */
export function accountErrors<A extends { archived: boolean }>(
  field: string,
  account: A | null | undefined,
  kind?: (account: A) => string | undefined,
): FieldError[] {
  return referenceErrors(field, account, 'an account', kind);
}

/** The kind `accountErrors` checks when a field takes accounts of one type. */
export function ofType(type: AccountType): (account: { type: string }) => string | undefined {
  return (account) => (account.type === type ? undefined : `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} account`);
}
