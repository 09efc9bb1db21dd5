import { Readable } from 'node:stream';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { LedgerExportService } from './ledger-export.service';
import { LedgerExportQueryDto } from './ledger-export';

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('exports')
export class LedgerExportController {
  constructor(private readonly exports: LedgerExportService) {}

  @Get('ledger')
  @ApiOperation({
    operationId: 'exportLedger',
    summary: 'Ledger export for hledger and ledger',
    description:
      'The ledger as a plain-text journal that `hledger` and `ledger` read: one transaction per journal entry (date, memo, `journal_entry_id` and ' +
      '`source` tags), accounts named `Assets:1000 Cash` (type, code, name), amounts in the base currency with its code (`USD -100.00`), or ' +
      'with `amounts=transaction` in each entry’s own currency priced at their base amounts (`EUR -1000.00 @@ USD 1100.00`). ' +
      'Without `from`, from the first entry; with `from`, an "Opening balances" transaction dated `from` comes first, so that a balance report over ' +
      'the file equals the trial balance as of `to` (default: today in the business’s time zone). Written as it is read, from one snapshot of the books.',
  })
  @ApiProduces('text/plain')
  @ApiResponse({ status: 200, description: 'The journal', content: { 'text/plain': { schema: { type: 'string' } } } })
  async ledger(@Caller() caller: Principal, @Query() query: LedgerExportQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Readable> {
    const journal = await this.exports.export(caller, caller.baseCurrency, query);
    void reply.type('text/plain; charset=utf-8').header('content-disposition', 'inline; filename="ledger.journal"');
    return Readable.from(journal);
  }
}
