import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../../common/principal';
import { UNIT_OF_WORK } from '../../database/database.module';
import type { UnitOfWork } from '../../database/unit-of-work';
import { bumpCounter, postEntry, recordEvent } from '../../ledger/ledger';
import { toSaleResponse, type SaleResponse } from './sale.response';
import { lockForChange, saleReversal } from './sale-steps';
import { readSaleContexts, SalesRepository } from './sales.repository';

/**
 * `DELETE /sales/{id}` voids the sale, in one transaction that first locks the sale row: an entry
 * reversing its current one, status `void`, one sale fewer in the list's count, `sale.voided`.
 */
@Injectable()
export class VoidSaleUseCase {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly sales: SalesRepository,
  ) {}

  execute(principal: Principal, id: string, expectedVersion?: number): Promise<SaleResponse> {
    return this.uow.run(async (tx) => {
      const current = await lockForChange(tx, this.sales, principal, id, expectedVersion, 'voided');
      const { lockDate } = await tx.share(readSaleContexts, { scope: principal, depositAccountId: null });
      const reversal = await saleReversal(tx, principal, current, lockDate, `Void of sale ${current.number}`);
      await bumpCounter(tx, principal, 'sales_voided'); // a counter before the balance rows (docs/decisions.md, Lock order)
      if (reversal) await postEntry(tx, principal, reversal);
      const response = toSaleResponse(await this.sales.update(tx, principal, id, { status: 'void' }), (await this.sales.lines(tx, principal, [id])).get(id)!);
      await recordEvent(tx, principal, 'sale.voided', response);
      return response;
    });
  }
}
