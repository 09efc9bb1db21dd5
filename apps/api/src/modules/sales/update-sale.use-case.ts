import { Inject, Injectable } from '@nestjs/common';
import { newId, type SaleEntity } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import { customerErrors, salePosting, type LineTerms, type SaleTerms } from '@ledgerline/ledger-rules';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { postEntries, recordEvent } from '../../ledger/ledger';
import { pricedLineRows } from '../documents/document-lines';
import type { UpdateSaleDto } from './dto/sale.dto';
import { toSaleResponse, type SaleResponse } from './sale.response';
import { lineTerms, lockForChange, priced, SALE_KEYS, saleReversal } from './sale-steps';
import { insertSaleLines, readSaleContexts, SalesRepository, type SaleChanges } from './sales.repository';

const POSTING_FIELDS = ['date', 'currency', 'exchange_rate', 'deposit_account_id', 'amounts_are', 'lines'] as const;

/** JSON with object keys sorted (jsonb keeps its own key order), to tell whether a value changes. */
const comparable = (value: unknown) => JSON.stringify(value && typeof value === 'object' ? Object.entries(value).sort() : value);

const termsKey = (lines: LineTerms[]) =>
  JSON.stringify(lines.map((l) => [l.description, l.quantity.toString(), l.unitPrice.toString(), l.accountId, l.itemId, l.taxRateId, l.taxRate.toString()]));

/**
 * `PUT /sales/{id}`: changes the fields given, in one transaction that first locks the sale row.
 * When what the sale posts changes (date, currency, rate, deposit account, price mode or lines),
 * its entry is reversed and a new one posted (the ledger keeps both) and its lines are written anew.
 */
@Injectable()
export class UpdateSaleUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly sales: SalesRepository,
  ) {}

  execute(principal: Principal, id: string, input: UpdateSaleDto, expectedVersion?: number): Promise<SaleResponse> {
    return uniqueConflicts(this.db, principal, SALE_KEYS, { external_id: input.external_id }, () =>
      this.uow.run((tx) => this.update(tx, principal, id, input, expectedVersion)),
    );
  }

  private async update(tx: Tx, principal: Principal, id: string, input: UpdateSaleDto, expectedVersion?: number): Promise<SaleResponse> {
    const current = await lockForChange(tx, this.sales, principal, id, expectedVersion, 'changed');
    let lineRows = (await this.sales.lines(tx, principal, [id])).get(id)!;
    const changes: SaleChanges = {};
    const customer =
      input.customer_id && input.customer_id !== current.customerId ? ((await this.sales.customer(tx, principal, input.customer_id)) ?? null) : undefined;

    if (POSTING_FIELDS.some((field) => input[field] !== undefined)) {
      const stored = await this.sales.storedTerms(tx, principal, id);
      const currency = input.currency ?? current.currency;
      const depositAccountId = input.deposit_account_id ?? current.depositAccountId;
      const context = await tx.share(readSaleContexts, { scope: principal, depositAccountId, lines: input.lines });
      const terms: SaleTerms = {
        date: input.date ?? current.date,
        currency,
        exchangeRate: input.exchange_rate ?? (currency === current.currency ? current.exchangeRate : undefined),
        amountsAre: input.amounts_are ?? current.amountsAre,
        lines: input.lines ? lineTerms(context.lineReferences!, input.lines) : stored,
        givenLines: input.lines,
      };
      const sale = priced(principal, context, customer, terms);
      const unchanged =
        terms.date === current.date &&
        currency === current.currency &&
        sale.rate.equals(current.exchangeRate) &&
        sale.depositAccountId === current.depositAccountId &&
        terms.amountsAre === current.amountsAre &&
        termsKey(terms.lines) === termsKey(stored);
      if (!unchanged) {
        const reversal = await saleReversal(tx, principal, current, context.lockDate, `Reversal of sale ${current.number} (changed)`);
        const next = salePosting(sale, id, current.number, { baseCurrency: principal.baseCurrency, roundingAccountId: context.roundingAccountId });
        // Both entries in one statement: the balance rows of all their accounts are locked at once, in id order.
        const entryIds = await postEntries(tx, [...(reversal ? [{ scope: principal, posting: reversal }] : []), { scope: principal, posting: next }]);
        Object.assign(changes, {
          date: terms.date,
          currency,
          exchangeRate: sale.rate.toString(),
          depositAccountId: sale.depositAccountId,
          amountsAre: terms.amountsAre,
          subtotal: sale.totals.subtotal.toString(),
          taxTotal: sale.totals.taxTotal.toString(),
          total: sale.totals.total.toString(),
          journalEntryId: entryIds.at(-1),
        });
        // The lines are written again, priced as posted (new ones, or the stored ones re-priced).
        const lineIds = sale.lines.map(() => newId());
        await this.sales.deleteLines(tx, principal, id);
        await tx.share(insertSaleLines, { scope: principal, saleId: id, lines: sale.lines, ids: lineIds });
        lineRows = pricedLineRows(sale.lines, lineIds);
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
    const response = toSaleResponse(await this.sales.update(tx, principal, id, changes), lineRows);
    await recordEvent(tx, principal, 'sale.updated', response);
    return response;
  }
}
