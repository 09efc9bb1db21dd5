import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { paged, success } from '@ledgerline/envelope';
import { Idempotent } from '../../common/idempotency';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { RecordId } from '../../common/record-id.pipe';
import { CreateJournalEntry } from './create-journal-entry.use-case';
import { JournalEntriesService } from './journal-entries.service';
import { CreateJournalEntryDto, ListJournalEntriesQueryDto, ReverseJournalEntryDto } from './journal-entry.dto';
import { JournalEntryResponse } from './journal-entry.response';
import { ReverseJournalEntry } from './reverse-journal-entry.use-case';

@ApiTags('Journal entries')
@Controller('journal-entries')
export class JournalEntriesController {
  constructor(
    private readonly entries: JournalEntriesService,
    private readonly createEntry: CreateJournalEntry,
    private readonly reverseEntry: ReverseJournalEntry,
  ) {}

  @Get()
  @RequireScope('journals:read')
  @ApiOperation({
    operationId: 'listJournalEntries',
    summary: 'List journal entries',
    description: 'Filters: `account_id`, `source_type`, `source_id`, `date_from`, `date_to`, `external_id`.',
  })
  @ApiEnvelope(JournalEntryResponse, { list: true, description: 'Journal entries retrieved' })
  async list(@Caller() caller: Principal, @Query() query: ListJournalEntriesQueryDto) {
    const page = await this.entries.list(caller, query);
    return paged('Journal entries retrieved', page.rows, page.pagination);
  }

  @Post()
  @Idempotent()
  @RequireScope('journals:write')
  @ApiOperation({
    operationId: 'createJournalEntry',
    summary: 'Post a manual journal entry',
    description:
      'Debits must equal credits (base currency); at least two lines; each line a debit or a credit; no archived accounts; dated after the lock date.',
  })
  @ApiEnvelope(JournalEntryResponse, { status: 201, description: 'Journal entry posted' })
  async create(@Caller() caller: Principal, @Body() body: CreateJournalEntryDto) {
    return success('Journal entry posted', await this.createEntry.execute(caller, body));
  }

  @Get(':id')
  @RequireScope('journals:read')
  @ApiOperation({
    operationId: 'retrieveJournalEntry',
    summary: 'Get a journal entry with its lines',
    description: 'The entry with its lines, debits and credits in the line’s currency and in the base currency.',
  })
  @ApiEnvelope(JournalEntryResponse, { description: 'Journal entry retrieved' })
  async get(@Caller() caller: Principal, @RecordId() id: string) {
    return success('Journal entry retrieved', await this.entries.get(caller, id));
  }

  @Post(':id/reverse')
  @Idempotent()
  @RequireScope('journals:write')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'reverseJournalEntry',
    summary: 'Reverse a manual journal entry',
    description: 'Posts the mirror entry (dated `date`, default the original date). Entries posted by documents are reversed by voiding the document (409).',
  })
  @ApiEnvelope(JournalEntryResponse, { status: 201, description: 'Journal entry reversed' })
  async reverse(@Caller() caller: Principal, @RecordId() id: string, @Body() body: ReverseJournalEntryDto) {
    return success('Journal entry reversed', await this.reverseEntry.execute(caller, id, body.date));
  }
}
