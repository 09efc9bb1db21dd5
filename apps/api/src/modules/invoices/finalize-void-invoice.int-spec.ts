import { randomBytes } from 'node:crypto';
import { createBusiness, newId, type Scope } from '@ledgerline/domain';
import { DomainError, statusOf } from '@ledgerline/envelope';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { Db, type Tx } from '../../database/tx';
import { Transactions, type UnitOfWork } from '../../database/unit-of-work';
import { CreateInvoiceUseCase } from './create-invoice.use-case';
import { FinalizeInvoiceUseCase } from './finalize-invoice.use-case';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { VoidInvoiceUseCase } from './void-invoice.use-case';

// Finalizing and voiding an invoice against a real PostgreSQL: the entry posted and reversed, the
// balances it moves back at zero, the events recorded, and all of it in one transaction.

const database = useTestDatabase();
let source: DataSource;
let db: Db;
let uow: Transactions;
let invoices: InvoicesRepository;
let ledger: InvoiceLedger;
let createInvoice: CreateInvoiceUseCase;

beforeAll(async () => {
  source = database.source;
  db = new Db(source);
  uow = new Transactions(source);
  invoices = new InvoicesRepository(db);
  ledger = new InvoiceLedger(invoices);
  createInvoice = new CreateInvoiceUseCase(uow, db, invoices, ledger);
});

const finalizeWith = (unitOfWork: UnitOfWork) => new FinalizeInvoiceUseCase(unitOfWork, invoices, ledger);
const voidWith = (unitOfWork: UnitOfWork) => new VoidInvoiceUseCase(unitOfWork, invoices, ledger);

/** A unit of work whose transaction fails when it records an event: after the entry is posted and the invoice changed. */
const failingAtEvent: UnitOfWork = {
  run: (work) =>
    uow.run((tx: Tx) => {
      const query = tx.query.bind(tx);
      jest.spyOn(tx, 'query').mockImplementation((text, sql) => (text.includes('INSERT INTO events') ? Promise.reject(new Error('crash')) : query(text, sql)));
      return work(tx);
    }),
};

