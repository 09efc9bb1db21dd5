import { Injectable } from '@nestjs/common';
import { AUTH_CHANNEL, type Scope } from '@ledgerline/domain';
import { businessWide, scoped, Sql } from '../../database/sql';
import type { Queryable, Tx } from '../../database/tx';
import type { BusinessRow } from './business.response';

/** The settings the environments share (`businesses`, by the scope's business), set when given. */
export interface SharedSettings {
  name?: string;
  timezone?: string;
  country?: string;
  fiscal_year_start_month?: number;
  base_currency?: string;
}

/**
 * The business (`businesses`, shared by both environments) and each environment's own settings
 * (`business_environments`). The statements about both environments name only the business (`new Sql()`).
 */
@Injectable()
export class BusinessRepository {
  /** The business as the scope's environment shows it; `forUpdate` locks the business row (shared by both environments). */
  async find(db: Queryable, scope: Scope, forUpdate = false): Promise<BusinessRow | undefined> {
    const q = scoped(scope);
    const [row] = await db.query<BusinessRow>(
      `SELECT b.id, b.name, b.base_currency, b.country, b.timezone, b.fiscal_year_start_month, e.lock_date::text AS lock_date,
              e.environment, e.version, b.created_at, e.updated_at
         FROM businesses b JOIN business_environments e ON e.business_id = b.id
        WHERE ${q.tenant('e')}${forUpdate ? ' FOR UPDATE OF b' : ''}`,
      q,
    );
    return row;
  }

  /** Whether anything is posted in either environment of the business. */
  async anyPosted(tx: Tx, scope: Scope): Promise<boolean> {
    const q = businessWide(scope.businessId);
    const rows = await tx.query(`SELECT 1 FROM journal_entries WHERE ${q.business()} LIMIT 1`, q);
    return rows.length > 0;
  }

  /** The base currency of both environments; the accounts of both charts in the old one follow it. */
  async changeBaseCurrency(tx: Tx, scope: Scope, from: string, to: string): Promise<void> {
    const q = businessWide(scope.businessId);
    await tx.query(`UPDATE accounts SET currency = ${q.param(to)} WHERE ${q.business()} AND currency = ${q.param(from)}`, q);
  }

  /** API processes drop their cached key lookups of the business (they carry its base currency) when `tx` commits. */
  async notifyAuthChange(tx: Tx, scope: Scope): Promise<void> {
    const q = new Sql();
    await tx.query(`SELECT pg_notify(${q.param(AUTH_CHANNEL)}, ${q.param(scope.businessId)})`, q);
  }

  async updateShared(tx: Tx, scope: Scope, settings: SharedSettings): Promise<void> {
    const q = new Sql();
    const set = (column: keyof SharedSettings) => `${column} = coalesce(${q.param(settings[column] ?? null)}, ${column})`;
    await tx.query(
      `UPDATE businesses SET ${set('name')}, ${set('timezone')}, ${set('country')}, ${set('fiscal_year_start_month')}, ${set('base_currency')}
        WHERE id = ${q.param(scope.businessId)}`,
      q,
    );
  }

  /** The scope's environment's lock date; null clears it. */
  async setLockDate(tx: Tx, scope: Scope, lockDate: string | null): Promise<void> {
    const q = scoped(scope);
    await tx.query(`UPDATE business_environments SET lock_date = ${q.param(lockDate)} WHERE ${q.tenant()}`, q);
  }

  /** The version (ETag) of the business as the scope's environment shows it. */
  async bumpVersion(tx: Tx, scope: Scope): Promise<void> {
    const q = scoped(scope);
    await tx.query(`UPDATE business_environments SET version = version + 1, updated_at = now() WHERE ${q.tenant()}`, q);
  }
}
