import { accountErrors, ofType } from './chart';
import type { FieldError } from './field-error';
import { referenceErrors } from './references';
import { exceedsTotalLimit } from './limits';
import { Decimal, roundMoney, toDecimal } from './money';

/** A line of a sale or an invoice as the request gives it (the API's DocumentLineDto). With `item_id`, what is not given comes from the item. */
export interface DocumentLine {
  description?: string;
  quantity: string | number;
  unit_price?: string | number;
  account_id?: string;
  item_id?: string;
  tax_rate_id?: string;
}

/** A document line with everything resolved (item defaults applied, tax rate looked up). */
export interface LineTerms {
  description: string;
  quantity: Decimal;
  unitPrice: Decimal;
  accountId: string;
  /** The currency of that income account (`incomeAccountCurrencyProblem`). */
  accountCurrency: string;
  itemId: string | null;
  taxRateId: string | null;
  /** Percent; 0 without a tax rate. */
  taxRate: Decimal;
  /** The liability account the line's tax is credited to (the tax rate's account). */
  taxAccountId: string | null;
}

/** Net of tax, and the tax, of one line. */
export interface LineAmounts {
  amount: Decimal;
  tax: Decimal;
}

export interface PricedLine extends LineTerms, LineAmounts {}

export interface Totals {
  subtotal: Decimal;
  taxTotal: Decimal;
  total: Decimal;
}

/**
 * One document line (docs/api.md, Money, dates, identifiers): quantity × unit price rounded half-up to the minor
 * unit, tax computed and rounded per line; with tax-inclusive prices the tax is backed out of the
 * rounded gross, so net + tax always equals what the customer pays for the line.
 */
export function lineAmounts(line: Pick<LineTerms, 'quantity' | 'unitPrice' | 'taxRate'>, currency: string, inclusive: boolean): LineAmounts {
  const gross = roundMoney(line.quantity.times(line.unitPrice), currency);
  if (inclusive) {
    const tax = roundMoney(gross.times(line.taxRate).dividedBy(line.taxRate.plus(100)), currency);
    return { amount: gross.minus(tax), tax };
  }
  return { amount: gross, tax: roundMoney(gross.times(line.taxRate).dividedBy(100), currency) };
}

export function priceLines(lines: LineTerms[], currency: string, inclusive: boolean): PricedLine[] {
  return lines.map((line) => ({ ...line, ...lineAmounts(line, currency, inclusive) }));
}

/** Totals are sums of the rounded lines. */
export function documentTotals(lines: LineAmounts[]): Totals {
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const taxTotal = lines.reduce((sum, line) => sum.plus(line.tax), new Decimal(0));
  return { subtotal, taxTotal, total: subtotal.plus(taxTotal) };
}

/**
 * A document's total (a sale's, an invoice's, a journal entry's debits) must be below 10^15 in
 * its own currency and, at `rate`, in the base currency; one that `posts` (a sale, an invoice
 * being finalized) must add up to more than 0, since it would post nothing. Problems are on `lines`.
 */
export function documentTotalErrors(total: Decimal, rate: Decimal, posts: boolean): FieldError[] {
  if (exceedsTotalLimit(total, rate))
    return [{ field: 'lines', message: 'add up to more than a document may total (below 10^15, in its currency and in the base currency)' }];
  if (posts && total.lte(0)) return [{ field: 'lines', message: 'add up to 0; a document must total more than 0 to be posted' }];
  return [];
}

/**
 * A document line may credit an income account only in the document's currency or in the base
 * currency (QuickBooks' rule): an income account kept in a foreign currency takes only documents in
 * that currency, and one in the base currency takes any. Answers why not, or undefined when it may.
 */
export function incomeAccountCurrencyProblem(accountCurrency: string, documentCurrency: string, baseCurrency: string): string | undefined {
  if (accountCurrency === documentCurrency || accountCurrency === baseCurrency) return undefined;
  const allowed = documentCurrency === baseCurrency ? `${baseCurrency}, the base currency` : `${documentCurrency} or in the base currency ${baseCurrency}`;
  return `names an income account in ${accountCurrency}: a line in ${documentCurrency} may post only to income accounts in ${allowed}`;
}

