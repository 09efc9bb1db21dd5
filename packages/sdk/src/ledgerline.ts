import { HttpClient, type Call, type LedgerlineOptions, type RequestOptions } from './http';
import { List } from './pagination';
import type { ListItem, Method, Path, QueryParams, RequestBody, ResponseData } from './types';
import { verifyWebhook } from './webhooks';

/** The five calls of a record collection: list, create, retrieve, update, del. */
function records<C extends Path, R extends Path>(http: Caller, collection: C, record: R) {
  return {
    list: (query?: QueryParams<C>) => http.list<ListItem<C>>(collection, query),
    create: (body: RequestBody<C, 'post'>, options?: RequestOptions) => http.data<C, 'post'>({ method: 'POST', path: collection, body, options }),
    retrieve: (id: string) => http.data<R, 'get'>({ method: 'GET', path: record, params: { id } }),
    update: (id: string, body: RequestBody<R, 'put'>, options?: RequestOptions) =>
      http.data<R, 'put'>({ method: 'PUT', path: record, params: { id }, body, options }),
    del: (id: string, options?: RequestOptions) => http.data<R, 'delete'>({ method: 'DELETE', path: record, params: { id }, options }),
  };
}

/** The client's calls, typed by the document's path and method. */
class Caller {
  constructor(private readonly http: HttpClient) {}

  /** The envelope's `data` of the call's answer. */
  async data<P extends Path, M extends Method>(call: Call & { path: P }): Promise<ResponseData<P, M>> {
    const envelope = (await this.http.send(call)) as { data: ResponseData<P, M> };
    return envelope.data;
  }

  /** The answer's text (an operation that answers `text/plain`). */
  async text(call: Call): Promise<string> {
    return (await this.http.send(call)) as string;
  }

  list<T>(path: Path, query?: object, params?: Record<string, string>, cursorParam?: 'cursor' | 'after'): List<T> {
    return new List<T>(this.http, { method: 'GET', path, params, query }, cursorParam);
  }
}

/**
 * The Ledgerline API. Mode A: `new Ledgerline({ apiKey })`; mode B: `new Ledgerline({ accessToken,
 * secretKey })`. Each method returns the answer's `data`, typed per operation; list methods return a
 * {@link List} (`for await`, or `.page()`). Failures throw `LedgerlineError`.
 */
export class Ledgerline {
  /** Webhook helpers that need no client: `Ledgerline.webhooks.verify(rawBody, headers, secret)`. */
  static readonly webhooks = { verify: verifyWebhook };

  readonly business;
  readonly keys;
  readonly accounts;
  readonly salesAccounts;
  readonly customers;
  readonly items;
  readonly taxRates;
  readonly sales;
  readonly invoices;
  readonly payments;
  readonly journalEntries;
  readonly events;
  readonly reports;
  readonly exports;
  readonly webhooks;
  readonly integrations;
  readonly connections;

