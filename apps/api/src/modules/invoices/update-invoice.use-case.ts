import { Inject, Injectable } from '@nestjs/common';
import { newId, type InvoiceEntity } from '@ledgerline/domain';
import {
  customerErrors,
  Decimal,
  dueDateErrors,
  exchangeRateFor,
  lineCurrencyErrors,
  lockDateErrors,
  lockedRefusal,
  priceLines,
  refusal,
  type PricedLine,
} from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { recordEvent } from '../../ledger/ledger';
import type { UpdateInvoiceDto } from './dto/invoice.dto';
import { checkedTotals, invoiceView, lineTermsInto } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import type { InvoiceResponse } from './invoice.response';
import { INVOICE_KEYS, InvoicesRepository, type InvoiceChanges } from './invoices.repository';

/** What makes two sets of lines the same document lines. */
const lineKey = (lines: PricedLine[]) =>
  JSON.stringify(
    lines.map((l) => [
      l.description,
      l.quantity.toString(),
      l.unitPrice.toString(),
      l.accountId,
      l.itemId,
      l.taxRateId,
      l.taxRate.toString(),
      l.amount.toString(),
      l.tax.toString(),
    ]),
  );

const sameMetadata = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * `PUT /invoices/{id}`: a draft changes freely; an open invoice without payments changes by
 * reversing its entry (dated as it was) and posting the changed invoice; anything else is 409.
 */
@Injectable()
export class UpdateInvoiceUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly db: Db,
    private readonly invoices: InvoicesRepository,
    private readonly ledger: InvoiceLedger,
  ) {}

  execute(principal: Principal, id: string, input: UpdateInvoiceDto, expectedVersion?: number): Promise<InvoiceResponse> {
    return uniqueConflicts(this.db, principal, INVOICE_KEYS, { number: input.number, external_id: input.external_id }, () =>
      this.uow.run(async (tx) => {
        const current = await this.invoices.lock(tx, principal, id);
        if (!current) throw DomainError.notFound('Invoice');
        if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
        const refused = refusal('edit', current.status, new Decimal(current.amountPaid));
        if (refused) throw new DomainError('conflict', refused);
        const calendar = await this.invoices.calendar(tx, principal);

        const customerId = input.customer_id ?? current.customerId;
        const currency = input.currency ?? current.currency;
        const { rate, errors: rateErrors } = exchangeRateFor(
          currency,
          principal.baseCurrency,
          input.exchange_rate ?? (currency === current.currency ? current.exchangeRate : undefined),
        );
        const issueDate = input.issue_date ?? current.issueDate;
        const dueDate = input.due_date ?? current.dueDate;
        const errors = [
          ...(customerId !== current.customerId ? customerErrors((await this.invoices.customer(tx, principal, customerId)) ?? null) : []),
          ...rateErrors,
          ...dueDateErrors(issueDate, dueDate, input.due_date ? 'due_date' : 'issue_date'),
        ];
        const amountsAre = input.amounts_are ?? current.amountsAre;
        const stored = await this.invoices.pricedLines(tx, principal, id);
        const terms = input.lines ? await lineTermsInto(tx, principal, input.lines, errors) : stored;
        errors.push(...lineCurrencyErrors(terms, input.lines, currency, principal.baseCurrency));
        if (errors.length > 0) throw DomainError.validation(errors);
        const lines = priceLines(terms, currency, amountsAre === 'inclusive');
        const linesChanged = lineKey(lines) !== lineKey(stored);
        const totals = checkedTotals(lines, rate, current.status === 'open');

        const changes: InvoiceChanges = {};
        if (input.number !== undefined && input.number !== current.number) changes.number = input.number;
        if (customerId !== current.customerId) changes.customerId = customerId;
        if (issueDate !== current.issueDate) changes.issueDate = issueDate;
        if (dueDate !== current.dueDate) changes.dueDate = dueDate;
        if (currency !== current.currency) changes.currency = currency;
        if (!rate.equals(current.exchangeRate)) changes.exchangeRate = rate.toString();
        if (amountsAre !== current.amountsAre) changes.amountsAre = amountsAre;
        if (input.reference !== undefined && (input.reference || null) !== current.reference) changes.reference = input.reference || null;
        if (input.notes !== undefined && (input.notes || null) !== current.notes) changes.notes = input.notes || null;
        if (input.metadata !== undefined && !sameMetadata(input.metadata, current.metadata)) changes.metadata = input.metadata;
        if (input.external_id !== undefined && (input.external_id ?? null) !== current.externalId) changes.externalId = input.external_id ?? null;
        if (linesChanged)
          Object.assign(changes, { subtotal: totals.subtotal.toString(), taxTotal: totals.taxTotal.toString(), total: totals.total.toString() });
        if (Object.keys(changes).length === 0 && !linesChanged) return invoiceView(tx, principal, this.invoices, id, calendar.today);

        const reposts =
          current.status === 'open' && (linesChanged || ['customerId', 'issueDate', 'currency', 'exchangeRate', 'amountsAre'].some((key) => key in changes));
        if (reposts)
          changes.journalEntryId = await this.repost(
            tx,
            principal,
            current,
            { number: changes.number ?? current.number, issueDate, currency, rate, customerId, lines },
            calendar,
          );
        await this.invoices.update(tx, principal, id, changes);
        if (reposts) await this.ledger.deriveCashBasis(tx, principal, id);
        if (linesChanged)
          await this.invoices.replaceLines(
            tx,
            principal,
            id,
            lines,
            lines.map(() => newId()),
          );
        const record = await invoiceView(tx, principal, this.invoices, id, calendar.today);
        await recordEvent(tx, principal, 'invoice.updated', record);
        return record;
      }),
    );
  }

  /** Reverses the entry that posts the invoice (on its own date) and posts the invoice as changed. */
  private async repost(
    tx: Tx,
    principal: Principal,
    current: InvoiceEntity,
    next: { number: string; issueDate: string; currency: string; rate: Decimal; customerId: string; lines: PricedLine[] },
    calendar: { lockDate: string | null },
  ): Promise<string> {
    const locked = lockedRefusal(calendar.lockDate, await this.ledger.entryDate(tx, principal, current.journalEntryId!), 'invoice', 'changed');
    if (locked) throw new DomainError('conflict', locked);
    const errors = lockDateErrors(calendar.lockDate, next.issueDate, 'issue_date');
    if (errors.length > 0) throw DomainError.validation(errors);
    const archived = await this.ledger.archivedLineErrors(tx, principal, next.lines);
    if (archived.length > 0) throw DomainError.validation(archived);
    const posting = await this.ledger.invoicePosting(
      tx,
      principal,
      { id: current.id, number: next.number, issueDate: next.issueDate, currency: next.currency, exchangeRate: next.rate },
      next.lines,
    );
    const reversal = await this.ledger.reversal(tx, principal, current.journalEntryId!, `Invoice ${current.number} changed: reversal`);
    return this.ledger.repost(
      tx,
      principal,
      { posting: reversal, customerId: current.customerId, invoiceId: current.id },
      { posting, customerId: next.customerId, invoiceId: current.id },
    );
  }
}
