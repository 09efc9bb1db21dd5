import { Module } from '@nestjs/common';
import { SalesController } from './sales.controller';
import { SaleWriter } from './sale-writer';
import { SalesRepository } from './sales.repository';
import { SalesService } from './sales.service';

@Module({
  controllers: [SalesController],
  providers: [SalesService, SalesRepository, SaleWriter],
})
export class SalesModule {}
