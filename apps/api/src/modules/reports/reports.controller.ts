import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { success } from '@ledgerline/envelope';
import type { FastifyReply } from 'fastify';
import { acceptsCsv, toCsv, type CsvColumn, type CsvRow } from '../../common/csv';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { ReportsService } from './reports.service';
import { AsOfQueryDto } from './report-query';
import { TrialBalanceResponse, type TrialBalanceRow } from './trial-balance';

const TRIAL_BALANCE_CSV: CsvColumn<TrialBalanceRow & CsvRow>[] = [
  { key: 'row' },
  { key: 'account_id' },
  { key: 'code' },
  { key: 'name' },
  { key: 'type' },
  { key: 'subtype' },
  { key: 'debit', amount: true },
  { key: 'credit', amount: true },
];

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('trial-balance')
  @ApiOperation({
    summary: 'Trial balance',
    description:
      'Balances of every account with a non-zero balance as of `as_of`, in the base currency, from the maintained balances (no history scan). ' +
      'Always nets to zero. `Accept: text/csv` for CSV: amounts as numbers, and a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return ' +
      "written with a `'` in front, so a spreadsheet never runs it as a formula.",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(TrialBalanceResponse, { description: 'Trial balance' })
  async trialBalance(
    @Caller() caller: Principal,
    @Query() query: AsOfQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const report = await this.reports.trialBalance(caller, caller.baseCurrency, query.as_of);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      return toCsv(
        [
          ...report.rows.map((row) => ({ row: 'account', ...row })),
          { row: 'total', account_id: '', code: '', name: 'Total', type: '', subtype: '', ...report.totals },
        ],
        TRIAL_BALANCE_CSV,
      );
    }
    return success('Trial balance', report);
  }
}
