// Generated from apps/api/openapi.json by packages/sdk/scripts/generate.mjs (openapi-typescript). Do not edit.
export interface paths {
  '/api/v1/business': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The calling business
     * @description Mode B: any access token of the business, whatever its scopes. `version`, `updated_at` and `lock_date` are those of the environment called.
     */
    get: operations['BusinessController_get'];
    /**
     * Update the calling business
     * @description Name, time zone, country, fiscal year start and base currency (while nothing is posted in either environment) are shared by both environments: only the production key changes them, and the change moves the version of both and records `business.updated` in both event feeds. A sandbox key that sends any of them gets 403 `forbidden`. `lock_date` is per environment: each environment's own key sets it.
     */
    put: operations['BusinessController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/coa/sales/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sales accounts
     * @description Income accounts of subtype `sales`.
     */
    get: operations['SalesAccountsController_list'];
    put?: never;
    /**
     * Create a sales account
     * @description An income account of subtype `sales`. `currency` defaults to the base currency. An income account in the base currency takes sale and invoice lines in any currency; one in another currency takes only lines of sales and invoices in that currency (an NGN account in a USD business: NGN documents only), anything else is 400 on the line.
     */
    post: operations['SalesAccountsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/coa/sales/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a sales account */
    get: operations['SalesAccountsController_get'];
    /** Update a sales account */
    put: operations['SalesAccountsController_update'];
    post?: never;
    /** Delete a sales account */
    delete: operations['SalesAccountsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/coa/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List accounts
     * @description Every type. Filters: `type`, `subtype`, `archived`, `updated_since`, `external_id`.
     */
    get: operations['AccountsController_list'];
    put?: never;
    /** Create an account */
    post: operations['AccountsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/coa/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an account */
    get: operations['AccountsController_get'];
    /**
     * Update an account
     * @description Only the fields given change. `If-Match` with a stale ETag → 412.
     */
    put: operations['AccountsController_update'];
    post?: never;
    /**
     * Delete an account
     * @description System accounts and accounts with postings or sub-accounts → 409; archive those instead.
     */
    delete: operations['AccountsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/keys/roll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roll the API key of the calling environment
     * @description Mode A only. The old key stops working at once; the new one is shown only in this response.
     */
    post: operations['KeysController_roll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your integrations
     * @description Mode A only.
     */
    get: operations['IntegrationsController_list'];
    put?: never;
    /**
     * Register an integration (OAuth client)
     * @description Mode A only. The integration works in the environment of the address called; its secret key is your API key of that environment.
     */
    post: operations['IntegrationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth/integrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an integration
     * @description Mode A only. `id` is the client_id. Every connection to it and every token issued to it stop working.
     */
    delete: operations['IntegrationsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth/connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the integrations you authorized
     * @description Mode A only. One connection per integration, in the environment of the address called.
     */
    get: operations['ConnectionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth/connections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a connection
     * @description Mode A only. Every access and refresh token issued under it stops working at once.
     */
    delete: operations['ConnectionsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/journal-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List journal entries
     * @description Filters: `account_id`, `source_type`, `source_id`, `date_from`, `date_to`, `external_id`.
     */
    get: operations['JournalEntriesController_list'];
    put?: never;
    /**
     * Post a manual journal entry
     * @description Debits must equal credits (base currency); at least two lines; each line a debit or a credit; no archived accounts; dated after the lock date.
     */
    post: operations['JournalEntriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/journal-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a journal entry with its lines */
    get: operations['JournalEntriesController_get'];
    /** Not allowed: posted entries are immutable (409) */
    put: operations['JournalEntriesController_update'];
    post?: never;
    /** Not allowed: posted entries are immutable (409) */
    delete: operations['JournalEntriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/journal-entries/{id}/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reverse a manual journal entry
     * @description Posts the mirror entry (dated `date`, default the original date). Entries posted by documents are reversed by voiding the document (409).
     */
    post: operations['JournalEntriesController_reverse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/trial-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Trial balance
     * @description Every account's balance at the end of `as_of` (default: today in the business's time zone), in the base currency: a debit balance on the debit side, a credit balance on the credit side. Accounts with a zero balance are left out unless `include_zero=true`. Always nets to zero. With `Accept: text/csv`: a header row, then one row per data row, its first column `row` saying what it is (`account` or `total`); amounts as numbers; a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is written with a `'` in front, so a spreadsheet never runs it as a formula.
     */
    get: operations['ReportsController_trialBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/balance-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Balance sheet
     * @description Assets, liabilities and equity at the end of `as_of`, each section with its accounts and total, in the base currency. Equity also shows the earnings of the years before the fiscal year holding `as_of` and the current year’s (from the first day of the fiscal year to `as_of`), so assets always equal liabilities plus equity. Accounts with a zero balance are left out unless `include_zero=true`. With `Accept: text/csv`: a header row, then one row per data row, its first column `row` saying what it is (`account` or `total`); amounts as numbers; a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is written with a `'` in front, so a spreadsheet never runs it as a formula.
     */
    get: operations['ReportsController_balanceSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/profit-and-loss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Profit and loss
     * @description Income, cost of sales and expenses from `from` to `to` (default: the fiscal year to date), with gross profit and net income, in the base currency. `basis=cash` counts an invoice when it is paid, in proportion to each payment (sales, manual entries and exchange differences count on their date). `compare=previous_period|previous_year` with `periods=1..12` adds comparison columns: every row and total then carries one amount per entry of `columns`, the requested period first. Accounts whose amounts are all zero are left out unless `include_zero=true`. With `Accept: text/csv`: a header row, then one row per data row, its first column `row` saying what it is (`account` or `total`); amounts as numbers; a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is written with a `'` in front, so a spreadsheet never runs it as a formula. The CSV has one amount column per period, named by its dates.
     */
    get: operations['ReportsController_profitAndLoss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/general-ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * General ledger
     * @description Every line posted from `from` to `to` (default: the fiscal year to date), account by account in chart order, in date order within an account, each with its entry, source (sale, invoice, payment or manual entry), memo, debit, credit and the account’s running balance (debit-positive), in the base currency. Each account carries its opening balance, the period’s debits and credits and its closing balance; accounts with a balance but no line in the period are listed too. `account_id` keeps one account. Paged by lines: `limit` (1–100, default 10) lines a page, by `page` or by `cursor` (the previous page’s `pagination.next_cursor`), at the same speed at any depth; each page lists the accounts its lines belong to. With `Accept: text/csv`, the page as CSV: `opening`, `line` and `closing` rows.
     */
    get: operations['GeneralLedgerController_generalLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/aged-receivables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Aged receivables
     * @description What each customer owes at the end of `as_of` (default: today in the business’s time zone), in the base currency, by days past the due date: `current` (not yet due), `days_1_30`, `days_31_60`, `days_61_90`, `days_over_90`; each bucket with the invoices behind it, each customer with its total, and `totals` for everyone, whose `total` is the Accounts Receivable balance. With `Accept: text/csv`, the same rows as CSV, the first column `row` saying what each is; formula-like text cells are neutralised.
     */
    get: operations['ReceivablesController_agedReceivables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/customer-statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Customer statement
     * @description A customer’s account over `from`–`to` (default: the fiscal year to date), in the base currency: what it owed at the end of the day before `from`, then each invoice finalized, changed or voided and each payment or payment void in date order with the running balance, what it owes at the end of `to`, and that amount by age. With `Accept: text/csv`, the same rows as CSV, the first column `row` saying what each is; formula-like text cells are neutralised.
     */
    get: operations['ReceivablesController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exports/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ledger export for hledger and ledger
     * @description The ledger as a plain-text journal that `hledger` and `ledger` read: one transaction per journal entry (date, memo, `journal_entry_id` and `source` tags), accounts named `Assets:1000 Cash` (type, code, name), amounts in the base currency with its code (`USD -100.00`). Without `from`, from the first entry; with `from`, an "Opening balances" transaction dated `from` comes first, so that a balance report over the file equals the trial balance as of `to` (default: today in the business’s time zone). Written as it is read, from one snapshot of the books.
     */
    get: operations['LedgerExportController_ledger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Replay events in order
     * @description Every change to a record, oldest first, after `after`; there is no look-back limit. `pagination.next_cursor` is the `after` of the next page (the last sequence of this one), null when no event follows yet; to wait for new events, ask again later with the `sequence` of the last event you processed. `pagination.total` is the number of events after `after` you may see (`total_pages` counts pages of `limit` from there; `page` is null): exact with an API key; with an access token counted up to 10000 (10000 means that many or more). An access token sees an event only if it may read the record: `account.*` with `accounts:read`, `customer.*` with `customers:read`, `item.*` and `tax_rate.*` with `items:read`, `sale.*` with `sales:read`, `invoice.*` and `payment.*` with `invoices:read`, `journal_entry.*` with `journals:read`; `business.*` with `events:read` alone. The sequence numbers it sees then have gaps.
     */
    get: operations['EventsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List customers
     * @description Filters: `archived`, `updated_since`, `external_id`, `email` (exact, any case), `name` (contains, any case). Sort: `created_at` (default `-created_at`), `updated_at`, `name`.
     */
    get: operations['CustomersController_list'];
    put?: never;
    /**
     * Create a customer
     * @description A taken `external_id` → 409 with `existing_id`.
     */
    post: operations['CustomersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a customer */
    get: operations['CustomersController_get'];
    /**
     * Update a customer
     * @description Only the fields given change; null clears an optional field; `archived: true` archives. `If-Match` with a stale ETag → 412.
     */
    put: operations['CustomersController_update'];
    post?: never;
    /**
     * Delete a customer
     * @description A customer with sales or invoices → 409; archive it instead.
     */
    delete: operations['CustomersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tax rates
     * @description Filters: `archived`, `updated_since`, `external_id`. Sort: `created_at` (default `-created_at`), `updated_at`, `name`.
     */
    get: operations['TaxRatesController_list'];
    put?: never;
    /**
     * Create a tax rate
     * @description `account_id` defaults to the system Sales Tax Payable account. A taken `external_id` → 409 with `existing_id`.
     */
    post: operations['TaxRatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-rates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a tax rate */
    get: operations['TaxRatesController_get'];
    /**
     * Update a tax rate
     * @description Only the fields given change. Once document lines use the rate, `rate` cannot change (409): create a new tax rate. `If-Match` with a stale ETag → 412.
     */
    put: operations['TaxRatesController_update'];
    post?: never;
    /**
     * Delete a tax rate
     * @description A tax rate that items or document lines use → 409; archive it instead.
     */
    delete: operations['TaxRatesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List items
     * @description Filters: `archived`, `updated_since`, `external_id`, `sku` (exact), `name` (contains, any case). Sort: `created_at` (default `-created_at`), `updated_at`, `name`.
     */
    get: operations['ItemsController_list'];
    put?: never;
    /**
     * Create an item
     * @description A taken `sku` or `external_id` → 409 with `existing_id`.
     */
    post: operations['ItemsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an item */
    get: operations['ItemsController_get'];
    /**
     * Update an item
     * @description Only the fields given change; null clears an optional field. `If-Match` with a stale ETag → 412.
     */
    put: operations['ItemsController_update'];
    post?: never;
    /**
     * Delete an item
     * @description An item that document lines use → 409; archive it instead.
     */
    delete: operations['ItemsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List invoices
     * @description Filters: `status`, `customer_id`, `date_from`/`date_to` (issue date), `overdue`, `updated_since`, `external_id`. Default order: newest issue date first.
     */
    get: operations['InvoicesController_list'];
    put?: never;
    /**
     * Create an invoice
     * @description A draft (nothing posted) unless `status` is `open`, which finalizes it at once.
     */
    post: operations['InvoicesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an invoice */
    get: operations['InvoicesController_get'];
    /**
     * Update an invoice
     * @description Only the fields given change. A draft changes freely; an open invoice without payments is reversed and re-posted; otherwise 409. `If-Match` with a stale ETag → 412.
     */
    put: operations['InvoicesController_update'];
    post?: never;
    /**
     * Delete a draft invoice
     * @description Only drafts; a finalized invoice is voided instead (409).
     */
    delete: operations['InvoicesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/finalize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finalize a draft invoice
     * @description draft → open; posts debit Accounts Receivable, credit each line’s income account and the tax accounts. 409 unless draft.
     */
    post: operations['InvoicesController_finalize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Void an invoice
     * @description Open invoices without payments (void its payments first); posts the reversing entry, dated `date` or else as the posting it reverses. 409 otherwise.
     */
    post: operations['InvoicesController_void'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the payments of an invoice */
    get: operations['InvoicesController_payments'];
    put?: never;
    /**
     * Record a payment against an invoice
     * @description In the invoice currency, at most the amount due (else 400); the invoice must be open or partially paid (else 409). Posts debit the deposit account (default Cash), credit Accounts Receivable; at another exchange rate than the invoice’s, the realised gain or loss goes to Exchange Gains/Losses.
     */
    post: operations['InvoicesController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List payments
     * @description Filters: `invoice_id`, `status`, `date_from`, `date_to`, `updated_since`, `external_id`. Default order: newest payment date first.
     */
    get: operations['PaymentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a payment */
    get: operations['PaymentsController_get'];
    put?: never;
    post?: never;
    /**
     * Void a payment
     * @description Posts the entry reversing the payment (on the payment’s date) and answers the voided payment; the invoice’s amount paid and status follow. Voiding twice → 409.
     */
    delete: operations['PaymentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sales
     * @description Newest first (date, then creation time). Without `status`, every sale but void ones; `status=void` lists the voided. Filters: `customer_id`, `date_from`, `date_to`, `updated_since`, `external_id`; with any of them `pagination.total` counts at most 10000 matches. Also served at `{base_url}/sales`.
     */
    get: operations['SalesController_list'];
    put?: never;
    /**
     * Record a sale
     * @description A sale paid at once: posts debit the deposit account (default Cash), credit each line’s income account (default Sales) and each tax rate’s account.
     */
    post: operations['SalesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sales/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a sale
     * @description Void sales stay readable.
     */
    get: operations['SalesController_get'];
    /**
     * Update a sale
     * @description Only the fields given change. A change to what the sale posts reverses its journal entry and posts a new one (both stay in the ledger). A void sale → 409; `If-Match` with a stale ETag → 412.
     */
    put: operations['SalesController_update'];
    post?: never;
    /**
     * Void a sale
     * @description Posts a reversing entry and marks the sale `void`: gone from the default list, still readable by id and with `status=void`. Answers the voided sale. Voiding twice → 409.
     */
    delete: operations['SalesController_void'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description Filter: `updated_since`. Sort: `created_at` (default `-created_at`). Keyset paging with `cursor`.
     */
    get: operations['WebhooksController_list'];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Answers the endpoint with its signing `secret` (`whsec_` + base64 of 32 random bytes), shown only here and on rotation. Each delivery is a POST of `{id, type, sequence, created_at, environment, data}` (`data`: the record as in `GET /events`), signed per Standard Webhooks: `webhook-id` (the event id, the same on every attempt), `webhook-timestamp`, and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's base64-decoded bytes).
     */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a webhook endpoint */
    get: operations['WebhooksController_get'];
    /**
     * Update a webhook endpoint
     * @description Only the fields given change. `If-Match` with a stale ETag → 412.
     */
    put: operations['WebhooksController_update'];
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Its delivery log goes with it; attempts still queued are dropped.
     */
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's signing secret
     * @description Answers the new secret, shown only here. For 24 hours deliveries carry both signatures, space-separated in `webhook-signature`.
     */
    post: operations['WebhooksController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Queues a `webhook.test` event for this endpoint alone (not in the event feed; its `sequence` is null). A disabled endpoint → 409.
     */
    post: operations['WebhooksController_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook endpoint's delivery attempts
     * @description Newest first. Filters: `status`, `event_type`, `updated_since` (attempted or queued since). Sort: `created_at` (default `-created_at`).
     */
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-send a delivery now
     * @description Queues a new attempt at the same event (same `webhook-id`). A disabled endpoint → 409.
     */
    post: operations['WebhooksController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-send every event after a sequence
     * @description Queues an attempt at every event with a greater sequence that the endpoint subscribes to, however old. A disabled endpoint → 409.
     */
    post: operations['WebhooksController_recover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    BusinessResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @example USD */
      base_currency: string;
      /** @example NG */
      country: string | null;
      /** @example UTC */
      timezone: string;
      fiscal_year_start_month: number;
      /**
       * Format: date
       * @description No posting dated on or before it is accepted
       */
      lock_date: string | null;
      /**
       * @description The environment of the address called
       * @enum {string}
       */
      environment: 'production' | 'sandbox';
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    UpdateBusinessDto: {
      name?: string;
      /**
       * @description IANA time zone
       * @example Africa/Lagos
       */
      timezone?: string;
      /**
       * @description ISO 3166-1 alpha-2
       * @example NG
       */
      country?: string;
      fiscal_year_start_month?: number;
      /**
       * Format: date
       * @description No posting dated on or before it is accepted (this environment); null clears it
       */
      lock_date?: string | null;
      /**
       * @description Only while nothing is posted in either environment (409 otherwise); the accounts of both charts in the old base currency follow it
       * @example NGN
       */
      base_currency?: string;
    };
    AccountResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** @example 4000 */
      code: string | null;
      /** @example Sales */
      name: string;
      description: string | null;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /** @example sales */
      subtype: string;
      /** @example USD */
      currency: string;
      /** Format: uuid */
      parent_id: string | null;
      archived: boolean;
      /** @description System accounts are the ones postings default to; they cannot be deleted */
      system: boolean;
      /**
       * @description Debit-positive balance in the base currency, as a decimal string
       * @example 0.00
       */
      balance: string;
    };
    CreateSalesAccountDto: {
      /**
       * @description Unique among the business’s accounts, case-insensitively
       * @example Online sales
       */
      name: string;
      /** @example Web shop */
      description?: string;
      /**
       * @description ISO 4217, any case; defaults to the base currency. An income account in a currency other than the base currency takes only sale and invoice lines in that currency
       * @example NGN
       */
      currency?: string;
      /** @example 4010 */
      code?: string;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    UpdateSalesAccountDto: {
      name?: string;
      /** @description null clears it */
      description?: Record<string, never> | null;
      /** @example NGN */
      currency?: string;
      /** @description null clears it */
      code?: Record<string, never> | null;
      /** @description Archived accounts take no new postings and keep their history */
      archived?: boolean;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    DeletedResponse: {
      /** Format: uuid */
      id: string;
      /** @enum {boolean} */
      deleted: true;
    };
    CreateAccountDto: {
      /**
       * @description Unique among the business’s accounts, case-insensitively
       * @example Online sales
       */
      name: string;
      /** @example Web shop */
      description?: string;
      /**
       * @description ISO 4217, any case; defaults to the base currency. An income account in a currency other than the base currency takes only sale and invoice lines in that currency
       * @example NGN
       */
      currency?: string;
      /** @example 4010 */
      code?: string;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /**
       * @description Defaults to the first subtype of the type; see the account-types guide
       * @example current_asset
       */
      subtype?: string;
      /**
       * Format: uuid
       * @description An account of the same type
       */
      parent_id?: string;
    };
    UpdateAccountDto: {
      name?: string;
      /** @description null clears it */
      description?: Record<string, never> | null;
      /** @example NGN */
      currency?: string;
      /** @description null clears it */
      code?: Record<string, never> | null;
      /** @description Archived accounts take no new postings and keep their history */
      archived?: boolean;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      /** @example current_asset */
      subtype?: string;
      /**
       * Format: uuid
       * @description null clears it
       */
      parent_id?: Record<string, never> | null;
    };
    RolledKeyResponse: {
      /** @enum {string} */
      environment: 'production' | 'sandbox';
      /**
       * @description The new key, shown this once
       * @example sk_test_…
       */
      key: string;
      /** @example sk_test_AbCd */
      prefix: string;
    };
    IntegrationResponse: {
      /**
       * Format: uuid
       * @description The integration's public OAuth client id (also its id in paths)
       */
      client_id: string;
      name: string;
      /**
       * @description Where the integration works; its secret key is your API key of this environment
       * @enum {string}
       */
      environment: 'production' | 'sandbox';
      redirect_uris: string[];
      scopes: (
        | 'accounts:read'
        | 'accounts:write'
        | 'customers:read'
        | 'customers:write'
        | 'sales:read'
        | 'sales:write'
        | 'invoices:read'
        | 'invoices:write'
        | 'reports:read'
        | 'items:read'
        | 'items:write'
        | 'journals:read'
        | 'journals:write'
        | 'webhooks:read'
        | 'webhooks:write'
        | 'events:read'
      )[];
      /** Format: date-time */
      created_at: string;
    };
    CreateIntegrationDto: {
      /**
       * @description Shown to business owners on the consent page
       * @example Shopline sync
       */
      name: string;
      /**
       * @description Absolute https URLs (http only on a loopback address) whose host is a DNS name (letters, digits and hyphens) or an IP address; no fragment, no user information. An authorization request must name one of them exactly. A URL that cannot be one is a validation error of `redirect_uris.<index>`.
       * @example [
       *       "https://shopline.example/oauth/callback"
       *     ]
       */
      redirect_uris: string[];
      /**
       * @description The most an authorization request of this integration may ask for
       * @example [
       *       "accounts:read",
       *       "sales:write"
       *     ]
       */
      scopes: (
        | 'accounts:read'
        | 'accounts:write'
        | 'customers:read'
        | 'customers:write'
        | 'sales:read'
        | 'sales:write'
        | 'invoices:read'
        | 'invoices:write'
        | 'reports:read'
        | 'items:read'
        | 'items:write'
        | 'journals:read'
        | 'journals:write'
        | 'webhooks:read'
        | 'webhooks:write'
        | 'events:read'
      )[];
    };
    ConnectionResponse: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description The client_id of the integration you authorized
       */
      client_id: string;
      integration_name: string;
      /** @enum {string} */
      environment: 'production' | 'sandbox';
      /** @description What you allowed it to do */
      scopes: (
        | 'accounts:read'
        | 'accounts:write'
        | 'customers:read'
        | 'customers:write'
        | 'sales:read'
        | 'sales:write'
        | 'invoices:read'
        | 'invoices:write'
        | 'reports:read'
        | 'items:read'
        | 'items:write'
        | 'journals:read'
        | 'journals:write'
        | 'webhooks:read'
        | 'webhooks:write'
        | 'events:read'
      )[];
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description When you last authorized it
       */
      updated_at: string;
    };
    JournalLineResponse: {
      /** Format: uuid */
      id: string;
      line_no: number;
      /** Format: uuid */
      account_id: string;
      description: string | null;
      /**
       * @description Entry currency
       * @example 100.00
       */
      debit: string;
      /** @example 0.00 */
      credit: string;
      /**
       * @description Base currency
       * @example 100.00
       */
      base_debit: string;
      /** @example 0.00 */
      base_credit: string;
    };
    JournalEntryResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** Format: date */
      date: string;
      memo: string | null;
      /** @example USD */
      currency: string;
      /** @example 1 */
      exchange_rate: string;
      /** @enum {string} */
      source_type: 'manual' | 'sale' | 'invoice' | 'payment';
      /**
       * Format: uuid
       * @description The sale, invoice or payment that posted it
       */
      source_id: string | null;
      /**
       * Format: uuid
       * @description The entry this one reverses
       */
      reverses_id: string | null;
      /**
       * Format: uuid
       * @description The entry that reverses this one
       */
      reversed_by_id: string | null;
      /**
       * @description Sum of the base-currency debits (= credits)
       * @example 100.00
       */
      total: string;
      lines: components['schemas']['JournalLineResponse'][];
    };
    JournalLineDto: {
      /** Format: uuid */
      account_id: string;
      /** @example 100.00 */
      debit?: string;
      /** @example 0 */
      credit?: string;
      description?: string;
    };
    CreateJournalEntryDto: {
      /**
       * Format: date
       * @example 2026-11-21
       */
      date: string;
      memo?: string;
      /**
       * @description Defaults to the base currency
       * @example USD
       */
      currency?: string;
      /**
       * @description Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1
       */
      exchange_rate?: string;
      lines: components['schemas']['JournalLineDto'][];
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    ReverseJournalEntryDto: {
      /**
       * Format: date
       * @description Defaults to the date of the entry it reverses
       */
      date?: string;
    };
    TrialBalanceRow: {
      /** Format: uuid */
      account_id: string;
      /** @example 4000 */
      code: string | null;
      /** @example Sales */
      name: string;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /** @example sales */
      subtype: string;
      /** @example 100.00 */
      debit: string;
      /** @example 0.00 */
      credit: string;
    };
    TrialBalanceTotals: {
      /** @example 100.00 */
      debit: string;
      /** @example 100.00 */
      credit: string;
    };
    TrialBalanceResponse: {
      /** Format: date */
      as_of: string;
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      /** @description Accounts with a non-zero balance, by code */
      rows: components['schemas']['TrialBalanceRow'][];
      totals: components['schemas']['TrialBalanceTotals'];
    };
    StatementRow: {
      /** Format: uuid */
      account_id: string;
      /** @example 4000 */
      code: string | null;
      /** @example Sales */
      name: string;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /** @example sales */
      subtype: string;
      /**
       * @description The balance on the side the section shows it: assets debit-positive, liabilities and equity credit-positive
       * @example 1250.00
       */
      amount: string;
    };
    BalanceSheetSection: {
      accounts: components['schemas']['StatementRow'][];
      /** @example 1550.00 */
      total: string;
    };
    EquitySection: {
      accounts: components['schemas']['StatementRow'][];
      /** @example 1550.00 */
      total: string;
      /**
       * @description Net income of every year before the fiscal year holding `as_of`
       * @example 300.00
       */
      prior_years_earnings: string;
      /**
       * @description Net income from the start of the fiscal year to `as_of`: the profit and loss over that period
       * @example 175.00
       */
      current_year_earnings: string;
    };
    BalanceSheetResponse: {
      /** Format: date */
      as_of: string;
      /**
       * Format: date
       * @description First day of the fiscal year holding `as_of`
       */
      fiscal_year_start: string;
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      assets: components['schemas']['BalanceSheetSection'];
      liabilities: components['schemas']['BalanceSheetSection'];
      /** @description Equity accounts, then the earnings not closed into an account */
      equity: components['schemas']['EquitySection'];
      /**
       * @description Liabilities plus equity: always equal to the assets total
       * @example 1550.00
       */
      liabilities_and_equity: string;
    };
    ReportColumn: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
    };
    ProfitAndLossRow: {
      /** Format: uuid */
      account_id: string;
      /** @example 4000 */
      code: string | null;
      /** @example Sales */
      name: string;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /** @example sales */
      subtype: string;
      /**
       * @description One amount per column: income credit-positive, costs and expenses debit-positive
       * @example [
       *       "1000.00",
       *       "800.00"
       *     ]
       */
      amounts: string[];
    };
    ProfitAndLossSection: {
      accounts: components['schemas']['ProfitAndLossRow'][];
      /**
       * @description One total per column
       * @example [
       *       "1000.00",
       *       "800.00"
       *     ]
       */
      total: string[];
    };
    ProfitAndLossResponse: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /** @enum {string} */
      basis: 'accrual' | 'cash';
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      /** @description The period, then each comparison period: every amount list follows this order */
      columns: components['schemas']['ReportColumn'][];
      /** @description Income accounts */
      income: components['schemas']['ProfitAndLossSection'];
      /** @description Expense accounts of subtype cost_of_sales */
      cost_of_sales: components['schemas']['ProfitAndLossSection'];
      /** @description Every other expense account */
      expenses: components['schemas']['ProfitAndLossSection'];
      /**
       * @description Income − cost of sales, per column
       * @example [
       *       "600.00",
       *       "500.00"
       *     ]
       */
      gross_profit: string[];
      /**
       * @description Gross profit − expenses, per column
       * @example [
       *       "460.00",
       *       "495.00"
       *     ]
       */
      net_income: string[];
    };
    GeneralLedgerLine: {
      /** Format: uuid */
      line_id: string;
      /** Format: uuid */
      journal_entry_id: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      source_type: 'manual' | 'sale' | 'invoice' | 'payment';
      /**
       * Format: uuid
       * @description The sale, invoice or payment the entry posts; for a manual entry, the entry itself
       */
      source_id: string;
      /** @description The entry’s memo */
      memo: string | null;
      /** @description The line’s own description */
      description: string | null;
      /** @example 550.00 */
      debit: string;
      /** @example 0.00 */
      credit: string;
      /**
       * @description The account’s balance after this line, debit-positive
       * @example 5550.00
       */
      balance: string;
    };
    GeneralLedgerAccount: {
      /** Format: uuid */
      account_id: string;
      /** @example 4000 */
      code: string | null;
      /** @example Sales */
      name: string;
      /** @enum {string} */
      type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
      /** @example sales */
      subtype: string;
      /**
       * @description Balance at the end of the day before `from`, debit-positive
       * @example 0.00
       */
      opening_balance: string;
      /**
       * @description Debits of the whole period
       * @example 6710.00
       */
      debit: string;
      /**
       * @description Credits of the whole period
       * @example 80.00
       */
      credit: string;
      /**
       * @description Balance at the end of `to`, debit-positive
       * @example 6630.00
       */
      closing_balance: string;
      /** @description This page’s lines of the account, in date order */
      lines: components['schemas']['GeneralLedgerLine'][];
    };
    GeneralLedgerResponse: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      /** @description The accounts this page shows, in chart order */
      accounts: components['schemas']['GeneralLedgerAccount'][];
    };
    AgedInvoice: {
      /** Format: uuid */
      invoice_id: string;
      /** @example INV-000042 */
      number: string;
      /** Format: date */
      issue_date: string;
      /** Format: date */
      due_date: string;
      /**
       * @description Days from the due date to the report’s date; 0 when not yet due
       * @example 12
       */
      days_past_due: number;
      /**
       * @description What it still owes, base currency
       * @example 220.00
       */
      amount_due: string;
    };
    AgingBucket: {
      /** @example 220.00 */
      total: string;
      /** @description The invoices behind the total, by due date */
      invoices: components['schemas']['AgedInvoice'][];
    };
    CustomerAging: {
      /** @description Not yet past due */
      current: components['schemas']['AgingBucket'];
      /** @description 1 to 30 days past due */
      days_1_30: components['schemas']['AgingBucket'];
      /** @description 31 to 60 days past due */
      days_31_60: components['schemas']['AgingBucket'];
      /** @description 61 to 90 days past due */
      days_61_90: components['schemas']['AgingBucket'];
      /** @description More than 90 days past due */
      days_over_90: components['schemas']['AgingBucket'];
      /**
       * @description Every bucket together
       * @example 220.00
       */
      total: string;
      /** Format: uuid */
      customer_id: string;
      /** @example Ada Lovelace */
      name: string;
    };
    AgingTotals: {
      /**
       * @description Not yet past due
       * @example 220.00
       */
      current: string;
      /**
       * @description 1 to 30 days past due
       * @example 0.00
       */
      days_1_30: string;
      /**
       * @description 31 to 60 days past due
       * @example 0.00
       */
      days_31_60: string;
      /**
       * @description 61 to 90 days past due
       * @example 0.00
       */
      days_61_90: string;
      /**
       * @description More than 90 days past due
       * @example 0.00
       */
      days_over_90: string;
      /** @example 220.00 */
      total: string;
    };
    AgedReceivablesResponse: {
      /** Format: date */
      as_of: string;
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      /** @description Customers owing anything, by name */
      customers: components['schemas']['CustomerAging'][];
      /** @description Every customer together; `total` equals the Accounts Receivable balance */
      totals: components['schemas']['AgingTotals'];
    };
    StatementLine: {
      /** Format: date */
      date: string;
      /**
       * @description An invoice finalized, changed (its earlier posting reversed) or voided; a payment, or its void
       * @enum {string}
       */
      type: 'invoice' | 'invoice_change' | 'invoice_void' | 'payment' | 'payment_void';
      /** Format: uuid */
      invoice_id: string;
      /** @example INV-000042 */
      number: string;
      /**
       * Format: uuid
       * @description For payments and their voids
       */
      payment_id: string | null;
      /** @description The payment’s reference */
      reference?: string | null;
      /** Format: uuid */
      journal_entry_id: string;
      /**
       * @description Positive raises what the customer owes, negative lowers it
       * @example -110.00
       */
      amount: string;
      /**
       * @description What the customer owes after this line
       * @example 220.00
       */
      balance: string;
    };
    Aging: {
      /** @description Not yet past due */
      current: components['schemas']['AgingBucket'];
      /** @description 1 to 30 days past due */
      days_1_30: components['schemas']['AgingBucket'];
      /** @description 31 to 60 days past due */
      days_31_60: components['schemas']['AgingBucket'];
      /** @description 61 to 90 days past due */
      days_61_90: components['schemas']['AgingBucket'];
      /** @description More than 90 days past due */
      days_over_90: components['schemas']['AgingBucket'];
      /**
       * @description Every bucket together
       * @example 220.00
       */
      total: string;
    };
    CustomerStatementResponse: {
      /** Format: uuid */
      customer_id: string;
      /** @example Ada Lovelace */
      name: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /**
       * @description The base currency
       * @example USD
       */
      currency: string;
      /**
       * @description Owed at the end of the day before `from`
       * @example 0.00
       */
      opening_balance: string;
      /** @description In date and posting order */
      lines: components['schemas']['StatementLine'][];
      /**
       * @description Owed at the end of `to`
       * @example 220.00
       */
      closing_balance: string;
      /** @description What is owed at the end of `to`, by age */
      aging: components['schemas']['Aging'];
    };
    EventResponse: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /** @example invoice.paid */
      type: string;
      /** @description The full record after the change */
      data: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
    };
    BillingAddressResponse: {
      line1: string | null;
      line2: string | null;
      city: string | null;
      region: string | null;
      postal_code: string | null;
      /** @example NG */
      country: string | null;
    };
    CustomerResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** @example Ada Okafor */
      name: string;
      email: string | null;
      phone: string | null;
      company: string | null;
      tax_number: string | null;
      /** @example NGN */
      currency: string | null;
      /** @description Every key is present; null where not set */
      billing_address: components['schemas']['BillingAddressResponse'];
      notes: string | null;
      archived: boolean;
      /**
       * @description What the customer owes now, in the base currency, as a decimal string
       * @example 0.00
       */
      balance: string;
    };
    BillingAddressDto: {
      line1?: string | null;
      line2?: string | null;
      city?: string | null;
      region?: string | null;
      postal_code?: string | null;
      /**
       * @description ISO 3166-1 alpha-2, any case
       * @example NG
       */
      country?: string | null;
    };
    CreateCustomerDto: {
      /** @example Ada Okafor */
      name: string;
      /** @example ada@example.com */
      email?: string | null;
      phone?: string | null;
      company?: string | null;
      tax_number?: string | null;
      /**
       * @description The currency the customer is billed in; ISO 4217, any case
       * @example NGN
       */
      currency?: string | null;
      /** @description Replaced as a whole; null clears it */
      billing_address?: (components['schemas']['BillingAddressDto'] | null) & components['schemas']['BillingAddressDto'];
      notes?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    UpdateCustomerDto: {
      /** @example ada@example.com */
      email?: string | null;
      phone?: string | null;
      company?: string | null;
      tax_number?: string | null;
      /**
       * @description The currency the customer is billed in; ISO 4217, any case
       * @example NGN
       */
      currency?: string | null;
      /** @description Replaced as a whole; null clears it */
      billing_address?: (components['schemas']['BillingAddressDto'] | null) & components['schemas']['BillingAddressDto'];
      notes?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      name?: string;
      /** @description Archived customers keep their history; new documents cannot name them */
      archived?: boolean;
    };
    TaxRateResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** @example VAT 7.5% */
      name: string;
      /**
       * @description Percent, as a decimal string without trailing zeros
       * @example 7.5
       */
      rate: string;
      /**
       * Format: uuid
       * @description The liability account the tax is credited to
       */
      account_id: string;
      archived: boolean;
    };
    CreateTaxRateDto: {
      /** @example VAT 7.5% */
      name: string;
      /**
       * @description Percent from 0 to 100, up to 6 decimals; a decimal string or a number
       * @example 7.5
       */
      rate: string;
      /**
       * Format: uuid
       * @description A liability account the tax is credited to; defaults to the system Sales Tax Payable account
       */
      account_id?: string;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    UpdateTaxRateDto: {
      name?: string;
      /**
       * @description Cannot change once document lines use the rate (409): create a new tax rate instead
       * @example 7.5
       */
      rate?: string;
      /**
       * Format: uuid
       * @description A liability account
       */
      account_id?: string;
      /** @description Archived tax rates cannot be put on new document lines or items */
      archived?: boolean;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    ItemResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** @example Consulting hour */
      name: string;
      /** @example CONS-1 */
      sku: string | null;
      description: string | null;
      /**
       * @description Decimal string without trailing zeros (up to 4 decimals), in the currency of the document using the item
       * @example 150
       */
      unit_price: string | null;
      /** Format: uuid */
      income_account_id: string | null;
      /** Format: uuid */
      tax_rate_id: string | null;
      archived: boolean;
    };
    CreateItemDto: {
      /** @example Consulting hour */
      name: string;
      /**
       * @description Unique within the business and environment
       * @example CONS-1
       */
      sku?: string | null;
      /** @description A line's description when it gives none */
      description?: string | null;
      /**
       * @description A line's unit price when it gives none, in the document's currency; up to 4 decimals
       * @example 150.00
       */
      unit_price?: string | null;
      /**
       * Format: uuid
       * @description An income account; a line's account when it gives none (else Sales)
       */
      income_account_id?: string | null;
      /**
       * Format: uuid
       * @description A tax rate; a line's tax rate when it gives none
       */
      tax_rate_id?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    UpdateItemDto: {
      /**
       * @description Unique within the business and environment
       * @example CONS-1
       */
      sku?: string | null;
      /** @description A line's description when it gives none */
      description?: string | null;
      /**
       * @description A line's unit price when it gives none, in the document's currency; up to 4 decimals
       * @example 150.00
       */
      unit_price?: string | null;
      /**
       * Format: uuid
       * @description An income account; a line's account when it gives none (else Sales)
       */
      income_account_id?: string | null;
      /**
       * Format: uuid
       * @description A tax rate; a line's tax rate when it gives none
       */
      tax_rate_id?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      name?: string;
      /** @description Archived items cannot be put on new document lines */
      archived?: boolean;
    };
    DocumentLineResponse: {
      /** Format: uuid */
      id: string;
      description: string;
      /** @example 3 */
      quantity: string;
      /** @example 19.99 */
      unit_price: string;
      /** Format: uuid */
      account_id: string;
      /** Format: uuid */
      item_id: string | null;
      /** Format: uuid */
      tax_rate_id: string | null;
      /**
       * @description Percent applied
       * @example 7.5
       */
      tax_rate: string;
      /**
       * @description Net of tax, rounded to the currency
       * @example 59.97
       */
      amount: string;
      /** @example 4.50 */
      tax_amount: string;
    };
    InvoiceResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** @example INV-000001 */
      number: string;
      /** Format: uuid */
      customer_id: string;
      /** @enum {string} */
      status: 'draft' | 'open' | 'partially_paid' | 'paid' | 'void';
      /** Format: date */
      issue_date: string;
      /** Format: date */
      due_date: string;
      /** @example USD */
      currency: string;
      /**
       * @description Base currency per unit of `currency`
       * @example 1
       */
      exchange_rate: string;
      /** @enum {string} */
      amounts_are: 'exclusive' | 'inclusive';
      lines: components['schemas']['DocumentLineResponse'][];
      /**
       * @description Net of tax, in the invoice currency
       * @example 100.00
       */
      subtotal: string;
      /** @example 7.50 */
      tax_total: string;
      /** @example 107.50 */
      total: string;
      /**
       * @description Sum of the completed payments
       * @example 0.00
       */
      amount_paid: string;
      /**
       * @description `total` − `amount_paid`; zero once void
       * @example 107.50
       */
      amount_due: string;
      /** @description Derived: open or partially paid, past `due_date` in the business’s time zone, with something still owed */
      overdue: boolean;
      reference: string | null;
      notes: string | null;
      /**
       * Format: uuid
       * @description The entry that currently posts the invoice; null while draft
       */
      journal_entry_id: string | null;
      /** Format: date-time */
      finalized_at: string | null;
      /** Format: date-time */
      voided_at: string | null;
    };
    DocumentLineDto: {
      /** @description Defaults to the item's description */
      description?: string;
      /**
       * @description Decimal string (or number), up to 4 decimals
       * @example 3
       */
      quantity: string;
      /**
       * @description Up to 4 decimals; defaults to the item's price
       * @example 19.99
       */
      unit_price?: string;
      /**
       * Format: uuid
       * @description An income account; defaults to the item's, else Sales. It must be in the document's currency or the base currency, else 400 on `lines.N.account_id` (on `lines.N.item_id` when the item's account was taken)
       */
      account_id?: string;
      /** Format: uuid */
      item_id?: string;
      /**
       * Format: uuid
       * @description Defaults to the item's tax rate; none means untaxed
       */
      tax_rate_id?: string;
    };
    CreateInvoiceDto: {
      /**
       * @description Unique per business and environment; on create defaults to the next in sequence (INV-000001, …); a taken number is 409
       * @example INV-000042
       */
      number?: string;
      /**
       * Format: date
       * @description On create defaults to today in the business’s time zone
       * @example 2026-11-21
       */
      issue_date?: string;
      /**
       * Format: date
       * @description On or after `issue_date`; on create defaults to 30 days after it
       * @example 2026-12-21
       */
      due_date?: string;
      /**
       * @description ISO 4217, any case; on create defaults to the customer's currency, else the base currency
       * @example EUR
       */
      currency?: string;
      /**
       * @description Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1.08
       */
      exchange_rate?: string;
      /**
       * @description `inclusive`: unit prices include tax, which is backed out per line
       * @default exclusive
       * @enum {string}
       */
      amounts_are?: 'exclusive' | 'inclusive';
      /** @description The customer's PO number or similar; null clears it */
      reference?: string | null;
      /** @description null clears it */
      notes?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      /**
       * Format: uuid
       * @description An active customer of the business
       */
      customer_id: string;
      lines: components['schemas']['DocumentLineDto'][];
      /**
       * @description `open` finalizes (posts) the invoice at once
       * @default draft
       * @enum {string}
       */
      status?: 'draft' | 'open';
    };
    UpdateInvoiceDto: {
      /**
       * @description Unique per business and environment; on create defaults to the next in sequence (INV-000001, …); a taken number is 409
       * @example INV-000042
       */
      number?: string;
      /**
       * Format: date
       * @description On create defaults to today in the business’s time zone
       * @example 2026-11-21
       */
      issue_date?: string;
      /**
       * Format: date
       * @description On or after `issue_date`; on create defaults to 30 days after it
       * @example 2026-12-21
       */
      due_date?: string;
      /**
       * @description ISO 4217, any case; on create defaults to the customer's currency, else the base currency
       * @example EUR
       */
      currency?: string;
      /**
       * @description Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1.08
       */
      exchange_rate?: string;
      /**
       * @description `inclusive`: unit prices include tax, which is backed out per line
       * @default exclusive
       * @enum {string}
       */
      amounts_are?: 'exclusive' | 'inclusive';
      /** @description The customer's PO number or similar; null clears it */
      reference?: string | null;
      /** @description null clears it */
      notes?: string | null;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      /**
       * Format: uuid
       * @description An active customer of the business
       */
      customer_id?: string;
      /** @description Replaces every line */
      lines?: components['schemas']['DocumentLineDto'][];
    };
    VoidInvoiceDto: {
      /**
       * Format: date
       * @description Date of the reversing entry; defaults to the date of the entry it reverses (the invoice’s issue date)
       */
      date?: string;
    };
    PaymentResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      invoice_id: string;
      /** @enum {string} */
      status: 'completed' | 'void';
      /**
       * @description The invoice currency
       * @example USD
       */
      currency: string;
      /** @example 250.00 */
      amount: string;
      /** Format: date */
      date: string;
      /**
       * @description Base currency per unit of `currency` on the payment date
       * @example 1
       */
      exchange_rate: string;
      /** Format: uuid */
      deposit_account_id: string;
      method: string | null;
      reference: string | null;
      /**
       * Format: uuid
       * @description The entry that posted the payment (a void posts its reversal)
       */
      journal_entry_id: string;
      /** Format: date-time */
      voided_at: string | null;
    };
    CreatePaymentDto: {
      /**
       * @description In the invoice currency; more than zero, at most the amount due, within the currency’s minor unit
       * @example 250.00
       */
      amount: string;
      /**
       * Format: date
       * @description Defaults to today in the business’s time zone; not before the issue date
       */
      date?: string;
      /**
       * @description On the payment date; defaults to the invoice's rate. Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1.1
       */
      exchange_rate?: string;
      /**
       * Format: uuid
       * @description An active asset account (cash, bank…); defaults to Cash
       */
      deposit_account_id?: string;
      /** @example bank_transfer */
      method?: string;
      reference?: string;
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
    };
    SaleResponse: {
      metadata: {
        [key: string]: string;
      };
      external_id: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: uuid */
      id: string;
      /**
       * @description Sequential per business and environment
       * @example SR-000001
       */
      number: string;
      /** @enum {string} */
      status: 'completed' | 'void';
      /** Format: uuid */
      customer_id: string | null;
      /**
       * Format: date
       * @example 2026-11-21
       */
      date: string;
      /** @example USD */
      currency: string;
      /**
       * @description Base currency per unit of `currency`
       * @example 1
       */
      exchange_rate: string;
      /** Format: uuid */
      deposit_account_id: string;
      payment_method: string | null;
      reference: string | null;
      notes: string | null;
      /** @enum {string} */
      amounts_are: 'exclusive' | 'inclusive';
      /**
       * @description Sum of the line amounts (net of tax), with exactly the currency’s minor digits
       * @example 59.97
       */
      subtotal: string;
      /** @example 4.50 */
      tax_total: string;
      /** @example 64.47 */
      total: string;
      lines: components['schemas']['DocumentLineResponse'][];
      /**
       * Format: uuid
       * @description The entry that currently posts the sale (set on every sale recorded through the API); earlier ones and their reversals stay in the ledger
       */
      journal_entry_id: string | null;
    };
    CreateSaleDto: {
      /**
       * Format: uuid
       * @description A customer of the business (optional on a cash sale); null clears it
       */
      customer_id?: string | null;
      /**
       * Format: date
       * @description On create defaults to today in the business’s time zone; must be after the lock date
       * @example 2026-11-21
       */
      date?: string;
      /**
       * @description ISO 4217, any case; on create defaults to the base currency
       * @example EUR
       */
      currency?: string;
      /**
       * @description Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1.08
       */
      exchange_rate?: string;
      /**
       * Format: uuid
       * @description An asset account of subtype `cash` or `bank`; on create defaults to Cash
       */
      deposit_account_id?: string;
      /**
       * @description Free text (cash, card, mobile money …); null clears it
       * @example card
       */
      payment_method?: string | null;
      /** @description A receipt or till number; null clears it */
      reference?: string | null;
      /** @description null clears it */
      notes?: string | null;
      /**
       * @description `inclusive`: unit prices include tax, which is backed out per line
       * @default exclusive
       * @enum {string}
       */
      amounts_are?: 'exclusive' | 'inclusive';
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      lines: components['schemas']['DocumentLineDto'][];
    };
    UpdateSaleDto: {
      /**
       * Format: uuid
       * @description A customer of the business (optional on a cash sale); null clears it
       */
      customer_id?: string | null;
      /**
       * Format: date
       * @description On create defaults to today in the business’s time zone; must be after the lock date
       * @example 2026-11-21
       */
      date?: string;
      /**
       * @description ISO 4217, any case; on create defaults to the base currency
       * @example EUR
       */
      currency?: string;
      /**
       * @description Base currency per unit of the currency, up to 6 decimals: absent or 1 for the base currency, else required, above 0 and below 10^14
       * @example 1.08
       */
      exchange_rate?: string;
      /**
       * Format: uuid
       * @description An asset account of subtype `cash` or `bank`; on create defaults to Cash
       */
      deposit_account_id?: string;
      /**
       * @description Free text (cash, card, mobile money …); null clears it
       * @example card
       */
      payment_method?: string | null;
      /** @description A receipt or till number; null clears it */
      reference?: string | null;
      /** @description null clears it */
      notes?: string | null;
      /**
       * @description `inclusive`: unit prices include tax, which is backed out per line
       * @default exclusive
       * @enum {string}
       */
      amounts_are?: 'exclusive' | 'inclusive';
      /**
       * @example {
       *       "order_id": "1042"
       *     }
       */
      metadata?: {
        [key: string]: string;
      };
      /** @description The caller's own id; unique per resource type within the business and environment */
      external_id?: string | null;
      /** @description Replaces every line */
      lines?: components['schemas']['DocumentLineDto'][];
    };
    WebhookResponse: {
      /** Format: uuid */
      id: string;
      /** @example https://hooks.example.com/ledgerline */
      url: string;
      description: string | null;
      /**
       * @example [
       *       "*"
       *     ]
       */
      events: string[];
      enabled: boolean;
      /** @description Why the service disabled the endpoint (410 Gone, or days of failures) */
      disabled_reason: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    WebhookWithSecretResponse: {
      /** Format: uuid */
      id: string;
      /** @example https://hooks.example.com/ledgerline */
      url: string;
      description: string | null;
      /**
       * @example [
       *       "*"
       *     ]
       */
      events: string[];
      enabled: boolean;
      /** @description Why the service disabled the endpoint (410 Gone, or days of failures) */
      disabled_reason: string | null;
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /**
       * @description The signing secret, shown only now
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      secret: string;
    };
    CreateWebhookDto: {
      /**
       * @description Where deliveries are POSTed: https in production, http or https in the sandbox. A host that resolves to an address that is not globally routable (loopback, private, link-local, unique-local, multicast, or an IPv6 form carrying such an IPv4 address) is refused with 400 on `url`, unless its `host:port` is in WEBHOOK_ALLOW_PRIVATE_TARGETS.
       * @example https://hooks.example.com/ledgerline
       */
      url: string;
      /**
       * @description Event types (`sale.created`), record prefixes (`invoice.*`) or `*` for every event; 1–50 entries
       * @default [
       *       "*"
       *     ]
       * @example [
       *       "invoice.*",
       *       "sale.created"
       *     ]
       */
      events?: string[];
      description?: string | null;
      /**
       * @description A disabled endpoint is sent nothing
       * @default true
       */
      enabled?: boolean;
    };
    UpdateWebhookDto: {
      /** @description Where deliveries are POSTed: https in production, http or https in the sandbox. A host that resolves to an address that is not globally routable (loopback, private, link-local, unique-local, multicast, or an IPv6 form carrying such an IPv4 address) is refused with 400 on `url`, unless its `host:port` is in WEBHOOK_ALLOW_PRIVATE_TARGETS. */
      url?: string;
      /** @description As on create */
      events?: string[];
      description?: string | null;
      /** @description Enabling an endpoint also clears why it was disabled */
      enabled?: boolean;
    };
    DeliveryResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      endpoint_id: string;
      /**
       * Format: uuid
       * @description The `webhook-id` header: the same on every attempt of the event
       */
      event_id: string;
      /** @example sale.created */
      event_type: string;
      /** @description The event's sequence; null for `webhook.test`, which is not in the feed */
      sequence: number | null;
      /** @description Attempts at this event for this endpoint, counted from 1 */
      attempt: number;
      /**
       * @description `pending`: not yet made; `succeeded`: answered 2xx; `retrying`: failed, another attempt is queued; `failed`: failed, no attempt follows
       * @enum {string}
       */
      status: 'pending' | 'succeeded' | 'failed' | 'retrying';
      response_status: number | null;
      duration_ms: number | null;
      /** @example timed out after 15000 ms */
      error: string | null;
      /**
       * Format: date-time
       * @description When a pending attempt runs, or when a retrying one is followed
       */
      next_attempt_at: string | null;
      /** @description The body sent, its first 8 KiB; kept 30 days after the attempt */
      request_body: string | null;
      /** @description The receiver's answer, its first 8 KiB; kept 30 days after the attempt */
      response_body: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      attempted_at: string | null;
    };
    RecoveryResponse: {
      /** @example 1200 */
      after_sequence: string;
      /** @description Deliveries queued: one per subscribed event after the sequence */
      queued: number;
    };
    RecoverWebhookDto: {
      /**
       * @description Re-send every subscribed event with a greater sequence (a string of digits, or an integer)
       * @example 1200
       */
      after_sequence: string | number;
    };
    Pagination: {
      /** @description null when the page was reached by cursor */
      page: number | null;
      limit: number;
      total: number;
      total_pages: number;
      /** @description Pass as `cursor` for the next page; null on the last page */
      next_cursor: string | null;
    };
    ErrorEnvelope: {
      /** @constant */
      status: 'error';
      message: string;
      data: null;
      /** @enum {string} */
      code:
        | 'validation_failed'
        | 'invalid_json'
        | 'unauthorized'
        | 'forbidden'
        | 'not_found'
        | 'conflict'
        | 'idempotency_key_reused'
        | 'version_conflict'
        | 'rate_limited'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'https_required'
        | 'internal_error'
        | 'service_unavailable'
        | 'method_not_allowed';
      errors?: {
        field: string;
        message: string;
      }[];
      request_id: string;
    } & {
      [key: string]: unknown;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  BusinessController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Business retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BusinessResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  BusinessController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBusinessDto'];
      };
    };
    responses: {
      /** @description Business updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BusinessResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesAccountsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        /** @description `code` orders by code, accounts without a code last by name (case-insensitive); `-code` is the exact reverse */
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'name' | '-name' | 'code' | '-code';
        archived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sales accounts retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesAccountsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSalesAccountDto'];
      };
    };
    responses: {
      /** @description Sales account created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesAccountsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sales account retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesAccountsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSalesAccountDto'];
      };
    };
    responses: {
      /** @description Sales account updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesAccountsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sales account deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AccountsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        /** @description `code` orders by code, accounts without a code last by name (case-insensitive); `-code` is the exact reverse */
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'name' | '-name' | 'code' | '-code';
        type?: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
        subtype?: string;
        archived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accounts retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AccountsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAccountDto'];
      };
    };
    responses: {
      /** @description Account created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AccountsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Account retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AccountsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountDto'];
      };
    };
    responses: {
      /** @description Account updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AccountsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Account deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  KeysController_roll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Key rolled */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['RolledKeyResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  IntegrationsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        sort?: 'created_at' | '-created_at' | 'name' | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Integrations retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['IntegrationResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  IntegrationsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateIntegrationDto'];
      };
    };
    responses: {
      /** @description Integration registered */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['IntegrationResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  IntegrationsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Integration deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ConnectionsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Connections retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ConnectionResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ConnectionsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Connection revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'date' | '-date' | 'created_at' | '-created_at';
        /** @description Entries with a line on this account */
        account_id?: string;
        source_type?: 'manual' | 'sale' | 'invoice' | 'payment';
        source_id?: string;
        date_from?: string;
        date_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Journal entries retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJournalEntryDto'];
      };
    };
    responses: {
      /** @description Journal entry posted */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Journal entry retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JournalEntriesController_reverse: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReverseJournalEntryDto'];
      };
    };
    responses: {
      /** @description Journal entry reversed */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ReportsController_trialBalance: {
    parameters: {
      query?: {
        /** @description Defaults to today in the business's time zone */
        as_of?: string;
        /** @description List accounts whose amounts are all zero too (default false) */
        include_zero?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Trial balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TrialBalanceResponse'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TrialBalanceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ReportsController_balanceSheet: {
    parameters: {
      query?: {
        /** @description Defaults to today in the business's time zone */
        as_of?: string;
        /** @description List accounts whose amounts are all zero too (default false) */
        include_zero?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Balance sheet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BalanceSheetResponse'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BalanceSheetResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ReportsController_profitAndLoss: {
    parameters: {
      query?: {
        /** @description First day of the period. Defaults to the first day of the fiscal year holding `to` */
        from?: string;
        /** @description Last day of the period. Defaults to today in the business's time zone */
        to?: string;
        /** @description cash: an invoice counts when it is paid, in proportion to each payment; sales and manual entries count on their date */
        basis?: 'accrual' | 'cash';
        /** @description Adds comparison columns: the periods just before, or the same dates in earlier years */
        compare?: 'previous_period' | 'previous_year';
        /** @description How many comparison columns (needs `compare`) */
        periods?: number;
        /** @description List accounts whose amounts are all zero too (default false) */
        include_zero?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Profit and loss */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ProfitAndLossResponse'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ProfitAndLossResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  GeneralLedgerController_generalLedger: {
    parameters: {
      query?: {
        /** @description First day of the period. Defaults to the first day of the fiscal year holding `to` */
        from?: string;
        /** @description Last day of the period. Defaults to today in the business's time zone */
        to?: string;
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only this account */
        account_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description General ledger */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['GeneralLedgerResponse'];
            pagination: components['schemas']['Pagination'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['GeneralLedgerResponse'];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ReceivablesController_agedReceivables: {
    parameters: {
      query?: {
        /** @description Defaults to today in the business's time zone */
        as_of?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Aged receivables */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AgedReceivablesResponse'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AgedReceivablesResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ReceivablesController_statement: {
    parameters: {
      query: {
        /** @description First day of the period. Defaults to the first day of the fiscal year holding `to` */
        from?: string;
        /** @description Last day of the period. Defaults to today in the business's time zone */
        to?: string;
        /** @description The customer */
        customer_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customer statement */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerStatementResponse'];
          };
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerStatementResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  LedgerExportController_ledger: {
    parameters: {
      query?: {
        /** @description First day of the period. Defaults to the first day of the fiscal year holding `to` */
        from?: string;
        /** @description Last day of the period. Defaults to today in the business's time zone */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The journal */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  EventsController_list: {
    parameters: {
      query?: {
        /** @description Return the events with a sequence number greater than this: `0` (the start), the previous page’s `pagination.next_cursor`, or the `sequence` of the last event you processed */
        after?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Events retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['EventResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CustomersController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'name' | '-name';
        archived?: 'true' | 'false';
        /** @description Exact email address, case-insensitive */
        email?: string;
        /** @description Customers whose name contains this text, case-insensitive */
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CustomersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomerDto'];
      };
    };
    responses: {
      /** @description Customer created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CustomersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customer retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CustomersController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCustomerDto'];
      };
    };
    responses: {
      /** @description Customer updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CustomersController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customer deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TaxRatesController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'name' | '-name';
        archived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tax rates retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TaxRatesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTaxRateDto'];
      };
    };
    responses: {
      /** @description Tax rate created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TaxRatesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tax rate retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TaxRatesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTaxRateDto'];
      };
    };
    responses: {
      /** @description Tax rate updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TaxRatesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tax rate deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ItemsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'name' | '-name';
        archived?: 'true' | 'false';
        /** @description Exact SKU */
        sku?: string;
        /** @description Items whose name contains this text, case-insensitive */
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Items retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ItemsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateItemDto'];
      };
    };
    responses: {
      /** @description Item created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ItemsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Item retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ItemsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateItemDto'];
      };
    };
    responses: {
      /** @description Item updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ItemsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Item deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'issue_date' | '-issue_date' | 'due_date' | '-due_date' | 'number' | '-number' | 'created_at' | '-created_at' | 'updated_at' | '-updated_at';
        status?: 'draft' | 'open' | 'partially_paid' | 'paid' | 'void';
        customer_id?: string;
        /** @description Issued on or after this date */
        date_from?: string;
        /** @description Issued on or before this date */
        date_to?: string;
        /** @description Past due (in the business’s time zone) with something still owed */
        overdue?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoice retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoice deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_finalize: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoice finalized */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_void: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoidInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice voided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_payments: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'date' | '-date' | 'created_at' | '-created_at' | 'updated_at' | '-updated_at';
        status?: 'completed' | 'void';
        /** @description Dated on or after */
        date_from?: string;
        /** @description Dated on or before */
        date_to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payments retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_pay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePaymentDto'];
      };
    };
    responses: {
      /** @description Payment recorded */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  PaymentsController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        sort?: 'date' | '-date' | 'created_at' | '-created_at' | 'updated_at' | '-updated_at';
        status?: 'completed' | 'void';
        /** @description Dated on or after */
        date_from?: string;
        /** @description Dated on or before */
        date_to?: string;
        invoice_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payments retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  PaymentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payment retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  PaymentsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payment voided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        external_id?: string;
        /** @description `date` orders by date, then creation time */
        sort?: 'date' | '-date' | 'updated_at' | '-updated_at';
        /** @description Default: every sale but void ones */
        status?: 'completed' | 'void';
        customer_id?: string;
        /** @description Sales dated on or after this day */
        date_from?: string;
        /** @description Sales dated on or before this day */
        date_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sales retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSaleDto'];
      };
    };
    responses: {
      /** @description Sale recorded */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sale retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSaleDto'];
      };
    };
    responses: {
      /** @description Sale updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_void: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sale voided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        sort?: 'created_at' | '-created_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook endpoints retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      /** @description Webhook endpoint created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookWithSecretResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook endpoint retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      /** @description Webhook endpoint updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook endpoint deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_rotate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Webhook secret rotated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookWithSecretResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_test: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Test event queued */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        /** @description The `pagination.next_cursor` of the previous page (keyset paging) */
        cursor?: string;
        /** @description Only records updated at or after this time */
        updated_since?: string;
        sort?: 'created_at' | '-created_at';
        status?: 'pending' | 'succeeded' | 'failed' | 'retrying';
        event_type?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deliveries retrieved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
        delivery_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delivery queued */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_recover: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first response for this key is kept 24 hours and replayed (`Idempotent-Replayed: true`) to a retry with the same body; another body → 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoverWebhookDto'];
      };
    };
    responses: {
      /** @description Recovery queued */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['RecoveryResponse'];
          };
        };
      };
      /** @description Error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Error envelope */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
}
