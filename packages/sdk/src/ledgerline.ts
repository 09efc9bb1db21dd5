import { HttpClient, type Call, type LedgerlineOptions, type RequestOptions } from './http';
import { List } from './pagination';
import type { ListItem, Method, Pagination, Path, QueryParams, RequestBody, ResponseData } from './types';
import { verifyWebhook } from './webhooks';

/** Makes the client's methods, each typed by the document's path and method. */
class Methods {
  constructor(private readonly http: HttpClient) {}

  /** `GET collection`: a {@link List} of its records. */
  list<P extends Path>(path: P) {
    return (query?: QueryParams<P>) => new List<ListItem<P>>(this.http, { method: 'GET', path, query });
  }

  /** `GET collection` under a parent record (`/invoices/{id}/payments`). */
  listOf<P extends Path>(path: P) {
    return (id: string, query?: QueryParams<P>) => new List<ListItem<P>>(this.http, { method: 'GET', path, params: { id }, query });
  }

  /** `GET path` with a query: a report, a single answer. */
  read<P extends Path>(path: P) {
    return (query?: QueryParams<P>) => this.data<P, 'get'>({ method: 'GET', path, query });
  }

  /** `GET path` with a query: a paged report, one page's `data` with its `pagination` (ask the next with `page`). */
  readPage<P extends Path>(path: P) {
    return async (query?: QueryParams<P>) => {
      const { data, pagination } = (await this.http.send({ method: 'GET', path, query })) as { data: ResponseData<P, 'get'>; pagination: Pagination };
      return { data, pagination };
    };
  }

  create<P extends Path>(path: P) {
    return (body: RequestBody<P, 'post'>, options?: RequestOptions) => this.data<P, 'post'>({ method: 'POST', path, body, options });
  }

  retrieve<P extends Path>(path: P) {
    return (id: string) => this.data<P, 'get'>({ method: 'GET', path, params: { id } });
  }

  update<P extends Path>(path: P) {
    return (id: string, body: RequestBody<P, 'put'>, options?: RequestOptions) => this.data<P, 'put'>({ method: 'PUT', path, params: { id }, body, options });
  }

  del<P extends Path>(path: P) {
    return (id: string, options?: RequestOptions) => this.data<P, 'delete'>({ method: 'DELETE', path, params: { id }, options });
  }

  /** `POST /records/{id}/<action>` without a body (`finalize`, `void`, `rotate-secret`, `test`). */
  action<P extends Path>(path: P) {
    return (id: string, options?: RequestOptions) => this.data<P, 'post'>({ method: 'POST', path, params: { id }, options });
  }

  /** `POST /records/{id}/<action>` with a body (`payments`, `reverse`, `recover`). */
  actionWith<P extends Path>(path: P) {
    return (id: string, body: RequestBody<P, 'post'>, options?: RequestOptions) =>
      this.data<P, 'post'>({ method: 'POST', path, params: { id }, body, options });
  }

  /** The five calls of a record collection: list, create, retrieve, update, del. */
  records<C extends Path, R extends Path>(collection: C, record: R) {
    return {
      list: this.list(collection),
      create: this.create(collection),
      retrieve: this.retrieve(record),
      update: this.update(record),
      del: this.del(record),
    };
  }

  /** The envelope's `data` of the call's answer. */
  async data<P extends Path, M extends Method>(call: Call & { path: P }): Promise<ResponseData<P, M>> {
    const envelope = (await this.http.send(call)) as { data: ResponseData<P, M> };
    return envelope.data;
  }
}

