import { Inject, Injectable } from '@nestjs/common';
import { newId, type SaleEntity, type Scope } from '@ledgerline/domain';
import { bumpCounter, loadPosting, lockAccounts, postEntry, recordEvent } from '../../ledger/ledger';
import {
  customerErrors,
  lockedRefusal,
  priceSale,
  resolveLineTerms,
  reversalOf,
  salePosting,
  saleRefusal,
  type LineReferences,
  type LineTerms,
  type Posting,
  type PricedSale,
  type SaleFacts,
  type SaleTerms,
} from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { DataSource, type EntityManager } from 'typeorm';
import { versionConflict } from '../../common/etag';
import { Batcher } from '../../common/batcher';
import { ReadCache } from '../../common/read-cache';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueViolation } from '../../database/errors';
import type { DocumentLineDto } from '../documents/document-line.dto';
import { pricedLineRows, type LineRow } from '../documents/document-lines';
import type { CreateSaleDto, ListSalesQueryDto, UpdateSaleDto } from './dto/sale.dto';
import { toSaleResponse, type SaleResponse } from './sale.response';
import { SalesRepository, type ContextAsk, type NewSale, type SaleChanges, type SaleContext, type SaleValues } from './sales.repository';

const POSTING_FIELDS = ['date', 'currency', 'exchange_rate', 'deposit_account_id', 'amounts_are', 'lines'] as const;

/** The lines' terms, or 400 with every line's problem. */
function lineTerms(references: LineReferences, lines: DocumentLineDto[]): LineTerms[] {
  const { terms, errors } = resolveLineTerms(references, lines);
  if (errors.length > 0) throw DomainError.validation(errors);
  return terms;
}

/** JSON with object keys sorted (jsonb keeps its own key order), to tell whether a value changes. */
const comparable = (value: unknown) => JSON.stringify(value && typeof value === 'object' ? Object.entries(value).sort() : value);

const termsKey = (lines: LineTerms[]) =>
  JSON.stringify(lines.map((l) => [l.description, l.quantity.toString(), l.unitPrice.toString(), l.accountId, l.itemId, l.taxRateId, l.taxRate.toString()]));

