import { Inject, Injectable } from '@nestjs/common';
import { type Scope, type TaxRateEntity } from '@ledgerline/domain';
import { recordEvent, systemAccountId } from '../../ledger/ledger';
import { accountErrors, Decimal, ofType, toDecimal } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { versionConflict } from '../../common/etag';
import type { Page } from '../../common/pagination';
import { uniqueConflicts } from '../../common/unique-conflicts';
import { GROUP_COMMIT, UNIT_OF_WORK } from '../../database/database.module';
import { foreignKeyViolation } from '../../database/errors';
import { Db, type Tx } from '../../database/tx';
import type { UnitOfWork } from '../../database/unit-of-work';
import type { CreateTaxRateDto, ListTaxRatesQueryDto, UpdateTaxRateDto } from './dto/tax-rate.dto';
import { toTaxRateResponse, type TaxRateResponse } from './tax-rate.response';
import { TAX_RATE_KEYS, TaxRatesRepository, type NewTaxRate, type TaxRateChanges } from './tax-rates.repository';

const percent = (value: string | number): string => toDecimal(value)!.toFixed();

@Injectable()
export class TaxRatesService {
  constructor(
    private readonly db: Db,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(GROUP_COMMIT) private readonly creates: UnitOfWork,
    private readonly taxRates: TaxRatesRepository,
  ) {}

  async list(scope: Scope, query: ListTaxRatesQueryDto): Promise<Page<TaxRateResponse>> {
    const page = await this.taxRates.list(this.db, scope, query);
    return { rows: page.rows.map(toTaxRateResponse), pagination: page.pagination };
  }

  async get(scope: Scope, id: string): Promise<TaxRateResponse> {
    const taxRate = await this.taxRates.find(this.db, scope, id);
    if (!taxRate) throw DomainError.notFound('Tax rate');
    return toTaxRateResponse(taxRate);
  }

  create(scope: Scope, input: CreateTaxRateDto): Promise<TaxRateResponse> {
    return uniqueConflicts(this.db, scope, TAX_RATE_KEYS, { external_id: input.external_id }, () =>
      this.creates.run(async (tx) => {
        await this.checkAccount(tx, scope, input.account_id);
        const taxRate: NewTaxRate = {
          name: input.name,
          rate: percent(input.rate),
          accountId: input.account_id ?? (await systemAccountId(tx, scope, 'sales_tax')),
          metadata: input.metadata ?? {},
          externalId: input.external_id ?? null,
        };
        const created = toTaxRateResponse(await this.taxRates.insert(tx, scope, taxRate));
        await recordEvent(tx, scope, 'tax_rate.created', created);
        return created;
      }),
    );
  }

  update(scope: Scope, id: string, input: UpdateTaxRateDto, expectedVersion?: number): Promise<TaxRateResponse> {
    const changes: TaxRateChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.rate !== undefined) changes.rate = percent(input.rate);
    if (input.account_id !== undefined) changes.accountId = input.account_id;
    if (input.archived !== undefined) changes.archived = input.archived;
    if (input.metadata !== undefined) changes.metadata = input.metadata;
    if (input.external_id !== undefined) changes.externalId = input.external_id;
    return uniqueConflicts(this.db, scope, TAX_RATE_KEYS, { external_id: changes.externalId }, () =>
      this.uow.run(async (tx) => {
        const current = await this.locked(tx, scope, id, expectedVersion);
        await this.checkAccount(tx, scope, input.account_id);
        if (changes.rate !== undefined && !new Decimal(changes.rate).equals(current.rate) && (await this.taxRates.used(tx, scope, id))) {
          throw new DomainError('conflict', 'Document lines use this tax rate, so its rate cannot change; create a new tax rate (and archive this one)', {
            errors: [{ field: 'rate', message: 'cannot change once document lines use the tax rate' }],
          });
        }
        if (Object.keys(changes).length === 0) return toTaxRateResponse(current);
        const updated = toTaxRateResponse(await this.taxRates.update(tx, scope, id, changes));
        await recordEvent(tx, scope, 'tax_rate.updated', updated);
        return updated;
      }),
    );
  }

  async remove(scope: Scope, id: string, expectedVersion?: number): Promise<void> {
    try {
      await this.uow.run(async (tx) => {
        const current = await this.locked(tx, scope, id, expectedVersion);
        await this.taxRates.delete(tx, scope, id);
        await recordEvent(tx, scope, 'tax_rate.deleted', toTaxRateResponse(current));
      });
    } catch (error) {
      if (foreignKeyViolation(error)) throw new DomainError('conflict', 'Items or document lines use this tax rate; archive it instead');
      throw error;
    }
  }

  /** The tax rate locked for a change: 404 when unknown, 412 when `If-Match` names another version. */
  private async locked(tx: Tx, scope: Scope, id: string, expectedVersion: number | undefined): Promise<TaxRateEntity> {
    const current = await this.taxRates.lock(tx, scope, id);
    if (!current) throw DomainError.notFound('Tax rate');
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw versionConflict(current.version);
    return current;
  }

  /** A tax rate credits a liability account of the business that is not archived. */
  private async checkAccount(tx: Tx, scope: Scope, accountId: string | undefined): Promise<void> {
    if (!accountId) return;
    const errors = accountErrors('account_id', await this.taxRates.account(tx, scope, accountId), ofType('liability'));
    if (errors.length > 0) throw DomainError.validation(errors);
  }
}