  constructor(options: LedgerlineOptions) {
    const http = new Caller(new HttpClient(options));
    const business = '/api/v1/business';
    this.business = {
      retrieve: () => http.data<typeof business, 'get'>({ method: 'GET', path: business }),
      update: (body: RequestBody<typeof business, 'put'>, options?: RequestOptions) =>
        http.data<typeof business, 'put'>({ method: 'PUT', path: business, body, options }),
    };
    const roll = '/api/v1/keys/roll';
    this.keys = { roll: (options?: RequestOptions) => http.data<typeof roll, 'post'>({ method: 'POST', path: roll, options }) };
    this.accounts = records(http, '/api/v1/coa/accounts', '/api/v1/coa/accounts/{id}');
    this.salesAccounts = records(http, '/api/v1/coa/sales/account', '/api/v1/coa/sales/account/{id}');
    this.customers = records(http, '/api/v1/customers', '/api/v1/customers/{id}');
    this.items = records(http, '/api/v1/items', '/api/v1/items/{id}');
    this.taxRates = records(http, '/api/v1/tax-rates', '/api/v1/tax-rates/{id}');

    const { del: voidSale, ...sales } = records(http, '/api/v1/sales', '/api/v1/sales/{id}');
    this.sales = { ...sales, void: voidSale };

    const invoicePayments = '/api/v1/invoices/{id}/payments';
    const finalize = '/api/v1/invoices/{id}/finalize';
    const voidInvoice = '/api/v1/invoices/{id}/void';
    this.invoices = {
      ...records(http, '/api/v1/invoices', '/api/v1/invoices/{id}'),
      finalize: (id: string, options?: RequestOptions) => http.data<typeof finalize, 'post'>({ method: 'POST', path: finalize, params: { id }, options }),
      void: (id: string, options?: RequestOptions) => http.data<typeof voidInvoice, 'post'>({ method: 'POST', path: voidInvoice, params: { id }, options }),
      payments: {
        list: (id: string, query?: QueryParams<typeof invoicePayments>) => http.list<ListItem<typeof invoicePayments>>(invoicePayments, query, { id }),
        create: (id: string, body: RequestBody<typeof invoicePayments, 'post'>, options?: RequestOptions) =>
          http.data<typeof invoicePayments, 'post'>({ method: 'POST', path: invoicePayments, params: { id }, body, options }),
      },
    };

    const { list: listPayments, retrieve: retrievePayment, del: voidPayment } = records(http, '/api/v1/payments', '/api/v1/payments/{id}');
    this.payments = { list: listPayments, retrieve: retrievePayment, void: voidPayment };

    const reverse = '/api/v1/journal-entries/{id}/reverse';
    const { list: listEntries, create: createEntry, retrieve: retrieveEntry } = records(http, '/api/v1/journal-entries', '/api/v1/journal-entries/{id}');
    this.journalEntries = {
      list: listEntries,
      create: createEntry,
      retrieve: retrieveEntry,
      reverse: (id: string, body: RequestBody<typeof reverse, 'post'> = {}, options?: RequestOptions) =>
        http.data<typeof reverse, 'post'>({ method: 'POST', path: reverse, params: { id }, body, options }),
    };

    const events = '/api/v1/events';
    this.events = { list: (query?: QueryParams<typeof events>) => http.list<ListItem<typeof events>>(events, query, undefined, 'after') };

    const report =
      <P extends Path>(path: P) =>
      (query?: QueryParams<P>) =>
        http.data<P, 'get'>({ method: 'GET', path, query });
    this.reports = {
      trialBalance: report('/api/v1/reports/trial-balance'),
      balanceSheet: report('/api/v1/reports/balance-sheet'),
      profitAndLoss: report('/api/v1/reports/profit-and-loss'),
      generalLedger: report('/api/v1/reports/general-ledger'),
      agedReceivables: report('/api/v1/reports/aged-receivables'),
      customerStatement: report('/api/v1/reports/customer-statement'),
    };
    const ledger = '/api/v1/exports/ledger';
    this.exports = { ledger: (query?: QueryParams<typeof ledger>) => http.text({ method: 'GET', path: ledger, query }) };

    const rotate = '/api/v1/webhooks/{id}/rotate-secret';
    const test = '/api/v1/webhooks/{id}/test';
    const recover = '/api/v1/webhooks/{id}/recover';
    const deliveries = '/api/v1/webhooks/{id}/deliveries';
    const retry = '/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry';
    this.webhooks = {
      ...records(http, '/api/v1/webhooks', '/api/v1/webhooks/{id}'),
      rotateSecret: (id: string, options?: RequestOptions) => http.data<typeof rotate, 'post'>({ method: 'POST', path: rotate, params: { id }, options }),
      test: (id: string, options?: RequestOptions) => http.data<typeof test, 'post'>({ method: 'POST', path: test, params: { id }, options }),
      recover: (id: string, body: RequestBody<typeof recover, 'post'>, options?: RequestOptions) =>
        http.data<typeof recover, 'post'>({ method: 'POST', path: recover, params: { id }, body, options }),
      deliveries: {
        list: (id: string, query?: QueryParams<typeof deliveries>) => http.list<ListItem<typeof deliveries>>(deliveries, query, { id }),
        retry: (id: string, deliveryId: string, options?: RequestOptions) =>
          http.data<typeof retry, 'post'>({ method: 'POST', path: retry, params: { id, delivery_id: deliveryId }, options }),
      },
    };

    const {
      list: listIntegrations,
      create: createIntegration,
      del: deleteIntegration,
    } = records(http, '/api/v1/oauth/integrations', '/api/v1/oauth/integrations/{id}');
    this.integrations = { list: listIntegrations, create: createIntegration, del: deleteIntegration };
    const { list: listConnections, del: deleteConnection } = records(http, '/api/v1/oauth/connections', '/api/v1/oauth/connections/{id}');
    this.connections = { list: listConnections, del: deleteConnection };
  }
}
