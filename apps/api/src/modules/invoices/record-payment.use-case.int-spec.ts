import { randomBytes } from 'node:crypto';
import { createBusiness, newId, type Scope } from '@ledgerline/domain';
import { DomainError, statusOf } from '@ledgerline/envelope';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { Db } from '../../database/tx';
import { Transactions } from '../../database/unit-of-work';
import { CreateInvoiceUseCase } from './create-invoice.use-case';
import type { CreatePaymentDto } from './dto/payment.dto';
import { invoiceView } from './invoice-helpers';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { PaymentsRepository } from './payments.repository';
import { RecordPaymentUseCase } from './record-payment.use-case';

// Recording a payment against a real PostgreSQL: the entry at the payment's rate with the realised
// exchange gain or loss, the invoice's amount paid and status, and refusals that write nothing.

const database = useTestDatabase();
let source: DataSource;
let db: Db;
let invoices: InvoicesRepository;
let createInvoice: CreateInvoiceUseCase;
let recordPayment: RecordPaymentUseCase;

beforeAll(async () => {
  source = database.source;
  db = new Db(source);
  const uow = new Transactions(source);
  invoices = new InvoicesRepository(db);
  const ledger = new InvoiceLedger(invoices);
  createInvoice = new CreateInvoiceUseCase(uow, db, invoices, ledger);
  recordPayment = new RecordPaymentUseCase(uow, db, invoices, new PaymentsRepository(db), ledger);
});

/** A business (USD) with one customer. */
async function business(): Promise<{ principal: Principal; customerId: string }> {
  const { businessId } = await createBusiness(source, {
    name: 'Pay',
    email: `p-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  const customerId = newId();
  await source.query("INSERT INTO customers (id, business_id, environment, name) VALUES ($1, $2, 'sandbox', 'Ada')", [customerId, businessId]);
  return {
    principal: sandboxCaller(businessId),
    customerId,
  };
}

/** An open invoice of `amount` EUR at 1.1 USD per EUR. */
async function openInvoice(principal: Principal, customerId: string, amount = '100'): Promise<string> {
  const invoice = await createInvoice.execute(principal, {
    customer_id: customerId,
    status: 'open',
    currency: 'EUR',
    exchange_rate: '1.1',
    issue_date: '2026-03-02',
    lines: [{ description: 'Work', quantity: '1', unit_price: amount }],
  });
  return invoice.id;
}

const pay = (principal: Principal, invoiceId: string, input: Partial<CreatePaymentDto>) =>
  recordPayment.execute(principal, invoiceId, { date: '2026-03-10', ...input } as CreatePaymentDto);

/** Base-currency balances of the accounts a payment moves, and the customer's. */
async function balances(scope: Scope, customerId: string): Promise<Record<string, string>> {
  const rows = await source.query<{ subtype: string; balance: string }[]>(
    `SELECT subtype, balance::numeric(20, 4)::text AS balance FROM accounts
      WHERE business_id = $1 AND environment = $2 AND system AND subtype IN ('cash', 'accounts_receivable', 'exchange_gain_loss')`,
    [scope.businessId, scope.environment],
  );
  const [customer] = await source.query<{ balance: string }[]>('SELECT balance::numeric(20, 4)::text AS balance FROM customers WHERE id = $1', [customerId]);
  return { ...Object.fromEntries(rows.map((row) => [row.subtype, row.balance])), customer: customer.balance };
}

/** What a refused payment must leave as it was: balances, payments, entries, events and the invoice's version. */
async function everything(scope: Scope, customerId: string, invoiceId: string): Promise<unknown> {
  const count = async (table: string) =>
    (
      await source.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1 AND environment = $2`, [
        scope.businessId,
        scope.environment,
      ])
    )[0].n;
  return {
    balances: await balances(scope, customerId),
    payments: await count('payments'),
    entries: await count('journal_entries'),
    events: await count('events'),
    invoice: await invoices.find(db, scope, invoiceId),
  };
}

const refusalOf = async (write: Promise<unknown>): Promise<DomainError> => {
  const error = await write.then(
    () => undefined,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('RecordPaymentUseCase', () => {
  it('posts a payment in another currency at its own rate with the realised gain or loss, and moves the amount due and status', async () => {
    const { principal, customerId } = await business();
    const invoiceId = await openInvoice(principal, customerId);
    expect(await balances(principal, customerId)).toMatchObject({ accounts_receivable: '110.0000', customer: '110.0000' });

    // 40 EUR at 1.2: 48 USD deposited, 44 USD of receivable (at the invoice's 1.1) settled, 4 USD gain.
    const first = await pay(principal, invoiceId, { amount: '40', exchange_rate: '1.2' });
    expect(first).toMatchObject({ status: 'completed', currency: 'EUR', amount: '40.00', exchange_rate: '1.2' });
    expect(await balances(principal, customerId)).toEqual({
      cash: '48.0000',
      accounts_receivable: '66.0000',
      exchange_gain_loss: '-4.0000',
      customer: '66.0000',
    });
    expect(await invoiceView(db, principal, invoices, invoiceId, '2026-03-10')).toMatchObject({
      status: 'partially_paid',
      amount_paid: '40.00',
      amount_due: '60.00',
    });

    // The rest at 1.0: 60 USD deposited, the 66 USD still open settled, 6 USD loss.
    await pay(principal, invoiceId, { amount: '60', exchange_rate: '1' });
    expect(await balances(principal, customerId)).toEqual({
      cash: '108.0000',
      accounts_receivable: '0.0000',
      exchange_gain_loss: '2.0000',
      customer: '0.0000',
    });
    expect(await invoiceView(db, principal, invoices, invoiceId, '2026-03-10')).toMatchObject({ status: 'paid', amount_paid: '100.00', amount_due: '0.00' });

    const events = await source.query<{ type: string }[]>('SELECT type FROM events WHERE business_id = $1 AND environment = $2 ORDER BY sequence', [
      principal.businessId,
      principal.environment,
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'payment.created',
      'invoice.partially_paid',
      'payment.created',
      'invoice.paid',
    ]);
  });

  it('refuses to pay more than the amount due (400), writing nothing', async () => {
    const { principal, customerId } = await business();
    const invoiceId = await openInvoice(principal, customerId);
    await pay(principal, invoiceId, { amount: '40' });
    const before = await everything(principal, customerId, invoiceId);

    const refused = await refusalOf(pay(principal, invoiceId, { amount: '60.01' }));
    expect(statusOf(refused.code)).toBe(400);
    expect(refused.errors).toEqual([{ field: 'amount', message: 'must not exceed the amount due, 60 EUR' }]);
    expect(await everything(principal, customerId, invoiceId)).toEqual(before);
  });

  it('answers 409 with the holder for an external_id another payment has, writing nothing', async () => {
    const { principal, customerId } = await business();
    const [firstInvoice, secondInvoice] = [await openInvoice(principal, customerId), await openInvoice(principal, customerId, '50')];
    const holder = await pay(principal, firstInvoice, { amount: '10', external_id: 'bank-1' });
    const before = await everything(principal, customerId, secondInvoice);

    const refused = await refusalOf(pay(principal, secondInvoice, { amount: '5', external_id: 'bank-1' }));
    expect(statusOf(refused.code)).toBe(409);
    expect(refused.errors).toEqual([{ field: 'external_id', message: 'is already used by another payment' }]);
    expect(refused.details).toEqual({ existing_id: holder.id });
    expect(await everything(principal, customerId, secondInvoice)).toEqual(before);
  });
});
