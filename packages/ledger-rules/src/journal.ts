import { accountErrors } from './chart';
import type { FieldError } from './field-error';
import { documentTotalErrors } from './lines';
import { Decimal, moneyFieldErrors, toDecimal } from './money';
import { sumOf, toBaseLines, type DraftLine, type Posting } from './posting';

/** A line of a manual journal entry as the request gives it (the API's JournalLineDto). */
export interface JournalLine {
  account_id: string;
  debit?: string | number;
  credit?: string | number;
  description?: string;
}

/**
 * A manual entry's lines: each a debit or a credit (not both, not neither) within the currency's
 * minor unit, and, those being right, debits equal to credits in the entry's currency (so they
 * balance in base currency too, `toBaseLines`), adding up to less than a document may total, in
 * the currency and at `rate` in the base currency. The lines as posted, and every problem found.
 */
export function journalDraftLines(lines: JournalLine[], currency: string, rate: Decimal): { draft: DraftLine[]; errors: FieldError[] } {
  const draft = lines.map((line) => ({
    accountId: line.account_id,
    debit: toDecimal(line.debit ?? 0) ?? new Decimal(0),
    credit: toDecimal(line.credit ?? 0) ?? new Decimal(0),
    description: line.description ?? null,
  }));
  const errors = lines.flatMap((line, index) => [
    ...(draft[index].debit.isZero() === draft[index].credit.isZero()
      ? [{ field: `lines.${index}`, message: 'must have either a debit or a credit, not both or neither' }]
      : []),
    ...moneyFieldErrors(currency, { [`lines.${index}.debit`]: line.debit, [`lines.${index}.credit`]: line.credit }),
  ]);
  if (errors.length > 0) return { draft, errors };
  const [debits, credits] = [sumOf(draft, 'debit'), sumOf(draft, 'credit')];
  if (!debits.equals(credits))
    return { draft, errors: [{ field: 'lines', message: `must balance: debits ${debits.toString()} ≠ credits ${credits.toString()}` }] };
  return { draft, errors: documentTotalErrors(debits, rate, false) };
}

/**
 * A manual entry posts only to accounts of the business that are not archived, and never to
 * Accounts Receivable: a control account that moves only with invoices and payments, so that it
 * always equals the open invoices. `accounts` holds what the business has of the accounts named.
 */
export function postableAccountErrors(lines: DraftLine[], accounts: Map<string, { subtype: string; archived: boolean }>): FieldError[] {
  return lines.flatMap((line, index) =>
    accountErrors(`lines.${index}.account_id`, accounts.get(line.accountId), (account) =>
      account.subtype === 'accounts_receivable' ? 'is the Accounts Receivable control account, which moves only with invoices and payments' : undefined,
    ),
  );
}

/** A manual entry: its lines converted to base currency at its rate, the residue to Rounding. */
export function manualPosting(
  entry: { date: string; memo: string | null; currency: string; rate: Decimal },
  draft: DraftLine[],
  ledger: { baseCurrency: string; roundingAccountId: string },
): Posting {
  return {
    date: entry.date,
    memo: entry.memo,
    currency: entry.currency,
    exchangeRate: entry.rate,
    sourceType: 'manual',
    sourceId: null,
    lines: toBaseLines(draft, entry.rate, ledger.baseCurrency, ledger.roundingAccountId),
  };
}

/**
 * Why an entry cannot be reversed with `POST /journal-entries/{id}/reverse`, or null when it can:
 * only manual entries, not themselves reversals, once. A document's entry is undone by voiding or
 * changing the document.
 */
export function journalReversalRefusal(entry: { sourceType: string; reversesId: string | null; reversedById: string | null }): string | null {
  if (entry.sourceType !== 'manual') return `This entry was posted by a ${entry.sourceType}; void or change the ${entry.sourceType} instead`;
  if (entry.reversesId) return 'This entry is itself a reversal';
  return entry.reversedById ? 'This entry has already been reversed' : null;
}
