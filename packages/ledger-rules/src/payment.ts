import { accountErrors } from './chart';
import type { FieldError } from './field-error';
import { exceedsTotalLimit } from './limits';
import { lockDateErrors } from './lock-date';
import { Decimal, moneyFieldErrors, roundMoney, toDecimal } from './money';

export const PAYMENT_STATUSES = ['completed', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The invoice a payment is for, as the payment is checked against it. */
export interface PaidInvoice {
  currency: string;
  issueDate: string;
  /** What is still owed before this payment, in the invoice currency. */
  amountDue: Decimal;
}

/**
 * A payment is in the invoice currency: more than zero, at most the amount due, within the
 * currency's minor unit, less than a document may total in the base currency at its `rate`,
 * dated on or after the invoice's issue date and after the lock date.
 */
export function paymentErrors(payment: { amount: unknown; date: string; rate: Decimal }, invoice: PaidInvoice, lockDate: string | null): FieldError[] {
  const amount = toDecimal(payment.amount) ?? new Decimal(0);
  const errors = moneyFieldErrors(invoice.currency, { amount: payment.amount });
  if (!amount.greaterThan(0)) errors.push({ field: 'amount', message: 'must be more than zero' });
  else if (amount.greaterThan(invoice.amountDue))
    errors.push({ field: 'amount', message: `must not exceed the amount due, ${invoice.amountDue.toFixed()} ${invoice.currency}` });
  else if (exceedsTotalLimit(amount, payment.rate))
    errors.push({ field: 'amount', message: 'is worth 10^15 or more in the base currency at this exchange rate (a payment must be worth less)' });
  if (payment.date < invoice.issueDate) errors.push({ field: 'date', message: `must be on or after the invoice's issue date ${invoice.issueDate}` });
  return [...errors, ...lockDateErrors(lockDate, payment.date, 'date')];
}

/** Money received is deposited into an active asset account other than Accounts Receivable (null: the business has no such account). */
export function paymentDepositErrors(account: { type: string; subtype: string; archived: boolean } | null): FieldError[] {
  return accountErrors('deposit_account_id', account, (found) =>
    found.type === 'asset' && found.subtype !== 'accounts_receivable' ? undefined : 'must be an asset account such as cash or bank (not Accounts Receivable)',
  );
}

/** Why a payment in `status` cannot be voided, or null when it can. */
export function paymentVoidRefusal(status: PaymentStatus): string | null {
  return status === 'void' ? 'This payment is already void' : null;
}

export interface SettlementFacts {
  /** The payment, in the invoice currency. */
  amount: Decimal;
  /** What is still owed before this payment, in the invoice currency. */
  amountDue: Decimal;
  invoiceRate: Decimal;
  /** The base-currency Accounts Receivable the invoice still has open (its posted lines net of its payments). */
  openReceivableBase: Decimal;
  baseCurrency: string;
}

/**
 * The base-currency Accounts Receivable a payment settles: the payment at the invoice's rate,
 * rounded; the payment that clears the invoice settles exactly what is still open, so the
 * invoice's receivable ends at zero whatever the rounding of earlier payments. Never more than
 * is open, so a run of small payments cannot take the receivable below zero.
 */
export function receivableSettled(facts: SettlementFacts): Decimal {
  if (facts.amount.greaterThanOrEqualTo(facts.amountDue)) return facts.openReceivableBase;
  return Decimal.min(roundMoney(facts.amount.times(facts.invoiceRate), facts.baseCurrency), facts.openReceivableBase);
}
