import { Injectable } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import type { Page } from '../../common/pagination';
import type { Principal } from '../../common/principal';
import { Db } from '../../database/tx';
import { JournalEntriesRepository } from './journal-entries.repository';
import type { ListJournalEntriesQueryDto } from './journal-entry.dto';
import { toJournalEntryResponse, type JournalEntryResponse } from './journal-entry.response';

/** Reading journal entries; posting and reversing are use cases of their own. */
@Injectable()
export class JournalEntriesService {
  constructor(
    private readonly db: Db,
    private readonly entries: JournalEntriesRepository,
  ) {}

  /**
   * Filtered by account, the page's and the count's best plans depend on how many lines the account
   * has (a few: read them; most of the entries: walk the entries), so each call is planned for its
   * own account, in one snapshot.
   */
  async list(principal: Principal, query: ListJournalEntriesQueryDto): Promise<Page<JournalEntryResponse>> {
    const page = query.account_id
      ? await this.db.snapshot((q) => this.entries.list(q, principal, query), { plans: 'custom' })
      : await this.entries.list(this.db, principal, query);
    return { rows: page.rows.map((row) => toJournalEntryResponse(row, principal.baseCurrency)), pagination: page.pagination };
  }

  async get(principal: Principal, id: string): Promise<JournalEntryResponse> {
    const row = await this.entries.find(this.db, principal, id);
    if (!row) throw DomainError.notFound('Journal entry');
    return toJournalEntryResponse(row, principal.baseCurrency);
  }
}
