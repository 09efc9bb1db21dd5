import { randomBytes } from 'node:crypto';
import { createBusiness, newId } from '@ledgerline/domain';
import { useTestDatabase, sandboxCaller } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import type { Principal } from '../../common/principal';
import { Db } from '../../database/tx';
import { Transactions } from '../../database/unit-of-work';
import { CreateInvoiceUseCase } from './create-invoice.use-case';
import { InvoiceLedger } from './invoice-ledger';
import { InvoicesRepository } from './invoices.repository';
import { UpdateInvoiceUseCase } from './update-invoice.use-case';

// Changing an open invoice against a real PostgreSQL: its entry reversed and the changed invoice
// posted (one statement for both), each customer's balance following its receivable.

const database = useTestDatabase();
let source: DataSource;
let createInvoice: CreateInvoiceUseCase;
let updateInvoice: UpdateInvoiceUseCase;

beforeAll(async () => {
  source = database.source;
  const db = new Db(source);
  const uow = new Transactions(source);
  const invoices = new InvoicesRepository(db);
  const ledger = new InvoiceLedger(invoices);
  createInvoice = new CreateInvoiceUseCase(uow, db, invoices, ledger);
  updateInvoice = new UpdateInvoiceUseCase(uow, db, invoices, ledger);
});

it('reverses the entry of an open invoice and posts it as changed, moving the receivable from one customer to the other', async () => {
  const { businessId } = await createBusiness(source, {
    name: 'Upd',
    email: `u-${randomBytes(4).toString('hex')}@example.test`,
    password: 'long enough password',
  });
  const principal: Principal = sandboxCaller(businessId);
  const [ada, bob] = [newId(), newId()];
  await source.query("INSERT INTO customers (id, business_id, environment, name) VALUES ($1, $3, 'sandbox', 'Ada'), ($2, $3, 'sandbox', 'Bob')", [
    ada,
    bob,
    businessId,
  ]);
  const invoice = await createInvoice.execute(principal, {
    customer_id: ada,
    status: 'open',
    issue_date: '2026-03-02',
    lines: [{ description: 'Work', quantity: '1', unit_price: '100' }],
  });

  const changed = await updateInvoice.execute(principal, invoice.id, { customer_id: bob, lines: [{ description: 'Work', quantity: '2', unit_price: '100' }] });
  expect(changed).toMatchObject({ status: 'open', customer_id: bob, total: '200.00', version: 2 });

  const entries = await source.query<{ id: string; reverses_id: string | null; receivable: string }[]>(
    `SELECT e.id, e.reverses_id, sum(l.base_debit - l.base_credit)::numeric(20, 4)::text AS receivable
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN accounts a ON a.id = l.account_id AND a.subtype = 'accounts_receivable'
      WHERE e.business_id = $1 AND e.source_id = $2 GROUP BY e.business_id, e.environment, e.id ORDER BY e.id`,
    [businessId, invoice.id],
  );
  expect(entries).toEqual([
    { id: invoice.journal_entry_id, reverses_id: null, receivable: '100.0000' },
    { id: expect.any(String), reverses_id: invoice.journal_entry_id, receivable: '-100.0000' },
    { id: changed.journal_entry_id, reverses_id: null, receivable: '200.0000' },
  ]);
  const customers = await source.query<{ name: string; balance: string }[]>(
    'SELECT name, balance::numeric(20, 4)::text AS balance FROM customers WHERE business_id = $1 ORDER BY name',
    [businessId],
  );
  expect(customers).toEqual([
    { name: 'Ada', balance: '0.0000' },
    { name: 'Bob', balance: '200.0000' },
  ]);
  const events = await source.query<{ type: string }[]>("SELECT type FROM events WHERE business_id = $1 AND environment = 'sandbox' ORDER BY sequence", [
    businessId,
  ]);
  expect(events.map((event) => event.type)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.updated']);
});