/**
 * Lines whose income account is in neither the document's currency nor the base currency
 * (`incomeAccountCurrencyProblem`), each on the field that chose the account: `lines.N.item_id`
 * when the line's item gave it, else `lines.N.account_id` (stored lines re-priced in a new currency too).
 */
export function lineCurrencyErrors(lines: LineTerms[], given: DocumentLine[] | undefined, currency: string, baseCurrency: string): FieldError[] {
  return lines.flatMap((line, index) => {
    const problem = incomeAccountCurrencyProblem(line.accountCurrency, currency, baseCurrency);
    if (!problem) return [];
    const fromItem = given?.[index] && !given[index].account_id && given[index].item_id;
    return [{ field: `lines.${index}.${fromItem ? 'item_id' : 'account_id'}`, message: problem }];
  });
}

/** What document lines name, as the business has them (numerics as text). */
export interface LineReferences {
  items: {
    id: string;
    description: string | null;
    name: string;
    unit_price: string | null;
    income_account_id: string | null;
    tax_rate_id: string | null;
    archived: boolean;
  }[];
  tax_rates: { id: string; rate: string; account_id: string; archived: boolean }[];
  accounts: { id: string; type: string; currency: string; archived: boolean }[];
  /** The Sales system account: a line's account when neither it nor its item names one. */
  sales_account_id: string | null;
}

export interface ResolvedLines {
  /** One per line; none when there are `errors`. */
  terms: LineTerms[];
  errors: FieldError[];
}

/**
 * Resolves document lines against the items, tax rates and accounts they name: item defaults
 * fill what the line leaves out, the account defaults to Sales, and every problem is a field
 * error on `lines.<n>.<field>` (one per line, the first found).
 */
export function resolveLineTerms(references: LineReferences, lines: DocumentLine[]): ResolvedLines {
  const salesAccountId = references.sales_account_id;
  if (!salesAccountId) throw new Error('business has no system account of subtype sales');
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [items, taxRates, accounts] = [byId(references.items), byId(references.tax_rates), byId(references.accounts)];

  const errors: FieldError[] = [];
  const terms = lines.flatMap((line, index): LineTerms[] => {
    const at = (field: string) => `lines.${index}.${field}`;
    const item = line.item_id ? items.get(line.item_id) : undefined;
    const description = line.description ?? item?.description ?? item?.name;
    const unitPrice = line.unit_price !== undefined ? toDecimal(line.unit_price) : item?.unit_price ? new Decimal(item.unit_price) : undefined;
    const accountId = line.account_id ?? item?.income_account_id ?? salesAccountId;
    const account = accounts.get(accountId);
    const taxRateId = line.tax_rate_id ?? item?.tax_rate_id ?? null;
    const taxRate = taxRateId ? taxRates.get(taxRateId) : undefined;
    // A line's first problem only: the later ones follow from what it names.
    const [problem] = [
      ...(line.item_id ? referenceErrors(at('item_id'), item, 'an item') : []),
      ...(description ? [] : [{ field: at('description'), message: 'is required without an item' }]),
      ...(unitPrice ? [] : [{ field: at('unit_price'), message: 'is required when the item has no price' }]),
      ...accountErrors(at('account_id'), account, ofType('income')),
      ...(taxRateId ? referenceErrors(at('tax_rate_id'), taxRate, 'a tax rate') : []),
    ];
    if (!problem && description && unitPrice && account)
      return [
        {
          description,
          quantity: toDecimal(line.quantity)!,
          unitPrice,
          accountId,
          accountCurrency: account.currency,
          itemId: item?.id ?? null,
          taxRateId,
          taxRate: taxRate ? new Decimal(taxRate.rate) : new Decimal(0),
          taxAccountId: taxRate?.account_id ?? null,
        },
      ];
    if (problem) errors.push(problem);
    return [];
  });
  return errors.length > 0 ? { terms: [], errors } : { terms, errors };
}