/** A business (USD) with one customer, and a draft invoice to it: 100.00 of work, 10 % tax. */
async function draftInvoice(): Promise<{ principal: Principal; customerId: string; invoiceId: string }> {
  const { businessId } = await createBusiness(source, {
    name: 'Inv',
    email: `i-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  const principal: Principal = sandboxCaller(businessId);
  const customerId = newId();
  await source.query("INSERT INTO customers (id, business_id, environment, name) VALUES ($1, $2, 'sandbox', 'Ada')", [customerId, businessId]);
  const taxRateId = newId();
  await source.query(
    `INSERT INTO tax_rates (id, business_id, environment, name, rate, account_id)
     SELECT $1, $2, 'sandbox', 'VAT', 10, id FROM accounts WHERE business_id = $2 AND environment = 'sandbox' AND system AND subtype = 'sales_tax'`,
    [taxRateId, businessId],
  );
  const draft = await createInvoice.execute(principal, {
    customer_id: customerId,
    issue_date: '2026-03-02',
    lines: [{ description: 'Work', quantity: '1', unit_price: '100', tax_rate_id: taxRateId }],
  });
  return { principal, customerId, invoiceId: draft.id };
}

async function balances(scope: Scope, customerId: string): Promise<Record<string, string>> {
  const rows = await source.query<{ subtype: string; balance: string }[]>(
    `SELECT subtype, balance::numeric(20, 4)::text AS balance FROM accounts
      WHERE business_id = $1 AND environment = $2 AND system AND subtype IN ('accounts_receivable', 'sales', 'sales_tax')`,
    [scope.businessId, scope.environment],
  );
  const [customer] = await source.query<{ balance: string }[]>('SELECT balance::text AS balance FROM customers WHERE id = $1', [customerId]);
  return { ...Object.fromEntries(rows.map((row) => [row.subtype, row.balance])), customer: customer.balance };
}

const ZERO = { accounts_receivable: '0.0000', sales: '0.0000', sales_tax: '0.0000', customer: '0.0000' };

const events = async (scope: Scope) =>
  source.query<{ type: string; status: string }[]>(
    "SELECT type, data->>'status' AS status FROM events WHERE business_id = $1 AND environment = $2 ORDER BY sequence",
    [scope.businessId, scope.environment],
  );

const entries = async (scope: Scope, invoiceId: string) =>
  source.query<{ id: string; date: string; reverses_id: string | null }[]>(
    `SELECT id, date::text AS date, reverses_id FROM journal_entries WHERE business_id = $1 AND environment = $2 AND source_id = $3 ORDER BY created_at, id`,
    [scope.businessId, scope.environment, invoiceId],
  );

describe('finalize and void an invoice', () => {
  it('posts the invoice on finalize and reverses it on void: balances back at zero, an event for each step', async () => {
    const { principal, customerId, invoiceId } = await draftInvoice();
    expect(await balances(principal, customerId)).toEqual(ZERO);

    const finalized = await finalizeWith(uow).execute(principal, invoiceId);
    expect(finalized).toMatchObject({ status: 'open', total: '110.00', amount_due: '110.00' });
    const [posted] = await entries(principal, invoiceId);
    expect(finalized.journal_entry_id).toBe(posted.id);
    expect(await balances(principal, customerId)).toEqual({ accounts_receivable: '110.0000', sales: '-100.0000', sales_tax: '-10.0000', customer: '110.0000' });

    const voided = await voidWith(uow).execute(principal, invoiceId, undefined);
    expect(voided).toMatchObject({ status: 'void', amount_due: '0.00' });
    expect(voided.voided_at).not.toBeNull();
    const [, reversal] = await entries(principal, invoiceId);
    expect(reversal).toMatchObject({ reverses_id: posted.id, date: '2026-03-02' });
    expect(await balances(principal, customerId)).toEqual(ZERO);

    expect(await events(principal)).toEqual([
      { type: 'invoice.created', status: 'draft' },
      { type: 'invoice.finalized', status: 'open' },
      { type: 'invoice.voided', status: 'void' },
    ]);
  });

  it('refuses to finalize twice or to void a draft (409), writing nothing', async () => {
    const { principal, customerId, invoiceId } = await draftInvoice();
    const refusedVoid = await voidWith(uow)
      .execute(principal, invoiceId, undefined)
      .catch((error: unknown) => error);
    expect(refusedVoid).toBeInstanceOf(DomainError);
    expect(statusOf((refusedVoid as DomainError).code)).toBe(409);

    await finalizeWith(uow).execute(principal, invoiceId);
    const refused = await finalizeWith(uow)
      .execute(principal, invoiceId)
      .catch((error: unknown) => error);
    expect(statusOf((refused as DomainError).code)).toBe(409);
    expect(await entries(principal, invoiceId)).toHaveLength(1);
    expect((await balances(principal, customerId)).accounts_receivable).toBe('110.0000');
    expect((await events(principal)).map((event) => event.type)).toEqual(['invoice.created', 'invoice.finalized']);
  });

  it('leaves nothing of a finalize that fails after posting: the invoice a draft, no entry, no balance moved, no event', async () => {
    const { principal, customerId, invoiceId } = await draftInvoice();
    await expect(finalizeWith(failingAtEvent).execute(principal, invoiceId)).rejects.toThrow('crash');

    const invoice = await invoices.find(db, principal, invoiceId);
    expect(invoice).toMatchObject({ status: 'draft', journalEntryId: null, finalizedAt: null, version: 1 });
    expect(await entries(principal, invoiceId)).toEqual([]);
    expect(await balances(principal, customerId)).toEqual(ZERO);
    expect((await events(principal)).map((event) => event.type)).toEqual(['invoice.created']);
  });

  it('leaves nothing of a void that fails after reversing: the invoice open, its entry alone, the balances as posted', async () => {
    const { principal, customerId, invoiceId } = await draftInvoice();
    await finalizeWith(uow).execute(principal, invoiceId);
    const posted = await balances(principal, customerId);

    await expect(voidWith(failingAtEvent).execute(principal, invoiceId, undefined)).rejects.toThrow('crash');
    expect(await invoices.find(db, principal, invoiceId)).toMatchObject({ status: 'open', voidedAt: null, version: 2 });
    expect(await entries(principal, invoiceId)).toHaveLength(1);
    expect(await balances(principal, customerId)).toEqual(posted);
    expect((await events(principal)).map((event) => event.type)).toEqual(['invoice.created', 'invoice.finalized']);
  });
});
