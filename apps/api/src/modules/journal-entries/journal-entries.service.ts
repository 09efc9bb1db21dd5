import { Inject, Injectable } from '@nestjs/common';
import { Decimal, reversalOf, toBaseLines, toDecimal, type DraftLine, type Posting, type PostingLine } from '@ledgerline/domain';
import { postEntry, recordEvent, systemAccountId } from '../../ledger/ledger';
import { DomainError, type FieldError } from '@ledgerline/envelope';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueViolation } from '../../database/errors';
import { moneyFieldErrors } from '../documents/document-lines';
import { JournalEntriesRepository } from './journal-entries.repository';
import type { CreateJournalEntryDto, ListJournalEntriesQueryDto } from './journal-entry.dto';
import { toJournalEntryResponse, type JournalEntryResponse, type JournalEntryRow } from './journal-entry.response';

const ZERO = new Decimal(0);

@Injectable()
export class JournalEntriesService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly entries: JournalEntriesRepository,
  ) {}

  async list(principal: Principal, query: ListJournalEntriesQueryDto): Promise<Page<JournalEntryResponse>> {
    const page = await this.entries.list(principal, query);
    return { rows: page.rows.map((row) => toJournalEntryResponse(row, principal.baseCurrency)), pagination: page.pagination };
  }

  async get(principal: Principal, id: string): Promise<JournalEntryResponse> {
    return toJournalEntryResponse(await this.row(principal, id), principal.baseCurrency);
  }

  /** A manual entry: every rule of docs/api.md, Resources is a 400 with field errors, before the database's own checks. */
  async create(principal: Principal, input: CreateJournalEntryDto): Promise<JournalEntryResponse> {
    const currency = input.currency ?? principal.baseCurrency;
    const errors: FieldError[] = [];
    const rate = this.exchangeRate(currency, principal.baseCurrency, input.exchange_rate, errors);
    input.lines.forEach((line, index) => {
      const debit = toDecimal(line.debit ?? 0)!;
      const credit = toDecimal(line.credit ?? 0)!;
      if (debit.isZero() === credit.isZero()) errors.push({ field: `lines.${index}`, message: 'must have either a debit or a credit, not both or neither' });
      errors.push(...moneyFieldErrors(currency, { [`lines.${index}.debit`]: line.debit, [`lines.${index}.credit`]: line.credit }));
    });
    if (errors.length > 0) throw DomainError.validation(errors);

    const draft: DraftLine[] = input.lines.map((line) => ({
      accountId: line.account_id,
      debit: toDecimal(line.debit ?? 0)!,
      credit: toDecimal(line.credit ?? 0)!,
      description: line.description ?? null,
    }));
    const debits = draft.reduce((sum, line) => sum.plus(line.debit), ZERO);
    const credits = draft.reduce((sum, line) => sum.plus(line.credit), ZERO);
    if (!debits.equals(credits))
      throw DomainError.validation([{ field: 'lines', message: `must balance: debits ${debits.toString()} ≠ credits ${credits.toString()}` }]);

    try {
      return await this.db.transaction(async (tx) => {
        await this.checkPostable(tx, principal, input.date, draft);
        const lines = toBaseLines(draft, rate, principal.baseCurrency, await systemAccountId(tx, principal, 'rounding'));
        const posting: Posting = { date: input.date, memo: input.memo || null, currency, exchangeRate: rate, sourceType: 'manual', sourceId: null, lines };
        const id = await postEntry(tx, principal, posting, { metadata: input.metadata, externalId: input.external_id });
        const created = toJournalEntryResponse((await this.entries.find(principal, id, tx))!, principal.baseCurrency);
        await recordEvent(tx, principal, 'journal_entry.created', created);
        return created;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'journal_entries_external_id_key') {
        const [existing] = await this.db.query('SELECT id FROM journal_entries WHERE business_id = $1 AND environment = $2 AND external_id = $3', [
          principal.businessId,
          principal.environment,
          input.external_id,
        ]);
        throw new DomainError('conflict', 'Another journal entry already has this external id', {
          errors: [{ field: 'external_id', message: 'is already used by another journal entry' }],
          details: { existing_id: existing?.id ?? null },
        });
      }
      throw error;
    }
  }

  /** Posts the mirror image of a manual entry; entries of documents are reversed by voiding the document. */
  async reverse(principal: Principal, id: string, date: string | undefined): Promise<JournalEntryResponse> {
    return this.db.transaction(async (tx) => {
      const original = await this.row(principal, id, tx);
      if (original.source_type !== 'manual')
        throw new DomainError('conflict', `This entry was posted by a ${original.source_type}; void or change the ${original.source_type} instead`);
      if (original.reverses_id) throw new DomainError('conflict', 'This entry is itself a reversal');
      if (original.reversed_by_id)
        throw new DomainError('conflict', 'This entry has already been reversed', { details: { reversed_by_id: original.reversed_by_id } });
      const reversalDate = date ?? original.date;
      await this.checkPostable(tx, principal, reversalDate, []);
      const posting = reversalOf(this.postingOf(original), original.id, reversalDate, `Reversal of ${original.memo ?? 'journal entry'}`);
      const reversalId = await postEntry(tx, principal, posting);
      const [reversal, reversed] = (await this.entries.findRows(principal, [reversalId, original.id], tx)).map((row) =>
        toJournalEntryResponse(row, principal.baseCurrency),
      );
      await recordEvent(tx, principal, 'journal_entry.created', reversal);
      await recordEvent(tx, principal, 'journal_entry.reversed', reversed);
      return reversal;
    });
  }

  private async row(principal: Principal, id: string, tx?: EntityManager): Promise<JournalEntryRow> {
    const row = await this.entries.find(principal, id, tx);
    if (!row) throw DomainError.notFound('Journal entry');
    return row;
  }

  private postingOf(row: JournalEntryRow): Posting {
    const lines: PostingLine[] = row.lines.map((line) => ({
      accountId: line.account_id,
      debit: new Decimal(line.debit),
      credit: new Decimal(line.credit),
      baseDebit: new Decimal(line.base_debit),
      baseCredit: new Decimal(line.base_credit),
      description: line.description,
    }));
    return {
      date: row.date,
      memo: row.memo,
      currency: row.currency,
      exchangeRate: new Decimal(row.exchange_rate),
      sourceType: 'manual',
      sourceId: null,
      lines,
    };
  }

  private exchangeRate(currency: string, baseCurrency: string, given: string | number | undefined, errors: FieldError[]): Decimal {
    const rate = given === undefined ? undefined : toDecimal(given);
    if (currency === baseCurrency) {
      if (rate && !rate.equals(1)) errors.push({ field: 'exchange_rate', message: 'must be 1 (or left out) for the base currency' });
      return new Decimal(1);
    }
    if (!rate || rate.isZero()) errors.push({ field: 'exchange_rate', message: `is required for ${currency} (base currency per unit)` });
    return rate ?? new Decimal(1);
  }

  private async checkPostable(tx: EntityManager, principal: Principal, date: string, lines: DraftLine[]): Promise<void> {
    const errors: FieldError[] = [];
    const lockDate = await this.entries.lockDate(tx, principal);
    if (lockDate && date <= lockDate) errors.push({ field: 'date', message: `must be after the lock date ${lockDate}` });
    const accounts = await this.entries.accounts(
      tx,
      principal,
      lines.map((line) => line.accountId),
    );
    lines.forEach((line, index) => {
      const account = accounts.get(line.accountId);
      if (!account) errors.push({ field: `lines.${index}.account_id`, message: 'is not an account of this business' });
      else if (account.archived) errors.push({ field: `lines.${index}.account_id`, message: 'is archived' });
      else if (account.subtype === 'accounts_receivable') {
        errors.push({ field: `lines.${index}.account_id`, message: 'is the Accounts Receivable control account, which moves only with invoices and payments' });
      }
    });
    if (errors.length > 0) throw DomainError.validation(errors);
  }
}
