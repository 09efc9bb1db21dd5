import type { Call, HttpClient } from './http';
import type { Pagination } from './types';

/** One page of a list: its records and the API's `pagination`. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
  /** The next page (by the server's cursor), or null when this one is the last. */
  nextPage(): Promise<Page<T> | null>;
}

/**
 * What a list method returns. `for await (const record of list)` walks every record, fetching
 * each further page with the previous page's `pagination.next_cursor`; `await list.page()` gives
 * the first page alone with its `pagination` (and `nextPage()`).
 */
export class List<T> implements AsyncIterable<T> {
  /**
   * @param cursorParam the query parameter the server takes `next_cursor` in: `cursor` for
   *   records (keyset paging; `page` is then left out, as the server refuses both), `after` for events.
   */
  constructor(
    private readonly http: HttpClient,
    private readonly call: Call,
    private readonly cursorParam: 'cursor' | 'after' = 'cursor',
  ) {}

  async page(): Promise<Page<T>> {
    const envelope = (await this.http.send(this.call)) as { data: T[]; pagination: Pagination };
    const next = envelope.pagination.next_cursor;
    return {
      data: envelope.data,
      pagination: envelope.pagination,
      nextPage: () => (next === null ? Promise.resolve(null) : this.after(next).page()),
    };
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (let page: Page<T> | null = await this.page(); page !== null; page = await page.nextPage()) yield* page.data;
  }

  private after(cursor: string): List<T> {
    const { page: _page, ...query } = (this.call.query ?? {}) as Record<string, unknown>;
    return new List<T>(this.http, { ...this.call, query: { ...query, [this.cursorParam]: cursor } }, this.cursorParam);
  }
}
