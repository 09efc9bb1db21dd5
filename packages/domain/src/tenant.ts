export const ENVIRONMENTS = ['production', 'sandbox'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The tenant every business-owned row belongs to. Repositories take it as their first,
 * typed argument, so a query without a tenant does not compile.
 */
export interface Scope {
  readonly businessId: string;
  readonly environment: Environment;
}