@Injectable()
export class SalesService {
  /** New sales' contexts, read together (`Batcher`). */
  private readonly contexts = new Batcher((asks: ContextAsk[]) => this.sales.contexts(asks));
  /** New sales, written together: group commit (`Batcher`). */
  private readonly writer = new Batcher((sales: NewSale[]) => this.sales.createMany(sales));

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly sales: SalesRepository,
    private readonly cache: ReadCache,
  ) {}

  /** An unfiltered page read again while the business has not changed comes from `ReadCache`. */
  list(scope: Scope, query: ListSalesQueryDto): Promise<Page<SaleResponse>> {
    return this.cache.read(scope, `sales ${JSON.stringify(query)}`, async () => {
      const page = await this.sales.list(scope, query);
      const rows = page.rows.map((sale) => toSaleResponse(sale, sale.lines));
      return { answer: { rows, pagination: page.pagination }, sequence: page.sequence, rows: rows.reduce((sum, sale) => sum + 1 + sale.lines.length, 0) };
    });
  }

  async get(scope: Scope, id: string): Promise<SaleResponse> {
    const sale = await this.sales.find(scope, id);
    if (!sale) throw DomainError.notFound('Sale');
    return toSaleResponse(sale, (await this.sales.lines(scope, [id])).get(id)!);
  }

  /**
   * Reads the business's context, checks and prices the sale, then writes it (its number, row,
   * lines, journal entry and `sale.created`): one read and one write statement, each shared with
   * the other new sales of the moment (docs/decisions.md, group commit).
   */
  create(principal: Principal, input: CreateSaleDto): Promise<SaleResponse> {
    return this.externalIdConflicts(principal, input.external_id, async () => {
      const context = await this.contexts.submit({
        scope: principal,
        depositAccountId: input.deposit_account_id ?? null,
        customerId: input.customer_id,
        lines: input.lines,
      });
      const terms: SaleTerms = {
        date: input.date ?? context.today,
        currency: input.currency ?? principal.baseCurrency,
        exchangeRate: input.exchange_rate,
        amountsAre: input.amounts_are ?? 'exclusive',
        lines: lineTerms(context.lineReferences!, input.lines),
        givenLines: input.lines,
      };
      const sale = this.price(principal, context, context.customer, terms);
      const values: SaleValues = {
        id: newId(),
        customerId: input.customer_id ?? null,
        date: terms.date,
        currency: terms.currency,
        exchangeRate: sale.rate.toString(),
        depositAccountId: sale.depositAccountId,
        paymentMethod: input.payment_method || null,
        reference: input.reference || null,
        notes: input.notes || null,
        amountsAre: terms.amountsAre,
        subtotal: sale.totals.subtotal.toString(),
        taxTotal: sale.totals.taxTotal.toString(),
        total: sale.totals.total.toString(),
        journalEntryId: newId(),
        metadata: input.metadata ?? {},
        externalId: input.external_id ?? null,
      };
      const lineIds = sale.lines.map(() => newId());
      const row: SaleEntity = {
        ...values,
        number: '',
        businessId: principal.businessId,
        environment: principal.environment,
        status: 'completed',
        voidedAt: null,
        version: 1,
        createdAt: context.now,
        updatedAt: context.now,
      };
      const response = toSaleResponse(row, pricedLineRows(sale.lines, lineIds));
      const posting = this.posting(principal, context, sale, values.id, ''); // named `Sale <number>` when written
      response.number = await this.writer.submit({ scope: principal, values, createdAt: context.now, lines: sale.lines, lineIds, posting, event: response });
      return response;
    });
  }

  /**
   * Changes the fields given. When what the sale posts changes (date, currency, rate, deposit
   * account, price mode or lines), its entry is reversed and a new one posted: the ledger keeps both.
   */
  update(principal: Principal, id: string, input: UpdateSaleDto, expectedVersion?: number): Promise<SaleResponse> {
    return this.externalIdConflicts(principal, input.external_id, () =>
      this.db.transaction(async (tx) => {
        const current = await this.lockForChange(tx, principal, id, expectedVersion, 'changed');
        let lineRows = (await this.sales.lines(principal, [id], tx)).get(id)!;
        const changes: SaleChanges = {};
        const customer =
          input.customer_id && input.customer_id !== current.customerId ? ((await this.sales.customer(tx, principal, input.customer_id)) ?? null) : undefined;

        if (POSTING_FIELDS.some((field) => input[field] !== undefined)) {
          const stored = await this.sales.storedTerms(tx, principal, id);
          const currency = input.currency ?? current.currency;
          const depositAccountId = input.deposit_account_id ?? current.depositAccountId;
          const [context] = await this.sales.contexts([{ scope: principal, depositAccountId, lines: input.lines }], tx);
          const terms: SaleTerms = {
            date: input.date ?? current.date,
            currency,
            exchangeRate: input.exchange_rate ?? (currency === current.currency ? current.exchangeRate : undefined),
            amountsAre: input.amounts_are ?? current.amountsAre,
            lines: input.lines ? lineTerms(context.lineReferences!, input.lines) : stored,
            givenLines: input.lines,
          };
          const sale = this.price(principal, context, customer, terms);
          const unchanged =
            terms.date === current.date &&
            currency === current.currency &&
            sale.rate.equals(current.exchangeRate) &&
            sale.depositAccountId === current.depositAccountId &&
            terms.amountsAre === current.amountsAre &&
            termsKey(terms.lines) === termsKey(stored);
          if (!unchanged) {
            const next = this.posting(principal, context, sale, id, current.number);
            await this.reverse(tx, principal, current, context, `Reversal of sale ${current.number} (changed)`, next);
            Object.assign(changes, {
              date: terms.date,
              currency,
              exchangeRate: sale.rate.toString(),
              depositAccountId: sale.depositAccountId,
              amountsAre: terms.amountsAre,
              subtotal: sale.totals.subtotal.toString(),
              taxTotal: sale.totals.taxTotal.toString(),
              total: sale.totals.total.toString(),
              journalEntryId: await postEntry(tx, principal, next),
            });
            // The lines are written again, priced as posted (new ones, or the stored ones re-priced).
            await this.sales.deleteLines(tx, principal, id);
            lineRows = await this.sales.insertLines(
              tx,
              principal,
              id,
              sale.lines,
              sale.lines.map(() => newId()),
            );
          }
        } else {
          const errors = customerErrors(customer);
          if (errors.length > 0) throw DomainError.validation(errors);
        }

        const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
        const given: SaleChanges = {
          customerId: input.customer_id,
          paymentMethod: text(input.payment_method),
          reference: text(input.reference),
          notes: text(input.notes),
          metadata: input.metadata,
          externalId: input.external_id,
        };
        for (const [key, value] of Object.entries(given) as [keyof SaleChanges, unknown][]) {
          if (value !== undefined && comparable(value) !== comparable(current[key as keyof SaleEntity])) Object.assign(changes, { [key]: value });
        }
        if (Object.keys(changes).length === 0) return toSaleResponse(current, lineRows);
        return this.recorded(tx, principal, 'sale.updated', await this.sales.update(tx, principal, id, changes), lineRows);
      }),
    );
  }

  /** Voids the sale: a reversing entry, status `void`, one sale fewer in the list's count, `sale.voided`. */
  void(principal: Principal, id: string, expectedVersion?: number): Promise<SaleResponse> {
    return this.db.transaction(async (tx) => {
      const current = await this.lockForChange(tx, principal, id, expectedVersion, 'voided');
      const [context] = await this.sales.contexts([{ scope: principal, depositAccountId: null }], tx);
      await this.reverse(tx, principal, current, context, `Void of sale ${current.number}`);
      const row = await this.sales.update(tx, principal, id, { status: 'void' });
      await bumpCounter(tx, principal, 'sales_voided');
      return this.recorded(tx, principal, 'sale.voided', row, (await this.sales.lines(principal, [id], tx)).get(id)!);
    });
  }

  private async lockForChange(tx: EntityManager, scope: Scope, id: string, expectedVersion: number | undefined, action: string): Promise<SaleEntity> {
    const current = await this.sales.find(scope, id, tx, true);
    if (!current) throw DomainError.notFound('Sale');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    const refused = saleRefusal(current.status, action);
    if (refused) throw new DomainError('conflict', refused);
    return current;
  }

  /** Posts the entry that undoes the sale's current one, on that entry's date (before `next`, which replaces it). */
  private async reverse(tx: EntityManager, scope: Scope, sale: SaleEntity, context: SaleContext, memo: string, next?: Posting): Promise<void> {
    const locked = lockedRefusal(context.lockDate, sale.date, 'sale', 're-posted or voided');
    if (locked) throw new DomainError('conflict', locked);
    if (!sale.journalEntryId) return; // a row written outside the API (a seed) posted nothing
    const posted = await loadPosting(tx, scope, sale.journalEntryId);
    if (!posted) throw new Error(`sale ${sale.id} has no journal entry ${sale.journalEntryId}`);
    const reversal = reversalOf(posted, sale.journalEntryId, posted.date, memo);
    if (next)
      await lockAccounts(
        tx,
        scope,
        [...reversal.lines, ...next.lines].map((line) => line.accountId),
      );
    await postEntry(tx, scope, reversal);
  }

  /** The sale checked and priced (`priceSale`): every problem found is one 400. */
  private price(principal: Principal, context: SaleContext, customer: SaleFacts['customer'], terms: SaleTerms): PricedSale {
    const { sale, errors } = priceSale(terms, { baseCurrency: principal.baseCurrency, lockDate: context.lockDate, deposit: context.deposit, customer });
    if (!sale) throw DomainError.validation(errors);
    return sale;
  }

  private posting(principal: Principal, context: SaleContext, sale: PricedSale, id: string, number: string): Posting {
    return salePosting(sale, id, number, { baseCurrency: principal.baseCurrency, roundingAccountId: context.roundingAccountId });
  }

  /** The sale as the API shows it, recorded as an event in the same transaction. */
  private async recorded(tx: EntityManager, scope: Scope, type: string, row: SaleEntity, lines: LineRow[]): Promise<SaleResponse> {
    const response = toSaleResponse(row, lines);
    await recordEvent(tx, scope, type, response);
    return response;
  }

  /** A taken `external_id` is 409 naming the sale that holds it. */
  private async externalIdConflicts<T>(scope: Scope, externalId: string | null | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'sales_external_id_key' || !externalId) throw error;
      throw new DomainError('conflict', 'Another sale already has this external_id', {
        errors: [{ field: 'external_id', message: 'is already used by another sale' }],
        details: { existing_id: await this.sales.idByExternalId(scope, externalId) },
      });
    }
  }
}
