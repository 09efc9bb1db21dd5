import { Module } from '@nestjs/common';
import { TaxRatesController } from './tax-rates.controller';
import { TaxRatesRepository } from './tax-rates.repository';
import { TaxRatesService } from './tax-rates.service';

@Module({
  controllers: [TaxRatesController],
  providers: [TaxRatesService, TaxRatesRepository],
})
export class TaxRatesModule {}
