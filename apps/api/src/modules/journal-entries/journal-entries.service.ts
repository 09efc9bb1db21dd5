import { Inject, Injectable } from '@nestjs/common';
import { postEntry, recordEvent, systemAccountId } from '../../ledger/ledger';
import {
  Decimal,
  exchangeRateFor,
  journalDraftLines,
  journalReversalRefusal,
  lockDateErrors,
  manualPosting,
  postableAccountErrors,
  reversalOf,
  type DraftLine,
  type Posting,
  type PostingLine,
} from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { uniqueViolation } from '../../database/errors';
import { JournalEntriesRepository } from './journal-entries.repository';
import type { CreateJournalEntryDto, ListJournalEntriesQueryDto } from './journal-entry.dto';
import { toJournalEntryResponse, type JournalEntryResponse, type JournalEntryRow } from './journal-entry.response';

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
    const { rate, errors: rateErrors } = exchangeRateFor(currency, principal.baseCurrency, input.exchange_rate);
    const { draft, errors: lineErrors } = journalDraftLines(input.lines, currency, rate);
    if (rateErrors.length + lineErrors.length > 0) throw DomainError.validation([...rateErrors, ...lineErrors]);

    try {
      return await this.db.transaction(async (tx) => {
        await this.checkPostable(tx, principal, input.date, draft);
        const ledger = { baseCurrency: principal.baseCurrency, roundingAccountId: await systemAccountId(tx, principal, 'rounding') };
        const posting = manualPosting({ date: input.date, memo: input.memo || null, currency, rate }, draft, ledger);
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
      const refused = journalReversalRefusal({ sourceType: original.source_type, reversesId: original.reverses_id, reversedById: original.reversed_by_id });
      if (refused) throw new DomainError('conflict', refused, original.reversed_by_id ? { details: { reversed_by_id: original.reversed_by_id } } : {});
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

  private async checkPostable(tx: EntityManager, principal: Principal, date: string, lines: DraftLine[]): Promise<void> {
    const accounts = await this.entries.accounts(
      tx,
      principal,
      lines.map((line) => line.accountId),
    );
    const errors = [...lockDateErrors(await this.entries.lockDate(tx, principal), date, 'date'), ...postableAccountErrors(lines, accounts)];
    if (errors.length > 0) throw DomainError.validation(errors);
  }
}
