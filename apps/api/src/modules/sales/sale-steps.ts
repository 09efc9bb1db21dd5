import type { SaleEntity, Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import {
  lockedRefusal,
  priceSale,
  resolveLineTerms,
  reversalOf,
  saleRefusal,
  type LineReferences,
  type LineTerms,
  type Posting,
  type PricedSale,
  type SaleFacts,
  type SaleTerms,
} from '@ledgerline/ledger-rules';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import type { UniqueKeys } from '../../common/unique-conflicts';
import type { Tx } from '../../database/tx';
import { loadPosting } from '../../ledger/ledger';
import type { DocumentLineDto } from '../documents/document-line.dto';
import type { SaleContext, SalesRepository } from './sales.repository';

// What the sale use cases share: the rules' answers turned into errors, and the entry undoing a sale's.

/** A sale's `external_id` is unique in its business and environment (`uniqueConflicts`: 409 naming the holder). */
export const SALE_KEYS: UniqueKeys = { resource: 'sale', table: 'sales', constraints: { sales_external_id_key: 'external_id' } };

/** The lines' terms, or 400 with every line's problem. */
export function lineTerms(references: LineReferences, lines: DocumentLineDto[]): LineTerms[] {
  const { terms, errors } = resolveLineTerms(references, lines);
  if (errors.length > 0) throw DomainError.validation(errors);
  return terms;
}

/** The sale checked and priced (`priceSale`): every problem found is one 400. */
export function priced(principal: Principal, context: SaleContext, customer: SaleFacts['customer'], terms: SaleTerms): PricedSale {
  const { sale, errors } = priceSale(terms, { baseCurrency: principal.baseCurrency, lockDate: context.lockDate, deposit: context.deposit, customer });
  if (!sale) throw DomainError.validation(errors);
  return sale;
}

/** The sale to change or void (`action`), its row locked until the transaction ends: 404, 412 on a stale version, 409 when void. */
export async function lockForChange(
  tx: Tx,
  sales: SalesRepository,
  scope: Scope,
  id: string,
  expectedVersion: number | undefined,
  action: string,
): Promise<SaleEntity> {
  const current = await sales.find(tx, scope, id, true);
  if (!current) throw DomainError.notFound('Sale');
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
  const refused = saleRefusal(current.status, action);
  if (refused) throw new DomainError('conflict', refused);
  return current;
}

/**
 * The entry undoing the sale's current one, on that entry's date: 409 when the sale is dated on or
 * before the lock date; null for a row written outside the API (a seed), which posted nothing.
 */
export async function saleReversal(tx: Tx, scope: Scope, sale: SaleEntity, lockDate: string | null, memo: string): Promise<Posting | null> {
  const locked = lockedRefusal(lockDate, sale.date, 'sale', 're-posted or voided');
  if (locked) throw new DomainError('conflict', locked);
  if (!sale.journalEntryId) return null;
  const posted = await loadPosting(tx, scope, sale.journalEntryId);
  if (!posted) throw new Error(`sale ${sale.id} has no journal entry ${sale.journalEntryId}`);
  return reversalOf(posted, sale.journalEntryId, posted.date, memo);
}
