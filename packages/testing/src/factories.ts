import type { TestClient } from './client';
import { data, type Account, type TaxRate } from './responses';

// Records made through the API, as a user makes them: each factory fails the test unless it is created.

export const ACCOUNTS = '/api/v1/coa/accounts';
export const SALES_ACCOUNTS = '/api/v1/coa/sales/account';
export const CUSTOMERS = '/api/v1/customers';
export const ITEMS = '/api/v1/items';
export const TAX_RATES = '/api/v1/tax-rates';
export const SALES = '/api/v1/sales';
export const INVOICES = '/api/v1/invoices';
export const PAYMENTS = '/api/v1/payments';
export const JOURNALS = '/api/v1/journal-entries';
export const BUSINESS = '/api/v1/business';

/** POSTs `body` and returns the created record's `data`, failing the test unless the answer is 201. */
export async function created<T>(client: TestClient, path: string, body: object): Promise<T> {
  return data<T>(await client.post(path, body), 201);
}

/** Every account of the caller's business in the environment called (the default chart has 12). */
export async function accountsOf(client: TestClient): Promise<Account[]> {
  return data<Account[]>(await client.get(`${ACCOUNTS}?limit=100`), 200);
}

/** Account ids by `name` (`'Sales Tax Payable'`) or by `code` (`'2100'`). */
export async function accountIds(client: TestClient, by: 'name' | 'code' = 'name'): Promise<Record<string, string>> {
  return Object.fromEntries((await accountsOf(client)).map((account) => [account[by], account.id]));
}

/** An account's balance as the API reports it. */
export async function accountBalance(client: TestClient, accountId: string): Promise<string> {
  return data<Account>(await client.get(`${ACCOUNTS}/${accountId}`), 200).balance;
}

/** A tax rate named after its rate (default 7.5 %), credited to Sales Tax Payable unless `account_id` says otherwise. */
export function createTaxRate(client: TestClient, fields: Partial<TaxRate> = {}): Promise<TaxRate> {
  const rate = fields.rate ?? '7.5';
  return created<TaxRate>(client, TAX_RATES, { name: `Tax ${rate}`, rate, ...fields });
}

/** The account of that name, failing the test when there is none. */
export async function accountNamed(client: TestClient, name: string): Promise<Account> {
  const account = (await accountsOf(client)).find((a) => a.name === name);
  if (!account) throw new Error(`no account named ${name}`);
  return account;
}

/** A caller of business `businessId` with its sandbox API key, for a use case run without HTTP (a USD business in UTC, fiscal year from January). */
export function sandboxCaller(businessId: string) {
  return {
    businessId,
    environment: 'sandbox' as const,
    baseCurrency: 'USD',
    calendar: { timeZone: 'UTC', fiscalYearStartMonth: 1 },
    via: 'api_key' as const,
  };
}
