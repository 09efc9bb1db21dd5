import { DomainError } from '@ledgerline/envelope';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_CHART, isCurrency } from '@ledgerline/ledger-rules';
import { scoped } from '../database/sql';
import { isId, newId } from '../ids';
import { ENVIRONMENTS, type Environment } from '../tenant';
import { displayPrefix, generateApiKey, hashApiKey, hashPassword } from './secrets';

export interface CreateBusinessInput {
  name: string;
  email: string;
  password: string;
  baseCurrency?: string;
  country?: string;
  timezone?: string;
}

export interface CreatedBusiness {
  businessId: string;
  ownerEmail: string;
  /** The only time the keys are ever available in clear. */
  keys: Record<Environment, string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateBusinessInput(input: CreateBusinessInput): void {
  const errors = [];
  if (!input.name || input.name.trim().length === 0 || input.name.length > 200) errors.push({ field: 'name', message: 'must be 1 to 200 characters' });
  if (!EMAIL.test(input.email ?? '') || input.email.length > 254) errors.push({ field: 'email', message: 'must be an email address' });
  if (!input.password || input.password.length < 10 || input.password.length > 200) errors.push({ field: 'password', message: 'must be 10 to 200 characters' });
  if (input.baseCurrency !== undefined && !isCurrency(input.baseCurrency)) errors.push({ field: 'base_currency', message: 'must be an ISO 4217 code' });
  if (input.country !== undefined && !/^[A-Za-z]{2}$/.test(input.country)) errors.push({ field: 'country', message: 'must be an ISO 3166-1 alpha-2 code' });
  if (errors.length > 0) throw DomainError.validation(errors);
}

/**
 * Creates a business, its owner, both environments with their default chart of accounts, and
 * one key per environment, in one transaction.
 */
export async function createBusiness(db: DataSource, input: CreateBusinessInput): Promise<CreatedBusiness> {
  validateBusinessInput(input);
  const businessId = newId();
  const currency = (input.baseCurrency ?? 'USD').toUpperCase();
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const keys = { production: generateApiKey('production'), sandbox: generateApiKey('sandbox') };

  await db.transaction(async (tx) => {
    const taken = await tx.query('SELECT 1 FROM owners WHERE lower(email) = $1', [email]);
    if (taken.length > 0) throw new DomainError('conflict', 'An owner with this email already exists');
    await tx.query('INSERT INTO businesses (id, name, base_currency, country, timezone) VALUES ($1, $2, $3, $4, $5)', [
      businessId,
      input.name.trim(),
      currency,
      input.country?.toUpperCase() ?? null,
      input.timezone ?? 'UTC',
    ]);
    await tx.query('INSERT INTO owners (id, business_id, email, password_hash) VALUES ($1, $2, $3, $4)', [newId(), businessId, email, passwordHash]);
    for (const environment of ENVIRONMENTS) {
      await tx.query('INSERT INTO business_environments (business_id, environment) VALUES ($1, $2)', [businessId, environment]);
      await tx.query('INSERT INTO api_keys (id, business_id, environment, key_hash, prefix) VALUES ($1, $2, $3, $4, $5)', [
        newId(),
        businessId,
        environment,
        hashApiKey(keys[environment]),
        displayPrefix(keys[environment]),
      ]);
      const rows = DEFAULT_CHART.map((entry) => [newId(), businessId, environment, entry.code, entry.name, entry.type, entry.subtype, currency, entry.system]);
      await tx.query(
        `INSERT INTO accounts (id, business_id, environment, code, name, type, subtype, currency, system)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::char(3)[], $9::boolean[])`,
        rows[0].map((_, column) => rows.map((row) => row[column])),
      );
    }
  });
  return { businessId, ownerEmail: email, keys };
}

/** The channel on which a committed change that invalidates cached API-key lookups names its business. */
export const AUTH_CHANNEL = 'ledgerline_auth';

/** Inside `tx`: API processes drop their cached key lookups of the business when it commits. */
export async function notifyAuthChange(tx: EntityManager, businessId: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, businessId]);
}

/** Issues a new key for one environment and marks the old one rolled (it stops working at once). */
export async function rollApiKey(db: DataSource, businessId: string, environment: Environment): Promise<string> {
  if (!isId(businessId)) throw DomainError.notFound('Business');
  const key = generateApiKey(environment);
  await db.transaction(async (tx) => {
    const q = scoped({ businessId, environment });
    const [, updated] = await tx.query(`UPDATE api_keys SET rolled_at = now() WHERE ${q.tenant()} AND rolled_at IS NULL`, q.values);
    if (updated === 0) throw DomainError.notFound('Business');
    await tx.query('INSERT INTO api_keys (id, business_id, environment, key_hash, prefix) VALUES ($1, $2, $3, $4, $5)', [
      newId(),
      businessId,
      environment,
      hashApiKey(key),
      displayPrefix(key),
    ]);
    await notifyAuthChange(tx, businessId);
  });
  return key;
}
