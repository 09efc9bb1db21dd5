import { Inject, Injectable } from '@nestjs/common';
import { newId } from '@ledgerline/domain';
import {
  addDays,
  customerErrors,
  DEFAULT_PAYMENT_TERMS_DAYS,
  dueDateErrors,
  exchangeRateFor,
  lineCurrencyErrors,
  lockDateErrors,
  priceLines,
} from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import type { CreateInvoiceDto } from './dto/invoice.dto';
import { checkedTotals, invoiceView, lineTermsInto, nextInvoiceNumber } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import type { InvoiceResponse } from './invoice.response';
import { INVOICE_KEYS, InvoicesRepository } from './invoices.repository';

/** `POST /invoices`: a draft, or (with `status: open`) an invoice finalized and posted at once. */
@Injectable()
export class CreateInvoiceUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly invoices: InvoicesRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, input: CreateInvoiceDto): Promise<InvoiceResponse> {
    // The number written, for the 409 when it is taken meanwhile (the next in sequence unless given).
    const unique = { number: input.number, external_id: input.external_id };
    return uniqueConflicts(this.db, principal, INVOICE_KEYS, unique, () =>
      this.uow.run(async (tx) => {
        const calendar = await this.invoices.calendar(tx, principal);
        const customer = await this.invoices.customer(tx, principal, input.customer_id);
        const currency = input.currency ?? customer?.currency ?? principal.baseCurrency;
        const { rate, errors: rateErrors } = exchangeRateFor(currency, principal.baseCurrency, input.exchange_rate);
        const issueDate = input.issue_date ?? calendar.today;
        const dueDate = input.due_date ?? addDays(issueDate, DEFAULT_PAYMENT_TERMS_DAYS);
        const open = input.status === 'open';
        const errors = [
          ...customerErrors(customer ?? null),
          ...rateErrors,
          ...dueDateErrors(issueDate, dueDate, 'due_date'),
          ...(open ? lockDateErrors(calendar.lockDate, issueDate, 'issue_date') : []),
        ];
        const terms = await lineTermsInto(tx, principal, input.lines, errors);
        errors.push(...lineCurrencyErrors(terms, input.lines, currency, principal.baseCurrency));
        if (errors.length > 0) throw DomainError.validation(errors);

        const amountsAre = input.amounts_are ?? 'exclusive';
        const lines = priceLines(terms, currency, amountsAre === 'inclusive');
        const totals = checkedTotals(lines, rate, open);
        const id = newId();
        const number = (unique.number ??= await nextInvoiceNumber(tx, principal, this.invoices));
        const journalEntryId = open
          ? await this.ledger.post(tx, principal, {
              posting: await this.ledger.invoicePosting(tx, principal, { id, number, issueDate, currency, exchangeRate: rate }, lines),
              customerId: input.customer_id,
              invoiceId: id,
            })
          : null;
        await this.invoices.insert(
          tx,
          principal,
          id,
          {
            number,
            status: open ? 'open' : 'draft',
            customerId: input.customer_id,
            issueDate,
            dueDate,
            currency,
            exchangeRate: rate.toString(),
            amountsAre,
            reference: input.reference || null,
            notes: input.notes || null,
            subtotal: totals.subtotal.toString(),
            taxTotal: totals.taxTotal.toString(),
            total: totals.total.toString(),
            amountPaid: '0',
            journalEntryId,
            metadata: input.metadata ?? {},
            externalId: input.external_id ?? null,
          },
          open,
        );
        if (open) await this.ledger.deriveCashBasis(tx, principal, id);
        await this.invoices.replaceLines(
          tx,
          principal,
          id,
          lines,
          lines.map(() => newId()),
        );
        const record = await invoiceView(tx, principal, this.invoices, id, calendar.today);
        await recordEvent(tx, principal, 'invoice.created', record);
        if (open) await recordEvent(tx, principal, 'invoice.finalized', record);
        return record;
      }),
    );
  }
}
