import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AGING_BUCKETS } from '@ledgerline/ledger-rules';
import { paged } from '@ledgerline/envelope';
import type { FastifyReply } from 'fastify';
import { acceptsCsv, toCsv } from '../../common/csv';
import { ApiEnvelope } from '../../common/openapi';
import { RequireScope } from '../../common/scopes';
import { Caller, type Principal } from '../../common/principal';
import { AgedReceivablesQueryDto, AgedReceivablesResponse, CustomerStatementQueryDto, CustomerStatementResponse, type Aging } from './receivables';
import { ReceivablesService } from './receivables.service';

const CSV = 'With `Accept: text/csv`, the page’s rows as CSV, the first column `row` saying what each is; formula-like text cells are neutralised.';

type Row = Record<string, string | number | null>;

/** The invoices of an aging as CSV rows, bucket by bucket. */
const agingRows = (aging: Aging, extra: Row): Row[] =>
  AGING_BUCKETS.flatMap((bucket) =>
    aging[bucket].invoices.map((invoice) => ({ row: 'invoice', ...extra, bucket, ...invoice, days_past_due: String(invoice.days_past_due) })),
  );

@ApiTags('Reports')
@RequireScope('reports:read')
@Controller('reports')
export class ReceivablesController {
  constructor(private readonly receivables: ReceivablesService) {}

  @Get('aged-receivables')
  @ApiOperation({
    operationId: 'getAgedReceivables',
    summary: 'Aged receivables',
    description:
      'What each customer owes at the end of `as_of` (default: today in the business’s time zone), in the base currency, by days past the due date: ' +
      '`current` (not yet due), `days_1_30`, `days_31_60`, `days_61_90`, `days_over_90`; each bucket with the invoices behind it, each customer with ' +
      'its total, and `totals` for everyone, whose `total` is the Accounts Receivable balance. Paged by customers, by name: `limit` (1–100, ' +
      'default 10) customers a page, by `page`; `totals` and `pagination.total` (the customers owing anything) cover every page. ' +
      CSV,
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(AgedReceivablesResponse, { paged: true, description: 'Aged receivables' })
  async agedReceivables(
    @Caller() caller: Principal,
    @Query() query: AgedReceivablesQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { report, pagination } = await this.receivables.agedReceivables(caller, caller.baseCurrency, query);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      const blank = { customer_id: '', name: '', bucket: '', invoice_id: '', number: '', issue_date: '', due_date: '', days_past_due: '' };
      const rows = [
        ...report.customers.flatMap((customer) => [
          ...agingRows(customer, { customer_id: customer.customer_id, name: customer.name }),
          { row: 'total', ...blank, customer_id: customer.customer_id, name: customer.name, amount_due: customer.total },
        ]),
        ...AGING_BUCKETS.map((bucket) => ({ row: 'total', ...blank, bucket, amount_due: report.totals[bucket] })),
        { row: 'total', ...blank, amount_due: report.totals.total },
      ];
      return toCsv(rows as Record<string, string | null>[], [
        ...['row', 'customer_id', 'name', 'bucket', 'invoice_id', 'number', 'issue_date', 'due_date', 'days_past_due'].map((key) => ({ key })),
        { key: 'amount_due', amount: true as const },
      ]);
    }
    return paged('Aged receivables', report, pagination);
  }

  @Get('customer-statement')
  @ApiNotFoundResponse({ description: '`customer_id` names no customer of the business' })
  @ApiOperation({
    operationId: 'getCustomerStatement',
    summary: 'Customer statement',
    description:
      'A customer’s account over `from`–`to` (default: the fiscal year to date), in the base currency: what it owed at the end of the day before ' +
      '`from`, then each invoice finalized, changed or voided and each payment or payment void in date order with the running balance, what it ' +
      'owes at the end of `to`, and that amount by age. Paged by lines: `limit` (1–100, default 10) lines a page, by `page`, the running balance ' +
      'carrying on from page to page; the opening and closing balances and the aging are the whole period’s on every page, and `pagination.total` ' +
      'counts the period’s lines. ' +
      CSV,
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiEnvelope(CustomerStatementResponse, { paged: true, description: 'Customer statement' })
  async statement(
    @Caller() caller: Principal,
    @Query() query: CustomerStatementQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { report, pagination } = await this.receivables.statement(caller, caller.baseCurrency, query);
    if (acceptsCsv(accept)) {
      void reply.type('text/csv; charset=utf-8');
      const blank = { date: '', type: '', invoice_id: '', number: '', payment_id: '', reference: '', journal_entry_id: '', amount: null };
      const rows = [
        { row: 'opening', ...blank, date: report.from, balance: report.opening_balance },
        ...report.lines.map((line) => ({ row: 'line', ...line })),
        { row: 'closing', ...blank, date: report.to, balance: report.closing_balance },
      ];
      return toCsv(rows as Record<string, string | null>[], [
        ...['row', 'date', 'type', 'invoice_id', 'number', 'payment_id', 'reference', 'journal_entry_id'].map((key) => ({ key })),
        { key: 'amount', amount: true as const },
        { key: 'balance', amount: true as const },
      ]);
    }
    return paged('Customer statement', report, pagination);
  }
}
