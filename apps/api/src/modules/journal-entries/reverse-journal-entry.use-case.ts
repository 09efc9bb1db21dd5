import { Inject, Injectable } from '@nestjs/common';
import { journalReversalRefusal, lockDateErrors, reversalOf } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { loadPosting, postEntry, recordEvent } from '../../ledger/ledger';
import { JournalEntriesRepository } from './journal-entries.repository';
import { toJournalEntryResponse, type JournalEntryResponse } from './journal-entry.response';

/** Posts the mirror image of a manual entry, with its events, in one transaction; entries of documents are reversed by voiding the document. */
@Injectable()
export class ReverseJournalEntry {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly entries: JournalEntriesRepository,
  ) {}

  /** The reversal, dated `date` (default: the original's date). */
  execute(principal: Principal, id: string, date: string | undefined): Promise<JournalEntryResponse> {
    return this.uow.run(async (tx) => {
      const original = await this.entries.lock(tx, principal, id);
      if (!original) throw DomainError.notFound('Journal entry');
      const refused = journalReversalRefusal({ sourceType: original.source_type, reversesId: original.reverses_id, reversedById: original.reversed_by_id });
      if (refused) throw new DomainError('conflict', refused, original.reversed_by_id ? { details: { reversed_by_id: original.reversed_by_id } } : {});
      const reversalDate = date ?? original.date;
      const errors = lockDateErrors(await this.entries.lockDate(tx, principal), reversalDate, 'date');
      if (errors.length > 0) throw DomainError.validation(errors);

      const posting = reversalOf((await loadPosting(tx, principal, id))!, id, reversalDate, `Reversal of ${original.memo ?? 'journal entry'}`);
      const reversalId = await postEntry(tx, principal, posting);
      const [reversal, reversed] = (await this.entries.findRows(tx, principal, [reversalId, id])).map((row) =>
        toJournalEntryResponse(row, principal.baseCurrency),
      );
      await recordEvent(tx, principal, 'journal_entry.created', reversal);
      await recordEvent(tx, principal, 'journal_entry.reversed', reversed);
      return reversal;
    });
  }
}
