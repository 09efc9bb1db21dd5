import { addDays, invoiceNumber, isOverdue, refusal, statusForPaid } from './invoice';
import { Decimal } from './money';
import { receivableSettled } from './payment';
import { baseNetOn } from './posting';

const d = (value: string) => new Decimal(value);

describe('invoice rules', () => {
  it('numbers invoices INV-000001 onwards', () => {
    expect(invoiceNumber(1)).toBe('INV-000001');
    expect(invoiceNumber(1234567)).toBe('INV-1234567');
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2026-01-15', 30)).toBe('2026-02-14');
    expect(addDays('2028-02-15', 30)).toBe('2028-03-16');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('derives the paid status from the amount paid', () => {
    expect(statusForPaid(d('100'), d('0'))).toBe('open');
    expect(statusForPaid(d('100'), d('0.01'))).toBe('partially_paid');
    expect(statusForPaid(d('100'), d('100'))).toBe('paid');
  });

  it('is overdue only when open or partially paid, past due and still owed', () => {
    const base = { dueDate: '2026-03-01', total: d('10'), amountPaid: d('0') };
    expect(isOverdue({ ...base, status: 'open' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...base, status: 'open' }, '2026-03-01')).toBe(false);
    expect(isOverdue({ ...base, status: 'partially_paid', amountPaid: d('4') }, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...base, status: 'draft' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ ...base, status: 'void' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ ...base, status: 'paid', amountPaid: d('10') }, '2026-03-02')).toBe(false);
  });

  it('allows each action only from the documented statuses', () => {
    const allowed = (action: Parameters<typeof refusal>[0], status: Parameters<typeof refusal>[1], paid = '0') => refusal(action, status, d(paid)) === null;
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('edit', s as never))).toEqual(['draft', 'open']);
    expect(allowed('edit', 'open', '0')).toBe(true);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('delete', s as never))).toEqual(['draft']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('finalize', s as never))).toEqual(['draft']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('void', s as never))).toEqual(['open']);
    expect(['draft', 'open', 'partially_paid', 'paid', 'void'].filter((s) => allowed('pay', s as never))).toEqual(['open', 'partially_paid']);
  });

  it('settles the rounded payment at the invoice rate, and exactly what is open on the last payment', () => {
    const facts = { invoiceRate: d('1.1'), baseCurrency: 'USD', amountDue: d('100.00'), openReceivableBase: d('110.00') };
    expect(receivableSettled({ ...facts, amount: d('33.33') }).toString()).toBe('36.66');
    expect(receivableSettled({ ...facts, amount: d('33.34'), amountDue: d('33.34'), openReceivableBase: d('36.68') }).toString()).toBe('36.68');
    // never more than is still open
    expect(receivableSettled({ ...facts, amount: d('0.01'), amountDue: d('0.02'), openReceivableBase: d('0') }).toString()).toBe('0');
  });

  it('nets what an entry moves on one account', () => {
    const zero = d('0');
    const lines = [
      { accountId: 'ar', debit: d('10'), credit: zero, baseDebit: d('11'), baseCredit: zero },
      { accountId: 'sales', debit: zero, credit: d('10'), baseDebit: zero, baseCredit: d('11') },
    ];
    expect(baseNetOn(lines, 'ar').toString()).toBe('11');
    expect(baseNetOn(lines, 'sales').toString()).toBe('-11');
  });
});
