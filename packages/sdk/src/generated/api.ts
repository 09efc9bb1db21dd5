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
    get: operations['retrieveBusiness'];
    /**
     * Update the calling business
     * @description Name, time zone, country, fiscal year start and base currency (while nothing is posted in either environment) are shared by both environments: only the production key changes them, and the change moves the version of both and records `business.updated` in both event feeds. A sandbox key that sends any of them gets 403 `forbidden`. `lock_date` is per environment: each environment's own key sets it.
     */
    put: operations['updateBusiness'];
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
    get: operations['listSalesAccounts'];
    put?: never;
    /**
     * Create a sales account
     * @description An income account of subtype `sales`. `currency` defaults to the base currency. An income account in the base currency takes sale and invoice lines in any currency; one in another currency takes only lines of sales and invoices in that currency (an NGN account in a USD business: NGN documents only), anything else is 400 on the line.
     */
    post: operations['createSalesAccount'];
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
    /**
     * Get a sales account
     * @description A sales account by id, with its balance; an account of another type or subtype is 404 here (read it at `/coa/accounts/{id}`).
     */
    get: operations['retrieveSalesAccount'];
    /**
     * Update a sales account
     * @description Only the fields given change; `null` clears `description` or `code`. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateSalesAccount'];
    post?: never;
    /**
     * Delete a sales account
     * @description Deletes a sales account that has no postings and no sub-accounts; otherwise 409 (archive it instead).
     */
    delete: operations['deleteSalesAccount'];
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
    get: operations['listAccounts'];
    put?: never;
    /**
     * Create an account
     * @description Any type; `subtype` defaults to the first of the type. `name` (whatever its case), `code` and `external_id` are unique among the business’s accounts: a taken one is 409.
     */
    post: operations['createAccount'];
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
    /**
     * Get an account
     * @description An account of any type by id.
     */
    get: operations['retrieveAccount'];
    /**
     * Update an account
     * @description Only the fields given change. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateAccount'];
    post?: never;
    /**
     * Delete an account
     * @description System accounts and accounts with postings or sub-accounts → 409; archive those instead.
     */
    delete: operations['deleteAccount'];
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
    post: operations['rollApiKey'];
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
    get: operations['listIntegrations'];
    put?: never;
    /**
     * Register an integration (OAuth client)
     * @description Mode A only. The integration works in the environment of the address called; its secret key is your API key of that environment.
     */
    post: operations['createIntegration'];
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
    delete: operations['deleteIntegration'];
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
    get: operations['listConnections'];
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
    delete: operations['deleteConnection'];
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
    get: operations['listJournalEntries'];
    put?: never;
    /**
     * Post a manual journal entry
     * @description Debits must equal credits (base currency); at least two lines; each line a debit or a credit; no archived accounts; dated after the lock date.
     */
    post: operations['createJournalEntry'];
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
    /**
     * Get a journal entry with its lines
     * @description The entry with its lines, debits and credits in the line’s currency and in the base currency.
     */
    get: operations['retrieveJournalEntry'];
    put?: never;
    post?: never;
    delete?: never;
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
    post: operations['reverseJournalEntry'];
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
    get: operations['getTrialBalance'];
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
    get: operations['getBalanceSheet'];
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
    get: operations['getProfitAndLoss'];
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
     * @description Every line posted from `from` to `to` (default: the fiscal year to date), account by account in chart order, in date order within an account, each with its entry, source (sale, invoice, payment or manual entry), memo, debit, credit and the account’s running balance (debit-positive), in the base currency. Each account carries its opening balance, the period’s debits and credits and its closing balance; accounts with a balance but no line in the period are listed too. `account_id` keeps one account. Paged by lines: `limit` (1–100, default 10) lines a page, by `page` or by `cursor` (the previous page’s `pagination.next_cursor`), at the same speed at any depth; `pagination.total` is the exact number of lines in the period. Each page lists the accounts its lines belong to. With `Accept: text/csv`, the page as CSV: `opening`, `line` and `closing` rows.
     */
    get: operations['getGeneralLedger'];
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
     * @description What each customer owes at the end of `as_of` (default: today in the business’s time zone), in the base currency, by days past the due date: `current` (not yet due), `days_1_30`, `days_31_60`, `days_61_90`, `days_over_90`; each bucket with the invoices behind it, each customer with its total, and `totals` for everyone, whose `total` is the Accounts Receivable balance. Paged by customers, by name: `limit` (1–100, default 10) customers a page, by `page`; `totals` and `pagination.total` (the customers owing anything) cover every page. With `Accept: text/csv`, the page’s rows as CSV, the first column `row` saying what each is; formula-like text cells are neutralised.
     */
    get: operations['getAgedReceivables'];
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
     * @description A customer’s account over `from`–`to` (default: the fiscal year to date), in the base currency: what it owed at the end of the day before `from`, then each invoice finalized, changed or voided and each payment or payment void in date order with the running balance, what it owes at the end of `to`, and that amount by age. Paged by lines: `limit` (1–100, default 10) lines a page, by `page`, the running balance carrying on from page to page; the opening and closing balances and the aging are the whole period’s on every page, and `pagination.total` counts the period’s lines. With `Accept: text/csv`, the page’s rows as CSV, the first column `row` saying what each is; formula-like text cells are neutralised.
     */
    get: operations['getCustomerStatement'];
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
     * @description The ledger as a plain-text journal that `hledger` and `ledger` read: one transaction per journal entry (date, memo, `journal_entry_id` and `source` tags), accounts named `Assets:1000 Cash` (type, code, name), amounts in the base currency with its code (`USD -100.00`), or with `amounts=transaction` in each entry’s own currency priced at their base amounts (`EUR -1000.00 @@ USD 1100.00`). Without `from`, from the first entry; with `from`, an "Opening balances" transaction dated `from` comes first, so that a balance report over the file equals the trial balance as of `to` (default: today in the business’s time zone). Written as it is read, from one snapshot of the books.
     */
    get: operations['exportLedger'];
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
     * @description Every change to a record, oldest first, after `after`; there is no look-back limit. Each event is one of the documented types, told apart by `type`; its `data` is the record of that type as the API answers it, after the change (for a delete, as it was). `pagination.next_cursor` is the `after` of the next page (the last sequence of this one, as a string of digits), null when no event follows yet; to wait for new events, ask again later with the `sequence` of the last event you processed. `pagination.total` is the number of events after `after` you may see (`total_pages` counts pages of `limit` from there; `page` is null): exact with an API key; with an access token counted up to 10000 (10000 means that many or more). An access token sees an event only if it may read the record: `account.*` with `accounts:read`, `customer.*` with `customers:read`, `item.*` and `tax_rate.*` with `items:read`, `sale.*` with `sales:read`, `invoice.*` and `payment.*` with `invoices:read`, `journal_entry.*` with `journals:read`, `webhook_endpoint.*` with `webhooks:read`; `business.*` with `events:read` alone. The sequence numbers it sees then have gaps.
     */
    get: operations['listEvents'];
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
    get: operations['listCustomers'];
    put?: never;
    /**
     * Create a customer
     * @description A taken `external_id` → 409 with `existing_id`.
     */
    post: operations['createCustomer'];
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
    /**
     * Get a customer
     * @description A customer by id.
     */
    get: operations['retrieveCustomer'];
    /**
     * Update a customer
     * @description Only the fields given change; null clears an optional field; `archived: true` archives. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateCustomer'];
    post?: never;
    /**
     * Delete a customer
     * @description A customer with sales or invoices → 409; archive it instead.
     */
    delete: operations['deleteCustomer'];
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
    get: operations['listTaxRates'];
    put?: never;
    /**
     * Create a tax rate
     * @description `account_id` defaults to the system Sales Tax Payable account. A taken `external_id` → 409 with `existing_id`.
     */
    post: operations['createTaxRate'];
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
    /**
     * Get a tax rate
     * @description A tax rate by id.
     */
    get: operations['retrieveTaxRate'];
    /**
     * Update a tax rate
     * @description Only the fields given change. Once document lines use the rate, `rate` cannot change (409): create a new tax rate. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateTaxRate'];
    post?: never;
    /**
     * Delete a tax rate
     * @description A tax rate that items or document lines use → 409; archive it instead.
     */
    delete: operations['deleteTaxRate'];
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
    get: operations['listItems'];
    put?: never;
    /**
     * Create an item
     * @description A taken `sku` or `external_id` → 409 with `existing_id`.
     */
    post: operations['createItem'];
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
    /**
     * Get an item
     * @description An item by id.
     */
    get: operations['retrieveItem'];
    /**
     * Update an item
     * @description Only the fields given change; null clears an optional field. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateItem'];
    post?: never;
    /**
     * Delete an item
     * @description An item that document lines use → 409; archive it instead.
     */
    delete: operations['deleteItem'];
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
    get: operations['listInvoices'];
    put?: never;
    /**
     * Create an invoice
     * @description A draft (nothing posted) unless `status` is `open`, which finalizes it at once.
     */
    post: operations['createInvoice'];
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
    /**
     * Get an invoice
     * @description An invoice by id with its lines, totals, amount paid and amount due.
     */
    get: operations['retrieveInvoice'];
    /**
     * Update an invoice
     * @description Only the fields given change. A draft changes freely; an open invoice without payments is reversed and re-posted; otherwise 409. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateInvoice'];
    post?: never;
    /**
     * Delete a draft invoice
     * @description Only drafts; a finalized invoice is voided instead (409).
     */
    delete: operations['deleteInvoice'];
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
    post: operations['finalizeInvoice'];
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
    post: operations['voidInvoice'];
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
    /**
     * List the payments of an invoice
     * @description The payments recorded against the invoice, a page at a time.
     */
    get: operations['listInvoicePayments'];
    put?: never;
    /**
     * Record a payment against an invoice
     * @description In the invoice currency, at most the amount due (else 400); the invoice must be open or partially paid (else 409). Posts debit the deposit account (default Cash), credit Accounts Receivable; at another exchange rate than the invoice’s, the realised gain or loss goes to Exchange Gains/Losses.
     */
    post: operations['createInvoicePayment'];
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
    get: operations['listPayments'];
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
    /**
     * Get a payment
     * @description A payment by id.
     */
    get: operations['retrievePayment'];
    put?: never;
    post?: never;
    /**
     * Void a payment
     * @description Posts the entry reversing the payment (on the payment’s date) and answers the voided payment; the invoice’s amount paid and status follow. Voiding twice → 409.
     */
    delete: operations['voidPayment'];
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
     * @description Newest first (date, then creation time). Without `status`, every sale but void ones; `status=void` lists the voided. Filters: `customer_id`, `date_from`, `date_to`, `updated_since`, `external_id`; with any of them `pagination.total` counts at most 10000 matches, as every list does; without them it is exact. Also served at `{base_url}/sales`.
     */
    get: operations['listSales'];
    put?: never;
    /**
     * Record a sale
     * @description A sale paid at once: posts debit the deposit account (default Cash), credit each line’s income account (default Sales) and each tax rate’s account.
     */
    post: operations['createSale'];
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
    get: operations['retrieveSale'];
    /**
     * Update a sale
     * @description Only the fields given change. A change to what the sale posts reverses its journal entry and posts a new one (both stay in the ledger). A void sale → 409; `If-Match` with a stale ETag → 412.
     */
    put: operations['updateSale'];
    post?: never;
    /**
     * Void a sale
     * @description Posts a reversing entry and marks the sale `void`: gone from the default list, still readable by id and with `status=void`. Answers the voided sale. Voiding twice → 409.
     */
    delete: operations['voidSale'];
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
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description Answers the endpoint with its signing `secret` (`whsec_` + base64 of 32 random bytes), shown only here and on rotation. Each delivery is a POST of `{id, type, sequence, created_at, environment, data}` (`data`: the record as in `GET /events`), signed per Standard Webhooks: `webhook-id` (the event id, the same on every attempt), `webhook-timestamp`, and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's base64-decoded bytes).
     */
    post: operations['createWebhook'];
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
    /**
     * Get a webhook endpoint
     * @description A webhook endpoint by id; its signing secret is never shown again after creation or rotation.
     */
    get: operations['retrieveWebhook'];
    /**
     * Update a webhook endpoint
     * @description Only the fields given change. `If-Match` with a stale ETag → 412.
     */
    put: operations['updateWebhook'];
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Its delivery log goes with it; attempts still queued are dropped.
     */
    delete: operations['deleteWebhook'];
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
    post: operations['rotateWebhookSecret'];
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
    post: operations['testWebhook'];
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
    get: operations['listWebhookDeliveries'];
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
    post: operations['retryWebhookDelivery'];
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
    post: operations['recoverWebhookEvents'];
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
      description?: string | null;
      /** @example NGN */
      currency?: string;
      /** @description null clears it */
      code?: string | null;
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
       * @enum {string}
       */
      subtype?:
        | 'current_asset'
        | 'cash'
        | 'bank'
        | 'accounts_receivable'
        | 'fixed_asset'
        | 'inventory'
        | 'other_asset'
        | 'current_liability'
        | 'sales_tax'
        | 'accounts_payable'
        | 'long_term_liability'
        | 'other_liability'
        | 'other_equity'
        | 'owners_equity'
        | 'retained_earnings'
        | 'sales'
        | 'other_income'
        | 'general_expense'
        | 'cost_of_sales'
        | 'exchange_gain_loss'
        | 'rounding'
        | 'other_expense';
      /**
       * Format: uuid
       * @description An account of the same type
       */
      parent_id?: string;
    };
    UpdateAccountDto: {
      name?: string;
      /** @description null clears it */
      description?: string | null;
      /** @example NGN */
      currency?: string;
      /** @description null clears it */
      code?: string | null;
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
      /**
       * @description One of the subtypes of the account’s type
       * @example current_asset
       * @enum {string}
       */
      subtype?:
        | 'current_asset'
        | 'cash'
        | 'bank'
        | 'accounts_receivable'
        | 'fixed_asset'
        | 'inventory'
        | 'other_asset'
        | 'current_liability'
        | 'sales_tax'
        | 'accounts_payable'
        | 'long_term_liability'
        | 'other_liability'
        | 'other_equity'
        | 'owners_equity'
        | 'retained_earnings'
        | 'sales'
        | 'other_income'
        | 'general_expense'
        | 'cost_of_sales'
        | 'exchange_gain_loss'
        | 'rounding'
        | 'other_expense';
      /**
       * Format: uuid
       * @description null clears it
       */
      parent_id?: string | null;
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
      /** @description This page’s customers of those owing anything, by name */
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
      /** @description This page’s lines of the period, in date and posting order */
      lines: components['schemas']['StatementLine'][];
      /**
       * @description Owed at the end of `to`
       * @example 220.00
       */
      closing_balance: string;
      /** @description What is owed at the end of `to`, by age */
      aging: components['schemas']['Aging'];
    };
    /** @description `account.created`, `account.updated`, `account.deleted`: `data` is the record as the API answers it */
    AccountEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'account.created' | 'account.updated' | 'account.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['AccountResponse'];
      /** Format: date-time */
      created_at: string;
    };
    /** @description `business.updated`: `data` is the record as the API answers it */
    BusinessEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'business.updated';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['BusinessResponse'];
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
    /** @description `customer.created`, `customer.updated`, `customer.deleted`: `data` is the record as the API answers it */
    CustomerEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'customer.created' | 'customer.updated' | 'customer.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['CustomerResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `invoice.created`, `invoice.updated`, `invoice.finalized`, `invoice.partially_paid`, `invoice.paid`, `invoice.voided`, `invoice.deleted`: `data` is the record as the API answers it */
    InvoiceEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'invoice.created' | 'invoice.updated' | 'invoice.finalized' | 'invoice.partially_paid' | 'invoice.paid' | 'invoice.voided' | 'invoice.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['InvoiceResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `item.created`, `item.updated`, `item.deleted`: `data` is the record as the API answers it */
    ItemEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'item.created' | 'item.updated' | 'item.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['ItemResponse'];
      /** Format: date-time */
      created_at: string;
    };
    /** @description `journal_entry.created`, `journal_entry.reversed`: `data` is the record as the API answers it */
    JournalEntryEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'journal_entry.created' | 'journal_entry.reversed';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['JournalEntryResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `payment.created`, `payment.voided`: `data` is the record as the API answers it */
    PaymentEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'payment.created' | 'payment.voided';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['PaymentResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `sale.created`, `sale.updated`, `sale.voided`: `data` is the record as the API answers it */
    SaleEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'sale.created' | 'sale.updated' | 'sale.voided';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['SaleResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `tax_rate.created`, `tax_rate.updated`, `tax_rate.deleted`: `data` is the record as the API answers it */
    TaxRateEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'tax_rate.created' | 'tax_rate.updated' | 'tax_rate.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['TaxRateResponse'];
      /** Format: date-time */
      created_at: string;
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
    /** @description `webhook_endpoint.created`, `webhook_endpoint.updated`, `webhook_endpoint.secret_rotated`, `webhook_endpoint.disabled`, `webhook_endpoint.deleted`: `data` is the record as the API answers it */
    WebhookEndpointEvent: {
      /** Format: uuid */
      id: string;
      /** @description Gap-free, per business and environment, in commit order of the changes */
      sequence: number;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type:
        'webhook_endpoint.created' | 'webhook_endpoint.updated' | 'webhook_endpoint.secret_rotated' | 'webhook_endpoint.disabled' | 'webhook_endpoint.deleted';
      /** @description The record after the change (for a delete, as it was) */
      data: components['schemas']['WebhookResponse'];
      /** Format: date-time */
      created_at: string;
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
      billing_address?: components['schemas']['BillingAddressDto'] | null;
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
      billing_address?: components['schemas']['BillingAddressDto'] | null;
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
    } & (
      | unknown
      | {
          item_id?: never;
        }
    );
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
      /** @description The body sent, its first 8 KiB; kept 30 days after the attempt was queued */
      request_body: string | null;
      /** @description The receiver's answer, its first 8 KiB; kept 30 days after the attempt was queued */
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
      /** @description The records the list holds, counted up to 10000 (10000 means that many or more) unless the operation says it is exact */
      total: number;
      total_pages: number;
      /** @description Pass as `cursor` for the next page; null on the last page */
      next_cursor: string | null;
    };
    /** @description Every non-2xx answer. Some codes add fields of their own (`current_version` with `version_conflict`; OAuth errors add `error` and `error_description`). */
    ErrorEnvelope: {
      /** @constant */
      status: 'error';
      /** @description A sentence a developer can act on */
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
      /** @description With `validation_failed`: one entry per offending field, dotted paths such as `lines.0.quantity` */
      errors?: {
        field: string;
        message: string;
      }[];
      /** @description The same as the `X-Request-Id` header */
      request_id: string;
    } & {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description The request is not valid: field errors (`validation_failed`), a body that is not JSON (`invalid_json`), or plain HTTP behind a proxy (`https_required`). */
    BadRequest: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description Credentials missing, wrong, rolled, revoked or expired, or a key of the other environment. */
    Unauthorized: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        'WWW-Authenticate': components['headers']['WWW-Authenticate'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description An OAuth access token whose scopes do not cover the call, or a call that accepts only the business’s own API key. */
    Forbidden: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description Over the rate limit; retry after `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description A fault on our side; nothing internal is revealed, and the log holds the details under the request id. */
    InternalError: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The record’s state does not allow the change (deleting a posted record, a taken `external_id`), or the `Idempotency-Key` was used for another request (`idempotency_key_reused`). */
    Conflict: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description `If-Match` names a version that is no longer current; `ETag` and `current_version` give the current one. */
    PreconditionFailed: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        ETag: components['headers']['ETag'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The body is larger than 1 MiB. */
    PayloadTooLarge: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description A body that is not `application/json`. */
    UnsupportedMediaType: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description No such record for this business and environment (an id of another business or environment, or a malformed id, is not found too). */
    NotFound: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The id of this request: the client’s own `X-Request-Id` when it is 1 to 128 letters, digits, `_.:-`, else a new UUIDv7. Quote it to support. */
    'X-Request-Id': string;
    /** @description Requests allowed per minute (`RATE_LIMIT_PER_MINUTE`) for the business and environment, or for the client IP without credentials. */
    'RateLimit-Limit': number;
    /** @description Requests left in the current window. */
    'RateLimit-Remaining': number;
    /** @description Seconds until the window resets. */
    'RateLimit-Reset': number;
    /** @description The record’s version (`"<version>"`); send it back as `If-Match` to change the record only if nobody else has. */
    ETag: string;
    /** @description Present, `true`, when this is the stored answer to an earlier POST with the same `Idempotency-Key` (a success, or a 404 or 409 it answered). */
    'Idempotent-Replayed': 'true';
    /** @description The authentication scheme; `error="invalid_token"` when an OAuth access token is missing, expired or revoked. */
    'WWW-Authenticate': string;
    /** @description Seconds to wait before retrying. */
    'Retry-After': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  retrieveBusiness: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Business retrieved",
           *       "data": {
           *         "id": "01a2187a-4664-7357-bfb4-96af8cc1419d",
           *         "name": "Adaeze Fabrics Ltd",
           *         "base_currency": "NGN",
           *         "country": null,
           *         "timezone": "UTC",
           *         "fiscal_year_start_month": 1,
           *         "lock_date": null,
           *         "environment": "sandbox",
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.365Z",
           *         "updated_at": "2026-11-26T15:29:56.365Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BusinessResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateBusiness: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "timezone": "Africa/Lagos",
         *       "country": "NG",
         *       "fiscal_year_start_month": 1
         *     }
         */
        'application/json': components['schemas']['UpdateBusinessDto'];
      };
    };
    responses: {
      /** @description Business updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Business updated",
           *       "data": {
           *         "id": "01a2187a-4664-7357-bfb4-96af8cc1419d",
           *         "name": "Adaeze Fabrics Ltd",
           *         "base_currency": "NGN",
           *         "country": "NG",
           *         "timezone": "Africa/Lagos",
           *         "fiscal_year_start_month": 1,
           *         "lock_date": null,
           *         "environment": "production",
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.365Z",
           *         "updated_at": "2026-11-26T15:29:56.611Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BusinessResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listSalesAccounts: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales accounts retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *           "code": "4000",
           *           "name": "Sales",
           *           "description": null,
           *           "type": "income",
           *           "subtype": "sales",
           *           "currency": "NGN",
           *           "parent_id": null,
           *           "archived": false,
           *           "system": true,
           *           "balance": "0.00",
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.365Z",
           *           "updated_at": "2026-11-26T15:29:56.365Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 2,
           *         "total_pages": 2,
           *         "next_cursor": "eyJrIjpbIjAiLCI0MDAwIiwic2FsZXMiXSwiaWQiOiIwMWEyMTg3YS00Njk0LTc0Y2MtYjUyMi0xOGFmMTNlZmEwZDQiLCJzIjoiY29kZSJ9"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createSalesAccount: {
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
        /**
         * @example {
         *       "name": "Instagram orders",
         *       "description": "Orders taken through Instagram DMs",
         *       "code": "4010"
         *     }
         */
        'application/json': components['schemas']['CreateSalesAccountDto'];
      };
    };
    responses: {
      /** @description Sales account created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales account created",
           *       "data": {
           *         "id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "code": "4010",
           *         "name": "Instagram orders",
           *         "description": "Orders taken through Instagram DMs",
           *         "type": "income",
           *         "subtype": "sales",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.678Z",
           *         "updated_at": "2026-11-26T15:29:56.678Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveSalesAccount: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales account retrieved",
           *       "data": {
           *         "id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "code": "4010",
           *         "name": "Instagram orders",
           *         "description": "Orders taken through Instagram DMs",
           *         "type": "income",
           *         "subtype": "sales",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.678Z",
           *         "updated_at": "2026-11-26T15:29:56.678Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateSalesAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Instagram and WhatsApp orders"
         *     }
         */
        'application/json': components['schemas']['UpdateSalesAccountDto'];
      };
    };
    responses: {
      /** @description Sales account updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales account updated",
           *       "data": {
           *         "id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "code": "4010",
           *         "name": "Instagram and WhatsApp orders",
           *         "description": "Orders taken through Instagram DMs",
           *         "type": "income",
           *         "subtype": "sales",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.678Z",
           *         "updated_at": "2026-11-26T15:29:56.740Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteSalesAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales account deleted",
           *       "data": {
           *         "id": "01a2187a-4f2a-70fe-9018-9cffc9a35e59",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listAccounts: {
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
        subtype?:
          | 'current_asset'
          | 'cash'
          | 'bank'
          | 'accounts_receivable'
          | 'fixed_asset'
          | 'inventory'
          | 'other_asset'
          | 'current_liability'
          | 'sales_tax'
          | 'accounts_payable'
          | 'long_term_liability'
          | 'other_liability'
          | 'other_equity'
          | 'owners_equity'
          | 'retained_earnings'
          | 'sales'
          | 'other_income'
          | 'general_expense'
          | 'cost_of_sales'
          | 'exchange_gain_loss'
          | 'rounding'
          | 'other_expense';
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Accounts retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *           "code": "1000",
           *           "name": "Cash",
           *           "description": null,
           *           "type": "asset",
           *           "subtype": "cash",
           *           "currency": "NGN",
           *           "parent_id": null,
           *           "archived": false,
           *           "system": true,
           *           "balance": "0.00",
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.365Z",
           *           "updated_at": "2026-11-26T15:29:56.365Z"
           *         },
           *         {
           *           "id": "01a2187a-4694-74cc-b522-04e59b33a7c2",
           *           "code": "1010",
           *           "name": "Bank",
           *           "description": null,
           *           "type": "asset",
           *           "subtype": "bank",
           *           "currency": "NGN",
           *           "parent_id": null,
           *           "archived": false,
           *           "system": false,
           *           "balance": "0.00",
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.365Z",
           *           "updated_at": "2026-11-26T15:29:56.365Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 2,
           *         "total": 14,
           *         "total_pages": 7,
           *         "next_cursor": "eyJrIjpbIjAiLCIxMDEwIiwiYmFuayJdLCJpZCI6IjAxYTIxODdhLTQ2OTQtNzRjYy1iNTIyLTA0ZTU5YjMzYTdjMiIsInMiOiJjb2RlIn0"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createAccount: {
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
        /**
         * @example {
         *       "name": "Shop rent",
         *       "type": "expense",
         *       "subtype": "general_expense",
         *       "code": "6100",
         *       "description": "Rent for the Balogun Market shop"
         *     }
         */
        'application/json': components['schemas']['CreateAccountDto'];
      };
    };
    responses: {
      /** @description Account created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Account created",
           *       "data": {
           *         "id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *         "code": "6100",
           *         "name": "Shop rent",
           *         "description": "Rent for the Balogun Market shop",
           *         "type": "expense",
           *         "subtype": "general_expense",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.767Z",
           *         "updated_at": "2026-11-26T15:29:56.767Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveAccount: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Account retrieved",
           *       "data": {
           *         "id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *         "code": "6100",
           *         "name": "Shop rent",
           *         "description": "Rent for the Balogun Market shop",
           *         "type": "expense",
           *         "subtype": "general_expense",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.767Z",
           *         "updated_at": "2026-11-26T15:29:56.767Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Shop and stall rent"
         *     }
         */
        'application/json': components['schemas']['UpdateAccountDto'];
      };
    };
    responses: {
      /** @description Account updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Account updated",
           *       "data": {
           *         "id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *         "code": "6100",
           *         "name": "Shop and stall rent",
           *         "description": "Rent for the Balogun Market shop",
           *         "type": "expense",
           *         "subtype": "general_expense",
           *         "currency": "NGN",
           *         "parent_id": null,
           *         "archived": false,
           *         "system": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.767Z",
           *         "updated_at": "2026-11-26T15:29:56.821Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AccountResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Account deleted",
           *       "data": {
           *         "id": "01a2187a-4f1f-757f-bf05-e6e26fab379d",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  rollApiKey: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Key rolled",
           *       "data": {
           *         "environment": "sandbox",
           *         "key": "sk_test_7Hq2Lm9XvR4cT8wZb1nP6sKd3yJf5gAeUo0iMt2rWq",
           *         "prefix": "sk_test_7Hq2"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['RolledKeyResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listIntegrations: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Integrations retrieved",
           *       "data": [
           *         {
           *           "client_id": "01a2187a-683c-76c6-ba4e-d9542b42aa77",
           *           "name": "Shopline sync",
           *           "environment": "sandbox",
           *           "redirect_uris": [
           *             "https://shopline.example/oauth/callback"
           *           ],
           *           "scopes": [
           *             "sales:write",
           *             "invoices:read",
           *             "events:read"
           *           ],
           *           "created_at": "2026-11-26T15:30:04.991Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['IntegrationResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createIntegration: {
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
        /**
         * @example {
         *       "name": "Shopline sync",
         *       "redirect_uris": [
         *         "https://shopline.example/oauth/callback"
         *       ],
         *       "scopes": [
         *         "sales:write",
         *         "invoices:read",
         *         "events:read"
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateIntegrationDto'];
      };
    };
    responses: {
      /** @description Integration registered */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Integration registered",
           *       "data": {
           *         "client_id": "01a2187a-683c-76c6-ba4e-d9542b42aa77",
           *         "name": "Shopline sync",
           *         "environment": "sandbox",
           *         "redirect_uris": [
           *           "https://shopline.example/oauth/callback"
           *         ],
           *         "scopes": [
           *           "sales:write",
           *           "invoices:read",
           *           "events:read"
           *         ],
           *         "created_at": "2026-11-26T15:30:04.991Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['IntegrationResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteIntegration: {
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
      /** @description Integration deleted */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Integration deleted",
           *       "data": {
           *         "id": "01a2187a-683c-76c6-ba4e-d9542b42aa77",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listConnections: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Connections retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-68ce-72fa-9f9e-2c82b7980f0c",
           *           "client_id": "01a2187a-6872-712d-a781-16b4d919bbcd",
           *           "integration_name": "Shopline sync",
           *           "environment": "sandbox",
           *           "scopes": [
           *             "sales:write",
           *             "invoices:read",
           *             "events:read"
           *           ],
           *           "created_at": "2026-11-26T15:30:05.134Z",
           *           "updated_at": "2026-11-26T15:30:05.134Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ConnectionResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteConnection: {
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
      /** @description Connection revoked */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Connection revoked",
           *       "data": {
           *         "id": "01a2187a-68ce-72fa-9f9e-2c82b7980f0c",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listJournalEntries: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Journal entries retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *           "date": "2026-11-20",
           *           "memo": "Sale SR-000001",
           *           "currency": "NGN",
           *           "exchange_rate": "1",
           *           "source_type": "sale",
           *           "source_id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *           "reverses_id": null,
           *           "reversed_by_id": null,
           *           "total": "41925.00",
           *           "lines": [
           *             {
           *               "id": "01a2187a-4938-700b-9ce1-013e0ef6e595",
           *               "debit": "41925.00",
           *               "credit": "0.00",
           *               "line_no": 1,
           *               "account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *               "base_debit": "41925.00",
           *               "base_credit": "0.00",
           *               "description": "Sale SR-000001"
           *             },
           *             {
           *               "id": "01a2187a-4938-700b-9ce1-06fafcecd5ea",
           *               "debit": "0.00",
           *               "credit": "39000.00",
           *               "line_no": 2,
           *               "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *               "base_debit": "0.00",
           *               "base_credit": "39000.00",
           *               "description": "Ankara fabric, 6 yards"
           *             },
           *             {
           *               "id": "01a2187a-4938-700b-9ce1-09b6719b0651",
           *               "debit": "0.00",
           *               "credit": "2925.00",
           *               "line_no": 3,
           *               "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *               "base_debit": "0.00",
           *               "base_credit": "2925.00",
           *               "description": "Sales tax"
           *             }
           *           ],
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.041Z",
           *           "updated_at": "2026-11-26T15:29:57.041Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 8,
           *         "total_pages": 8,
           *         "next_cursor": "eyJrIjoiMjAyNi0xMS0yMCIsImlkIjoiMDFhMjE4N2EtNDkzOC03MDBiLTljZTAtZmM2OWFkMjlmNTQ4IiwicyI6Ii1kYXRlIn0"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createJournalEntry: {
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
        /**
         * @example {
         *       "date": "2026-11-05",
         *       "memo": "November shop rent",
         *       "lines": [
         *         {
         *           "account_id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
         *           "debit": "150000.00"
         *         },
         *         {
         *           "account_id": "01a2187a-4694-74cc-b522-04e59b33a7c2",
         *           "credit": "150000.00"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateJournalEntryDto'];
      };
    };
    responses: {
      /** @description Journal entry posted */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Journal entry posted",
           *       "data": {
           *         "id": "01a2187a-4b79-718f-a08b-bd6e59b5c64e",
           *         "date": "2026-11-05",
           *         "memo": "November shop rent",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "source_type": "manual",
           *         "source_id": null,
           *         "reverses_id": null,
           *         "reversed_by_id": null,
           *         "total": "150000.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4b79-718f-a08b-c1ea9b262471",
           *             "debit": "150000.00",
           *             "credit": "0.00",
           *             "line_no": 1,
           *             "account_id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *             "base_debit": "150000.00",
           *             "base_credit": "0.00",
           *             "description": null
           *           },
           *           {
           *             "id": "01a2187a-4b79-718f-a08b-c7d11d9ff19b",
           *             "debit": "0.00",
           *             "credit": "150000.00",
           *             "line_no": 2,
           *             "account_id": "01a2187a-4694-74cc-b522-04e59b33a7c2",
           *             "base_debit": "0.00",
           *             "base_credit": "150000.00",
           *             "description": null
           *           }
           *         ],
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.624Z",
           *         "updated_at": "2026-11-26T15:29:57.624Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveJournalEntry: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Journal entry retrieved",
           *       "data": {
           *         "id": "01a2187a-4b79-718f-a08b-bd6e59b5c64e",
           *         "date": "2026-11-05",
           *         "memo": "November shop rent",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "source_type": "manual",
           *         "source_id": null,
           *         "reverses_id": null,
           *         "reversed_by_id": null,
           *         "total": "150000.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4b79-718f-a08b-c1ea9b262471",
           *             "debit": "150000.00",
           *             "credit": "0.00",
           *             "line_no": 1,
           *             "account_id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *             "base_debit": "150000.00",
           *             "base_credit": "0.00",
           *             "description": null
           *           },
           *           {
           *             "id": "01a2187a-4b79-718f-a08b-c7d11d9ff19b",
           *             "debit": "0.00",
           *             "credit": "150000.00",
           *             "line_no": 2,
           *             "account_id": "01a2187a-4694-74cc-b522-04e59b33a7c2",
           *             "base_debit": "0.00",
           *             "base_credit": "150000.00",
           *             "description": null
           *           }
           *         ],
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.624Z",
           *         "updated_at": "2026-11-26T15:29:57.624Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  reverseJournalEntry: {
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
        /**
         * @example {
         *       "date": "2026-11-06"
         *     }
         */
        'application/json': components['schemas']['ReverseJournalEntryDto'];
      };
    };
    responses: {
      /** @description Journal entry reversed */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Journal entry reversed",
           *       "data": {
           *         "id": "01a2187a-4ba7-743e-a1b7-9dee0c667593",
           *         "date": "2026-11-06",
           *         "memo": "Reversal of November shop rent",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "source_type": "manual",
           *         "source_id": null,
           *         "reverses_id": "01a2187a-4b79-718f-a08b-bd6e59b5c64e",
           *         "reversed_by_id": null,
           *         "total": "150000.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4ba7-743e-a1b7-a079447ed6a6",
           *             "debit": "0.00",
           *             "credit": "150000.00",
           *             "line_no": 1,
           *             "account_id": "01a2187a-481f-72fe-9b94-827eaa315cc6",
           *             "base_debit": "0.00",
           *             "base_credit": "150000.00",
           *             "description": null
           *           },
           *           {
           *             "id": "01a2187a-4ba7-743e-a1b7-a565163e10c7",
           *             "debit": "150000.00",
           *             "credit": "0.00",
           *             "line_no": 2,
           *             "account_id": "01a2187a-4694-74cc-b522-04e59b33a7c2",
           *             "base_debit": "150000.00",
           *             "base_credit": "0.00",
           *             "description": null
           *           }
           *         ],
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.668Z",
           *         "updated_at": "2026-11-26T15:29:57.668Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['JournalEntryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getTrialBalance: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Trial balance",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "currency": "NGN",
           *         "rows": [
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *             "code": "1000",
           *             "name": "Cash",
           *             "type": "asset",
           *             "subtype": "cash",
           *             "debit": "71925.00",
           *             "credit": "0.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-0a43b93e6a0e",
           *             "code": "1100",
           *             "name": "Accounts Receivable",
           *             "type": "asset",
           *             "subtype": "accounts_receivable",
           *             "debit": "23750.00",
           *             "credit": "0.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *             "code": "2100",
           *             "name": "Sales Tax Payable",
           *             "type": "liability",
           *             "subtype": "sales_tax",
           *             "debit": "0.00",
           *             "credit": "6675.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "code": "4000",
           *             "name": "Sales",
           *             "type": "income",
           *             "subtype": "sales",
           *             "debit": "0.00",
           *             "credit": "50000.00"
           *           },
           *           {
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "code": "4010",
           *             "name": "Instagram and WhatsApp orders",
           *             "type": "income",
           *             "subtype": "sales",
           *             "debit": "0.00",
           *             "credit": "39000.00"
           *           }
           *         ],
           *         "totals": {
           *           "debit": "95675.00",
           *           "credit": "95675.00"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TrialBalanceResponse'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "Trial balance",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "currency": "NGN",
           *         "rows": [
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *             "code": "1000",
           *             "name": "Cash",
           *             "type": "asset",
           *             "subtype": "cash",
           *             "debit": "71925.00",
           *             "credit": "0.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-0a43b93e6a0e",
           *             "code": "1100",
           *             "name": "Accounts Receivable",
           *             "type": "asset",
           *             "subtype": "accounts_receivable",
           *             "debit": "23750.00",
           *             "credit": "0.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *             "code": "2100",
           *             "name": "Sales Tax Payable",
           *             "type": "liability",
           *             "subtype": "sales_tax",
           *             "debit": "0.00",
           *             "credit": "6675.00"
           *           },
           *           {
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "code": "4000",
           *             "name": "Sales",
           *             "type": "income",
           *             "subtype": "sales",
           *             "debit": "0.00",
           *             "credit": "50000.00"
           *           },
           *           {
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "code": "4010",
           *             "name": "Instagram and WhatsApp orders",
           *             "type": "income",
           *             "subtype": "sales",
           *             "debit": "0.00",
           *             "credit": "39000.00"
           *           }
           *         ],
           *         "totals": {
           *           "debit": "95675.00",
           *           "credit": "95675.00"
           *         }
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TrialBalanceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getBalanceSheet: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Balance sheet",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "fiscal_year_start": "2026-01-01",
           *         "currency": "NGN",
           *         "assets": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *               "code": "1000",
           *               "name": "Cash",
           *               "type": "asset",
           *               "subtype": "cash",
           *               "amount": "71925.00"
           *             },
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-0a43b93e6a0e",
           *               "code": "1100",
           *               "name": "Accounts Receivable",
           *               "type": "asset",
           *               "subtype": "accounts_receivable",
           *               "amount": "23750.00"
           *             }
           *           ],
           *           "total": "95675.00"
           *         },
           *         "liabilities": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *               "code": "2100",
           *               "name": "Sales Tax Payable",
           *               "type": "liability",
           *               "subtype": "sales_tax",
           *               "amount": "6675.00"
           *             }
           *           ],
           *           "total": "6675.00"
           *         },
           *         "equity": {
           *           "accounts": [],
           *           "prior_years_earnings": "0.00",
           *           "current_year_earnings": "89000.00",
           *           "total": "89000.00"
           *         },
           *         "liabilities_and_equity": "95675.00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BalanceSheetResponse'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "Balance sheet",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "fiscal_year_start": "2026-01-01",
           *         "currency": "NGN",
           *         "assets": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *               "code": "1000",
           *               "name": "Cash",
           *               "type": "asset",
           *               "subtype": "cash",
           *               "amount": "71925.00"
           *             },
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-0a43b93e6a0e",
           *               "code": "1100",
           *               "name": "Accounts Receivable",
           *               "type": "asset",
           *               "subtype": "accounts_receivable",
           *               "amount": "23750.00"
           *             }
           *           ],
           *           "total": "95675.00"
           *         },
           *         "liabilities": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *               "code": "2100",
           *               "name": "Sales Tax Payable",
           *               "type": "liability",
           *               "subtype": "sales_tax",
           *               "amount": "6675.00"
           *             }
           *           ],
           *           "total": "6675.00"
           *         },
           *         "equity": {
           *           "accounts": [],
           *           "prior_years_earnings": "0.00",
           *           "current_year_earnings": "89000.00",
           *           "total": "89000.00"
           *         },
           *         "liabilities_and_equity": "95675.00"
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['BalanceSheetResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getProfitAndLoss: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Profit and loss",
           *       "data": {
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "basis": "accrual",
           *         "currency": "NGN",
           *         "columns": [
           *           {
           *             "from": "2026-11-01",
           *             "to": "2026-11-30"
           *           }
           *         ],
           *         "income": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *               "code": "4000",
           *               "name": "Sales",
           *               "type": "income",
           *               "subtype": "sales",
           *               "amounts": [
           *                 "50000.00"
           *               ]
           *             },
           *             {
           *               "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *               "code": "4010",
           *               "name": "Instagram and WhatsApp orders",
           *               "type": "income",
           *               "subtype": "sales",
           *               "amounts": [
           *                 "39000.00"
           *               ]
           *             }
           *           ],
           *           "total": [
           *             "89000.00"
           *           ]
           *         },
           *         "cost_of_sales": {
           *           "accounts": [],
           *           "total": [
           *             "0.00"
           *           ]
           *         },
           *         "expenses": {
           *           "accounts": [],
           *           "total": [
           *             "0.00"
           *           ]
           *         },
           *         "gross_profit": [
           *           "89000.00"
           *         ],
           *         "net_income": [
           *           "89000.00"
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ProfitAndLossResponse'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "Profit and loss",
           *       "data": {
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "basis": "accrual",
           *         "currency": "NGN",
           *         "columns": [
           *           {
           *             "from": "2026-11-01",
           *             "to": "2026-11-30"
           *           }
           *         ],
           *         "income": {
           *           "accounts": [
           *             {
           *               "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *               "code": "4000",
           *               "name": "Sales",
           *               "type": "income",
           *               "subtype": "sales",
           *               "amounts": [
           *                 "50000.00"
           *               ]
           *             },
           *             {
           *               "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *               "code": "4010",
           *               "name": "Instagram and WhatsApp orders",
           *               "type": "income",
           *               "subtype": "sales",
           *               "amounts": [
           *                 "39000.00"
           *               ]
           *             }
           *           ],
           *           "total": [
           *             "89000.00"
           *           ]
           *         },
           *         "cost_of_sales": {
           *           "accounts": [],
           *           "total": [
           *             "0.00"
           *           ]
           *         },
           *         "expenses": {
           *           "accounts": [],
           *           "total": [
           *             "0.00"
           *           ]
           *         },
           *         "gross_profit": [
           *           "89000.00"
           *         ],
           *         "net_income": [
           *           "89000.00"
           *         ]
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ProfitAndLossResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getGeneralLedger: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "General ledger",
           *       "data": {
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "currency": "NGN",
           *         "accounts": [
           *           {
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "code": "4010",
           *             "name": "Instagram and WhatsApp orders",
           *             "type": "income",
           *             "subtype": "sales",
           *             "opening_balance": "0.00",
           *             "debit": "0.00",
           *             "credit": "39000.00",
           *             "closing_balance": "-39000.00",
           *             "lines": [
           *               {
           *                 "line_id": "01a2187a-4938-700b-9ce1-06fafcecd5ea",
           *                 "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *                 "date": "2026-11-20",
           *                 "source_type": "sale",
           *                 "source_id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *                 "memo": "Sale SR-000001",
           *                 "description": "Ankara fabric, 6 yards",
           *                 "debit": "0.00",
           *                 "credit": "39000.00",
           *                 "balance": "-39000.00"
           *               }
           *             ]
           *           }
           *         ]
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['GeneralLedgerResponse'];
            pagination: components['schemas']['Pagination'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "General ledger",
           *       "data": {
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "currency": "NGN",
           *         "accounts": [
           *           {
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "code": "4010",
           *             "name": "Instagram and WhatsApp orders",
           *             "type": "income",
           *             "subtype": "sales",
           *             "opening_balance": "0.00",
           *             "debit": "0.00",
           *             "credit": "39000.00",
           *             "closing_balance": "-39000.00",
           *             "lines": [
           *               {
           *                 "line_id": "01a2187a-4938-700b-9ce1-06fafcecd5ea",
           *                 "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *                 "date": "2026-11-20",
           *                 "source_type": "sale",
           *                 "source_id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *                 "memo": "Sale SR-000001",
           *                 "description": "Ankara fabric, 6 yards",
           *                 "debit": "0.00",
           *                 "credit": "39000.00",
           *                 "balance": "-39000.00"
           *               }
           *             ]
           *           }
           *         ]
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['GeneralLedgerResponse'];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getAgedReceivables: {
    parameters: {
      query?: {
        /** @description Defaults to today in the business's time zone */
        as_of?: string;
        limit?: number;
        page?: number;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Aged receivables",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "currency": "NGN",
           *         "customers": [
           *           {
           *             "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *             "name": "Chioma Eze",
           *             "current": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_1_30": {
           *               "total": "23750.00",
           *               "invoices": [
           *                 {
           *                   "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *                   "number": "INV-000001",
           *                   "issue_date": "2026-11-02",
           *                   "due_date": "2026-11-16",
           *                   "days_past_due": 14,
           *                   "amount_due": "23750.00"
           *                 }
           *               ]
           *             },
           *             "days_31_60": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_61_90": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_over_90": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "total": "23750.00"
           *           }
           *         ],
           *         "totals": {
           *           "current": "0.00",
           *           "days_1_30": "23750.00",
           *           "days_31_60": "0.00",
           *           "days_61_90": "0.00",
           *           "days_over_90": "0.00",
           *           "total": "23750.00"
           *         }
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AgedReceivablesResponse'];
            pagination: components['schemas']['Pagination'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "Aged receivables",
           *       "data": {
           *         "as_of": "2026-11-30",
           *         "currency": "NGN",
           *         "customers": [
           *           {
           *             "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *             "name": "Chioma Eze",
           *             "current": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_1_30": {
           *               "total": "23750.00",
           *               "invoices": [
           *                 {
           *                   "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *                   "number": "INV-000001",
           *                   "issue_date": "2026-11-02",
           *                   "due_date": "2026-11-16",
           *                   "days_past_due": 14,
           *                   "amount_due": "23750.00"
           *                 }
           *               ]
           *             },
           *             "days_31_60": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_61_90": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "days_over_90": {
           *               "total": "0.00",
           *               "invoices": []
           *             },
           *             "total": "23750.00"
           *           }
           *         ],
           *         "totals": {
           *           "current": "0.00",
           *           "days_1_30": "23750.00",
           *           "days_31_60": "0.00",
           *           "days_61_90": "0.00",
           *           "days_over_90": "0.00",
           *           "total": "23750.00"
           *         }
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['AgedReceivablesResponse'];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getCustomerStatement: {
    parameters: {
      query: {
        /** @description First day of the period. Defaults to the first day of the fiscal year holding `to` */
        from?: string;
        /** @description Last day of the period. Defaults to today in the business's time zone */
        to?: string;
        limit?: number;
        page?: number;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer statement",
           *       "data": {
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "name": "Chioma Eze",
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "currency": "NGN",
           *         "opening_balance": "0.00",
           *         "lines": [
           *           {
           *             "date": "2026-11-02",
           *             "type": "invoice",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4a02-72d5-a5ff-1908121b5077",
           *             "amount": "53750.00",
           *             "balance": "53750.00"
           *           },
           *           {
           *             "date": "2026-11-10",
           *             "type": "payment",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *             "reference": "GTB-7781203",
           *             "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *             "amount": "-30000.00",
           *             "balance": "23750.00"
           *           },
           *           {
           *             "date": "2026-11-11",
           *             "type": "payment",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4b48-7320-b7dc-a1087d49381a",
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b4a-7498-a134-b8976a6ce770",
           *             "amount": "-5000.00",
           *             "balance": "18750.00"
           *           },
           *           {
           *             "date": "2026-11-11",
           *             "type": "payment_void",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4b48-7320-b7dc-a1087d49381a",
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b60-765c-82c2-0c638c101257",
           *             "amount": "5000.00",
           *             "balance": "23750.00"
           *           },
           *           {
           *             "date": "2026-11-12",
           *             "type": "invoice",
           *             "invoice_id": "01a2187a-4afa-75e5-b7fb-42618d84d714",
           *             "number": "INV-000002",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4afe-7340-aca7-6be6cca1414a",
           *             "amount": "60000.00",
           *             "balance": "83750.00"
           *           },
           *           {
           *             "date": "2026-11-13",
           *             "type": "invoice_void",
           *             "invoice_id": "01a2187a-4afa-75e5-b7fb-42618d84d714",
           *             "number": "INV-000002",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b1f-76ba-ac07-b93bda8dbd6e",
           *             "amount": "-60000.00",
           *             "balance": "23750.00"
           *           }
           *         ],
           *         "closing_balance": "23750.00",
           *         "aging": {
           *           "current": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_1_30": {
           *             "total": "23750.00",
           *             "invoices": [
           *               {
           *                 "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *                 "number": "INV-000001",
           *                 "issue_date": "2026-11-02",
           *                 "due_date": "2026-11-16",
           *                 "days_past_due": 14,
           *                 "amount_due": "23750.00"
           *               }
           *             ]
           *           },
           *           "days_31_60": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_61_90": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_over_90": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "total": "23750.00"
           *         }
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 6,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerStatementResponse'];
            pagination: components['schemas']['Pagination'];
          };
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer statement",
           *       "data": {
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "name": "Chioma Eze",
           *         "from": "2026-11-01",
           *         "to": "2026-11-30",
           *         "currency": "NGN",
           *         "opening_balance": "0.00",
           *         "lines": [
           *           {
           *             "date": "2026-11-02",
           *             "type": "invoice",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4a02-72d5-a5ff-1908121b5077",
           *             "amount": "53750.00",
           *             "balance": "53750.00"
           *           },
           *           {
           *             "date": "2026-11-10",
           *             "type": "payment",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *             "reference": "GTB-7781203",
           *             "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *             "amount": "-30000.00",
           *             "balance": "23750.00"
           *           },
           *           {
           *             "date": "2026-11-11",
           *             "type": "payment",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4b48-7320-b7dc-a1087d49381a",
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b4a-7498-a134-b8976a6ce770",
           *             "amount": "-5000.00",
           *             "balance": "18750.00"
           *           },
           *           {
           *             "date": "2026-11-11",
           *             "type": "payment_void",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "payment_id": "01a2187a-4b48-7320-b7dc-a1087d49381a",
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b60-765c-82c2-0c638c101257",
           *             "amount": "5000.00",
           *             "balance": "23750.00"
           *           },
           *           {
           *             "date": "2026-11-12",
           *             "type": "invoice",
           *             "invoice_id": "01a2187a-4afa-75e5-b7fb-42618d84d714",
           *             "number": "INV-000002",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4afe-7340-aca7-6be6cca1414a",
           *             "amount": "60000.00",
           *             "balance": "83750.00"
           *           },
           *           {
           *             "date": "2026-11-13",
           *             "type": "invoice_void",
           *             "invoice_id": "01a2187a-4afa-75e5-b7fb-42618d84d714",
           *             "number": "INV-000002",
           *             "payment_id": null,
           *             "reference": null,
           *             "journal_entry_id": "01a2187a-4b1f-76ba-ac07-b93bda8dbd6e",
           *             "amount": "-60000.00",
           *             "balance": "23750.00"
           *           }
           *         ],
           *         "closing_balance": "23750.00",
           *         "aging": {
           *           "current": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_1_30": {
           *             "total": "23750.00",
           *             "invoices": [
           *               {
           *                 "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *                 "number": "INV-000001",
           *                 "issue_date": "2026-11-02",
           *                 "due_date": "2026-11-16",
           *                 "days_past_due": 14,
           *                 "amount_due": "23750.00"
           *               }
           *             ]
           *           },
           *           "days_31_60": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_61_90": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "days_over_90": {
           *             "total": "0.00",
           *             "invoices": []
           *           },
           *           "total": "23750.00"
           *         }
           *       },
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 6,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'text/csv': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerStatementResponse'];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  exportLedger: {
    parameters: {
      query?: {
        /** @description First day of the export, which then opens with the accounts’ balances at the end of the day before. Defaults to the first entry */
        from?: string;
        /** @description Last day of the export. Defaults to today in the business's time zone */
        to?: string;
        /** @description base: every amount in the base currency (`USD -1100.00`). transaction: an entry made in another currency has its amounts in that currency, each priced at its base amount (`EUR -1000.00 @@ USD 1100.00`), so the tools report either currency (`hledger bal -B` and `ledger bal -B` give the base amounts); a line without an amount in that currency (an exchange difference) stays in the base currency */
        amounts?: 'base' | 'transaction';
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example ; Ledgerline ledger export, 2026-11-01 to 2026-11-30. Amounts in NGN, the base currency.
           *
           *     commodity NGN
           *         format NGN 1000.00
           *     account Assets:1000 Cash
           *     account Assets:1010 Bank
           *     account Assets:1100 Accounts Receivable
           *     account Liabilities:2100 Sales Tax Payable
           *     account Equity:3000 Owner's Equity
           *     account Equity:3100 Retained Earnings
           *     account Income:4000 Sales
           *     account Income:4010 Instagram and WhatsApp orders
           *     account Income:4100 Other Income
           *     account Expenses:5000 Cost of Sales
           *     account Expenses:6000 General Expenses
           *     account Expenses:6100 Shop and stall rent
           *     account Expenses:7000 Exchange Gains/Losses
           *     account Expenses:7100 Rounding
           *     tag journal_entry_id
           *     tag source
           *     tag reverses
           *
           *     2026-11-02 * Invoice INV-000001
           *         ; journal_entry_id: 01a2187a-4a02-72d5-a5ff-1908121b5077
           *         ; source: invoice 01a2187a-497d-76e8-bc7e-4dd42a9a3009
           *         Assets:1100 Accounts Receivable         NGN 53750.00
           *         Income:4000 Sales                       NGN -50000.00
           *         Liabilities:2100 Sales Tax Payable      NGN -3750.00
           *
           *     2026-11-05 * November shop rent
           *         ; journal_entry_id: 01a2187a-4b79-718f-a08b-bd6e59b5c64e
           *         ; source: manual 01a2187a-4b79-718f-a08b-bd6e59b5c64e
           *         Expenses:6100 Shop and stall rent       NGN 150000.00
           *         Assets:1010 Bank                        NGN -150000.00
           */
          'text/plain': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description Return the events with a sequence number greater than this: `0` (the start), the previous page’s `pagination.next_cursor`, or the `sequence` of the last event you processed. A string of digits, of the same type as `next_cursor`; a client that serialises a number (`after=42`) sends the same digits, which are accepted. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Events retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4a27-72cd-899a-0bb566aa8045",
           *           "sequence": 18,
           *           "type": "payment.created",
           *           "data": {
           *             "id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *             "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "status": "completed",
           *             "currency": "NGN",
           *             "amount": "30000.00",
           *             "date": "2026-11-10",
           *             "exchange_rate": "1",
           *             "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *             "method": "bank_transfer",
           *             "reference": "GTB-7781203",
           *             "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *             "voided_at": null,
           *             "metadata": {},
           *             "external_id": null,
           *             "version": 1,
           *             "created_at": "2026-11-26T15:29:57.276Z",
           *             "updated_at": "2026-11-26T15:29:57.276Z"
           *           },
           *           "created_at": "2026-11-26T15:29:57.276Z"
           *         },
           *         {
           *           "id": "01a2187a-4a28-709b-a944-5f8399e26c3a",
           *           "sequence": 19,
           *           "type": "invoice.partially_paid",
           *           "data": {
           *             "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *             "number": "INV-000001",
           *             "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *             "status": "partially_paid",
           *             "issue_date": "2026-11-02",
           *             "due_date": "2026-11-16",
           *             "currency": "NGN",
           *             "exchange_rate": "1",
           *             "amounts_are": "exclusive",
           *             "lines": [
           *               {
           *                 "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *                 "description": "Tailoring: two kaftans",
           *                 "quantity": "2",
           *                 "unit_price": "25000",
           *                 "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *                 "item_id": null,
           *                 "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *                 "tax_rate": "7.5",
           *                 "amount": "50000.00",
           *                 "tax_amount": "3750.00"
           *               }
           *             ],
           *             "subtotal": "50000.00",
           *             "tax_total": "3750.00",
           *             "total": "53750.00",
           *             "amount_paid": "30000.00",
           *             "amount_due": "23750.00",
           *             "overdue": true,
           *             "reference": "Order 118",
           *             "notes": null,
           *             "journal_entry_id": "01a2187a-4a02-72d5-a5ff-1908121b5077",
           *             "finalized_at": "2026-11-26T15:29:57.244Z",
           *             "voided_at": null,
           *             "metadata": {},
           *             "external_id": null,
           *             "version": 4,
           *             "created_at": "2026-11-26T15:29:57.114Z",
           *             "updated_at": "2026-11-26T15:29:57.276Z"
           *           },
           *           "created_at": "2026-11-26T15:29:57.276Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": null,
           *         "limit": 2,
           *         "total": 2,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: (
              | components['schemas']['AccountEvent']
              | components['schemas']['BusinessEvent']
              | components['schemas']['CustomerEvent']
              | components['schemas']['InvoiceEvent']
              | components['schemas']['ItemEvent']
              | components['schemas']['JournalEntryEvent']
              | components['schemas']['PaymentEvent']
              | components['schemas']['SaleEvent']
              | components['schemas']['TaxRateEvent']
              | components['schemas']['WebhookEndpointEvent']
            )[];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listCustomers: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customers retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *           "name": "Chioma Eze",
           *           "email": "chioma.eze@example.com",
           *           "phone": "+2348031234567",
           *           "company": null,
           *           "tax_number": null,
           *           "currency": null,
           *           "billing_address": {
           *             "city": "Lekki",
           *             "line1": "12 Admiralty Way",
           *             "line2": null,
           *             "region": "Lagos",
           *             "country": "NG",
           *             "postal_code": null
           *           },
           *           "notes": null,
           *           "archived": false,
           *           "balance": "0.00",
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.968Z",
           *           "updated_at": "2026-11-26T15:29:56.968Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createCustomer: {
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
        /**
         * @example {
         *       "name": "Chioma Eze",
         *       "email": "chioma.eze@example.com",
         *       "phone": "+2348031234567",
         *       "billing_address": {
         *         "line1": "12 Admiralty Way",
         *         "city": "Lekki",
         *         "region": "Lagos",
         *         "country": "NG"
         *       }
         *     }
         */
        'application/json': components['schemas']['CreateCustomerDto'];
      };
    };
    responses: {
      /** @description Customer created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer created",
           *       "data": {
           *         "id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "name": "Chioma Eze",
           *         "email": "chioma.eze@example.com",
           *         "phone": "+2348031234567",
           *         "company": null,
           *         "tax_number": null,
           *         "currency": null,
           *         "billing_address": {
           *           "city": "Lekki",
           *           "line1": "12 Admiralty Way",
           *           "line2": null,
           *           "region": "Lagos",
           *           "country": "NG",
           *           "postal_code": null
           *         },
           *         "notes": null,
           *         "archived": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.968Z",
           *         "updated_at": "2026-11-26T15:29:56.968Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveCustomer: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer retrieved",
           *       "data": {
           *         "id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "name": "Chioma Eze",
           *         "email": "chioma.eze@example.com",
           *         "phone": "+2348031234567",
           *         "company": null,
           *         "tax_number": null,
           *         "currency": null,
           *         "billing_address": {
           *           "city": "Lekki",
           *           "line1": "12 Admiralty Way",
           *           "line2": null,
           *           "region": "Lagos",
           *           "country": "NG",
           *           "postal_code": null
           *         },
           *         "notes": null,
           *         "archived": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.968Z",
           *         "updated_at": "2026-11-26T15:29:56.968Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "company": "Chioma Couture"
         *     }
         */
        'application/json': components['schemas']['UpdateCustomerDto'];
      };
    };
    responses: {
      /** @description Customer updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer updated",
           *       "data": {
           *         "id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "name": "Chioma Eze",
           *         "email": "chioma.eze@example.com",
           *         "phone": "+2348031234567",
           *         "company": "Chioma Couture",
           *         "tax_number": null,
           *         "currency": null,
           *         "billing_address": {
           *           "city": "Lekki",
           *           "line1": "12 Admiralty Way",
           *           "line2": null,
           *           "region": "Lagos",
           *           "country": "NG",
           *           "postal_code": null
           *         },
           *         "notes": null,
           *         "archived": false,
           *         "balance": "0.00",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.968Z",
           *         "updated_at": "2026-11-26T15:29:57.010Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['CustomerResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Customer deleted",
           *       "data": {
           *         "id": "01a2187a-4f0d-756f-913c-311a350ecd26",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listTaxRates: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Tax rates retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *           "name": "VAT 7.5%",
           *           "rate": "7.5",
           *           "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *           "archived": false,
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.842Z",
           *           "updated_at": "2026-11-26T15:29:56.842Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createTaxRate: {
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
        /**
         * @example {
         *       "name": "VAT 7.5%",
         *       "rate": "7.5"
         *     }
         */
        'application/json': components['schemas']['CreateTaxRateDto'];
      };
    };
    responses: {
      /** @description Tax rate created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Tax rate created",
           *       "data": {
           *         "id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "name": "VAT 7.5%",
           *         "rate": "7.5",
           *         "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.842Z",
           *         "updated_at": "2026-11-26T15:29:56.842Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveTaxRate: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Tax rate retrieved",
           *       "data": {
           *         "id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "name": "VAT 7.5%",
           *         "rate": "7.5",
           *         "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.842Z",
           *         "updated_at": "2026-11-26T15:29:56.842Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateTaxRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "VAT (standard, 7.5%)"
         *     }
         */
        'application/json': components['schemas']['UpdateTaxRateDto'];
      };
    };
    responses: {
      /** @description Tax rate updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Tax rate updated",
           *       "data": {
           *         "id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "name": "VAT (standard, 7.5%)",
           *         "rate": "7.5",
           *         "account_id": "01a2187a-4694-74cc-b522-0c0cbe8d0602",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.842Z",
           *         "updated_at": "2026-11-26T15:29:56.904Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['TaxRateResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteTaxRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Tax rate deleted",
           *       "data": {
           *         "id": "01a2187a-4eff-703b-a94a-1c849c7d3454",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listItems: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Items retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *           "name": "Ankara fabric, 6 yards",
           *           "sku": "ANK-6Y",
           *           "description": null,
           *           "unit_price": "18000",
           *           "income_account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *           "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *           "archived": false,
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:56.913Z",
           *           "updated_at": "2026-11-26T15:29:56.913Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createItem: {
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
        /**
         * @example {
         *       "name": "Ankara fabric, 6 yards",
         *       "sku": "ANK-6Y",
         *       "unit_price": "18000.00",
         *       "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
         *       "income_account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a"
         *     }
         */
        'application/json': components['schemas']['CreateItemDto'];
      };
    };
    responses: {
      /** @description Item created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Item created",
           *       "data": {
           *         "id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *         "name": "Ankara fabric, 6 yards",
           *         "sku": "ANK-6Y",
           *         "description": null,
           *         "unit_price": "18000",
           *         "income_account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.913Z",
           *         "updated_at": "2026-11-26T15:29:56.913Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveItem: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Item retrieved",
           *       "data": {
           *         "id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *         "name": "Ankara fabric, 6 yards",
           *         "sku": "ANK-6Y",
           *         "description": null,
           *         "unit_price": "18000",
           *         "income_account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:56.913Z",
           *         "updated_at": "2026-11-26T15:29:56.913Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "unit_price": "19500.00"
         *     }
         */
        'application/json': components['schemas']['UpdateItemDto'];
      };
    };
    responses: {
      /** @description Item updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Item updated",
           *       "data": {
           *         "id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *         "name": "Ankara fabric, 6 yards",
           *         "sku": "ANK-6Y",
           *         "description": null,
           *         "unit_price": "19500",
           *         "income_account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *         "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *         "archived": false,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:56.913Z",
           *         "updated_at": "2026-11-26T15:29:56.947Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['ItemResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Item deleted",
           *       "data": {
           *         "id": "01a2187a-4ef2-7089-b161-84ecb58b5cc0",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listInvoices: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoices retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *           "number": "INV-000001",
           *           "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *           "status": "draft",
           *           "issue_date": "2026-11-02",
           *           "due_date": "2026-11-16",
           *           "currency": "NGN",
           *           "exchange_rate": "1",
           *           "amounts_are": "exclusive",
           *           "lines": [
           *             {
           *               "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *               "description": "Tailoring: two kaftans",
           *               "quantity": "2",
           *               "unit_price": "25000",
           *               "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *               "item_id": null,
           *               "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *               "tax_rate": "7.5",
           *               "amount": "50000.00",
           *               "tax_amount": "3750.00"
           *             }
           *           ],
           *           "subtotal": "50000.00",
           *           "tax_total": "3750.00",
           *           "total": "53750.00",
           *           "amount_paid": "0.00",
           *           "amount_due": "53750.00",
           *           "overdue": false,
           *           "reference": null,
           *           "notes": null,
           *           "journal_entry_id": null,
           *           "finalized_at": null,
           *           "voided_at": null,
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.114Z",
           *           "updated_at": "2026-11-26T15:29:57.114Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createInvoice: {
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
        /**
         * @example {
         *       "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
         *       "issue_date": "2026-11-02",
         *       "due_date": "2026-11-16",
         *       "lines": [
         *         {
         *           "description": "Tailoring: two kaftans",
         *           "quantity": "2",
         *           "unit_price": "25000.00",
         *           "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice created",
           *       "data": {
           *         "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "number": "INV-000001",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "status": "draft",
           *         "issue_date": "2026-11-02",
           *         "due_date": "2026-11-16",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "amounts_are": "exclusive",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *             "description": "Tailoring: two kaftans",
           *             "quantity": "2",
           *             "unit_price": "25000",
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "item_id": null,
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "50000.00",
           *             "tax_amount": "3750.00"
           *           }
           *         ],
           *         "subtotal": "50000.00",
           *         "tax_total": "3750.00",
           *         "total": "53750.00",
           *         "amount_paid": "0.00",
           *         "amount_due": "53750.00",
           *         "overdue": false,
           *         "reference": null,
           *         "notes": null,
           *         "journal_entry_id": null,
           *         "finalized_at": null,
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.114Z",
           *         "updated_at": "2026-11-26T15:29:57.114Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveInvoice: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice retrieved",
           *       "data": {
           *         "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "number": "INV-000001",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "status": "draft",
           *         "issue_date": "2026-11-02",
           *         "due_date": "2026-11-16",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "amounts_are": "exclusive",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *             "description": "Tailoring: two kaftans",
           *             "quantity": "2",
           *             "unit_price": "25000",
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "item_id": null,
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "50000.00",
           *             "tax_amount": "3750.00"
           *           }
           *         ],
           *         "subtotal": "50000.00",
           *         "tax_total": "3750.00",
           *         "total": "53750.00",
           *         "amount_paid": "0.00",
           *         "amount_due": "53750.00",
           *         "overdue": false,
           *         "reference": null,
           *         "notes": null,
           *         "journal_entry_id": null,
           *         "finalized_at": null,
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.114Z",
           *         "updated_at": "2026-11-26T15:29:57.114Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reference": "Order 118"
         *     }
         */
        'application/json': components['schemas']['UpdateInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice updated",
           *       "data": {
           *         "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "number": "INV-000001",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "status": "draft",
           *         "issue_date": "2026-11-02",
           *         "due_date": "2026-11-16",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "amounts_are": "exclusive",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *             "description": "Tailoring: two kaftans",
           *             "quantity": "2",
           *             "unit_price": "25000",
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "item_id": null,
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "50000.00",
           *             "tax_amount": "3750.00"
           *           }
           *         ],
           *         "subtotal": "50000.00",
           *         "tax_total": "3750.00",
           *         "total": "53750.00",
           *         "amount_paid": "0.00",
           *         "amount_due": "53750.00",
           *         "overdue": false,
           *         "reference": "Order 118",
           *         "notes": null,
           *         "journal_entry_id": null,
           *         "finalized_at": null,
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:57.114Z",
           *         "updated_at": "2026-11-26T15:29:57.224Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice deleted",
           *       "data": {
           *         "id": "01a2187a-4b33-76bb-b6ae-121bc6b602ce",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  finalizeInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice finalized",
           *       "data": {
           *         "id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "number": "INV-000001",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "status": "open",
           *         "issue_date": "2026-11-02",
           *         "due_date": "2026-11-16",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "amounts_are": "exclusive",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4980-762a-8ba5-0db026d1f04f",
           *             "description": "Tailoring: two kaftans",
           *             "quantity": "2",
           *             "unit_price": "25000",
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "item_id": null,
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "50000.00",
           *             "tax_amount": "3750.00"
           *           }
           *         ],
           *         "subtotal": "50000.00",
           *         "tax_total": "3750.00",
           *         "total": "53750.00",
           *         "amount_paid": "0.00",
           *         "amount_due": "53750.00",
           *         "overdue": true,
           *         "reference": "Order 118",
           *         "notes": null,
           *         "journal_entry_id": "01a2187a-4a02-72d5-a5ff-1908121b5077",
           *         "finalized_at": "2026-11-26T15:29:57.244Z",
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 3,
           *         "created_at": "2026-11-26T15:29:57.114Z",
           *         "updated_at": "2026-11-26T15:29:57.244Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  voidInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
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
        /**
         * @example {
         *       "date": "2026-11-13"
         *     }
         */
        'application/json': components['schemas']['VoidInvoiceDto'];
      };
    };
    responses: {
      /** @description Invoice voided */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Invoice voided",
           *       "data": {
           *         "id": "01a2187a-4afa-75e5-b7fb-42618d84d714",
           *         "number": "INV-000002",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "status": "void",
           *         "issue_date": "2026-11-12",
           *         "due_date": "2026-12-12",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "amounts_are": "exclusive",
           *         "lines": [
           *           {
           *             "id": "01a2187a-4b0b-774b-8289-e440342ead46",
           *             "description": "Aso-oke, 2 pieces",
           *             "quantity": "2",
           *             "unit_price": "30000",
           *             "account_id": "01a2187a-4694-74cc-b522-18af13efa0d4",
           *             "item_id": null,
           *             "tax_rate_id": null,
           *             "tax_rate": "0",
           *             "amount": "60000.00",
           *             "tax_amount": "0.00"
           *           }
           *         ],
           *         "subtotal": "60000.00",
           *         "tax_total": "0.00",
           *         "total": "60000.00",
           *         "amount_paid": "0.00",
           *         "amount_due": "0.00",
           *         "overdue": false,
           *         "reference": null,
           *         "notes": null,
           *         "journal_entry_id": "01a2187a-4afe-7340-aca7-6be6cca1414a",
           *         "finalized_at": "2026-11-26T15:29:57.493Z",
           *         "voided_at": "2026-11-26T15:29:57.532Z",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:57.493Z",
           *         "updated_at": "2026-11-26T15:29:57.532Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['InvoiceResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listInvoicePayments: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Payments retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *           "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *           "status": "completed",
           *           "currency": "NGN",
           *           "amount": "30000.00",
           *           "date": "2026-11-10",
           *           "exchange_rate": "1",
           *           "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *           "method": "bank_transfer",
           *           "reference": "GTB-7781203",
           *           "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *           "voided_at": null,
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.276Z",
           *           "updated_at": "2026-11-26T15:29:57.276Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createInvoicePayment: {
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
        /**
         * @example {
         *       "amount": "30000.00",
         *       "date": "2026-11-10",
         *       "method": "bank_transfer",
         *       "reference": "GTB-7781203"
         *     }
         */
        'application/json': components['schemas']['CreatePaymentDto'];
      };
    };
    responses: {
      /** @description Payment recorded */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Payment recorded",
           *       "data": {
           *         "id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *         "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "status": "completed",
           *         "currency": "NGN",
           *         "amount": "30000.00",
           *         "date": "2026-11-10",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "method": "bank_transfer",
           *         "reference": "GTB-7781203",
           *         "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.276Z",
           *         "updated_at": "2026-11-26T15:29:57.276Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listPayments: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Payments retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *           "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *           "status": "completed",
           *           "currency": "NGN",
           *           "amount": "30000.00",
           *           "date": "2026-11-10",
           *           "exchange_rate": "1",
           *           "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *           "method": "bank_transfer",
           *           "reference": "GTB-7781203",
           *           "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *           "voided_at": null,
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.276Z",
           *           "updated_at": "2026-11-26T15:29:57.276Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrievePayment: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Payment retrieved",
           *       "data": {
           *         "id": "01a2187a-4a1d-76ad-ae66-07d205f2757e",
           *         "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "status": "completed",
           *         "currency": "NGN",
           *         "amount": "30000.00",
           *         "date": "2026-11-10",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "method": "bank_transfer",
           *         "reference": "GTB-7781203",
           *         "journal_entry_id": "01a2187a-4a1f-7653-bbaa-1c783eacee09",
           *         "voided_at": null,
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.276Z",
           *         "updated_at": "2026-11-26T15:29:57.276Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  voidPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Payment voided",
           *       "data": {
           *         "id": "01a2187a-4b48-7320-b7dc-a1087d49381a",
           *         "invoice_id": "01a2187a-497d-76e8-bc7e-4dd42a9a3009",
           *         "status": "void",
           *         "currency": "NGN",
           *         "amount": "5000.00",
           *         "date": "2026-11-11",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "method": "cash",
           *         "reference": null,
           *         "journal_entry_id": "01a2187a-4b4a-7498-a134-b8976a6ce770",
           *         "voided_at": "2026-11-26T15:29:57.595Z",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:57.572Z",
           *         "updated_at": "2026-11-26T15:29:57.595Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['PaymentResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listSales: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sales retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *           "number": "SR-000001",
           *           "status": "completed",
           *           "customer_id": null,
           *           "date": "2026-11-20",
           *           "currency": "NGN",
           *           "exchange_rate": "1",
           *           "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *           "payment_method": "pos",
           *           "reference": "POS-0311",
           *           "notes": null,
           *           "amounts_are": "exclusive",
           *           "subtotal": "39000.00",
           *           "tax_total": "2925.00",
           *           "total": "41925.00",
           *           "lines": [
           *             {
           *               "id": "01a2187a-493d-72d9-b299-67e7a9ca06a2",
           *               "description": "Ankara fabric, 6 yards",
           *               "quantity": "2",
           *               "unit_price": "19500",
           *               "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *               "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *               "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *               "tax_rate": "7.5",
           *               "amount": "39000.00",
           *               "tax_amount": "2925.00"
           *             }
           *           ],
           *           "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *           "metadata": {},
           *           "external_id": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.041Z",
           *           "updated_at": "2026-11-26T15:29:57.041Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createSale: {
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
        /**
         * @example {
         *       "date": "2026-11-20",
         *       "payment_method": "pos",
         *       "reference": "POS-0311",
         *       "lines": [
         *         {
         *           "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
         *           "quantity": "2"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateSaleDto'];
      };
    };
    responses: {
      /** @description Sale recorded */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sale recorded",
           *       "data": {
           *         "id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *         "number": "SR-000001",
           *         "status": "completed",
           *         "customer_id": null,
           *         "date": "2026-11-20",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "payment_method": "pos",
           *         "reference": "POS-0311",
           *         "notes": null,
           *         "amounts_are": "exclusive",
           *         "subtotal": "39000.00",
           *         "tax_total": "2925.00",
           *         "total": "41925.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-493d-72d9-b299-67e7a9ca06a2",
           *             "description": "Ankara fabric, 6 yards",
           *             "quantity": "2",
           *             "unit_price": "19500",
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "39000.00",
           *             "tax_amount": "2925.00"
           *           }
           *         ],
           *         "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.041Z",
           *         "updated_at": "2026-11-26T15:29:57.041Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveSale: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sale retrieved",
           *       "data": {
           *         "id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *         "number": "SR-000001",
           *         "status": "completed",
           *         "customer_id": null,
           *         "date": "2026-11-20",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "payment_method": "pos",
           *         "reference": "POS-0311",
           *         "notes": null,
           *         "amounts_are": "exclusive",
           *         "subtotal": "39000.00",
           *         "tax_total": "2925.00",
           *         "total": "41925.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-493d-72d9-b299-67e7a9ca06a2",
           *             "description": "Ankara fabric, 6 yards",
           *             "quantity": "2",
           *             "unit_price": "19500",
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "39000.00",
           *             "tax_amount": "2925.00"
           *           }
           *         ],
           *         "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.041Z",
           *         "updated_at": "2026-11-26T15:29:57.041Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateSale: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
         *       "notes": "Paid by POS at the shop"
         *     }
         */
        'application/json': components['schemas']['UpdateSaleDto'];
      };
    };
    responses: {
      /** @description Sale updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sale updated",
           *       "data": {
           *         "id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *         "number": "SR-000001",
           *         "status": "completed",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "date": "2026-11-20",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "payment_method": "pos",
           *         "reference": "POS-0311",
           *         "notes": "Paid by POS at the shop",
           *         "amounts_are": "exclusive",
           *         "subtotal": "39000.00",
           *         "tax_total": "2925.00",
           *         "total": "41925.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-493d-72d9-b299-67e7a9ca06a2",
           *             "description": "Ankara fabric, 6 yards",
           *             "quantity": "2",
           *             "unit_price": "19500",
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "39000.00",
           *             "tax_amount": "2925.00"
           *           }
           *         ],
           *         "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:57.041Z",
           *         "updated_at": "2026-11-26T15:29:57.099Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  voidSale: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Sale voided",
           *       "data": {
           *         "id": "01a2187a-4935-74c5-908f-d6ee25c85986",
           *         "number": "SR-000001",
           *         "status": "void",
           *         "customer_id": "01a2187a-48eb-7789-b1c5-0aea4764e40d",
           *         "date": "2026-11-20",
           *         "currency": "NGN",
           *         "exchange_rate": "1",
           *         "deposit_account_id": "01a2187a-4694-74cc-b522-01e4dff17904",
           *         "payment_method": "pos",
           *         "reference": "POS-0311",
           *         "notes": "Paid by POS at the shop",
           *         "amounts_are": "exclusive",
           *         "subtotal": "39000.00",
           *         "tax_total": "2925.00",
           *         "total": "41925.00",
           *         "lines": [
           *           {
           *             "id": "01a2187a-493d-72d9-b299-67e7a9ca06a2",
           *             "description": "Ankara fabric, 6 yards",
           *             "quantity": "2",
           *             "unit_price": "19500",
           *             "account_id": "01a2187a-47cb-70fc-9b28-09e5fa8aa26a",
           *             "item_id": "01a2187a-48b3-72ea-b3dd-3f35b3cb55e5",
           *             "tax_rate_id": "01a2187a-486f-758d-9e89-3570200ef90d",
           *             "tax_rate": "7.5",
           *             "amount": "39000.00",
           *             "tax_amount": "2925.00"
           *           }
           *         ],
           *         "journal_entry_id": "01a2187a-4938-700b-9ce0-fc69ad29f548",
           *         "metadata": {},
           *         "external_id": null,
           *         "version": 3,
           *         "created_at": "2026-11-26T15:29:57.041Z",
           *         "updated_at": "2026-11-26T15:29:58.497Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['SaleResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listWebhooks: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook endpoints retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *           "url": "https://hooks.adaezefabrics.ng/ledgerline",
           *           "description": "Storefront order sync",
           *           "events": [
           *             "invoice.*",
           *             "payment.*"
           *           ],
           *           "enabled": true,
           *           "disabled_reason": null,
           *           "version": 1,
           *           "created_at": "2026-11-26T15:29:57.796Z",
           *           "updated_at": "2026-11-26T15:29:57.796Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 10,
           *         "total": 1,
           *         "total_pages": 1,
           *         "next_cursor": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createWebhook: {
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
        /**
         * @example {
         *       "url": "https://hooks.adaezefabrics.ng/ledgerline",
         *       "events": [
         *         "invoice.*",
         *         "payment.*"
         *       ],
         *       "description": "Storefront order sync"
         *     }
         */
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      /** @description Webhook endpoint created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook endpoint created",
           *       "data": {
           *         "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "url": "https://hooks.adaezefabrics.ng/ledgerline",
           *         "description": "Storefront order sync",
           *         "events": [
           *           "invoice.*",
           *           "payment.*"
           *         ],
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.796Z",
           *         "updated_at": "2026-11-26T15:29:57.796Z",
           *         "secret": "whsec_Kx3mV9qLr2TzWb7nYp4sHd8cJf1gAe6uQo5iRt0yMw="
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookWithSecretResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retrieveWebhook: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook endpoint retrieved",
           *       "data": {
           *         "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "url": "https://hooks.adaezefabrics.ng/ledgerline",
           *         "description": "Storefront order sync",
           *         "events": [
           *           "invoice.*",
           *           "payment.*"
           *         ],
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "version": 1,
           *         "created_at": "2026-11-26T15:29:57.796Z",
           *         "updated_at": "2026-11-26T15:29:57.796Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
        'If-Match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "events": [
         *         "invoice.*",
         *         "payment.*",
         *         "sale.created"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      /** @description Webhook endpoint updated */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook endpoint updated",
           *       "data": {
           *         "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "url": "https://hooks.adaezefabrics.ng/ledgerline",
           *         "description": "Storefront order sync",
           *         "events": [
           *           "invoice.*",
           *           "payment.*",
           *           "sale.created"
           *         ],
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "version": 2,
           *         "created_at": "2026-11-26T15:29:57.796Z",
           *         "updated_at": "2026-11-26T15:29:57.833Z"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag the change is based on; a stale one → 412 `version_conflict`. Absent or `*`: no check. */
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook endpoint deleted",
           *       "data": {
           *         "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeletedResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  rotateWebhookSecret: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Webhook secret rotated",
           *       "data": {
           *         "id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "url": "https://hooks.adaezefabrics.ng/ledgerline",
           *         "description": "Storefront order sync",
           *         "events": [
           *           "invoice.*",
           *           "payment.*",
           *           "sale.created"
           *         ],
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "version": 3,
           *         "created_at": "2026-11-26T15:29:57.796Z",
           *         "updated_at": "2026-11-26T15:29:57.841Z",
           *         "secret": "whsec_Pn8sD2vLq6WzXc3mTb9rKh4jYf7gUe1aNo5iRs0tGk="
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['WebhookWithSecretResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  testWebhook: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Test event queued",
           *       "data": {
           *         "id": "01a2187a-4c5a-7d3f-8ec9-25b2d5f93200",
           *         "endpoint_id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "event_id": "01a2187a-4c5a-7254-bb61-038394dc09f0",
           *         "event_type": "webhook.test",
           *         "sequence": null,
           *         "attempt": 1,
           *         "status": "pending",
           *         "response_status": null,
           *         "duration_ms": null,
           *         "error": null,
           *         "next_attempt_at": "2026-11-26T15:29:57.850Z",
           *         "request_body": null,
           *         "response_body": null,
           *         "created_at": "2026-11-26T15:29:57.849Z",
           *         "attempted_at": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listWebhookDeliveries: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Deliveries retrieved",
           *       "data": [
           *         {
           *           "id": "01a2187a-4c79-749e-8435-dbfd92d8f21e",
           *           "endpoint_id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *           "event_id": "01a2187a-4c78-75ca-b333-b8ba064fb2b8",
           *           "event_type": "invoice.partially_paid",
           *           "sequence": 36,
           *           "attempt": 1,
           *           "status": "succeeded",
           *           "response_status": 200,
           *           "duration_ms": 3,
           *           "error": null,
           *           "next_attempt_at": null,
           *           "request_body": "{\"id\":\"01a2187a-4c78-75ca-b333-b8ba064fb2b8\",\"type\":\"invoice.partially_paid\",\"sequence\":36,\"created_at\":\"2026-11-26T15:29:57.863Z\",\"environment\":\"sandbox\",\"data\":{\"id\":\"01a2187a-497d-76e8-bc7e-4dd42a9a3009\",\"lines\":[{\"id\":\"01a2187a-4980-762a-8ba5-0db026d1f04f\",\"amount\":\"50000.00\",\"item_id\":null,\"quantity\":\"2\",\"tax_rate\":\"7.5\",\"account_id\":\"01a2187a-4694-74cc-b522-18af13efa0d4\",\"tax_amount\":\"3750.00\",\"unit_price\":\"25000\",\"description\":\"Tailoring: two kaftans\",\"tax_rate_id\":\"01a2187a-486f-758d-9e89-3570200ef90d\"}],\"notes\":null,\"total\":\"53750.00\",\"number\":\"INV-000001\",\"status\":\"partially_paid\",\"overdue\":true,\"version\":7,\"currency\":\"NGN\",\"due_date\":\"2026-11-16\",\"metadata\":{},\"subtotal\":\"50000.00\",\"reference\":\"Order 118\",\"tax_total\":\"3750.00\",\"voided_at\":null,\"amount_due\":\"22750.00\",\"created_at\":\"2026-11-26T15:29:57.114Z\",\"issue_date\":\"2026-11-02\",\"updated_at\":\"2026-11-26T15:29:57.863Z\",\"amount_paid\":\"31000.00\",\"amounts_are\":\"exclusive\",\"customer_id\":\"01a2187a-48eb-7789-b1c5-0aea4764e40d\",\"external_id\":null,\"finalized_at\":\"2026-11-26T15:29:57.244Z\",\"exchange_rate\":\"1\",\"journal_entry_id\":\"01a2187a-4a02-72d5-a5ff-1908121b5077\"}}",
           *           "response_body": "{\"received\":true}",
           *           "created_at": "2026-11-26T15:29:57.863Z",
           *           "attempted_at": "2026-11-26T15:29:57.898Z"
           *         },
           *         {
           *           "id": "01a2187a-4c74-7780-bd59-c7b9db501df3",
           *           "endpoint_id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *           "event_id": "01a2187a-4c74-76dc-b7ef-dbd62676b212",
           *           "event_type": "payment.created",
           *           "sequence": 35,
           *           "attempt": 1,
           *           "status": "succeeded",
           *           "response_status": 200,
           *           "duration_ms": 3,
           *           "error": null,
           *           "next_attempt_at": null,
           *           "request_body": "{\"id\":\"01a2187a-4c74-76dc-b7ef-dbd62676b212\",\"type\":\"payment.created\",\"sequence\":35,\"created_at\":\"2026-11-26T15:29:57.863Z\",\"environment\":\"sandbox\",\"data\":{\"id\":\"01a2187a-4c6d-70bd-87f3-db58601c9101\",\"date\":\"2026-11-12\",\"amount\":\"1000.00\",\"method\":null,\"status\":\"completed\",\"version\":1,\"currency\":\"NGN\",\"metadata\":{},\"reference\":null,\"voided_at\":null,\"created_at\":\"2026-11-26T15:29:57.863Z\",\"invoice_id\":\"01a2187a-497d-76e8-bc7e-4dd42a9a3009\",\"updated_at\":\"2026-11-26T15:29:57.863Z\",\"external_id\":null,\"exchange_rate\":\"1\",\"journal_entry_id\":\"01a2187a-4c71-758f-9fbd-1aaaa47951d9\",\"deposit_account_id\":\"01a2187a-4694-74cc-b522-01e4dff17904\"}}",
           *           "response_body": "{\"received\":true}",
           *           "created_at": "2026-11-26T15:29:57.863Z",
           *           "attempted_at": "2026-11-26T15:29:57.896Z"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 2,
           *         "total": 3,
           *         "total_pages": 2,
           *         "next_cursor": "eyJrIjoiMjAyNi0xMS0yNiAxNToyOTo1Ny44NjM4MSswMCIsImlkIjoiMDFhMjE4N2EtNGM3NC03NzgwLWJkNTktYzdiOWRiNTAxZGYzIiwicyI6Ii1jcmVhdGVkX2F0In0"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'][];
            pagination: components['schemas']['Pagination'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  retryWebhookDelivery: {
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
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Delivery queued",
           *       "data": {
           *         "id": "01a2187a-4eb5-77bd-8e68-d99ea54ec005",
           *         "endpoint_id": "01a2187a-4c24-758a-90b2-afcf05eaeec7",
           *         "event_id": "01a2187a-4c5a-7254-bb61-038394dc09f0",
           *         "event_type": "webhook.test",
           *         "sequence": null,
           *         "attempt": 2,
           *         "status": "pending",
           *         "response_status": null,
           *         "duration_ms": null,
           *         "error": null,
           *         "next_attempt_at": "2026-11-26T15:29:58.453Z",
           *         "request_body": null,
           *         "response_body": null,
           *         "created_at": "2026-11-26T15:29:58.451Z",
           *         "attempted_at": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['DeliveryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  recoverWebhookEvents: {
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
        /**
         * @example {
         *       "after_sequence": "40"
         *     }
         */
        'application/json': components['schemas']['RecoverWebhookDto'];
      };
    };
    responses: {
      /** @description Recovery queued */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "success",
           *       "message": "Recovery queued",
           *       "data": {
           *         "after_sequence": "40",
           *         "queued": 0
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'success';
            message: string;
            data: components['schemas']['RecoveryResponse'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
}
