import type { Scope } from '../tenant';

/**
 * One statement's parameters, numbered in the order they are added (`$1`, `$2`, …), for SQL built
 * from parts. `new Sql()` serves statements that name no tenant (identity lookups) or whose rows
 * carry their own tenant (the writes group commit shares between businesses).
 */
export class Sql {
  readonly values: unknown[] = [];

  /** The placeholder of `value`, added as the next parameter. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A statement about one business in one environment: the only way to write its tenant predicate,
 * so that no repository writes `business_id = $1 AND environment = $2` by hand or trusts what the
 * enclosing statement's first parameters are.
 */
export class ScopedSql extends Sql {
  private placeholders?: { business: string; environment: string };

  constructor(readonly scope: Scope) {
    super();
  }

  /** The business and environment placeholders (added once), e.g. for the values of an INSERT. */
  get business(): string {
    return this.tenantPlaceholders().business;
  }

  get environment(): string {
    return this.tenantPlaceholders().environment;
  }

  /** `alias.business_id = $n AND alias.environment = $m` (no alias: the bare columns). */
  tenant(alias?: string): string {
    const column = alias ? `${alias}.` : '';
    return `${column}business_id = ${this.business} AND ${column}environment = ${this.environment}`;
  }

  private tenantPlaceholders(): { business: string; environment: string } {
    this.placeholders ??= { business: this.param(this.scope.businessId), environment: this.param(this.scope.environment) };
    return this.placeholders;
  }
}

/** A statement about the tenant `scope`. */
export function scoped(scope: Scope): ScopedSql {
  return new ScopedSql(scope);
}

/** A statement about every environment of one business (its shared settings, its owner's pages). */
export class BusinessSql extends Sql {
  private placeholder?: string;

  constructor(readonly businessId: string) {
    super();
  }

  /** `alias.business_id = $n` (no alias: the bare column). */
  business(alias?: string): string {
    this.placeholder ??= this.param(this.businessId);
    return `${alias ? `${alias}.` : ''}business_id = ${this.placeholder}`;
  }
}

/** A statement about business `businessId` in both environments. */
export function businessWide(businessId: string): BusinessSql {
  return new BusinessSql(businessId);
}
