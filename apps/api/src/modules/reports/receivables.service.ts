import { Injectable } from '@nestjs/common';
import { DomainError, paginationOf, type Pagination } from '@ledgerline/envelope';
import { aging, agingTotals, statementLines, type InvoiceDue, type Period } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db } from '../../database/tx';
import type { AgedReceivablesQueryDto, AgedReceivablesResponse, CustomerStatementQueryDto, CustomerStatementResponse } from './receivables';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository, type StatementMovementRow } from './reports.repository';

/** Aged receivables and customer statements, from what Accounts Receivable holds for each invoice (docs/reports.md). */
@Injectable()
export class ReceivablesService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly cache: ReadCache,
    private readonly context: ReportContext,
  ) {}

  /**
   * What every customer owes at the end of `as_of`, by age: the totals over every customer and one
   * page of customers by name, with their invoices aged one by one, from one statement
   * (`agedReceivablesPage`), which reads the business's event sequence too. Read again while the
   * business has not changed, a page is answered from the read cache.
   */
  async agedReceivables(
    scope: CalendarScope,
    currency: string,
    query: AgedReceivablesQueryDto,
  ): Promise<{ report: AgedReceivablesResponse; pagination: Pagination }> {
    const { asOf } = this.context.asOf(scope, query.as_of);
    const limit = query.limit ?? 10;
    const page = query.page ?? 1;
    return this.cache.read(scope, `aged-receivables ${asOf} ${limit} page ${page}`, async () => {
      const found = await this.reports.agedReceivablesPage(this.db, scope, asOf, { offset: (page - 1) * limit, limit });
      const report = {
        as_of: asOf,
        currency,
        customers: found.shown.map(({ customer_id, name, invoices }) => ({ customer_id, name, ...aging(invoices, asOf, currency) })),
        totals: agingTotals(found.buckets, currency),
      };
      return {
        answer: { report, pagination: paginationOf(page, limit, found.customers, null) },
        sequence: found.sequence,
        rows: found.shown.reduce((rows, customer) => rows + 1 + customer.invoices.length, 0),
      };
    });
  }

  /**
   * A page of a customer's statement over a period, from the receivable subledger: the page's
   * invoices and payments (and their voids) in the period, what the customer owed on each invoice
   * at its end (`dues`, the customer's own rows), and what it owed before, which is that less what
   * the period moved. Three statements of one snapshot, so they see one state of the books; none
   * reads the customer's rows before the period, and for a period ending today none reads a row of
   * the subledger outside it. Read again while the business has not changed, a page is answered
   * from the read cache.
   */
  async statement(
    scope: CalendarScope,
    currency: string,
    query: CustomerStatementQueryDto,
  ): Promise<{ report: CustomerStatementResponse; pagination: Pagination }> {
    const { period } = this.context.period(scope, query);
    const limit = query.limit ?? 10;
    const page = query.page ?? 1;
    return this.cache.read(scope, `customer-statement ${query.customer_id} ${period.from}..${period.to} ${limit} page ${page}`, async () => {
      const statement = await this.db.snapshot(async (q) => {
        const customer = await this.reports.customer(q, scope, query.customer_id, period);
        if (!customer) throw DomainError.notFound('Customer');
        const movements = await this.reports.customerMovements(q, scope, customer.id, period, { offset: (page - 1) * limit, limit });
        return { customer, movements, dues: await this.reports.dues(q, scope, period.to, customer.id) };
      });
      return {
        answer: { report: this.statementOf(statement, period, currency), pagination: paginationOf(page, limit, statement.customer.movements, null) },
        sequence: statement.customer.sequence,
        rows: statement.movements.length + statement.dues.length,
      };
    });
  }

  private statementOf(
    { customer, movements, dues }: { customer: { id: string; name: string; moved: string }; movements: StatementMovementRow[]; dues: InvoiceDue[] },
    period: Period,
    currency: string,
  ): CustomerStatementResponse {
    const { opening, lines, closing } = statementLines(dues, customer.moved, movements, currency);
    return {
      customer_id: customer.id,
      name: customer.name,
      from: period.from,
      to: period.to,
      currency,
      opening_balance: opening,
      lines: lines.map(({ movement, type, amount, balance }) => ({
        date: movement.date,
        type,
        invoice_id: movement.invoice_id,
        number: movement.number,
        payment_id: movement.payment_id,
        reference: movement.reference,
        journal_entry_id: movement.journal_entry_id,
        amount,
        balance,
      })),
      closing_balance: closing,
      aging: aging(dues, period.to, currency),
    };
  }
}
