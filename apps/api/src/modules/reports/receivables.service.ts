import { Injectable } from '@nestjs/common';
import { DomainError } from '@ledgerline/envelope';
import type { Scope } from '@ledgerline/domain';
import { agedReceivables, aging, statementLines, type InvoiceDue, type Period } from '@ledgerline/ledger-rules';
import { ReadCache } from '../../common/read-cache';
import { Db, type Queryable } from '../../database/tx';
import type { AgedReceivablesResponse, CustomerStatementResponse } from './receivables';
import { ReportContext, type CalendarScope } from './report-context';
import { ReportsRepository, type ReceivableLineCounts, type StatementMovementRow } from './reports.repository';

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
   * What every customer owes at the end of `as_of`, by age (`dues`), in one snapshot; read again
   * while the business has not changed, answered from the read cache (an answer of up to 1,000 invoices).
   */
  async agedReceivables(scope: CalendarScope, currency: string, asOfQuery: string | undefined): Promise<AgedReceivablesResponse> {
    const { asOf } = this.context.asOf(scope, asOfQuery);
    return this.cache.read(scope, `aged-receivables ${asOf}`, () =>
      this.db.snapshot(async (q) => {
        const { lines, sequence } = await this.reports.receivableLineCounts(q, scope, asOf);
        const dues = await this.dues(q, scope, currency, asOf, lines);
        return { answer: { as_of: asOf, currency, ...agedReceivables(dues, asOf, currency) }, sequence, rows: dues.length };
      }),
    );
  }

  /**
   * A customer's statement over a period, from the receivable subledger: each invoice and payment
   * (and their voids) in the period, what the customer owed on each invoice at its end (`dues`, the
   * customer's own rows), and what it owed before, which is that less what the period moved. Three
   * statements of one snapshot, so they see one state of the books; none reads the customer's rows
   * before the period, and for a period ending today none reads a row of the subledger outside it.
   * Read again while the business has not changed, it is answered from the read cache.
   */
  async statement(scope: CalendarScope, currency: string, query: { customer_id: string; from?: string; to?: string }): Promise<CustomerStatementResponse> {
    const { period } = this.context.period(scope, query);
    return this.cache.read(scope, `customer-statement ${query.customer_id} ${period.from}..${period.to}`, async () => {
      const statement = await this.db.snapshot(async (q) => {
        const customer = await this.reports.customer(q, scope, query.customer_id, period.to);
        if (!customer) throw DomainError.notFound('Customer');
        const movements = await this.reports.customerMovements(q, scope, customer.id, period);
        return { customer, movements, dues: await this.dues(q, scope, currency, period.to, customer.lines, customer.id) };
      });
      return {
        answer: this.statementOf(statement, period, currency),
        sequence: statement.customer.sequence,
        rows: statement.movements.length + statement.dues.length,
      };
    });
  }

  /**
   * What each invoice (with `customerId`: the customer, by its own rows) owed at the end of `asOf`:
   * counted back from what invoices owe now when fewer of Accounts Receivable's lines are dated
   * after that day than up to it (`lines`; for today, none: only the invoices owing now are read),
   * else counted from the start.
   */
  private dues(q: Queryable, scope: Scope, currency: string, asOf: string, lines: ReceivableLineCounts, customerId?: string): Promise<InvoiceDue[]> {
    return lines.after <= lines.before
      ? this.reports.invoiceDuesFromNow(q, scope, currency, asOf, customerId)
      : this.reports.invoiceDuesFromStart(q, scope, asOf, customerId);
  }

  private statementOf(
    { customer, movements, dues }: { customer: { id: string; name: string }; movements: StatementMovementRow[]; dues: InvoiceDue[] },
    period: Period,
    currency: string,
  ): CustomerStatementResponse {
    const { opening, lines, closing } = statementLines(dues, movements, currency);
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
