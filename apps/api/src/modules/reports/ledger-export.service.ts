import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import {
  addDays,
  Decimal,
  journalAccountName,
  journalDeclarations,
  journalTransaction,
  periodErrors,
  type JournalPosting,
  type JournalTag,
} from '@ledgerline/ledger-rules';
import { Db, type Reader } from '../../database/tx';
import type { LedgerExportQueryDto } from './ledger-export';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository, type JournalEntryRow } from './reports.repository';

/** Entries read per round trip while exporting. */
const BATCH = 2_500;

/**
 * The ledger as a plain-text journal for hledger and ledger (docs/reports.md, Ledger export),
 * written as it is read, from one snapshot of the books.
 */
@Injectable()
export class LedgerExportService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly context: ReportContext,
  ) {}

  /** Checks the period (400 before anything is sent), then answers the journal's text piece by piece. */
  async export(scope: CalendarScope, currency: string, query: LedgerExportQueryDto): Promise<AsyncGenerator<string>> {
    const { today } = this.context.calendar(scope);
    const to = query.to ?? today;
    const from = query.from ?? null;
    const errors = from ? periodErrors(from, to) : [];
    if (errors.length) throw DomainError.validation(errors);
    const original = query.amounts === 'transaction';
    return this.db.snapshotStream((reader) => this.journal(reader, scope, currency, from, to, original));
  }

  private async *journal(reader: Reader, scope: Scope, currency: string, from: string | null, to: string, original: boolean): AsyncGenerator<string> {
    const accounts = await this.reports.accounts(reader, scope);
    const names = new Map(accounts.map((account) => [account.id, journalAccountName(account)]));
    const others = original ? await this.reports.entryCurrencies(reader, scope, currency, to) : [];
    const amounts = original
      ? `Amounts in each entry's own currency, each priced at its amount in ${currency}, the base currency.`
      : `Amounts in ${currency}, the base currency.`;
    yield (
      `; Ledgerline ledger export, ${from ?? 'from the first entry'} to ${to}. ${amounts}\n\n` + journalDeclarations([currency, ...others], [...names.values()])
    );
    if (from) {
      const opening = await this.reports.balancesAsOf(reader, scope, addDays(from, -1), null);
      const postings = opening
        .filter((account) => !new Decimal(account.balance).isZero())
        .map((account) => ({ account: names.get(account.account_id)!, amount: account.balance }));
      if (postings.length) yield journalTransaction({ date: from, description: 'Opening balances', tags: [], postings }, currency);
    }
    for await (const rows of this.reports.journalEntries(reader, scope, from, to, original, BATCH)) {
      yield rows.map((row) => transaction(row, names, currency, original)).join('');
    }
  }
}

function transaction(entry: JournalEntryRow, names: Map<string, string>, currency: string, original: boolean): string {
  const tags: [JournalTag, string][] = [
    ['journal_entry_id', entry.entry_id],
    ['source', `${entry.source_type} ${entry.source_id ?? entry.entry_id}`],
  ];
  if (entry.reverses_id) tags.push(['reverses', entry.reverses_id]);
  const fields = entry.lines.split(' ');
  const postings: JournalPosting[] = [];
  const other = original && entry.currency !== currency ? entry.currency : undefined;
  for (let i = 0; i < fields.length; i += original ? 3 : 2) {
    const posting: JournalPosting = { account: names.get(fields[i])!, amount: fields[i + 1] };
    if (other) posting.original = { currency: other, amount: fields[i + 2] };
    postings.push(posting);
  }
  return journalTransaction(
    { date: entry.date, description: entry.memo ?? `${entry.source_type} ${entry.source_id ?? entry.entry_id}`, tags, postings },
    currency,
  );
}
