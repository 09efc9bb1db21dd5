import type { ContentObject, OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';

/**
 * Request and response examples of every operation of the API document, keyed by "METHOD /path"
 * as the document names them. They are one day of one business, read from a real run of the API:
 * Adaeze Fabrics Ltd, a Lagos fabric and tailoring shop (base currency NGN, VAT 7.5%), records a
 * point-of-sale sale, invoices a customer, takes a part payment, posts its rent, and syncs its
 * storefront through a webhook and an integration. Ids, numbers, sequences and amounts agree from
 * one example to the next. Only success answers are here; the error answers have their own.
 */

interface Example {
  /** The JSON body of the request, for an operation that takes one. */
  request?: unknown;
  /** The body of the success answer (the 2xx the operation documents). */
  response: unknown;
}

const envelope = (message: string, data: unknown) => ({ status: 'success', message, data });
const page = (message: string, data: unknown[], pagination: object) => ({ status: 'success', message, data, pagination });
const paged = (message: string, data: object, pagination: object) => ({ status: 'success', message, data, pagination });

const business = {
  id: '01a2187a-4664-7357-bfb4-96af8cc1419d',
  name: 'Adaeze Fabrics Ltd',
  base_currency: 'NGN',
  country: null,
  timezone: 'UTC',
  fiscal_year_start_month: 1,
  lock_date: null,
  environment: 'sandbox',
  version: 1,
  created_at: '2026-11-26T15:29:56.365Z',
  updated_at: '2026-11-26T15:29:56.365Z',
};
const instagramOrdersAccount = {
  id: '01a2187a-47cb-70fc-9b28-09e5fa8aa26a',
  code: '4010',
  name: 'Instagram orders',
  description: 'Orders taken through Instagram DMs',
  type: 'income',
  subtype: 'sales',
  currency: 'NGN',
  parent_id: null,
  archived: false,
  system: false,
  balance: '0.00',
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:56.678Z',
  updated_at: '2026-11-26T15:29:56.678Z',
};
const salesAccount = {
  ...instagramOrdersAccount,
  id: '01a2187a-4694-74cc-b522-18af13efa0d4',
  code: '4000',
  name: 'Sales',
  description: null,
  system: true,
  created_at: '2026-11-26T15:29:56.365Z',
  updated_at: '2026-11-26T15:29:56.365Z',
};
const shopRentAccount = {
  ...instagramOrdersAccount,
  id: '01a2187a-481f-72fe-9b94-827eaa315cc6',
  code: '6100',
  name: 'Shop rent',
  description: 'Rent for the Balogun Market shop',
  type: 'expense',
  subtype: 'general_expense',
  created_at: '2026-11-26T15:29:56.767Z',
  updated_at: '2026-11-26T15:29:56.767Z',
};
const cashAccount = {
  id: '01a2187a-4694-74cc-b522-01e4dff17904',
  code: '1000',
  name: 'Cash',
  description: null,
  type: 'asset',
  subtype: 'cash',
  currency: 'NGN',
  parent_id: null,
  archived: false,
  system: true,
  balance: '0.00',
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:56.365Z',
  updated_at: '2026-11-26T15:29:56.365Z',
};
const bankAccount = {
  ...instagramOrdersAccount,
  id: '01a2187a-4694-74cc-b522-04e59b33a7c2',
  code: '1010',
  name: 'Bank',
  description: null,
  type: 'asset',
  subtype: 'bank',
  created_at: '2026-11-26T15:29:56.365Z',
  updated_at: '2026-11-26T15:29:56.365Z',
};
const vat = {
  id: '01a2187a-486f-758d-9e89-3570200ef90d',
  name: 'VAT 7.5%',
  rate: '7.5',
  account_id: '01a2187a-4694-74cc-b522-0c0cbe8d0602',
  archived: false,
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:56.842Z',
  updated_at: '2026-11-26T15:29:56.842Z',
};
const ankaraFabric = {
  id: '01a2187a-48b3-72ea-b3dd-3f35b3cb55e5',
  name: 'Ankara fabric, 6 yards',
  sku: 'ANK-6Y',
  description: null,
  unit_price: '18000',
  income_account_id: instagramOrdersAccount.id,
  tax_rate_id: vat.id,
  archived: false,
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:56.913Z',
  updated_at: '2026-11-26T15:29:56.913Z',
};
const chiomaEze = {
  id: '01a2187a-48eb-7789-b1c5-0aea4764e40d',
  name: 'Chioma Eze',
  email: 'chioma.eze@example.com',
  phone: '+2348031234567',
  company: null,
  tax_number: null,
  currency: null,
  billing_address: { city: 'Lekki', line1: '12 Admiralty Way', line2: null, region: 'Lagos', country: 'NG', postal_code: null },
  notes: null,
  archived: false,
  balance: '0.00',
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:56.968Z',
  updated_at: '2026-11-26T15:29:56.968Z',
};
const sale1 = {
  id: '01a2187a-4935-74c5-908f-d6ee25c85986',
  number: 'SR-000001',
  status: 'completed',
  customer_id: null,
  date: '2026-11-20',
  currency: 'NGN',
  exchange_rate: '1',
  deposit_account_id: cashAccount.id,
  payment_method: 'pos',
  reference: 'POS-0311',
  notes: null,
  amounts_are: 'exclusive',
  subtotal: '39000.00',
  tax_total: '2925.00',
  total: '41925.00',
  lines: [
    {
      id: '01a2187a-493d-72d9-b299-67e7a9ca06a2',
      description: 'Ankara fabric, 6 yards',
      quantity: '2',
      unit_price: '19500',
      account_id: instagramOrdersAccount.id,
      item_id: ankaraFabric.id,
      tax_rate_id: vat.id,
      tax_rate: '7.5',
      amount: '39000.00',
      tax_amount: '2925.00',
    },
  ],
  journal_entry_id: '01a2187a-4938-700b-9ce0-fc69ad29f548',
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.041Z',
  updated_at: '2026-11-26T15:29:57.041Z',
};
const invoice1 = {
  id: '01a2187a-497d-76e8-bc7e-4dd42a9a3009',
  number: 'INV-000001',
  customer_id: chiomaEze.id,
  status: 'draft',
  issue_date: '2026-11-02',
  due_date: '2026-11-16',
  currency: 'NGN',
  exchange_rate: '1',
  amounts_are: 'exclusive',
  lines: [
    {
      id: '01a2187a-4980-762a-8ba5-0db026d1f04f',
      description: 'Tailoring: two kaftans',
      quantity: '2',
      unit_price: '25000',
      account_id: salesAccount.id,
      item_id: null,
      tax_rate_id: vat.id,
      tax_rate: '7.5',
      amount: '50000.00',
      tax_amount: '3750.00',
    },
  ],
  subtotal: '50000.00',
  tax_total: '3750.00',
  total: '53750.00',
  amount_paid: '0.00',
  amount_due: '53750.00',
  overdue: false,
  reference: null,
  notes: null,
  journal_entry_id: null,
  finalized_at: null,
  voided_at: null,
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.114Z',
  updated_at: '2026-11-26T15:29:57.114Z',
};
const bankPayment = {
  id: '01a2187a-4a1d-76ad-ae66-07d205f2757e',
  invoice_id: invoice1.id,
  status: 'completed',
  currency: 'NGN',
  amount: '30000.00',
  date: '2026-11-10',
  exchange_rate: '1',
  deposit_account_id: cashAccount.id,
  method: 'bank_transfer',
  reference: 'GTB-7781203',
  journal_entry_id: '01a2187a-4a1f-7653-bbaa-1c783eacee09',
  voided_at: null,
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.276Z',
  updated_at: '2026-11-26T15:29:57.276Z',
};
const paymentCreatedEvent = {
  id: '01a2187a-4a27-72cd-899a-0bb566aa8045',
  sequence: 18,
  type: 'payment.created',
  data: bankPayment,
  created_at: '2026-11-26T15:29:57.276Z',
};
const invoicePartiallyPaidEvent = {
  id: '01a2187a-4a28-709b-a944-5f8399e26c3a',
  sequence: 19,
  type: 'invoice.partially_paid',
  data: {
    ...invoice1,
    status: 'partially_paid',
    overdue: true,
    version: 4,
    reference: 'Order 118',
    amount_due: '23750.00',
    updated_at: '2026-11-26T15:29:57.276Z',
    amount_paid: '30000.00',
    finalized_at: '2026-11-26T15:29:57.244Z',
    journal_entry_id: '01a2187a-4a02-72d5-a5ff-1908121b5077',
  },
  created_at: '2026-11-26T15:29:57.276Z',
};
const invoice2 = {
  id: '01a2187a-4afa-75e5-b7fb-42618d84d714',
  number: 'INV-000002',
  customer_id: chiomaEze.id,
  status: 'void',
  issue_date: '2026-11-12',
  due_date: '2026-12-12',
  currency: 'NGN',
  exchange_rate: '1',
  amounts_are: 'exclusive',
  lines: [
    {
      id: '01a2187a-4b0b-774b-8289-e440342ead46',
      description: 'Aso-oke, 2 pieces',
      quantity: '2',
      unit_price: '30000',
      account_id: salesAccount.id,
      item_id: null,
      tax_rate_id: null,
      tax_rate: '0',
      amount: '60000.00',
      tax_amount: '0.00',
    },
  ],
  subtotal: '60000.00',
  tax_total: '0.00',
  total: '60000.00',
  amount_paid: '0.00',
  amount_due: '0.00',
  overdue: false,
  reference: null,
  notes: null,
  journal_entry_id: '01a2187a-4afe-7340-aca7-6be6cca1414a',
  finalized_at: '2026-11-26T15:29:57.493Z',
  voided_at: '2026-11-26T15:29:57.532Z',
  metadata: {},
  external_id: null,
  version: 2,
  created_at: '2026-11-26T15:29:57.493Z',
  updated_at: '2026-11-26T15:29:57.532Z',
};
const cashPayment = {
  id: '01a2187a-4b48-7320-b7dc-a1087d49381a',
  invoice_id: invoice1.id,
  status: 'void',
  currency: 'NGN',
  amount: '5000.00',
  date: '2026-11-11',
  exchange_rate: '1',
  deposit_account_id: cashAccount.id,
  method: 'cash',
  reference: null,
  journal_entry_id: '01a2187a-4b4a-7498-a134-b8976a6ce770',
  voided_at: '2026-11-26T15:29:57.595Z',
  metadata: {},
  external_id: null,
  version: 2,
  created_at: '2026-11-26T15:29:57.572Z',
  updated_at: '2026-11-26T15:29:57.595Z',
};
const rentEntry = {
  id: '01a2187a-4b79-718f-a08b-bd6e59b5c64e',
  date: '2026-11-05',
  memo: 'November shop rent',
  currency: 'NGN',
  exchange_rate: '1',
  source_type: 'manual',
  source_id: null,
  reverses_id: null,
  reversed_by_id: null,
  total: '150000.00',
  lines: [
    {
      id: '01a2187a-4b79-718f-a08b-c1ea9b262471',
      debit: '150000.00',
      credit: '0.00',
      line_no: 1,
      account_id: shopRentAccount.id,
      base_debit: '150000.00',
      base_credit: '0.00',
      description: null,
    },
    {
      id: '01a2187a-4b79-718f-a08b-c7d11d9ff19b',
      debit: '0.00',
      credit: '150000.00',
      line_no: 2,
      account_id: bankAccount.id,
      base_debit: '0.00',
      base_credit: '150000.00',
      description: null,
    },
  ],
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.624Z',
  updated_at: '2026-11-26T15:29:57.624Z',
};
const saleEntry = {
  id: '01a2187a-4938-700b-9ce0-fc69ad29f548',
  date: '2026-11-20',
  memo: 'Sale SR-000001',
  currency: 'NGN',
  exchange_rate: '1',
  source_type: 'sale',
  source_id: sale1.id,
  reverses_id: null,
  reversed_by_id: null,
  total: '41925.00',
  lines: [
    {
      id: '01a2187a-4938-700b-9ce1-013e0ef6e595',
      debit: '41925.00',
      credit: '0.00',
      line_no: 1,
      account_id: cashAccount.id,
      base_debit: '41925.00',
      base_credit: '0.00',
      description: 'Sale SR-000001',
    },
    {
      id: '01a2187a-4938-700b-9ce1-06fafcecd5ea',
      debit: '0.00',
      credit: '39000.00',
      line_no: 2,
      account_id: instagramOrdersAccount.id,
      base_debit: '0.00',
      base_credit: '39000.00',
      description: 'Ankara fabric, 6 yards',
    },
    {
      id: '01a2187a-4938-700b-9ce1-09b6719b0651',
      debit: '0.00',
      credit: '2925.00',
      line_no: 3,
      account_id: '01a2187a-4694-74cc-b522-0c0cbe8d0602',
      base_debit: '0.00',
      base_credit: '2925.00',
      description: 'Sales tax',
    },
  ],
  metadata: {},
  external_id: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.041Z',
  updated_at: '2026-11-26T15:29:57.041Z',
};
const rentReversal = {
  ...rentEntry,
  id: '01a2187a-4ba7-743e-a1b7-9dee0c667593',
  date: '2026-11-06',
  memo: 'Reversal of November shop rent',
  reverses_id: rentEntry.id,
  lines: [
    {
      id: '01a2187a-4ba7-743e-a1b7-a079447ed6a6',
      debit: '0.00',
      credit: '150000.00',
      line_no: 1,
      account_id: shopRentAccount.id,
      base_debit: '0.00',
      base_credit: '150000.00',
      description: null,
    },
    {
      id: '01a2187a-4ba7-743e-a1b7-a565163e10c7',
      debit: '150000.00',
      credit: '0.00',
      line_no: 2,
      account_id: bankAccount.id,
      base_debit: '150000.00',
      base_credit: '0.00',
      description: null,
    },
  ],
  created_at: '2026-11-26T15:29:57.668Z',
  updated_at: '2026-11-26T15:29:57.668Z',
};
const webhook = {
  id: '01a2187a-4c24-758a-90b2-afcf05eaeec7',
  url: 'https://hooks.adaezefabrics.ng/ledgerline',
  description: 'Storefront order sync',
  events: ['invoice.*', 'payment.*'],
  enabled: true,
  disabled_reason: null,
  version: 1,
  created_at: '2026-11-26T15:29:57.796Z',
  updated_at: '2026-11-26T15:29:57.796Z',
};
const testDelivery = {
  id: '01a2187a-4c5a-7d3f-8ec9-25b2d5f93200',
  endpoint_id: webhook.id,
  event_id: '01a2187a-4c5a-7254-bb61-038394dc09f0',
  event_type: 'webhook.test',
  sequence: null,
  attempt: 1,
  status: 'pending',
  response_status: null,
  duration_ms: null,
  error: null,
  next_attempt_at: '2026-11-26T15:29:57.850Z',
  request_body: null,
  response_body: null,
  created_at: '2026-11-26T15:29:57.849Z',
  attempted_at: null,
};
const invoiceDelivery = {
  id: '01a2187a-4c79-749e-8435-dbfd92d8f21e',
  endpoint_id: webhook.id,
  event_id: '01a2187a-4c78-75ca-b333-b8ba064fb2b8',
  event_type: 'invoice.partially_paid',
  sequence: 36,
  attempt: 1,
  status: 'succeeded',
  response_status: 200,
  duration_ms: 3,
  error: null,
  next_attempt_at: null,
  request_body:
    '{"id":"01a2187a-4c78-75ca-b333-b8ba064fb2b8","type":"invoice.partially_paid","sequence":36,"created_at":"2026-11-26T15:29:57.863Z","environment":"sandbox","data":{"id":"01a2187a-497d-76e8-bc7e-4dd42a9a3009","lines":[{"id":"01a2187a-4980-762a-8ba5-0db026d1f04f","amount":"50000.00","item_id":null,"quantity":"2","tax_rate":"7.5","account_id":"01a2187a-4694-74cc-b522-18af13efa0d4","tax_amount":"3750.00","unit_price":"25000","description":"Tailoring: two kaftans","tax_rate_id":"01a2187a-486f-758d-9e89-3570200ef90d"}],"notes":null,"total":"53750.00","number":"INV-000001","status":"partially_paid","overdue":true,"version":7,"currency":"NGN","due_date":"2026-11-16","metadata":{},"subtotal":"50000.00","reference":"Order 118","tax_total":"3750.00","voided_at":null,"amount_due":"22750.00","created_at":"2026-11-26T15:29:57.114Z","issue_date":"2026-11-02","updated_at":"2026-11-26T15:29:57.863Z","amount_paid":"31000.00","amounts_are":"exclusive","customer_id":"01a2187a-48eb-7789-b1c5-0aea4764e40d","external_id":null,"finalized_at":"2026-11-26T15:29:57.244Z","exchange_rate":"1","journal_entry_id":"01a2187a-4a02-72d5-a5ff-1908121b5077"}}',
  response_body: '{"received":true}',
  created_at: '2026-11-26T15:29:57.863Z',
  attempted_at: '2026-11-26T15:29:57.898Z',
};
const paymentDelivery = {
  id: '01a2187a-4c74-7780-bd59-c7b9db501df3',
  endpoint_id: webhook.id,
  event_id: '01a2187a-4c74-76dc-b7ef-dbd62676b212',
  event_type: 'payment.created',
  sequence: 35,
  attempt: 1,
  status: 'succeeded',
  response_status: 200,
  duration_ms: 3,
  error: null,
  next_attempt_at: null,
  request_body:
    '{"id":"01a2187a-4c74-76dc-b7ef-dbd62676b212","type":"payment.created","sequence":35,"created_at":"2026-11-26T15:29:57.863Z","environment":"sandbox","data":{"id":"01a2187a-4c6d-70bd-87f3-db58601c9101","date":"2026-11-12","amount":"1000.00","method":null,"status":"completed","version":1,"currency":"NGN","metadata":{},"reference":null,"voided_at":null,"created_at":"2026-11-26T15:29:57.863Z","invoice_id":"01a2187a-497d-76e8-bc7e-4dd42a9a3009","updated_at":"2026-11-26T15:29:57.863Z","external_id":null,"exchange_rate":"1","journal_entry_id":"01a2187a-4c71-758f-9fbd-1aaaa47951d9","deposit_account_id":"01a2187a-4694-74cc-b522-01e4dff17904"}}',
  response_body: '{"received":true}',
  created_at: '2026-11-26T15:29:57.863Z',
  attempted_at: '2026-11-26T15:29:57.896Z',
};
const testDeliveryRetried = {
  ...testDelivery,
  id: '01a2187a-4eb5-77bd-8e68-d99ea54ec005',
  attempt: 2,
  next_attempt_at: '2026-11-26T15:29:58.453Z',
  created_at: '2026-11-26T15:29:58.451Z',
};
const integration = {
  client_id: '01a2187a-683c-76c6-ba4e-d9542b42aa77',
  name: 'Shopline sync',
  environment: 'sandbox',
  redirect_uris: ['https://shopline.example/oauth/callback'],
  scopes: ['sales:write', 'invoices:read', 'events:read'],
  created_at: '2026-11-26T15:30:04.991Z',
};
const connection = {
  id: '01a2187a-68ce-72fa-9f9e-2c82b7980f0c',
  client_id: '01a2187a-6872-712d-a781-16b4d919bbcd',
  integration_name: 'Shopline sync',
  environment: 'sandbox',
  scopes: ['sales:write', 'invoices:read', 'events:read'],
  created_at: '2026-11-26T15:30:05.134Z',
  updated_at: '2026-11-26T15:30:05.134Z',
};

/** Chioma Eze's unpaid balance at the end of November, by age: the aged receivables and her statement agree. */
const chiomaAging = {
  current: { total: '0.00', invoices: [] },
  days_1_30: {
    total: '23750.00',
    invoices: [{ invoice_id: invoice1.id, number: 'INV-000001', issue_date: '2026-11-02', due_date: '2026-11-16', days_past_due: 14, amount_due: '23750.00' }],
  },
  days_31_60: { total: '0.00', invoices: [] },
  days_61_90: { total: '0.00', invoices: [] },
  days_over_90: { total: '0.00', invoices: [] },
  total: '23750.00',
};

/** The first lines of the month's ledger export (`GET /exports/ledger`), as hledger and ledger read it. */
const LEDGER_EXPORT =
  [
    '; Ledgerline ledger export, 2026-11-01 to 2026-11-30. Amounts in NGN, the base currency.',
    '',
    'commodity NGN',
    '    format NGN 1000.00',
    'account Assets:1000 Cash',
    'account Assets:1010 Bank',
    'account Assets:1100 Accounts Receivable',
    'account Liabilities:2100 Sales Tax Payable',
    "account Equity:3000 Owner's Equity",
    'account Equity:3100 Retained Earnings',
    'account Income:4000 Sales',
    'account Income:4010 Instagram and WhatsApp orders',
    'account Income:4100 Other Income',
    'account Expenses:5000 Cost of Sales',
    'account Expenses:6000 General Expenses',
    'account Expenses:6100 Shop and stall rent',
    'account Expenses:7000 Exchange Gains/Losses',
    'account Expenses:7100 Rounding',
    'tag journal_entry_id',
    'tag source',
    'tag reverses',
    '',
    '2026-11-02 * Invoice INV-000001',
    '    ; journal_entry_id: 01a2187a-4a02-72d5-a5ff-1908121b5077',
    '    ; source: invoice 01a2187a-497d-76e8-bc7e-4dd42a9a3009',
    '    Assets:1100 Accounts Receivable         NGN 53750.00',
    '    Income:4000 Sales                       NGN -50000.00',
    '    Liabilities:2100 Sales Tax Payable      NGN -3750.00',
    '',
    '2026-11-05 * November shop rent',
    '    ; journal_entry_id: 01a2187a-4b79-718f-a08b-bd6e59b5c64e',
    '    ; source: manual 01a2187a-4b79-718f-a08b-bd6e59b5c64e',
    '    Expenses:6100 Shop and stall rent       NGN 150000.00',
    '    Assets:1010 Bank                        NGN -150000.00',
  ].join('\n') + '\n';

const EXAMPLES: Record<string, Example> = {
  'GET /api/v1/business': { response: envelope('Business retrieved', business) },
  'PUT /api/v1/business': {
    request: { timezone: 'Africa/Lagos', country: 'NG', fiscal_year_start_month: 1 },
    response: envelope('Business updated', {
      ...business,
      country: 'NG',
      timezone: 'Africa/Lagos',
      environment: 'production',
      version: 2,
      updated_at: '2026-11-26T15:29:56.611Z',
    }),
  },
  'POST /api/v1/coa/sales/account': {
    request: { name: 'Instagram orders', description: 'Orders taken through Instagram DMs', code: '4010' },
    response: envelope('Sales account created', instagramOrdersAccount),
  },
  'GET /api/v1/coa/sales/account': {
    response: page('Sales accounts retrieved', [salesAccount], {
      page: 1,
      limit: 1,
      total: 2,
      total_pages: 2,
      next_cursor: 'eyJrIjpbIjAiLCI0MDAwIiwic2FsZXMiXSwiaWQiOiIwMWEyMTg3YS00Njk0LTc0Y2MtYjUyMi0xOGFmMTNlZmEwZDQiLCJzIjoiY29kZSJ9',
    }),
  },
  'GET /api/v1/coa/sales/account/{id}': { response: envelope('Sales account retrieved', instagramOrdersAccount) },
  'PUT /api/v1/coa/sales/account/{id}': {
    request: { name: 'Instagram and WhatsApp orders' },
    response: envelope('Sales account updated', {
      ...instagramOrdersAccount,
      name: 'Instagram and WhatsApp orders',
      version: 2,
      updated_at: '2026-11-26T15:29:56.740Z',
    }),
  },
  'POST /api/v1/coa/accounts': {
    request: { name: 'Shop rent', type: 'expense', subtype: 'general_expense', code: '6100', description: 'Rent for the Balogun Market shop' },
    response: envelope('Account created', shopRentAccount),
  },
  'GET /api/v1/coa/accounts': {
    response: page('Accounts retrieved', [cashAccount, bankAccount], {
      page: 1,
      limit: 2,
      total: 14,
      total_pages: 7,
      next_cursor: 'eyJrIjpbIjAiLCIxMDEwIiwiYmFuayJdLCJpZCI6IjAxYTIxODdhLTQ2OTQtNzRjYy1iNTIyLTA0ZTU5YjMzYTdjMiIsInMiOiJjb2RlIn0',
    }),
  },
  'GET /api/v1/coa/accounts/{id}': { response: envelope('Account retrieved', shopRentAccount) },
  'PUT /api/v1/coa/accounts/{id}': {
    request: { name: 'Shop and stall rent' },
    response: envelope('Account updated', { ...shopRentAccount, name: 'Shop and stall rent', version: 2, updated_at: '2026-11-26T15:29:56.821Z' }),
  },
  'POST /api/v1/tax-rates': { request: { name: 'VAT 7.5%', rate: '7.5' }, response: envelope('Tax rate created', vat) },
  'GET /api/v1/tax-rates': { response: page('Tax rates retrieved', [vat], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/tax-rates/{id}': { response: envelope('Tax rate retrieved', vat) },
  'PUT /api/v1/tax-rates/{id}': {
    request: { name: 'VAT (standard, 7.5%)' },
    response: envelope('Tax rate updated', { ...vat, name: 'VAT (standard, 7.5%)', version: 2, updated_at: '2026-11-26T15:29:56.904Z' }),
  },
  'POST /api/v1/items': {
    request: { name: 'Ankara fabric, 6 yards', sku: 'ANK-6Y', unit_price: '18000.00', tax_rate_id: vat.id, income_account_id: instagramOrdersAccount.id },
    response: envelope('Item created', ankaraFabric),
  },
  'GET /api/v1/items': { response: page('Items retrieved', [ankaraFabric], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/items/{id}': { response: envelope('Item retrieved', ankaraFabric) },
  'PUT /api/v1/items/{id}': {
    request: { unit_price: '19500.00' },
    response: envelope('Item updated', { ...ankaraFabric, unit_price: '19500', version: 2, updated_at: '2026-11-26T15:29:56.947Z' }),
  },
  'POST /api/v1/customers': {
    request: {
      name: 'Chioma Eze',
      email: 'chioma.eze@example.com',
      phone: '+2348031234567',
      billing_address: { line1: '12 Admiralty Way', city: 'Lekki', region: 'Lagos', country: 'NG' },
    },
    response: envelope('Customer created', chiomaEze),
  },
  'GET /api/v1/customers': { response: page('Customers retrieved', [chiomaEze], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/customers/{id}': { response: envelope('Customer retrieved', chiomaEze) },
  'PUT /api/v1/customers/{id}': {
    request: { company: 'Chioma Couture' },
    response: envelope('Customer updated', { ...chiomaEze, company: 'Chioma Couture', version: 2, updated_at: '2026-11-26T15:29:57.010Z' }),
  },
  'POST /api/v1/sales': {
    request: { date: '2026-11-20', payment_method: 'pos', reference: 'POS-0311', lines: [{ item_id: ankaraFabric.id, quantity: '2' }] },
    response: envelope('Sale recorded', sale1),
  },
  'GET /api/v1/sales': { response: page('Sales retrieved', [sale1], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/sales/{id}': { response: envelope('Sale retrieved', sale1) },
  'PUT /api/v1/sales/{id}': {
    request: { customer_id: chiomaEze.id, notes: 'Paid by POS at the shop' },
    response: envelope('Sale updated', {
      ...sale1,
      customer_id: chiomaEze.id,
      notes: 'Paid by POS at the shop',
      version: 2,
      updated_at: '2026-11-26T15:29:57.099Z',
    }),
  },
  'POST /api/v1/invoices': {
    request: {
      customer_id: chiomaEze.id,
      issue_date: '2026-11-02',
      due_date: '2026-11-16',
      lines: [{ description: 'Tailoring: two kaftans', quantity: '2', unit_price: '25000.00', tax_rate_id: vat.id }],
    },
    response: envelope('Invoice created', invoice1),
  },
  'GET /api/v1/invoices': { response: page('Invoices retrieved', [invoice1], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/invoices/{id}': { response: envelope('Invoice retrieved', invoice1) },
  'PUT /api/v1/invoices/{id}': {
    request: { reference: 'Order 118' },
    response: envelope('Invoice updated', { ...invoice1, reference: 'Order 118', version: 2, updated_at: '2026-11-26T15:29:57.224Z' }),
  },
  'POST /api/v1/invoices/{id}/finalize': {
    response: envelope('Invoice finalized', {
      ...invoice1,
      status: 'open',
      overdue: true,
      reference: 'Order 118',
      journal_entry_id: '01a2187a-4a02-72d5-a5ff-1908121b5077',
      finalized_at: '2026-11-26T15:29:57.244Z',
      version: 3,
      updated_at: '2026-11-26T15:29:57.244Z',
    }),
  },
  'POST /api/v1/invoices/{id}/payments': {
    request: { amount: '30000.00', date: '2026-11-10', method: 'bank_transfer', reference: 'GTB-7781203' },
    response: envelope('Payment recorded', bankPayment),
  },
  'GET /api/v1/events': {
    response: page('Events retrieved', [paymentCreatedEvent, invoicePartiallyPaidEvent], { page: null, limit: 2, total: 2, total_pages: 1, next_cursor: null }),
  },
  'GET /api/v1/invoices/{id}/payments': {
    response: page('Payments retrieved', [bankPayment], { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null }),
  },
  'GET /api/v1/payments': { response: page('Payments retrieved', [bankPayment], { page: 1, limit: 1, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/payments/{id}': { response: envelope('Payment retrieved', bankPayment) },
  'POST /api/v1/invoices/{id}/void': { request: { date: '2026-11-13' }, response: envelope('Invoice voided', invoice2) },
  'DELETE /api/v1/invoices/{id}': { response: envelope('Invoice deleted', { id: '01a2187a-4b33-76bb-b6ae-121bc6b602ce', deleted: true }) },
  'DELETE /api/v1/payments/{id}': { response: envelope('Payment voided', cashPayment) },
  'POST /api/v1/journal-entries': {
    request: {
      date: '2026-11-05',
      memo: 'November shop rent',
      lines: [
        { account_id: shopRentAccount.id, debit: '150000.00' },
        { account_id: bankAccount.id, credit: '150000.00' },
      ],
    },
    response: envelope('Journal entry posted', rentEntry),
  },
  'GET /api/v1/journal-entries': {
    response: page('Journal entries retrieved', [saleEntry], {
      page: 1,
      limit: 1,
      total: 8,
      total_pages: 8,
      next_cursor: 'eyJrIjoiMjAyNi0xMS0yMCIsImlkIjoiMDFhMjE4N2EtNDkzOC03MDBiLTljZTAtZmM2OWFkMjlmNTQ4IiwicyI6Ii1kYXRlIn0',
    }),
  },
  'GET /api/v1/journal-entries/{id}': { response: envelope('Journal entry retrieved', rentEntry) },
  'POST /api/v1/journal-entries/{id}/reverse': { request: { date: '2026-11-06' }, response: envelope('Journal entry reversed', rentReversal) },
  'GET /api/v1/reports/trial-balance': {
    response: envelope('Trial balance', {
      as_of: '2026-11-30',
      currency: 'NGN',
      rows: [
        { account_id: cashAccount.id, code: '1000', name: 'Cash', type: 'asset', subtype: 'cash', debit: '71925.00', credit: '0.00' },
        {
          account_id: '01a2187a-4694-74cc-b522-0a43b93e6a0e',
          code: '1100',
          name: 'Accounts Receivable',
          type: 'asset',
          subtype: 'accounts_receivable',
          debit: '23750.00',
          credit: '0.00',
        },
        {
          account_id: '01a2187a-4694-74cc-b522-0c0cbe8d0602',
          code: '2100',
          name: 'Sales Tax Payable',
          type: 'liability',
          subtype: 'sales_tax',
          debit: '0.00',
          credit: '6675.00',
        },
        { account_id: salesAccount.id, code: '4000', name: 'Sales', type: 'income', subtype: 'sales', debit: '0.00', credit: '50000.00' },
        {
          account_id: instagramOrdersAccount.id,
          code: '4010',
          name: 'Instagram and WhatsApp orders',
          type: 'income',
          subtype: 'sales',
          debit: '0.00',
          credit: '39000.00',
        },
      ],
      totals: { debit: '95675.00', credit: '95675.00' },
    }),
  },
  'GET /api/v1/reports/balance-sheet': {
    response: envelope('Balance sheet', {
      as_of: '2026-11-30',
      fiscal_year_start: '2026-01-01',
      currency: 'NGN',
      assets: {
        accounts: [
          { account_id: cashAccount.id, code: '1000', name: 'Cash', type: 'asset', subtype: 'cash', amount: '71925.00' },
          {
            account_id: '01a2187a-4694-74cc-b522-0a43b93e6a0e',
            code: '1100',
            name: 'Accounts Receivable',
            type: 'asset',
            subtype: 'accounts_receivable',
            amount: '23750.00',
          },
        ],
        total: '95675.00',
      },
      liabilities: {
        accounts: [
          {
            account_id: '01a2187a-4694-74cc-b522-0c0cbe8d0602',
            code: '2100',
            name: 'Sales Tax Payable',
            type: 'liability',
            subtype: 'sales_tax',
            amount: '6675.00',
          },
        ],
        total: '6675.00',
      },
      equity: { accounts: [], prior_years_earnings: '0.00', current_year_earnings: '89000.00', total: '89000.00' },
      liabilities_and_equity: '95675.00',
    }),
  },
  'GET /api/v1/reports/profit-and-loss': {
    response: envelope('Profit and loss', {
      from: '2026-11-01',
      to: '2026-11-30',
      basis: 'accrual',
      currency: 'NGN',
      columns: [{ from: '2026-11-01', to: '2026-11-30' }],
      income: {
        accounts: [
          { account_id: salesAccount.id, code: '4000', name: 'Sales', type: 'income', subtype: 'sales', amounts: ['50000.00'] },
          {
            account_id: instagramOrdersAccount.id,
            code: '4010',
            name: 'Instagram and WhatsApp orders',
            type: 'income',
            subtype: 'sales',
            amounts: ['39000.00'],
          },
        ],
        total: ['89000.00'],
      },
      cost_of_sales: { accounts: [], total: ['0.00'] },
      expenses: { accounts: [], total: ['0.00'] },
      gross_profit: ['89000.00'],
      net_income: ['89000.00'],
    }),
  },
  'GET /api/v1/reports/general-ledger': {
    response: paged(
      'General ledger',
      {
        from: '2026-11-01',
        to: '2026-11-30',
        currency: 'NGN',
        accounts: [
          {
            account_id: instagramOrdersAccount.id,
            code: '4010',
            name: 'Instagram and WhatsApp orders',
            type: 'income',
            subtype: 'sales',
            opening_balance: '0.00',
            debit: '0.00',
            credit: '39000.00',
            closing_balance: '-39000.00',
            lines: [
              {
                line_id: '01a2187a-4938-700b-9ce1-06fafcecd5ea',
                journal_entry_id: saleEntry.id,
                date: '2026-11-20',
                source_type: 'sale',
                source_id: sale1.id,
                memo: 'Sale SR-000001',
                description: 'Ankara fabric, 6 yards',
                debit: '0.00',
                credit: '39000.00',
                balance: '-39000.00',
              },
            ],
          },
        ],
      },
      { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null },
    ),
  },
  'GET /api/v1/reports/aged-receivables': {
    response: paged(
      'Aged receivables',
      {
        as_of: '2026-11-30',
        currency: 'NGN',
        customers: [
          {
            customer_id: chiomaEze.id,
            name: 'Chioma Eze',
            ...chiomaAging,
          },
        ],
        totals: { current: '0.00', days_1_30: '23750.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '23750.00' },
      },
      { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null },
    ),
  },
  'GET /api/v1/reports/customer-statement': {
    response: paged(
      'Customer statement',
      {
        customer_id: chiomaEze.id,
        name: 'Chioma Eze',
        from: '2026-11-01',
        to: '2026-11-30',
        currency: 'NGN',
        opening_balance: '0.00',
        lines: [
          {
            date: '2026-11-02',
            type: 'invoice',
            invoice_id: invoice1.id,
            number: 'INV-000001',
            payment_id: null,
            reference: null,
            journal_entry_id: '01a2187a-4a02-72d5-a5ff-1908121b5077',
            amount: '53750.00',
            balance: '53750.00',
          },
          {
            date: '2026-11-10',
            type: 'payment',
            invoice_id: invoice1.id,
            number: 'INV-000001',
            payment_id: bankPayment.id,
            reference: 'GTB-7781203',
            journal_entry_id: '01a2187a-4a1f-7653-bbaa-1c783eacee09',
            amount: '-30000.00',
            balance: '23750.00',
          },
          {
            date: '2026-11-11',
            type: 'payment',
            invoice_id: invoice1.id,
            number: 'INV-000001',
            payment_id: cashPayment.id,
            reference: null,
            journal_entry_id: '01a2187a-4b4a-7498-a134-b8976a6ce770',
            amount: '-5000.00',
            balance: '18750.00',
          },
          {
            date: '2026-11-11',
            type: 'payment_void',
            invoice_id: invoice1.id,
            number: 'INV-000001',
            payment_id: cashPayment.id,
            reference: null,
            journal_entry_id: '01a2187a-4b60-765c-82c2-0c638c101257',
            amount: '5000.00',
            balance: '23750.00',
          },
          {
            date: '2026-11-12',
            type: 'invoice',
            invoice_id: invoice2.id,
            number: 'INV-000002',
            payment_id: null,
            reference: null,
            journal_entry_id: '01a2187a-4afe-7340-aca7-6be6cca1414a',
            amount: '60000.00',
            balance: '83750.00',
          },
          {
            date: '2026-11-13',
            type: 'invoice_void',
            invoice_id: invoice2.id,
            number: 'INV-000002',
            payment_id: null,
            reference: null,
            journal_entry_id: '01a2187a-4b1f-76ba-ac07-b93bda8dbd6e',
            amount: '-60000.00',
            balance: '23750.00',
          },
        ],
        closing_balance: '23750.00',
        aging: chiomaAging,
      },
      { page: 1, limit: 10, total: 6, total_pages: 1, next_cursor: null },
    ),
  },
  'GET /api/v1/exports/ledger': { response: LEDGER_EXPORT },
  'POST /api/v1/webhooks': {
    request: { url: 'https://hooks.adaezefabrics.ng/ledgerline', events: ['invoice.*', 'payment.*'], description: 'Storefront order sync' },
    response: envelope('Webhook endpoint created', { ...webhook, secret: 'whsec_Kx3mV9qLr2TzWb7nYp4sHd8cJf1gAe6uQo5iRt0yMw=' }),
  },
  'GET /api/v1/webhooks': { response: page('Webhook endpoints retrieved', [webhook], { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null }) },
  'GET /api/v1/webhooks/{id}': { response: envelope('Webhook endpoint retrieved', webhook) },
  'PUT /api/v1/webhooks/{id}': {
    request: { events: ['invoice.*', 'payment.*', 'sale.created'] },
    response: envelope('Webhook endpoint updated', {
      ...webhook,
      events: ['invoice.*', 'payment.*', 'sale.created'],
      version: 2,
      updated_at: '2026-11-26T15:29:57.833Z',
    }),
  },
  'POST /api/v1/webhooks/{id}/rotate-secret': {
    response: envelope('Webhook secret rotated', {
      ...webhook,
      events: ['invoice.*', 'payment.*', 'sale.created'],
      version: 3,
      updated_at: '2026-11-26T15:29:57.841Z',
      secret: 'whsec_Pn8sD2vLq6WzXc3mTb9rKh4jYf7gUe1aNo5iRs0tGk=',
    }),
  },
  'POST /api/v1/webhooks/{id}/test': { response: envelope('Test event queued', testDelivery) },
  'GET /api/v1/webhooks/{id}/deliveries': {
    response: page('Deliveries retrieved', [invoiceDelivery, paymentDelivery], {
      page: 1,
      limit: 2,
      total: 3,
      total_pages: 2,
      next_cursor: 'eyJrIjoiMjAyNi0xMS0yNiAxNToyOTo1Ny44NjM4MSswMCIsImlkIjoiMDFhMjE4N2EtNGM3NC03NzgwLWJkNTktYzdiOWRiNTAxZGYzIiwicyI6Ii1jcmVhdGVkX2F0In0',
    }),
  },
  'POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/retry': { response: envelope('Delivery queued', testDeliveryRetried) },
  'POST /api/v1/webhooks/{id}/recover': { request: { after_sequence: '40' }, response: envelope('Recovery queued', { after_sequence: '40', queued: 0 }) },
  'DELETE /api/v1/webhooks/{id}': { response: envelope('Webhook endpoint deleted', { id: webhook.id, deleted: true }) },
  'DELETE /api/v1/sales/{id}': {
    response: envelope('Sale voided', {
      ...sale1,
      status: 'void',
      customer_id: chiomaEze.id,
      notes: 'Paid by POS at the shop',
      version: 3,
      updated_at: '2026-11-26T15:29:58.497Z',
    }),
  },
  'DELETE /api/v1/items/{id}': { response: envelope('Item deleted', { id: '01a2187a-4ef2-7089-b161-84ecb58b5cc0', deleted: true }) },
  'DELETE /api/v1/tax-rates/{id}': { response: envelope('Tax rate deleted', { id: '01a2187a-4eff-703b-a94a-1c849c7d3454', deleted: true }) },
  'DELETE /api/v1/customers/{id}': { response: envelope('Customer deleted', { id: '01a2187a-4f0d-756f-913c-311a350ecd26', deleted: true }) },
  'DELETE /api/v1/coa/accounts/{id}': { response: envelope('Account deleted', { id: '01a2187a-4f1f-757f-bf05-e6e26fab379d', deleted: true }) },
  'DELETE /api/v1/coa/sales/account/{id}': { response: envelope('Sales account deleted', { id: '01a2187a-4f2a-70fe-9018-9cffc9a35e59', deleted: true }) },
  'POST /api/v1/keys/roll': {
    response: envelope('Key rolled', { environment: 'sandbox', key: 'sk_test_7Hq2Lm9XvR4cT8wZb1nP6sKd3yJf5gAeUo0iMt2rWq', prefix: 'sk_test_7Hq2' }),
  },
  'POST /api/v1/oauth/integrations': {
    request: { name: 'Shopline sync', redirect_uris: ['https://shopline.example/oauth/callback'], scopes: ['sales:write', 'invoices:read', 'events:read'] },
    response: envelope('Integration registered', integration),
  },
  'GET /api/v1/oauth/integrations': {
    response: page('Integrations retrieved', [integration], { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null }),
  },
  'GET /api/v1/oauth/connections': {
    response: page('Connections retrieved', [connection], { page: 1, limit: 10, total: 1, total_pages: 1, next_cursor: null }),
  },
  'DELETE /api/v1/oauth/connections/{id}': { response: envelope('Connection revoked', { id: connection.id, deleted: true }) },
  'DELETE /api/v1/oauth/integrations/{id}': { response: envelope('Integration deleted', { id: integration.client_id, deleted: true }) },
};

/** The media types of the documented success answer of `operation`: its 2xx response with a body. */
function successContent(operation: OperationObject): ContentObject | undefined {
  const success = Object.entries(operation.responses).find(([status, response]) => status.startsWith('2') && response && 'content' in response);
  return (success?.[1] as ResponseObject | undefined)?.content;
}

/**
 * Sets each example on its operation: the success answer's, in each of its media types, and the
 * request body's. An example for an operation the document does not have, or a request example
 * for an operation without a JSON body, is a programming error.
 */
export function applyExamples(document: OpenAPIObject): void {
  for (const [key, example] of Object.entries(EXAMPLES)) {
    const [method, path] = key.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'];
    const content = operation && successContent(operation);
    if (!operation || !content) throw new Error(`${key}: no such operation with a success answer in the document`);
    for (const media of Object.values(content)) media.example = example.response;
    if (example.request === undefined) continue;
    const json = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json'] : undefined;
    if (!json) throw new Error(`${key}: the operation takes no JSON body`);
    json.example = example.request;
  }
}
