import { Inject, Injectable } from '@nestjs/common';
import { newId, type SaleEntity } from '@ledgerline/domain';
import { saleNumber, salePosting, type SaleTerms } from '@ledgerline/ledger-rules';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { GROUP_COMMIT } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { bumpCounter, postEntry, recordEvent } from '../../ledger/ledger';
import { pricedLineRows } from '../documents/document-lines';
import type { CreateSaleDto } from './dto/sale.dto';
import { toSaleResponse, type SaleResponse } from './sale.response';
import { lineTerms, priced, SALE_KEYS } from './sale-steps';
import { insertSaleLines, insertSales, readSaleContexts } from './sales.repository';

/**
 * `POST /sales`: read the business's context, check and price the sale, take its number, post its
 * entry, store it and its lines, record `sale.created`: one transaction. It runs under group commit
 * (`GROUP_COMMIT`): the new sales of the moment, of any businesses, share one transaction, and each
 * statement below is one for all of them (`tx.share`; `postEntry`, `bumpCounter` and `recordEvent`
 * share theirs). Locks are taken in the global order (docs/decisions.md, Lock order): the number
 * counters, then the balance rows (by the lines' insert trigger), then the event sequences.
 */
@Injectable()
export class CreateSaleUseCase {
  constructor(
    @Inject(GROUP_COMMIT) private readonly uow: UnitOfWork,
    private readonly db: Db,
  ) {}

  execute(principal: Principal, input: CreateSaleDto): Promise<SaleResponse> {
    return uniqueConflicts(this.db, principal, SALE_KEYS, { external_id: input.external_id }, () =>
      this.uow.run(async (tx) => {
        const context = await tx.share(readSaleContexts, {
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
        const sale = priced(principal, context, context.customer, terms);

        const id = newId();
        const number = saleNumber(await bumpCounter(tx, principal, 'sale_number'));
        const posting = salePosting(sale, id, number, { baseCurrency: principal.baseCurrency, roundingAccountId: context.roundingAccountId });
        const row: SaleEntity = {
          id,
          businessId: principal.businessId,
          environment: principal.environment,
          number,
          status: 'completed',
          customerId: input.customer_id ?? null,
          date: sale.date,
          currency: sale.currency,
          exchangeRate: sale.rate.toString(),
          depositAccountId: sale.depositAccountId,
          paymentMethod: input.payment_method || null,
          reference: input.reference || null,
          notes: input.notes || null,
          amountsAre: terms.amountsAre,
          subtotal: sale.totals.subtotal.toString(),
          taxTotal: sale.totals.taxTotal.toString(),
          total: sale.totals.total.toString(),
          journalEntryId: await postEntry(tx, principal, posting),
          voidedAt: null,
          metadata: input.metadata ?? {},
          externalId: input.external_id ?? null,
          version: 1,
          createdAt: context.now,
          updatedAt: context.now,
        };
        const lineIds = sale.lines.map(() => newId());
        await tx.share(insertSales, row);
        await tx.share(insertSaleLines, { scope: principal, saleId: id, lines: sale.lines, ids: lineIds });

        const response = toSaleResponse(row, pricedLineRows(sale.lines, lineIds));
        await recordEvent(tx, principal, 'sale.created', response);
        return response;
      }),
    );
  }
}
