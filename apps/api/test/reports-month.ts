import { accountIds, ACCOUNTS, BUSINESS, created, CUSTOMERS, INVOICES, JOURNALS, SALES, TAX_RATES, type TestClient } from '@ledgerline/testing';
import type { TestBusiness } from './harness';

/**
 * A small business's March 2026, worked out by hand (docs/reports.md's examples use it too).
 * Base currency USD, 10 % tax, fiscal year from January, time zone Pacific/Kiritimati (UTC+14).
 *
 * | Date  | What                                             | Entry (USD)                                        |
 * |-------|--------------------------------------------------|----------------------------------------------------|
 * | 03-01 | Owner invests                                    | Bank 5000 / Owner's Equity 5000                    |
 * | 03-02 | Cash sale S1: 2 × 50.00 + 10 % tax               | Cash 110 / Sales 100, Tax 10                       |
 * | 03-03 | Invoice A1 to Ada, 500.00 + tax, due 03-17       | AR 550 / Sales 500, Tax 50                         |
 * | 03-05 | Cash sale S2: 200.00 + tax                       | Cash 220 / Sales 200, Tax 20                       |
 * | 03-10 | Invoice A2 to Ada, 300.00 + tax, due 04-09       | AR 330 / Sales 300, Tax 30                         |
 * | 03-12 | Invoice B1 to Bruno, EUR 1000 at 1.10, due 03-26 | AR 1100 / Sales 1100                               |
 * | 03-15 | A1 paid in full                                  | Bank 550 / AR 550                                  |
 * | 03-20 | A2 paid in part, 110.00                          | Bank 110 / AR 110                                  |
 * | 03-25 | Office supplies (expense journal)                | General Expenses 80 / Bank 80                      |
 * | 03-28 | B1 paid EUR 1000 at 1.05                         | Bank 1050, Exchange loss 50 / AR 1100              |
 * | 03-31 | Electricity accrued                              | General Expenses 120 / Accrued Liabilities 120     |
 * | 04-01 | The accrual reversed                             | Accrued Liabilities 120 / General Expenses 120     |
 */
export interface March {
  client: TestClient;
  accounts: Record<string, string>;
  customers: { ada: string; bruno: string };
  invoices: { a1: string; a2: string; b1: string };
  sales: { s1: string; s2: string };
  payments: { a1: string; a2: string; b1: string };
  journals: { invest: string; supplies: string; accrual: string; reversal: string };
}

interface Record_ {
  id: string;
}

export const MARCH_TIME_ZONE = 'Pacific/Kiritimati';

export async function bookMarch(business: TestBusiness): Promise<March> {
  const client = business.production;
  const settings = await client.put(BUSINESS, { timezone: MARCH_TIME_ZONE, fiscal_year_start_month: 1 });
  if (settings.status !== 200) throw new Error(`business settings: ${settings.status} ${settings.text}`);
  await created(client, ACCOUNTS, { code: '2200', name: 'Accrued Liabilities', type: 'liability', subtype: 'current_liability' });
  const accounts = await accountIds(client, 'code');
  const tax = await created<Record_>(client, TAX_RATES, { name: 'Tax 10', rate: '10' });
  const ada = await created<Record_>(client, CUSTOMERS, { name: 'Ada' });
  const bruno = await created<Record_>(client, CUSTOMERS, { name: 'Bruno', currency: 'EUR' });
  const journal = (date: string, memo: string, debit: string, credit: string, amount: string) =>
    created<Record_>(client, JOURNALS, {
      date,
      memo,
      lines: [
        { account_id: accounts[debit], debit: amount },
        { account_id: accounts[credit], credit: amount },
      ],
    });
  const line = (unitPrice: string, quantity = '1', taxed = true) => ({
    description: 'Goods',
    quantity,
    unit_price: unitPrice,
    ...(taxed ? { tax_rate_id: tax.id } : {}),
  });
  const invoice = (customerId: string, issueDate: string, dueDate: string, lines: object[], extra: object = {}) =>
    created<Record_>(client, INVOICES, { customer_id: customerId, issue_date: issueDate, due_date: dueDate, status: 'open', lines, ...extra });
  const pay = (invoiceId: string, date: string, amount: string, extra: object = {}) =>
    created<Record_>(client, `${INVOICES}/${invoiceId}/payments`, { amount, date, deposit_account_id: accounts['1010'], ...extra });

  const invest = await journal('2026-03-01', 'Owner invests', '1010', '3000', '5000.00');
  const s1 = await created<Record_>(client, SALES, { date: '2026-03-02', lines: [line('50.00', '2')] });
  const a1 = await invoice(ada.id, '2026-03-03', '2026-03-17', [line('500.00')]);
  const s2 = await created<Record_>(client, SALES, { date: '2026-03-05', lines: [line('200.00')] });
  const a2 = await invoice(ada.id, '2026-03-10', '2026-04-09', [line('300.00')]);
  const b1 = await invoice(bruno.id, '2026-03-12', '2026-03-26', [line('1000.00', '1', false)], { currency: 'EUR', exchange_rate: '1.10' });
  const payA1 = await pay(a1.id, '2026-03-15', '550.00');
  const payA2 = await pay(a2.id, '2026-03-20', '110.00');
  const supplies = await journal('2026-03-25', 'Office supplies', '6000', '1010', '80.00');
  const payB1 = await pay(b1.id, '2026-03-28', '1000.00', { exchange_rate: '1.05' });
  const accrual = await journal('2026-03-31', 'Electricity accrued', '6000', '2200', '120.00');
  const reversal = await created<Record_>(client, `${JOURNALS}/${accrual.id}/reverse`, { date: '2026-04-01' });
  return {
    client,
    accounts,
    customers: { ada: ada.id, bruno: bruno.id },
    invoices: { a1: a1.id, a2: a2.id, b1: b1.id },
    sales: { s1: s1.id, s2: s2.id },
    payments: { a1: payA1.id, a2: payA2.id, b1: payB1.id },
    journals: { invest: invest.id, supplies: supplies.id, accrual: accrual.id, reversal: reversal.id },
  };
}
