import { Injectable } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import { agedReceivables, aging, formatAmount, statementLines, type InvoiceDue, type Period } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db } from '../../database/tx';
import type { AgedReceivablesResponse, CustomerStatementResponse } from './receivables';
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
   * What every customer owes at the end of `as_of`, by age: counted back from what invoices owe now
   * when fewer of Accounts Receivable's lines are dated after that day than up to it (for today,
   * none: only the invoices owing now are read), else counted from the start. Both statements in
   * one snapshot; read again while the business has not changed, answered from the read cache
   * (an answer of up to 1,000 invoices).
   */
  async agedReceivables(scope: CalendarScope, currency: string, asOfQuery: string | undefined): Promise<AgedReceivablesResponse> {
    const { asOf } = this.context.asOf(scope, asOfQuery);
    return this.cache.read(scope, `aged-receivables ${asOf}`, () =>
      this.db.snapshot(async (q) => {
        const lines = await this.reports.receivableLineCounts(q, scope, asOf);
        const dues =
          lines.after <= lines.before
            ? await this.reports.invoiceDuesFromNow(q, scope, currency, asOf)
            : await this.reports.invoiceDuesFromStart(q, scope, asOf);
        return { answer: { as_of: asOf, currency, ...agedReceivables(dues, asOf, currency) }, sequence: lines.sequence, rows: dues.length };
      }),
    );
  }

  /**
   * A customer's statement over a period, from the receivable subledger: what it owed before, each
   * invoice and payment (and their voids) with the running balance, and what it owes after by age.
   * Three statements of one snapshot, so they see one state of the books; none reads the
   * customer's movements before the period one by one. Read again while the business has not
   * changed, it is answered from the read cache.
   */
  async statement(scope: CalendarScope, currency: string, query: { customer_id: string; from?: string; to?: string }): Promise<CustomerStatementResponse> {
    const { period } = this.context.period(scope, query);
    return this.cache.read(scope, `customer-statement ${query.customer_id} ${period.from}..${period.to}`, async () => {
      const statement = await this.db.snapshot(async (q) => {
        const customer = await this.reports.customer(q, scope, query.customer_id, period.from);
        if (!customer) throw DomainError.notFound('Customer');
        return {
          customer,
          movements: await this.reports.customerMovements(q, scope, customer.id, period),
          dues: await this.reports.customerDues(q, scope, customer.id, period.to),
        };
      });
      return {
        answer: this.statementOf(statement, period, currency),
        sequence: statement.customer.sequence,
        rows: statement.movements.length + statement.dues.length,
      };
    });
  }

  private statementOf(
    { customer, movements, dues }: { customer: { id: string; name: string; opening: string }; movements: StatementMovementRow[]; dues: InvoiceDue[] },
    period: Period,
    currency: string,
  ): CustomerStatementResponse {
    const { lines, closing } = statementLines(customer.opening, movements, currency);
    return {
      customer_id: customer.id,
      name: customer.name,
      from: period.from,
      to: period.to,
      currency,
      opening_balance: formatAmount(customer.opening, currency),
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
