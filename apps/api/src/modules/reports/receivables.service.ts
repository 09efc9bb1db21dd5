import { Injectable } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import { agedReceivables, aging, customerStatement, invoiceDues } from '@ledgerline/ledger-rules';
import { Db } from '../../database/tx';
import type { AgedReceivablesResponse, CustomerStatementResponse } from './receivables';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository } from './reports.repository';

/** Aged receivables and customer statements, from what Accounts Receivable holds for each invoice (docs/reports.md). */
@Injectable()
export class ReceivablesService {
  constructor(
    private readonly db: Db,
    private readonly reports: ReportsRepository,
    private readonly context: ReportContext,
  ) {}

  /**
   * What every customer owes at the end of `as_of`, by age. When nothing moved Accounts
   * Receivable after that day, the invoices owing then are exactly those owing now, and only
   * they are read; else every invoice's movements up to the day are.
   */
  async agedReceivables(scope: CalendarScope, currency: string, asOfQuery: string | undefined): Promise<AgedReceivablesResponse> {
    const { asOf } = this.context.asOf(scope, asOfQuery);
    const dues = await this.db.snapshot(async (q) =>
      (await this.reports.receivablesMovedAfter(q, scope, asOf))
        ? invoiceDues(await this.reports.receivableMovements(q, scope, null, asOf))
        : this.reports.owingInvoices(q, scope),
    );
    return { as_of: asOf, currency, ...agedReceivables(dues, asOf, currency) };
  }

  /**
   * A customer's statement over a period: what it owed before, each invoice and payment (and
   * their voids) with the running balance, and what it owes after by age.
   */
  async statement(scope: CalendarScope, currency: string, query: { customer_id: string; from?: string; to?: string }): Promise<CustomerStatementResponse> {
    const { period } = this.context.period(scope, query);
    const { customer, movements } = await this.db.snapshot(async (q) => ({
      customer: await this.reports.customer(q, scope, query.customer_id),
      movements: await this.reports.receivableMovements(q, scope, query.customer_id, period.to),
    }));
    if (!customer) throw DomainError.notFound('Customer');
    const { opening, lines, closing } = customerStatement(movements, period.from, currency);
    return {
      customer_id: customer.id,
      name: customer.name,
      from: period.from,
      to: period.to,
      currency,
      opening_balance: opening,
      lines: lines.map(({ invoice_id, number, payment_id, reference, journal_entry_id, date, type, amount, balance }) => ({
        date,
        type,
        invoice_id,
        number,
        payment_id,
        reference,
        journal_entry_id,
        amount,
        balance,
      })),
      closing_balance: closing,
      aging: aging(invoiceDues(movements), period.to, currency),
    };
  }
}
