import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { paged } from '@ledgerline/envelope';
import type { FastifyReply } from 'fastify';
import { acceptsCsv, toCsv } from '../../common/csv';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { GeneralLedgerQueryDto, GeneralLedgerResponse } from './general-ledger';
import { GeneralLedgerService } from './general-ledger.service';

const LINE_COLUMNS = ['line_id', 'journal_entry_id', 'date', 'source_type', 'source_id', 'memo', 'description'] as const;
const ACCOUNT_COLUMNS = ['account_id', 'code', 'name', 'type', 'subtype'] as const;

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('reports')
export class GeneralLedgerController {
  constructor(private readonly ledger: GeneralLedgerService) {}

  @Get('general-ledger')
  @ApiNotFoundResponse({ description: '`account_id` names no account of the business' })
  @ApiOperation({
    operationId: 'getGeneralLedger',
    summary: 'General ledger',
    description:
      'Every line posted from `from` to `to` (default: the fiscal year to date), account by account in chart order, in date order within an ' +
      'account, each with its entry, source (sale, invoice, payment or manual entry), memo, debit, credit and the account’s running balance ' +
      '(debit-positive), in the base currency. Each account carries its opening balance, the period’s debits and credits and its closing ' +
      'balance; accounts with a balance but no line in the period are listed too. `account_id` keeps one account. Paged by lines: `limit` ' +
      '(1–100, default 10) lines a page, by `page` or by `cursor` (the previous page’s `pagination.next_cursor`), at the same speed at any depth; ' +
      '`pagination.total` is the exact number of lines in the period. Each page lists the accounts its lines belong to. With `Accept: text/csv`, the page as CSV: `opening`, `line` and `closing` rows.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(GeneralLedgerResponse, { paged: true, description: 'General ledger' })
  async generalLedger(
    @Caller() caller: Principal,
    @Query() query: GeneralLedgerQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { report, pagination } = await this.ledger.generalLedger(caller, caller.baseCurrency, query);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      const noLine = Object.fromEntries(LINE_COLUMNS.map((key) => [key, null]));
      const rows = report.accounts.flatMap(({ lines, opening_balance, closing_balance, debit, credit, ...account }) => [
        { row: 'opening', ...account, ...noLine, debit: null, credit: null, balance: opening_balance },
        ...lines.map((line) => ({ row: 'line', ...account, ...line })),
        { row: 'closing', ...account, ...noLine, debit, credit, balance: closing_balance },
      ]);
      return toCsv(rows as Record<string, string | null>[], [
        ...['row', ...ACCOUNT_COLUMNS, ...LINE_COLUMNS].map((key) => ({ key })),
        ...['debit', 'credit', 'balance'].map((key) => ({ key, amount: true as const })),
      ]);
    }
    return paged('General ledger', report, pagination);
  }
}
