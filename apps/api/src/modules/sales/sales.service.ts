import { Injectable } from '@nestjs/common';
import type { Scope } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { Page } from '../../common/pagination';
import { ReadCache } from '../../common/read-cache';
import { Db } from '../../database/tx';
import type { ListSalesQueryDto } from './dto/sale.dto';
import { toSaleResponse, type SaleResponse } from './sale.response';
import { SalesRepository } from './sales.repository';

/** The sales reads; the writes are the use cases (create-sale, update-sale, void-sale). */
@Injectable()
export class SalesService {
  constructor(
    private readonly db: Db,
    private readonly sales: SalesRepository,
    private readonly cache: ReadCache,
  ) {}

  /** An unfiltered page read again while the business has not changed comes from `ReadCache`. */
  list(scope: Scope, query: ListSalesQueryDto): Promise<Page<SaleResponse>> {
    return this.cache.read(scope, `sales ${JSON.stringify(query)}`, async () => {
      const page = await this.sales.list(this.db, scope, query);
      const rows = page.rows.map((sale) => toSaleResponse(sale, sale.lines));
      return { answer: { rows, pagination: page.pagination }, sequence: page.sequence, rows: rows.reduce((sum, sale) => sum + 1 + sale.lines.length, 0) };
    });
  }

  async get(scope: Scope, id: string): Promise<SaleResponse> {
    const sale = await this.sales.find(this.db, scope, id);
    if (!sale) throw DomainError.notFound('Sale');
    return toSaleResponse(sale, (await this.sales.lines(this.db, scope, [id])).get(id)!);
  }
}