/**
 * The Ledgerline API. Mode A: `new Ledgerline({ apiKey })`; mode B: `new Ledgerline({ accessToken,
 * secretKey })`. Each method returns the answer's `data`, typed per operation; list methods return a
 * {@link List} (`for await`, or `.page()`), and the paged reports (general ledger, aged receivables,
 * customer statement) `{ data, pagination }`. Failures throw `LedgerlineError`.
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
    const http = new HttpClient(options);
    const m = new Methods(http);
    const business = '/api/v1/business';
    this.business = {
      retrieve: () => m.data<typeof business, 'get'>({ method: 'GET', path: business }),
      update: (body: RequestBody<typeof business, 'put'>, options?: RequestOptions) =>
        m.data<typeof business, 'put'>({ method: 'PUT', path: business, body, options }),
    };
    const roll = '/api/v1/keys/roll';
    this.keys = { roll: (options?: RequestOptions) => m.data<typeof roll, 'post'>({ method: 'POST', path: roll, options }) };

    this.accounts = m.records('/api/v1/coa/accounts', '/api/v1/coa/accounts/{id}');
    this.salesAccounts = m.records('/api/v1/coa/sales/account', '/api/v1/coa/sales/account/{id}');
    this.customers = m.records('/api/v1/customers', '/api/v1/customers/{id}');
    this.items = m.records('/api/v1/items', '/api/v1/items/{id}');
    this.taxRates = m.records('/api/v1/tax-rates', '/api/v1/tax-rates/{id}');
    this.sales = {
      list: m.list('/api/v1/sales'),
      create: m.create('/api/v1/sales'),
      retrieve: m.retrieve('/api/v1/sales/{id}'),
      update: m.update('/api/v1/sales/{id}'),
      void: m.del('/api/v1/sales/{id}'),
    };
    this.invoices = {
      ...m.records('/api/v1/invoices', '/api/v1/invoices/{id}'),
      finalize: m.action('/api/v1/invoices/{id}/finalize'),
      void: m.action('/api/v1/invoices/{id}/void'),
      payments: { list: m.listOf('/api/v1/invoices/{id}/payments'), create: m.actionWith('/api/v1/invoices/{id}/payments') },
    };
    this.payments = { list: m.list('/api/v1/payments'), retrieve: m.retrieve('/api/v1/payments/{id}'), void: m.del('/api/v1/payments/{id}') };
    const reverse = m.actionWith('/api/v1/journal-entries/{id}/reverse');
    this.journalEntries = {
      list: m.list('/api/v1/journal-entries'),
      create: m.create('/api/v1/journal-entries'),
      retrieve: m.retrieve('/api/v1/journal-entries/{id}'),
      reverse: (id: string, body: Parameters<typeof reverse>[1] = {}, options?: RequestOptions) => reverse(id, body, options),
    };
    const events = '/api/v1/events';
    this.events = { list: (query?: QueryParams<typeof events>) => new List<ListItem<typeof events>>(http, { method: 'GET', path: events, query }, 'after') };
    this.reports = {
      trialBalance: m.read('/api/v1/reports/trial-balance'),
      balanceSheet: m.read('/api/v1/reports/balance-sheet'),
      profitAndLoss: m.read('/api/v1/reports/profit-and-loss'),
      generalLedger: m.readPage('/api/v1/reports/general-ledger'),
      agedReceivables: m.readPage('/api/v1/reports/aged-receivables'),
      customerStatement: m.readPage('/api/v1/reports/customer-statement'),
    };
    const ledger = '/api/v1/exports/ledger';
    this.exports = { ledger: async (query?: QueryParams<typeof ledger>) => (await http.send({ method: 'GET', path: ledger, query })) as string };
    const retry = '/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry';
    this.webhooks = {
      ...m.records('/api/v1/webhooks', '/api/v1/webhooks/{id}'),
      rotateSecret: m.action('/api/v1/webhooks/{id}/rotate-secret'),
      test: m.action('/api/v1/webhooks/{id}/test'),
      recover: m.actionWith('/api/v1/webhooks/{id}/recover'),
      deliveries: {
        list: m.listOf('/api/v1/webhooks/{id}/deliveries'),
        retry: (id: string, deliveryId: string, options?: RequestOptions) =>
          m.data<typeof retry, 'post'>({ method: 'POST', path: retry, params: { id, delivery_id: deliveryId }, options }),
      },
    };
    this.integrations = {
      list: m.list('/api/v1/oauth/integrations'),
      create: m.create('/api/v1/oauth/integrations'),
      del: m.del('/api/v1/oauth/integrations/{id}'),
    };
    this.connections = { list: m.list('/api/v1/oauth/connections'), del: m.del('/api/v1/oauth/connections/{id}') };
  }
}
