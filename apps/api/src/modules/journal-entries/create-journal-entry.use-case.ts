import { Inject, Injectable } from '@nestjs/common';
import { exchangeRateFor, journalDraftLines, lockDateErrors, manualPosting, postableAccountErrors } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import type { Principal } from '../../common/principal';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { UNIT_OF_WORK } from '../../database/database.module';
import { Db } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import { postEntry, recordEvent, systemAccountId } from '../../ledger/ledger';
import { JOURNAL_ENTRY_KEYS, JournalEntriesRepository } from './journal-entries.repository';
import type { CreateJournalEntryDto } from './journal-entry.dto';
import { toJournalEntryResponse, type JournalEntryResponse } from './journal-entry.response';

/** Posts a manual journal entry and its event in one transaction. */
@Injectable()
export class CreateJournalEntry {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly entries: JournalEntriesRepository,
  ) {}

  /** Every rule of docs/api.md, Resources is a 400 with field errors, before the database's own checks; a taken `external_id` is 409. */
  async execute(principal: Principal, input: CreateJournalEntryDto): Promise<JournalEntryResponse> {
    const currency = input.currency ?? principal.baseCurrency;
    const { rate, errors: rateErrors } = exchangeRateFor(currency, principal.baseCurrency, input.exchange_rate);
    const { draft, errors: lineErrors } = journalDraftLines(input.lines, currency, rate);
    if (rateErrors.length + lineErrors.length > 0) throw DomainError.validation([...rateErrors, ...lineErrors]);

    return uniqueConflicts(this.db, principal, JOURNAL_ENTRY_KEYS, { external_id: input.external_id }, () =>
      this.uow.run(async (tx) => {
        const accounts = await this.entries.accounts(
          tx,
          principal,
          draft.map((line) => line.accountId),
        );
        const errors = [...lockDateErrors(await this.entries.lockDate(tx, principal), input.date, 'date'), ...postableAccountErrors(draft, accounts)];
        if (errors.length > 0) throw DomainError.validation(errors);

        const ledger = { baseCurrency: principal.baseCurrency, roundingAccountId: await systemAccountId(tx, principal, 'rounding') };
        const posting = manualPosting({ date: input.date, memo: input.memo || null, currency, rate }, draft, ledger);
        const id = await postEntry(tx, principal, posting, { metadata: input.metadata, externalId: input.external_id });
        const created = toJournalEntryResponse((await this.entries.find(tx, principal, id))!, principal.baseCurrency);
        await recordEvent(tx, principal, 'journal_entry.created', created);
        return created;
      }),
    );
  }
}
